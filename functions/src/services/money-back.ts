// The 30-day money-back rule (domain cancellationOutcome) applied to a stored subscription: what cancelling
// it now would do, for the cancel dialog, and the rule's input for the cancellation itself.
import {
  type CancellationOutcome,
  type MoneyBackFacts,
  cancellationOutcome,
} from '@protect/domain';
import type { MoneyBackRecordFacts, MoneyBackRepository } from '../repositories/money-back';
import type { SubscriptionRecord } from '../repositories/subscriptions';

/** The money-back rule's input for cancelling this subscription now. */
export function moneyBackFactsOf(
  subscription: SubscriptionRecord,
  facts: MoneyBackRecordFacts,
  now: Date,
): MoneyBackFacts {
  return {
    startedAt: subscription.createdAt,
    now,
    firstPaymentCents: subscription.firstPayment.amountCents,
    ...facts,
  };
}

/** What cancelling now would do; null once cancelled (at once or at the period end). */
export async function cancellationPreview(
  moneyBack: MoneyBackRepository,
  subscription: SubscriptionRecord,
  now: Date,
): Promise<CancellationOutcome | null> {
  if (
    subscription.status === 'canceled' ||
    subscription.endedAt !== null ||
    subscription.cancelAtPeriodEnd
  )
    return null;
  const facts = await moneyBack.facts(subscription);
  return cancellationOutcome(moneyBackFactsOf(subscription, facts, now));
}
