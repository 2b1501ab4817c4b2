// Stripe's card error codes turned into the spec's card messages (domain CARD_ERROR_MESSAGES).
import { PAYMENT_MESSAGES, cardErrorMessage } from '@protect/domain';
import { CARD_FIELD_MESSAGES } from './messages';

// Stripe tells a date in the past apart from a malformed one; the spec has one message for each part.
const SAME_MESSAGE_AS: Readonly<Record<string, string>> = {
  invalid_expiry_year_past: 'invalid_expiry_year',
  invalid_expiry_month_past: 'invalid_expiry_month',
};

/** The message for a Stripe card error (Elements change event or createPaymentMethod). */
export function cardInputErrorMessage(error: { code?: string; message?: string }): string {
  const code = error.code ? (SAME_MESSAGE_AS[error.code] ?? error.code) : '';
  if (code === 'invalid_number') return CARD_FIELD_MESSAGES.invalidNumber;
  return cardErrorMessage(code, error.message ?? CARD_FIELD_MESSAGES.notReady);
}

/** The message for a failed 3-D Secure step (stripe.confirmCardPayment). */
export function cardActionErrorMessage(error: { code?: string; message?: string }): string {
  if (error.code === 'payment_intent_authentication_failure')
    return PAYMENT_MESSAGES.authenticationFailed;
  return cardErrorMessage(error.code ?? '', error.message ?? PAYMENT_MESSAGES.authenticationFailed);
}
