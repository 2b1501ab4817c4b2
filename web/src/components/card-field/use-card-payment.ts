// A card payment sent from a form with the card field, as the plan change step and the deductible dialog
// pay: one tap at a time, one Idempotency-Key per attempt (lib/payment-attempt.ts), and a failure told in
// a toast with the form's own prefix (a lapsed sign-in is the app's: lib/session-ended).
//
//   const payment = useCardPayment<Body>((error) => `Payment failed: ${paymentFailureReason(error)}`);
//   const submit = payment.submitWith(async (handle, billing) => {
//     const answer = await payment.payAttempt(request, makeBody, send);
//     ...
//   });
//   <CardPaymentFields {...payment.fields} />
import { useRef, useState } from 'react';
import { useSingleFlight } from '../../hooks/use-single-flight';
import { SUBSCRIPTION_MESSAGES } from '@protect/domain';
import { notifyError } from '../../lib/notify';
import { type PaymentAttempt, PaymentAttempts } from '../../lib/payment-attempt';
import { notifyFailure } from '../../lib/session-ended';
import { billingDetailsOf, useBillingDetailsForm } from './billing-details';
import type { CardPaymentFieldsProps } from './CardPaymentFields';
import type { BillingDetails, CardFieldHandle } from './types';

export function useCardPayment<Body>(failureMessage: (error: unknown) => string) {
  const card = useRef<CardFieldHandle>(null);
  const { busy, run } = useSingleFlight();
  const [attempts] = useState(() => new PaymentAttempts<Body>());
  const billing = useBillingDetailsForm();

  /** The form's submit handler: `pay` runs with the card field once the billing details are valid. */
  const submitWith = (pay: (card: CardFieldHandle, billing: BillingDetails) => Promise<void>) =>
    billing.handleSubmit((values) =>
      run(async () => {
        const handle = card.current;
        if (!handle) {
          notifyError(SUBSCRIPTION_MESSAGES.paymentSystemNotReady);
          return;
        }
        try {
          await pay(handle, billingDetailsOf(values));
        } catch (error) {
          notifyFailure(error, failureMessage(error));
        }
      }),
    );

  /**
   * Sends the attempt for `request` (what is paid for, without the card): a repeat of an attempt that
   * may not have reached the api sends exactly what it sent before. Null when the card was refused
   * before anything was sent (the card field shows why under itself).
   */
  const payAttempt = async <Answer>(
    request: unknown,
    makeBody: () => Promise<Body | null>,
    send: (attempt: PaymentAttempt<Body>) => Promise<Answer>,
  ): Promise<Answer | null> => {
    const current = await attempts.attemptFor(request, makeBody);
    if (!current) return null;
    try {
      const answer = await send(current);
      attempts.succeeded();
      return answer;
    } catch (error) {
      attempts.failed(error);
      throw error;
    }
  };

  const fields: CardPaymentFieldsProps = {
    billing,
    card,
    busy,
    onCardChange: attempts.onCardChange,
  };
  return { busy, submitWith, payAttempt, fields };
}
