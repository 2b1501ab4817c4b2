// The 30-day money-back guarantee, closed against the loop "register, claim, cancel on day 29 for a full
// refund, register the same phone again" (issue 22): the refund is given at most once per IMEI and once per
// customer, never on a subscription with a claim that was not rejected, and a device's yearly claim limit
// does not start again with each new subscription of it.
import type { Cents } from './money';
import type { NO_REFUND_REASONS } from './payment-messages';
import { moneyBackUntil } from './subscriptions';

/** Why cancelling gives no refund: coverage then runs to the end of the paid period. */
export type NoRefundReason = keyof typeof NO_REFUND_REASONS;

export type CancellationOutcome =
  { kind: 'refund'; amountCents: Cents } | { kind: 'period_end'; reason: NoRefundReason };

export interface MoneyBackFacts {
  /** When the subscription started (its createdAt). */
  startedAt: Date;
  now: Date;
  /** The first payment, which the guarantee gives back. */
  firstPaymentCents: Cents;
  /** The statuses of every claim filed on the subscription. */
  claimStatuses: readonly string[];
  /** A money-back refund was already given on another subscription of this IMEI (anyone's). */
  refundedForImei: boolean;
  /** A money-back refund was already given to this customer (on any device). */
  refundedForCustomer: boolean;
}

/**
 * What cancelling now does: a full refund of the first payment (coverage ends now), or cover to the end of
 * the paid period. A claim counts unless it was rejected: one still pending may yet be paid.
 */
export function cancellationOutcome(facts: MoneyBackFacts): CancellationOutcome {
  if (facts.now >= moneyBackUntil(facts.startedAt))
    return { kind: 'period_end', reason: 'after_30_days' };
  if (facts.claimStatuses.some((status) => status !== 'rejected'))
    return { kind: 'period_end', reason: 'claim_filed' };
  if (facts.refundedForImei || facts.refundedForCustomer)
    return { kind: 'period_end', reason: 'already_used' };
  return { kind: 'refund', amountCents: facts.firstPaymentCents };
}

/**
 * Where the policy years of a device's claim limit are counted from: the start of the customer's earliest
 * subscription on this IMEI, so that registering it again (after a cancellation) continues the same policy
 * year, with its claims, instead of opening a new one. For a device registered once this is its own start.
 */
export function deviceClaimPolicyStart(current: Date, sameDeviceStarts: readonly Date[]): Date {
  return sameDeviceStarts.reduce(
    (earliest, start) => (start < earliest ? start : earliest),
    current,
  );
}

/** The money-back refund's payment id: one per subscription, so whether it was given is one read. */
export function moneyBackRefundPaymentId(subscriptionId: string): string {
  return `${subscriptionId}_refund`;
}
