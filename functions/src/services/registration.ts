// Registering a device and paying its first month (POST /api/payment/create-subscription-with-device).
// Order matters: price again from the stored catalogue, hold the IMEI, charge, then record device, IMEI
// guard, subscription, payment and the answer in one transaction. A retry with the same Idempotency-Key
// gets the first answer; after a charge whose recording failed, it finds the same charge at the gateway
// (same gateway key) and completes the recording instead of charging again.
import {
  CUSTOM_DEVICE_PRICING_ID,
  type CreateSubscriptionWithDeviceBody,
  type DeviceDataBody,
  type DevicePricing,
  PAYMENT_MESSAGES,
  REGISTER_DEVICE_MESSAGES,
  type RegistrationAnswer,
  addMonthsUtc,
  firstVersionEffectiveFrom,
  classifyDevice,
  dollarsToCents,
  priceCustomDevice,
} from '@protect/domain';
import type { Clock } from '../adapters/clock';
import type { ChargeOutcome, PaymentGateway } from '../adapters/payment-gateway';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import { logs } from '../logs';
import { deviceToWire, paymentToWire, subscriptionToWire } from '../presenters';
import type { AddOnsRepository } from '../repositories/addons';
import type { DevicePricingRepository } from '../repositories/device-pricing';
import type { DeviceRecord } from '../repositories/devices';
import type {
  IdempotencyKeysRepository,
  RequestKey,
  StoredAnswer,
} from '../repositories/idempotency-keys';
import type { PaymentCustomersRepository } from '../repositories/payment-customers';
import type { PaymentRecord } from '../repositories/payments';
import type { PlansRepository } from '../repositories/plans';
import {
  type SubscriptionRecord,
  type SubscriptionsRepository,
  coveredDeviceOf,
} from '../repositories/subscriptions';
import type { UsersRepository } from '../repositories/users';
import type { Messages } from './messages';
import { refuseListedModel } from './custom-devices';
import {
  chosenAddOns,
  gatewayCustomerOf,
  gatewayItemsOf,
  gatewayKeyOf,
  payerOf,
  planChoiceFor,
  refusalOf,
  runOnce,
  viaGateway,
} from './payment-requests';

export interface RegistrationDeps {
  plans: PlansRepository;
  addOns: AddOnsRepository;
  devicePricing: DevicePricingRepository;
  users: UsersRepository;
  subscriptions: SubscriptionsRepository;
  idempotency: IdempotencyKeysRepository;
  paymentCustomers: PaymentCustomersRepository;
  gateway: PaymentGateway;
  /** Turns a photo address the upload route answered back into the caller's stored file, or null. */
  imagePathOf: (uid: string, url: string | undefined) => string | null;
  messages: Messages;
  clock: Clock;
}

/**
 * A device's price record: the listed model (active), or a custom model priced from its value. A listed
 * model typed as a custom one is refused, not priced from its stated value (fresh reads).
 */
export async function pricedDeviceOf(
  devicePricing: DevicePricingRepository,
  data: DeviceDataBody,
): Promise<DevicePricing> {
  const listedId = data.device_pricing_id;
  if (listedId && listedId !== CUSTOM_DEVICE_PRICING_ID) {
    const listed = await devicePricing.get(listedId);
    if (!listed?.isActive)
      throw AppError.validation({
        'deviceData.model': REGISTER_DEVICE_MESSAGES.deviceModelRequired,
      });
    return listed;
  }
  if (data.current_value === undefined || data.current_value === null)
    throw AppError.validation({
      'deviceData.current_value': REGISTER_DEVICE_MESSAGES.customValueRequired,
    });
  refuseListedModel(await devicePricing.listActive(), data, 'deviceData.model');
  return priceCustomDevice({
    deviceBrand: data.brand,
    deviceModel: data.model,
    deviceValueCents: dollarsToCents(data.current_value),
  });
}

