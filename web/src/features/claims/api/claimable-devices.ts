// The devices a claim may be filed on, read from the customer's subscriptions (no I/O, so a unit test reads
// it as the page does): every device a subscription that covers today holds (the domain's
// claimCoverageProblem, the rule the api applies).
import {
  type PreviewVersion,
  type SubscriptionWire,
  claimCoverageProblem,
  deductibleFromDollarsOrLabel,
} from '@protect/domain';

export interface ClaimableDevice {
  id: string;
  brand: string;
  model: string;
  imei: string;
  planName: string;
  /** The subscription's plan versions, for the deductible the form shows before the claim is sent. */
  versions: PreviewVersion[];
}

/** Whether the subscription covers a claim now (the wire has no end date: a canceled status carries it). */
export function coversToday(subscription: SubscriptionWire, now: Date): boolean {
  return (
    claimCoverageProblem(
      {
        status: subscription.status,
        endedAt: null,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        nextBillingDate: new Date(subscription.nextBillingDate),
      },
      now,
    ) === null
  );
}

export function claimableDevices(
  subscriptions: readonly SubscriptionWire[],
  now: Date,
): ClaimableDevice[] {
  return subscriptions
    .filter((subscription) => coversToday(subscription, now))
    .flatMap((subscription) => {
      const versions = subscription.versions.map((version) => ({
        // 'YYYY-MM-DD' as the UTC midnight the api means by it.
        effectiveFrom: new Date(`${version.effective_from}T00:00:00.000Z`),
        plan: { name: version.plan.name, coversWaterDamage: version.plan.coversWaterDamage },
        deductibles: {
          screen: deductibleFromDollarsOrLabel(version.deductibles.screen),
          backGlass: deductibleFromDollarsOrLabel(version.deductibles.backGlass),
          theft: deductibleFromDollarsOrLabel(version.deductibles.theft),
        },
      }));
      // Every device the subscription covers (a Family plan's several), each claimed on its own.
      return subscription.devices.map((device) => ({
        id: device.id,
        brand: device.brand,
        model: device.model,
        imei: device.imei,
        planName: subscription.plan.name,
        versions,
      }));
    });
}
