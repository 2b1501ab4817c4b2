// POST /api/payment/create-payment: pays the pending upgrade, which the api then applies. The body's
// amount is what the server priced as due now (the prorated difference); the api prices the change again
// and refuses a mismatch with 409 price_changed. A card
// that needs its bank's 3-D Secure step answers 402 'requires_action': the card field completes that step
// and the same request goes again with the same Idempotency-Key.
import {
  type CreatePaymentBody,
  type PlanChangePaymentAnswer,
  centsToDollars,
} from '@protect/domain';
import {
  type ConfirmCardAction,
  idempotentRequest,
  sendAttempt,
} from '../../../lib/payment-attempt';
import {
  type PendingChange,
  type Subscription,
  subscriptionFromWire,
} from '../../../api/subscription-from-wire';
import { useSubscriptionChange } from './get-subscription';

export function createPaymentBody(
  subscriptionId: string,
  change: PendingChange,
  paymentMethodId: string,
): CreatePaymentBody {
  return {
    amount: centsToDollars(change.amountDueNowCents),
    paymentMethodId,
    subscriptionId,
    planId: change.plan.id,
    addOns: change.addOnFlags,
  };
}

export interface PlanChangeAttempt {
  body: CreatePaymentBody;
  idempotencyKey: string;
  confirmCardAction: ConfirmCardAction;
}

export interface PlanChangePaid {
  subscription: Subscription;
  /** 'Payment successful! Charged $X - your new monthly amount is $Y.' */
  message: string;
}

/** Sends the attempt, through the 3-D Secure step when asked (lib/payment-attempt.ts). */
export async function payPlanChange(attempt: PlanChangeAttempt): Promise<PlanChangePaid> {
  const answer = await sendAttempt(
    () =>
      idempotentRequest<PlanChangePaymentAnswer>(
        '/api/payment/create-payment',
        { method: 'POST', body: attempt.body },
        attempt.idempotencyKey,
      ),
    attempt.confirmCardAction,
  );
  return {
    subscription: subscriptionFromWire(answer.subscription),
    message: answer.message,
  };
}

// The page shows 'Failed to update payment: {message}' itself. A refusal may mean the held change is gone
// or was paid meanwhile: the page then shows what the server holds.
export const usePayPlanChange = (subscriptionId: string) =>
  useSubscriptionChange(subscriptionId, payPlanChange, 'afterFailure');
