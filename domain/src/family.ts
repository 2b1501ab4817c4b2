// The Family plan (DESIGN 5a): one subscription covers up to MAX_DEVICES_ON_FAMILY_PLAN devices for its flat
// price; every other plan covers one. What may be added, removed or changed while several devices are
// covered, and which claims count against the one yearly limit.
import { policyYear } from './claim-filing';
import { MAX_DEVICES_ON_FAMILY_PLAN } from './devices';
import { deviceClaimPolicyStart } from './money-back';
import { COVERED_STATUSES, isoDay } from './policy';
import type { SubscriptionStatus } from './subscriptions';

export const FAMILY_PLAN_TYPE = 'family';

export const FAMILY_MESSAGES = {
  onlyFamily: 'Only the Family Plan covers more than one device.',
  full: `Your Family Plan already covers ${MAX_DEVICES_ON_FAMILY_PLAN} devices, the most it can.`,
  notActive: 'Devices can be added only while the subscription is active.',
  lastDevice: 'This is the only device on the subscription: cancel the subscription instead.',
  tooManyForPlan:
    'Remove devices until one is left before moving to a plan that covers one device.',
  deviceNotCovered: 'This device is not on this subscription.',
  added: 'Device added to your Family Plan.',
  removed: 'Device removed from your Family Plan. Its cover has ended.',
} as const;

/** How many devices a plan covers: the Family plan MAX_DEVICES_ON_FAMILY_PLAN, every other plan one. */
export function devicesCoveredBy(planType: string): number {
  return planType === FAMILY_PLAN_TYPE ? MAX_DEVICES_ON_FAMILY_PLAN : 1;
}

/** A subscription as the device rules read it. */
export interface CoveringSubscription {
  status: SubscriptionStatus;
  endedAt: Date | null;
  cancelAtPeriodEnd: boolean;
  /**
   * The plan types of the terms being paid for and of any terms scheduled after them (a downgrade waiting
   * for the next billing date): a device added now must stay covered when those start.
   */
  planTypes: readonly string[];
  /** How many devices it covers now. */
  deviceCount: number;
}

/**
 * The plan types a subscription holds from now on: the plan being paid for and any plan scheduled to start
 * on or after the next billing date (a downgrade waiting its turn).
 */
export function planTypesAhead(s: {
  plan: { planType: string };
  versions: readonly { plan: { planType: string }; effectiveFrom: Date }[];
  nextBillingDate: Date;
}): string[] {
  return [
    s.plan.planType,
    ...s.versions
      .filter((v) => isoDay(v.effectiveFrom) >= isoDay(s.nextBillingDate))
      .map((v) => v.plan.planType),
  ];
}

/** How many devices the subscription may cover: the least of its current and scheduled plans. */
export function maxDevicesOf(planTypes: readonly string[]): number {
  return planTypes.reduce((least, type) => Math.min(least, devicesCoveredBy(type)), Infinity);
}

/**
 * Why another device may not be added, or null. Only running cover (active or trial, not cancelled, not
 * ended) takes a device: a paused or unpaid subscription would cover it without being paid for.
 */
export function addDeviceRefusal(s: CoveringSubscription): string | null {
  if (maxDevicesOf(s.planTypes) <= 1) return FAMILY_MESSAGES.onlyFamily;
  if (s.endedAt !== null || s.cancelAtPeriodEnd || !COVERED_STATUSES.includes(s.status))
    return FAMILY_MESSAGES.notActive;
  if (s.deviceCount >= maxDevicesOf(s.planTypes)) return FAMILY_MESSAGES.full;
  return null;
}

/** Why a device may not be removed, or null: a subscription always keeps one device. */
export function removeDeviceRefusal(deviceCount: number): string | null {
  return deviceCount <= 1 ? FAMILY_MESSAGES.lastDevice : null;
}

/** Why a change to a plan of `planType` is refused while `deviceCount` devices are covered, or null. */
export function planChangeDeviceRefusal(planType: string, deviceCount: number): string | null {
  return deviceCount > devicesCoveredBy(planType) ? FAMILY_MESSAGES.tooManyForPlan : null;
}

/** A subscription whose claims may count against another's yearly limit. */
export interface ClaimingSubscription {
  id: string;
  billingAnchor: Date;
  createdAt: Date;
  endedAt: Date | null;
}

/**
 * Which subscriptions' claims count against a subscription's one yearly limit, and from when its policy
 * years run. Every claim on the subscription counts, whichever of its devices it was for (a Family plan's
 * limit is per subscription); so do the claims on the customer's earlier subscriptions of any IMEI it
 * covers, from the earliest of them (registering a device again continues its policy year), as long as
 * they covered the device in the current policy year. Newest first after the subscription itself.
 */
export function subscriptionClaimScope(
  subscription: Pick<ClaimingSubscription, 'id' | 'billingAnchor'>,
  earlier: readonly ClaimingSubscription[],
  now: Date,
): { policyStart: Date; subscriptionIds: string[] } {
  const others = earlier.filter(
    (other, i) => other.id !== subscription.id && earlier.findIndex((o) => o.id === other.id) === i,
  );
  const policyStart = deviceClaimPolicyStart(
    subscription.billingAnchor,
    others.map((other) => other.billingAnchor),
  );
  const { start } = policyYear(policyStart, now);
  const subscriptionIds = [
    subscription.id,
    ...others
      .filter((other) => other.endedAt === null || other.endedAt >= start)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((other) => other.id),
  ];
  return { policyStart, subscriptionIds };
}
