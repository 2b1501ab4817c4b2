// POST /api/subscriptions/{id}/cancel: within the money-back period the first payment is refunded and
// coverage ends now; after it coverage runs to the next billing date and nothing more is charged. The
// api decides which (from its own clock) and says so in the answer's message.
import type { CancelSubscriptionAnswer } from '@protect/domain';
import { idempotentRequest } from '../../../lib/payment-attempt';
import { useSubscriptionChange } from './get-subscription';
import { type Subscription, subscriptionFromWire } from '../../../api/subscription-from-wire';

export async function cancelSubscription(
  id: string,
  idempotencyKey: string,
): Promise<{ message: string; subscription: Subscription }> {
  const answer = await idempotentRequest<CancelSubscriptionAnswer>(
    `/api/subscriptions/${encodeURIComponent(id)}/cancel`,
    { method: 'POST' },
    idempotencyKey,
  );
  return { message: answer.message, subscription: subscriptionFromWire(answer.subscription) };
}

// After a cancellation the subscription is read again, as the page would on a reload: the answer is the
// server's word at that moment.
export const useCancelSubscription = (id: string) =>
  useSubscriptionChange(
    id,
    (idempotencyKey: string) => cancelSubscription(id, idempotencyKey),
    'afterSuccess',
  );
