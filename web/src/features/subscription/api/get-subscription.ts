// GET /api/subscriptions/{id} -> SubscriptionAnswer: the signed-in owner's subscription.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionAnswer } from '@protect/domain';
import { ApiError, apiFetch } from '../../../lib/api-client';
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
    meta: { silent: true },
    // A refusal (404 not found, 403 not the owner) will not change by asking again; a network blip may.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    // Prices and the pending change must be the server's current ones whenever the page is opened.
    staleTime: 0,
  });
}

export function useSubscription(id: string) {
  return useQuery(subscriptionQuery(id));
}
