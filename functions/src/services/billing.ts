// The billing run: charges every renewal that is due, once per period, and reconciles the gateway's
// charges against our payment records. Daily from a scheduled function in production; `npm run
// billing:run -- --now <date>` locally. In Stripe mode Stripe bills renewals (the webhook records them),
// so the run only reconciles.
import { addMonthsUtc, pastDueStep } from '@protect/domain';
import type { Clock } from '../adapters/clock';
import { type PaymentGateway, PaymentGatewayUnavailableError } from '../adapters/payment-gateway';
import { logs } from '../logs';
import type { PaymentsRepository } from '../repositories/payments';
import {
  type SubscriptionRecord,
  type SubscriptionsRepository,
  renewalTermsOf,
} from '../repositories/subscriptions';
import type { UnmatchedChargesRepository } from '../repositories/unmatched-charges';
import type { Messages } from './messages';

/** How far back reconciliation looks at the gateway's charges. */
export const RECONCILE_DAYS = 3;
/** A charge younger than this may still be on its way into a payment record: not yet a finding. */
export const RECONCILE_GRACE_MS = 10 * 60_000;
const PAGE_SIZE = 100;

export interface BillingRunSummary {
  renewed: number;
  failed: number;
  /** Cancelled subscriptions whose paid period ran out: coverage ended, nothing charged. */
  ended: number;
  /** Due, but held by another run, already tried today, or the gateway was unreachable. */
  skipped: number;
  /** Gateway charges without a payment record. */
  unmatchedCharges: string[];
}

export function createBillingService(deps: {
  subscriptions: SubscriptionsRepository;
  payments: PaymentsRepository;
  unmatchedCharges: UnmatchedChargesRepository;
  gateway: PaymentGateway;
  messages: Messages;
  clock: Clock;
}) {
  /** The final notice, when the listed subscription is due to end unpaid today (rendered only then). */
  function finalNoticeFor(subscription: SubscriptionRecord, now: Date) {
    const unpaidTooLong =
      subscription.status === 'past_due' &&
      pastDueStep(subscription.nextBillingDate, now, false).kind === 'end';
    return unpaidTooLong
      ? deps.messages.renewalFinalNotice(subscription, now)
      : Promise.resolve(null);
  }

  async function renew(subscription: SubscriptionRecord, summary: BillingRunSummary, now: Date) {
    const claim = await deps.subscriptions.claimRenewal(
      subscription.id,
      now,
      await finalNoticeFor(subscription, now),
    );
    if (claim.kind === 'skip') {
      summary.skipped += 1;
      return;
    }
    if (claim.kind === 'ended') {
      summary.ended += 1;
      logs.coverageEnded(subscription.id);
      return;
    }
    const current = claim.subscription;
    // A plan change made during the period is billed from the period it takes effect in.
    const terms = renewalTermsOf(current);
    try {
      const outcome = await deps.gateway.charge({
        customerId: current.gateway.customerId,
        paymentMethodId: current.gateway.paymentMethodId,
        amountCents: terms.monthlyTotalCents,
        description: `${terms.plan.name} for ${current.deviceBrand} ${current.deviceModel}: month ${current.paidPeriods + 1}`,
        offSession: true,
        // One key per period and attempt: a crashed run's retry finds the same charge.
        idempotencyKey: `renewal:${current.id}:period${current.paidPeriods}:attempt${claim.attempt}`,
        metadata: { userId: current.userId, subscriptionId: current.id, purpose: 'renewal' },
      });
      const paid = outcome.status === 'succeeded';
      await deps.subscriptions.recordRenewal({
        mail: await renewalMail(current, terms.monthlyTotalCents, paid, claim.attempt, now),
        subscriptionId: current.id,
        terms,
        outcome: paid
          ? { paid: true, chargeId: outcome.chargeId }
          : {
              paid: false,
              chargeId: outcome.chargeId,
              declineCode:
                outcome.status === 'declined' ? outcome.declineCode : 'authentication_required',
            },
        attempt: claim.attempt,
        now,
      });
      if (paid) summary.renewed += 1;
      else {
        summary.failed += 1;
        logs.renewalFailed(
          current.id,
          outcome.status === 'declined' ? outcome.declineCode : outcome.status,
        );
      }
    } catch (err) {
      // Unreachable gateway: let the renewal go so that the next run tries it; anything else is a bug to see.
      await deps.subscriptions.releaseRenewal(current.id);
      if (!(err instanceof PaymentGatewayUnavailableError)) throw err;
      summary.skipped += 1;
    }
  }

  /**
   * The renewal's receipt, or on a reminder day (domain pastDueStep) the failed renewal's reminder. Made
   * from the subscription as the run holds it (its lease keeps other runs off it until it is recorded).
   */
  function renewalMail(
    current: SubscriptionRecord,
    amountCents: number,
    paid: boolean,
    attempt: number,
    now: Date,
  ) {
    if (paid) {
      const period = current.paidPeriods;
      return deps.messages.renewalReceipt(
        {
          ...current,
          paidPeriods: period + 1,
          nextBillingDate: addMonthsUtc(current.billingAnchor, period + 1),
        },
        `${current.id}_period${period}`,
        amountCents,
        now,
      );
    }
    const step = pastDueStep(current.nextBillingDate, now, attempt === 1);
    return step.kind === 'remind'
      ? deps.messages.renewalFailed(current, amountCents, step.day, now)
      : Promise.resolve(null);
  }

  async function reconcile(now: Date): Promise<string[]> {
    const since = new Date(now.getTime() - RECONCILE_DAYS * 24 * 60 * 60_000);
    const charges = await deps.gateway.listChargesSince(since);
    const unmatched: string[] = [];
    for (const charge of charges) {
      if (charge.createdAt.getTime() > now.getTime() - RECONCILE_GRACE_MS) continue;
      if (await deps.payments.hasCharge(charge.chargeId)) continue;
      unmatched.push(charge.chargeId);
      await deps.unmatchedCharges.record(charge, now);
      logs.unmatchedCharge(charge.chargeId, charge.amountCents, charge.metadata);
    }
    return unmatched;
  }

  return {
    async run(now: Date = deps.clock.now()): Promise<BillingRunSummary> {
      const summary: BillingRunSummary = {
        renewed: 0,
        failed: 0,
        ended: 0,
        skipped: 0,
        unmatchedCharges: [],
      };
      if (!deps.gateway.billsRenewals) {
        let last: SubscriptionRecord | undefined;
        for (;;) {
          const due = await deps.subscriptions.listDue(now, PAGE_SIZE, last);
          for (const subscription of due) await renew(subscription, summary, now);
          if (due.length < PAGE_SIZE) break;
          last = due[due.length - 1];
        }
      }
      summary.unmatchedCharges = await reconcile(now);
      logs.billingRun(summary);
      return summary;
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
