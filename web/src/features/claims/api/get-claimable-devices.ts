// GET /api/subscriptions -> SubscriptionsAnswer, read as the devices a claim may be filed on: those whose
// subscription covers today (the domain's claimCoverageProblem, the rule the api applies).
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type PreviewVersion,
  type SubscriptionWire,
  type SubscriptionsAnswer,
  claimCoverageProblem,
  deductibleFromDollarsOrLabel,
} from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';

export interface ClaimableDevice {
  id: string;
  brand: string;
  model: string;
  imei: string;
  planName: string;
  /** The subscription's plan versions, for the deductible the form shows before the claim is sent. */
  versions: PreviewVersion[];
}

export const claimableDevicesQueryKey = ['subscriptions', 'claimable-devices'] as const;

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
    .map((subscription) => ({
      id: subscription.device.id,
      brand: subscription.device.brand,
      model: subscription.device.model,
      imei: subscription.device.imei,
      planName: subscription.plan.name,
      versions: subscription.versions.map((version) => ({
        // 'YYYY-MM-DD' as the UTC midnight the api means by it.
        effectiveFrom: new Date(`${version.effective_from}T00:00:00.000Z`),
        plan: { name: version.plan.name },
        deductibles: {
          screen: deductibleFromDollarsOrLabel(version.deductibles.screen),
          backGlass: deductibleFromDollarsOrLabel(version.deductibles.backGlass),
          theft: deductibleFromDollarsOrLabel(version.deductibles.theft),
        },
      })),
    }));
}

export async function getClaimableDevices(): Promise<ClaimableDevice[]> {
  const answer = await apiFetch<SubscriptionsAnswer>('/api/subscriptions');
  return claimableDevices(answer.subscriptions, new Date());
}

export function claimableDevicesQuery() {
  return queryOptions({
    queryKey: claimableDevicesQueryKey,
    queryFn: getClaimableDevices,
    meta: { silent: true },
    staleTime: 0,
  });
}

export function useClaimableDevices(enabled: boolean) {
  return useQuery({ ...claimableDevicesQuery(), enabled });
}
