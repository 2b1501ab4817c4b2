// POST /api/payment/create-payment: pays the pending plan change, which the api then applies. The body's
// amount is the pending change's monthly total as the server priced it; the api recomputes it and
// refuses a mismatch. A card that needs its bank's 3-D Secure step answers 402 'requires_action': the
// card field completes that step and the same request goes again with the same Idempotency-Key.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreatePaymentBody,
  type PlanChangePaymentAnswer,
  centsToDollars,
  dollarsToCents,
} from '@protect/domain';
import { ApiError } from '../../../lib/api-client';
import { subscriptionQueryKey } from './get-subscription';
import { idempotentRequest, newIdempotencyKey } from './idempotent-request';
import {
  type PendingChange,
  type Subscription,
  subscriptionFromWire,
} from './subscription-from-wire';

/** Completes the card's 3-D Secure step (the card field's confirmCardAction). */
export type ConfirmCardAction = (clientSecret: string) => Promise<{ ok: true } | { error: string }>;

export interface PlanChangePayment {
  subscriptionId: string;
  change: PendingChange;
  paymentMethodId: string;
  confirmCardAction: ConfirmCardAction;
}

export interface PlanChangePaid {
  subscription: Subscription;
  chargedCents: number;
}

export function createPaymentBody(
  subscriptionId: string,
  change: PendingChange,
  paymentMethodId: string,
): CreatePaymentBody {
  return {
    amount: centsToDollars(change.monthlyTotalCents),
    paymentMethodId,
    subscriptionId,
    planId: change.plan.id,
    addOns: change.addOnFlags,
  };
}

/** The client secret of a 'requires_action' refusal (RequiresActionAnswer), from the answer's body. */
function clientSecretOf(error: ApiError): string | null {
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('payment_intent_client_secret' in body))
    return null;
  const secret = body.payment_intent_client_secret;
  return typeof secret === 'string' && secret !== '' ? secret : null;
}

export async function payPlanChange(payment: PlanChangePayment): Promise<PlanChangePaid> {
  const body = createPaymentBody(payment.subscriptionId, payment.change, payment.paymentMethodId);
  const key = newIdempotencyKey();
  const send = () =>
    idempotentRequest<PlanChangePaymentAnswer>(
      '/api/payment/create-payment',
      { method: 'POST', body },
      key,
    );
  let answer: PlanChangePaymentAnswer;
  try {
    answer = await send();
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'requires_action')) throw error;
    const secret = clientSecretOf(error);
    if (!secret) throw error;
    const confirmed = await payment.confirmCardAction(secret);
    if ('error' in confirmed) throw new Error(confirmed.error);
    // Same key: the api records the payment the bank has now confirmed, once.
    answer = await send();
  }
  return {
    subscription: subscriptionFromWire(answer.subscription),
    chargedCents: dollarsToCents(answer.payment.amount),
  };
}

export function usePayPlanChange(subscriptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payPlanChange,
    // The page shows 'Failed to update payment: {message}' itself.
    meta: { silent: true },
    onSuccess: ({ subscription }) =>
      queryClient.setQueryData(subscriptionQueryKey(subscriptionId), subscription),
  });
}
