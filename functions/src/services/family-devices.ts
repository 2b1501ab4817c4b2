// The Family plan's devices (DESIGN 5a): adding one more device to a subscription, for no charge, and taking
// one off. An added device passes the registration's checks (deviceData schema, listed or custom price
// record, IMEI guard); the plan's device limit and the IMEI guard are checked again in the transaction that
// adds it, so that two adds at once cannot pass 5 nor cover one IMEI twice.
import {
  type AddDeviceAnswer,
  type AddDeviceBody,
  FAMILY_MESSAGES,
  PAYMENT_MESSAGES,
  type RemoveDeviceAnswer,
  SUBSCRIPTION_MESSAGES,
  addDeviceRefusal,
  planTypesAhead,
  removeDeviceRefusal,
} from '@protect/domain';
import type { Clock } from '../adapters/clock';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import { deviceToWire, subscriptionToWire } from '../presenters';
import type { DevicePricingRepository } from '../repositories/device-pricing';
import type { IdempotencyKeysRepository, StoredAnswer } from '../repositories/idempotency-keys';
import type { SubscriptionRecord, SubscriptionsRepository } from '../repositories/subscriptions';
import { runOnce } from './payment-requests';
import { deviceRecordOf, pricedDeviceOf } from './registration';

export interface FamilyDevicesDeps {
  subscriptions: SubscriptionsRepository;
  devicePricing: DevicePricingRepository;
  idempotency: IdempotencyKeysRepository;
  /** Turns a photo address the upload route answered back into the caller's stored file, or null. */
  imagePathOf: (uid: string, url: string | undefined) => string | null;
  clock: Clock;
}

/** The subscription as the domain's device rules read it. */
const coveringOf = (s: SubscriptionRecord) => ({
  status: s.status,
  endedAt: s.endedAt,
  cancelAtPeriodEnd: s.cancelAtPeriodEnd,
  planTypes: planTypesAhead(s),
  deviceCount: s.coveredDevices.length,
});

export function createFamilyDevicesService(deps: FamilyDevicesDeps) {
  /** Only the owner adds or removes devices: 404 when missing, 403 for anyone else. */
  async function owned(caller: Caller, id: string): Promise<SubscriptionRecord> {
    const subscription = await deps.subscriptions.get(id);
    if (!subscription) throw AppError.notFound(SUBSCRIPTION_MESSAGES.notFound);
    if (subscription.userId !== caller.uid) throw AppError.forbidden();
    return subscription;
  }

  return {
    /**
     * Adds a device to the caller's Family plan once per Idempotency-Key (201 with the device and the
     * subscription). 409 when the plan covers one device, is full, is not running, or the IMEI is covered.
     */
    addDevice(
      caller: Caller,
      subscriptionId: string,
      body: AddDeviceBody,
      key: string,
    ): Promise<StoredAnswer> {
      const asked = { caller, route: 'add-device', key, body: { subscriptionId, body } };
      return runOnce(deps, asked, async (request) => {
        const subscription = await owned(caller, subscriptionId);
        // Checked early for a clear answer before pricing; checked again where the device is written.
        const early = addDeviceRefusal(coveringOf(subscription));
        if (early) throw AppError.conflict(early);
        const priced = await pricedDeviceOf(deps.devicePricing, body.deviceData);
        const now = deps.clock.now();
        const device = deviceRecordOf({
          id: deps.subscriptions.newIds().deviceId,
          uid: caller.uid,
          subscriptionId: subscription.id,
          priced,
          data: body.deviceData,
          imagePathOf: deps.imagePathOf,
          now,
        });
        const outcome = await deps.subscriptions.addDevice({
          request,
          subscriptionId: subscription.id,
          device,
          refuse: (current) => addDeviceRefusal(coveringOf(current)),
          answerFor: (updated) => ({
            status: 201,
            body: {
              success: true,
              message: FAMILY_MESSAGES.added,
              subscription: subscriptionToWire(updated),
              device: deviceToWire(device),
            } satisfies AddDeviceAnswer,
          }),
          now,
        });
        if (outcome.kind === 'refused') throw AppError.conflict(outcome.message);
        if (outcome.kind === 'imei_taken')
          throw AppError.conflict(PAYMENT_MESSAGES.alreadyRegistered);
        return outcome.answer;
      });
    },

    /**
     * Takes a device off the caller's subscription: its cover ends and its IMEI may be registered again.
     * 404 for a device the subscription does not cover, 409 for its only device or an ended subscription.
     */
    async removeDevice(
      caller: Caller,
      subscriptionId: string,
      deviceId: string,
    ): Promise<RemoveDeviceAnswer> {
      await owned(caller, subscriptionId);
      const outcome = await deps.subscriptions.removeDevice({
        subscriptionId,
        deviceId,
        refuse: (current) =>
          current.status === 'canceled' || current.endedAt !== null
            ? PAYMENT_MESSAGES.notActive
            : removeDeviceRefusal(current.coveredDevices.length),
        now: deps.clock.now(),
      });
      if (outcome.kind === 'not_covered') throw AppError.notFound(FAMILY_MESSAGES.deviceNotCovered);
      if (outcome.kind === 'refused') throw AppError.conflict(outcome.message);
      return {
        success: true,
        message: FAMILY_MESSAGES.removed,
        subscription: subscriptionToWire(outcome.subscription),
      };
    },
  };
}

export type FamilyDevicesService = ReturnType<typeof createFamilyDevicesService>;
