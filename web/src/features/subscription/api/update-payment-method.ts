// PUT /api/subscriptions/{id}/payment-method {paymentMethodId}: the card future months are charged to.
import type { SubscriptionAnswer, UpdatePaymentMethodBody } from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';
import { useSubscriptionChange } from './get-subscription';
import { type Subscription, subscriptionFromWire } from '../../../api/subscription-from-wire';

export async function updatePaymentMethod(
  id: string,
  body: UpdatePaymentMethodBody,
): Promise<{ message: string; subscription: Subscription }> {
  const answer = await apiFetch<SubscriptionAnswer>(
    `/api/subscriptions/${encodeURIComponent(id)}/payment-method`,
    { method: 'PUT', body },
  );
  return { message: answer.message, subscription: subscriptionFromWire(answer.subscription) };
}

export const useUpdatePaymentMethod = (id: string) =>
  useSubscriptionChange(id, (body: UpdatePaymentMethodBody) => updatePaymentMethod(id, body));
