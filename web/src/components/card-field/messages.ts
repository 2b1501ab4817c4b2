// The card field's own wording. The spec's card messages are the domain's CARD_ERROR_MESSAGES; these are
// the refusals the spec has no words for.
import { REGISTER_DEVICE_MESSAGES } from '@protect/domain';

export const CARD_FIELD_MESSAGES = {
  /** The payment config did not load, or Stripe.js did not. */
  notReady: REGISTER_DEVICE_MESSAGES.paymentNotReady,
  /** A complete, well-formed number that is not one of Stripe's published test cards (sandbox only). */
  testCardsOnly:
    'Test mode accepts only Stripe test card numbers, such as 4242 4242 4242 4242 (see the list below).',
  /** A number whose check digit is wrong (Stripe's own wording for invalid_number). */
  invalidNumber: 'Your card number is invalid.',
} as const;
