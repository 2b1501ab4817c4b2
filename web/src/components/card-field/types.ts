// The card field's interface, the same for the registration and subscription pages whichever way the card
// is taken (Stripe Elements, or the offline sandbox's own inputs).

/** What goes with the card to the payment provider: the name on it and its billing ZIP/postal code. */
export interface BillingDetails {
  name: string;
  zip: string;
}

/** A card turned into a payment method id (the card number itself never leaves the browser), or why not. */
export type PaymentMethodResult = { paymentMethodId: string } | { error: string };

/** The bank's 3-D Secure step completed, or why not. */
export type CardActionResult = { ok: true } | { error: string };

/**
 * What a page does with the card field, through its ref. Both methods resolve (never reject) with a
 * message ready to show; the field shows card input errors under itself as well.
 */
export interface CardFieldHandle {
  /** Checks the card and turns it into a payment method id for the api. */
  createPaymentMethod(billing: BillingDetails): Promise<PaymentMethodResult>;
  /**
   * Completes the 3-D Secure step of a payment the api answered with `requires_action` (HTTP 402),
   * given its `payment_intent_client_secret`. The page then sends the same request again (same
   * Idempotency-Key) whatever the result: the api learns the bank's answer from the payment itself.
   */
  confirmCardAction(clientSecret: string): Promise<CardActionResult>;
}