/** A device's record from the registration's deviceData, priced, for the subscription that covers it. */
export function deviceRecordOf(input: {
  id: string;
  uid: string;
  subscriptionId: string;
  priced: DevicePricing;
  data: DeviceDataBody;
  imagePathOf: (uid: string, url: string | undefined) => string | null;
  now: Date;
}): DeviceRecord {
  const { priced, data } = input;
  return {
    id: input.id,
    userId: input.uid,
    brand: priced.deviceBrand,
    model: priced.deviceModel,
    deviceType: classifyDevice(priced.deviceModel),
    devicePricingId: priced.id,
    deviceValueCents: priced.deviceValueCents,
    imei: data.imei,
    serialNumber: data.serial_number ?? '',
    purchaseDate: data.purchase_date ?? '',
    condition: data.condition as DeviceRecord['condition'],
    frontImagePath: input.imagePathOf(input.uid, data.front_image_url),
    backImagePath: input.imagePathOf(input.uid, data.back_image_url),
    subscriptionId: input.subscriptionId,
    removedAt: null,
    createdAt: input.now,
  };
}

export function createRegistrationService(deps: RegistrationDeps) {
  async function register(
    caller: Caller,
    body: CreateSubscriptionWithDeviceBody,
    request: RequestKey,
  ): Promise<StoredAnswer> {
    const planId = Number(body.subscriptionData.plan_id);
    // Fresh reads, not the 5-minute cache: what is charged must be the current price.
    const [plan, device, activeAddOns] = await Promise.all([
      Number.isSafeInteger(planId) ? deps.plans.get(planId) : Promise.resolve(null),
      pricedDeviceOf(deps.devicePricing, body.deviceData),
      deps.addOns.listActive(),
    ]);
    if (!plan?.isActive)
      throw AppError.validation({
        'subscriptionData.plan_id': REGISTER_DEVICE_MESSAGES.protectionPlanRequired,
      });
    const addOns = chosenAddOns(activeAddOns, body.selectedAddons);
    if (!addOns) throw AppError.priceChanged(PAYMENT_MESSAGES.addOnUnavailable);
    const choice = planChoiceFor(plan, device, addOns);
    if (!choice)
      throw AppError.validation({
        'subscriptionData.plan_id': REGISTER_DEVICE_MESSAGES.protectionPlanRequired,
      });
    // The browser's amount is only compared: a page priced on an older catalogue must not charge.
    if (dollarsToCents(body.amount) !== choice.monthlyTotalCents)
      throw AppError.priceChanged(PAYMENT_MESSAGES.priceChanged);

    const imei = body.deviceData.imei;
    const now = deps.clock.now();
    if ((await deps.subscriptions.reserveImei(imei, request, now)) === 'taken')
      throw AppError.conflict(PAYMENT_MESSAGES.alreadyRegistered);

    const payer = await payerOf(deps.users, caller);
    // The same request (key and body) always names the same charge at the gateway.
    const gatewayKey = gatewayKeyOf('registration', request);
    let customerId: string;
    let outcome: ChargeOutcome;
    try {
      customerId = await gatewayCustomerOf(deps, payer);
      outcome = await viaGateway(() =>
        deps.gateway.startSubscription({
          customerId,
          paymentMethodId: body.paymentMethodId,
          items: gatewayItemsOf(choice),
          billingZip: body.billing.zip_code,
          idempotencyKey: gatewayKey,
          metadata: { userId: caller.uid, purpose: 'registration', requestId: request.key, imei },
        }),
      );
    } catch (err) {
      await deps.subscriptions.releaseImei(imei, request);
      throw err;
    }
    if (outcome.status !== 'succeeded') {
      // A 3-D Secure step keeps the IMEI for this request: the client comes back with the same key.
      if (outcome.status === 'declined') await deps.subscriptions.releaseImei(imei, request);
      throw refusalOf(outcome);
    }

    const ids = deps.subscriptions.newIds();
    const deviceRecord = deviceRecordOf({
      id: ids.deviceId,
      uid: caller.uid,
      subscriptionId: ids.subscriptionId,
      priced: device,
      data: body.deviceData,
      imagePathOf: deps.imagePathOf,
      now,
    });
    const subscription: SubscriptionRecord = {
      id: ids.subscriptionId,
      userId: caller.uid,
      userEmail: payer.email,
      userName: payer.name,
      deviceId: deviceRecord.id,
      deviceBrand: deviceRecord.brand,
      deviceModel: deviceRecord.model,
      deviceType: deviceRecord.deviceType,
      devicePricingId: deviceRecord.devicePricingId,
      deviceValueCents: deviceRecord.deviceValueCents,
      imei,
      coveredDevices: [coveredDeviceOf(deviceRecord)],
      imeisEverCovered: [imei],
      status: 'active',
      ...choice,
      versions: [{ ...choice, effectiveFrom: firstVersionEffectiveFrom(now), recordedAt: now }],
      billingAnchor: now,
      paidPeriods: 1,
      nextBillingDate: addMonthsUtc(now, 1),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      pendingChange: null,
      gateway: {
        mode: deps.gateway.mode,
        customerId,
        paymentMethodId: body.paymentMethodId,
        subscriptionId: outcome.gatewaySubscriptionId,
        card: outcome.card,
      },
      firstPayment: {
        paymentId: ids.paymentId,
        chargeId: outcome.chargeId,
        amountCents: outcome.amountCents,
      },
      renewal: { attempts: 0, lastAttemptAt: null, leaseUntil: null },
      createdAt: now,
      updatedAt: now,
    };
    const payment: PaymentRecord = {
      id: ids.paymentId,
      userId: caller.uid,
      userEmail: payer.email,
      userName: payer.name,
      subscriptionId: subscription.id,
      amountCents: outcome.amountCents,
      type: 'initial',
      status: 'succeeded',
      chargeId: outcome.chargeId,
      declineCode: null,
      description: `${plan.name} for ${deviceRecord.brand} ${deviceRecord.model}: first month`,
      createdAt: now,
    };
    const answer: StoredAnswer = {
      status: 201,
      body: {
        success: true,
        message: PAYMENT_MESSAGES.registrationSucceeded,
        subscription: subscriptionToWire(subscription),
        device: deviceToWire(deviceRecord),
        payment: paymentToWire(payment),
      } satisfies RegistrationAnswer,
    };
    const recorded = await deps.subscriptions.recordRegistration({
      request,
      device: deviceRecord,
      subscription,
      payment,
      answer,
      mail: await deps.messages.registrationReceipt(subscription, payment, payer.email),
      now,
    });
    if (recorded.kind === 'imei_taken') {
      // Another registration holds the device now: give the money back rather than cover it twice.
      const chargeId = outcome.chargeId;
      await viaGateway(() =>
        deps.gateway.refund({
          chargeId,
          amountCents: outcome.amountCents,
          idempotencyKey: `refund:${gatewayKey}`,
        }),
      );
      const gatewaySubscriptionId = outcome.gatewaySubscriptionId;
      if (gatewaySubscriptionId)
        await viaGateway(() =>
          deps.gateway.cancelSubscription({ gatewaySubscriptionId, atPeriodEnd: false }),
        );
      throw AppError.conflict(PAYMENT_MESSAGES.alreadyRegistered);
    }
    if (recorded.kind === 'recorded')
      logs.deviceRegistered(subscription.id, caller.uid, outcome.chargeId);
    return recorded.answer;
  }

  return {
    /** Registers and charges once per Idempotency-Key; answers the HTTP status and body to send. */
    registerAndPay(
      caller: Caller,
      body: CreateSubscriptionWithDeviceBody,
      key: string,
    ): Promise<StoredAnswer> {
      const asked = { caller, route: 'create-subscription-with-device', key, body };
      return runOnce(deps, asked, (request) => register(caller, body, request));
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
