// POST /api/payment/create-payment: pays the pending plan change, which the api then applies. The body's
// amount is the pending change's monthly total as the server priced it; the api refuses a mismatch. A card
// that needs its bank's 3-D Secure step answers 402 'requires_action': the card field completes that step
// and the same request goes again with the same Idempotency-Key.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreatePaymentBody,
  type PlanChangePaymentAnswer,
  centsToDollars,
  dollarsToCents,
} from '@protect/domain';
import { ApiError } from '../../../lib/api-client';
import { subscriptionQueryKey } from './get-subscription';
import { idempotentRequest } from './idempotent-request';
import {
  type PendingChange,
  type Subscription,
  subscriptionFromWire,
} from './subscription-from-wire';

/** Completes the card's 3-D Secure step (the card field's confirmCardAction). */
export type ConfirmCardAction = (clientSecret: string) => Promise<{ ok: true } | { error: string }>;

/** How many times one tap may go through the 3-D Secure step before giving up. */
const MAX_ACTION_ROUNDS = 2;

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

/** The client secret of a 402 'requires_action' answer (RequiresActionAnswer), else null. */
function actionSecretOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'requires_action') return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('payment_intent_client_secret' in body))
    return null;
  const secret = body.payment_intent_client_secret;
  return typeof secret === 'string' && secret !== '' ? secret : null;
}

/** The decline code of a 402 'card_declined' answer (CardDeclinedAnswer), for the hint shown with it. */
export function declineCodeOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('decline_code' in body)) return null;
  return typeof body.decline_code === 'string' ? body.decline_code : null;
}

export interface PlanChangeAttempt {
  body: CreatePaymentBody;
  idempotencyKey: string;
  confirmCardAction: ConfirmCardAction;
}

export interface PlanChangePaid {
  subscription: Subscription;
  chargedCents: number;
}

/** The bank's 3-D Secure step failed or was abandoned: a definitive refusal of this attempt. */
export class CardActionError extends Error {
  override readonly name = 'CardActionError';
}

export async function payPlanChange(attempt: PlanChangeAttempt): Promise<PlanChangePaid> {
  // Set when the customer could not confirm the payment with their bank.
  let notConfirmed: string | null = null;
  for (let round = 0; ; round += 1) {
    try {
      const answer = await idempotentRequest<PlanChangePaymentAnswer>(
        '/api/payment/create-payment',
        { method: 'POST', body: attempt.body },
        attempt.idempotencyKey,
      );
      return {
        subscription: subscriptionFromWire(answer.subscription),
        chargedCents: dollarsToCents(answer.payment.amount),
      };
    } catch (error) {
      const secret = actionSecretOf(error);
      if (secret && notConfirmed === null && round < MAX_ACTION_ROUNDS) {
        const confirmed = await attempt.confirmCardAction(secret);
        if ('error' in confirmed) notConfirmed = confirmed.error;
        // The same request with the same key either way: the api reads the bank's answer from the
        // payment itself, records a confirmed one once and closes a refused one (card-field contract).
        continue;
      }
      if (notConfirmed !== null) throw new CardActionError(notConfirmed);
      throw error;
    }
  }
}

export function usePayPlanChange(subscriptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payPlanChange,
    // The page shows 'Failed to update payment: {message}' itself.
    meta: { silent: true },
    onSuccess: ({ subscription }) =>
      queryClient.setQueryData(subscriptionQueryKey(subscriptionId), subscription),
    // A refusal may mean the held change is gone or was paid meanwhile: show what the server holds.
    onError: () =>
      queryClient.invalidateQueries({ queryKey: subscriptionQueryKey(subscriptionId) }),
  });
}
