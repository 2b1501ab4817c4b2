// POST /api/subscriptions/{id}/cancel: within the money-back period the first payment is refunded and
// coverage ends now; after it coverage runs to the next billing date and nothing more is charged. The
// api decides which (from its own clock) and says so in the answer's message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelSubscriptionAnswer } from '@protect/domain';
import { subscriptionQueryKey } from './get-subscription';
import { idempotentRequest, newIdempotencyKey } from './idempotent-request';
import { type Subscription, subscriptionFromWire } from './subscription-from-wire';

export async function cancelSubscription(
  id: string,
): Promise<{ message: string; subscription: Subscription }> {
  const answer = await idempotentRequest<CancelSubscriptionAnswer>(
    `/api/subscriptions/${encodeURIComponent(id)}/cancel`,
    { method: 'POST' },
    newIdempotencyKey(),
  );
  return { message: answer.message, subscription: subscriptionFromWire(answer.subscription) };
}

export function useCancelSubscription(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelSubscription(id),
    // The page words the failure itself.
    meta: { silent: true },
    onSuccess: ({ subscription }) => {
      queryClient.setQueryData(subscriptionQueryKey(id), subscription);
      // Read it again: the cancellation may have changed more than this answer shows (payments).
      return queryClient.invalidateQueries({ queryKey: subscriptionQueryKey(id) });
    },
  });
}
