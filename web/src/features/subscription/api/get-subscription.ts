// GET /api/subscriptions/{id} -> SubscriptionAnswer: the signed-in owner's subscription.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionAnswer } from '@protect/domain';
import { apiFetch, pageReadOptions } from '../../../lib/api-client';
import { type Subscription, subscriptionFromWire } from '../../../api/subscription-from-wire';

export const subscriptionQueryKey = (id: string) => ['subscription', id] as const;

export async function getSubscription(id: string): Promise<Subscription> {
  const answer = await apiFetch<SubscriptionAnswer>(`/api/subscriptions/${encodeURIComponent(id)}`);
  return subscriptionFromWire(answer.subscription);
}

export function subscriptionQuery(id: string) {
  return queryOptions({
    queryKey: subscriptionQueryKey(id),
    queryFn: () => getSubscription(id),
    // The page words its own failures ('Subscription not found', 'Failed to load subscription data').
    // Prices and the pending change must be the server's current ones whenever the page is opened.
    ...pageReadOptions,
  });
}

export function useSubscription(id: string) {
  return useQuery(subscriptionQuery(id));
}

/**
 * A change to the subscription (its plan, card, payment or cancellation): the page words the failure
 * itself, and the subscription in the answer replaces the page's copy. `readAgain` also reads the
 * server's copy afterwards: after a success, or after a failure.
 */
export function useSubscriptionChange<Input, Answer extends { subscription: Subscription }>(
  id: string,
  change: (input: Input) => Promise<Answer>,
  readAgain?: 'afterSuccess' | 'afterFailure',
) {
  const queryClient = useQueryClient();
  const queryKey = subscriptionQueryKey(id);
  const readServerCopy = () => queryClient.invalidateQueries({ queryKey });
  return useMutation({
    mutationFn: change,
    meta: { silent: true },
    onSuccess: ({ subscription }) => {
      queryClient.setQueryData(queryKey, subscription);
      return readAgain === 'afterSuccess' ? readServerCopy() : undefined;
    },
    onError: readAgain === 'afterFailure' ? readServerCopy : undefined,
  });
}
