// PUT /api/subscriptions/{id}/update {planType, addOns, selectedAddons}: prices a plan and add-on change.
// With an amount due now (an upgrade) it waits for its payment (the answer's subscription.pendingChange);
// with nothing due (a downgrade) it is scheduled at once. The body is the form's own values (domain
// subscriptionUpdateSchema), so the form and the call cannot drift.
import {
  type Cents,
  type SubscriptionChangeAnswer,
  type SubscriptionUpdateForm,
  dollarsToCents,
} from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';
import { useSubscriptionChange } from './get-subscription';
import { type Subscription, subscriptionFromWire } from '../../../api/subscription-from-wire';

export interface SubscriptionChange {
  subscription: Subscription;
  dueNowCents: Cents;
  message: string;
}

export async function updateSubscription(
  id: string,
  body: SubscriptionUpdateForm,
): Promise<SubscriptionChange> {
  const answer = await apiFetch<SubscriptionChangeAnswer>(
    `/api/subscriptions/${encodeURIComponent(id)}/update`,
    { method: 'PUT', body },
  );
  return {
    subscription: subscriptionFromWire(answer.subscription),
    dueNowCents: dollarsToCents(answer.amount_due_now),
    message: answer.message,
  };
}

// The page shows 'Failed to update subscription: {message}' itself.
export const useUpdateSubscription = (id: string) =>
  useSubscriptionChange(id, (body: SubscriptionUpdateForm) => updateSubscription(id, body));
