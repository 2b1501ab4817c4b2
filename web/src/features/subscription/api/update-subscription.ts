// PUT /api/subscriptions/{id}/update {planType, addOns, selectedAddons}: records a plan and add-on change
// that waits for its payment (the answer's subscription.pendingChange). The body is the form's own values
// (domain subscriptionUpdateSchema), so the form and the call cannot drift.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionAnswer, SubscriptionUpdateForm } from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';
import { subscriptionQueryKey } from './get-subscription';
import { type Subscription, subscriptionFromWire } from '../../../api/subscription-from-wire';

export async function updateSubscription(
  id: string,
  body: SubscriptionUpdateForm,
): Promise<Subscription> {
  const answer = await apiFetch<SubscriptionAnswer>(
    `/api/subscriptions/${encodeURIComponent(id)}/update`,
    { method: 'PUT', body },
  );
  return subscriptionFromWire(answer.subscription);
}

export function useUpdateSubscription(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscriptionUpdateForm) => updateSubscription(id, body),
    // The page shows 'Failed to update subscription: {message}' itself.
    meta: { silent: true },
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionQueryKey(id), subscription),
  });
}
