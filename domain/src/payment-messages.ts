// Payment error wording (spec 02 sections 5 and 8), so the web and the api refuse with the same words.
import { AUTH_MESSAGES } from './auth-messages';

/** Card field errors by the card provider's error code. */
export const CARD_ERROR_MESSAGES = {
  incomplete_cvc: 'Please enter a valid security code (CVC).',
  incomplete_number: 'Please enter a valid card number.',
  incomplete_expiry: 'Please enter a valid expiration date.',
  invalid_cvc: 'The security code (CVC) is invalid.',
  invalid_expiry_month: 'The expiration month is invalid.',
  invalid_expiry_year: 'The expiration year is invalid.',
  card_declined: 'Your card was declined. Please try a different payment method.',
} as const;
export type CardErrorCode = keyof typeof CARD_ERROR_MESSAGES;

export function cardErrorMessage(code: string, fallback: string): string {
  return code in CARD_ERROR_MESSAGES ? CARD_ERROR_MESSAGES[code as CardErrorCode] : fallback;
}

/** Hints added to a declined payment by decline code. */
export const DECLINE_HINTS: Readonly<Record<string, string>> = {
  generic_decline:
    'Please contact your bank to enable online transactions, or try a different card.',
  insufficient_funds:
    'Please make sure your account has sufficient funds, or use another payment method.',
  incorrect_zip: 'Please verify that the ZIP code matches your card billing address.',
};

/** The message shown when POST /api/payment/create-subscription-with-device fails, by HTTP status. */
export function registrationPaymentErrorMessage(
  status: number,
  serverMessage?: string | null,
  declineCode?: string | null,
): string {
  const message = serverMessage && serverMessage.trim() !== '' ? serverMessage : null;
  switch (status) {
    case 401:
      return AUTH_MESSAGES.sessionEnded;
    case 402: {
      const hint = declineCode ? DECLINE_HINTS[declineCode] : undefined;
      const base = message ?? 'Your card was declined.';
      return hint ? `${base} ${hint}` : base;
    }
    case 400:
      return message ?? 'Request error. Please review your details and try again.';
    case 409:
      return message ?? 'This device has already been registered.';
    case 429:
      return 'Too many requests. Please wait a moment and try again.';
    case 503:
      return 'Payment service temporarily unavailable. Please try again in a few moments.';
    case 500:
      return 'Server error. Please try again or contact support if the problem persists.';
    default:
      return message ?? 'Failed to create registration';
  }
}

export const PAYMENT_MESSAGES = {
  failed: 'Payment failed',
  registrationSucceeded: 'Registration completed successfully!',
  declined: 'Your card was declined.',
  alreadyRegistered: 'This device has already been registered.',
  // Our own wording below: the spec has no message for these refusals.
  priceChanged: 'Prices have changed since this page was loaded. Please refresh and try again.',
  addOnUnavailable:
    'One of the add-ons you chose is no longer available. Please refresh and try again.',
  idempotencyKeyRequired: 'Payment requests need an Idempotency-Key header.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  requiresAction: 'Your bank needs you to confirm this payment.',
  authenticationFailed:
    'We could not confirm the payment with your bank. Please try again or use another card.',
  gatewayUnavailable: 'Payment service temporarily unavailable. Please try again in a few moments.',
  paymentMethodUpdated: 'Payment method updated',
  noPendingChange: 'There is no plan change waiting for payment.',
  notActive: 'This subscription is not active.',
  alreadyCanceled: 'This subscription is already cancelled.',
} as const;

/** Within this many days of the start, cancelling refunds the first payment (the 30-day money-back guarantee). */
export const MONEY_BACK_DAYS = 30;

/** Cancelled within the money-back period. */
export function canceledWithRefundMessage(formattedAmount: string): string {
  return `Your coverage has been cancelled and your first payment of ${formattedAmount} has been refunded.`;
}

/** Cancelled after the money-back period: coverage runs to the end of the paid month. */
export function canceledAtPeriodEndMessage(formattedDate: string): string {
  return `Your coverage has been cancelled. It stays active until ${formattedDate} and you will not be charged again.`;
}

/** Why cancelling now gives no refund (our wording): the end of periodEndPreviewMessage's sentence. */
export const NO_REFUND_REASONS = {
  after_30_days: 'the 30-day money-back period has ended',
  claim_filed: 'a claim has been filed on this subscription',
  already_used: 'the money-back guarantee has already been used for this device or by you',
} as const;

/** The cancel dialog, before the customer confirms, when cancelling now refunds the first payment. */
export function refundPreviewMessage(formattedAmount: string): string {
  return `You will get a full refund of ${formattedAmount} and your cover ends now.`;
}

/** The cancel dialog, before the customer confirms, when cancelling now gives no refund. */
export function periodEndPreviewMessage(
  formattedDate: string,
  reason: keyof typeof NO_REFUND_REASONS,
): string {
  return `Your cover continues until ${formattedDate}; no refund is due because ${NO_REFUND_REASONS[reason]}.`;
}

/**
 * The api's message for a declined card, by Stripe's codes (its own wording for these cases). The web adds
 * the hint of DECLINE_HINTS for the decline code.
 */
export function declineMessage(code: string, declineCode: string): string {
  switch (declineCode === code ? code : declineCode) {
    case 'expired_card':
      return 'Your card has expired.';
    case 'incorrect_cvc':
      return "Your card's security code is incorrect.";
    case 'processing_error':
      return 'An error occurred while processing your card. Please try again.';
    case 'authentication_failed':
      return PAYMENT_MESSAGES.authenticationFailed;
    case 'invalid_payment_method':
      return 'This card could not be used. Please try a different payment method.';
    default:
      return PAYMENT_MESSAGES.declined;
  }
}
