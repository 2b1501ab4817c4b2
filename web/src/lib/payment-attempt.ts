// Requests that move money (a registration, a plan change payment, a cancellation with its refund) carry
// an Idempotency-Key: the api stores its first answer under that key and returns it for repeats, so
// sending the same request again can never charge or refund twice (DESIGN.md section 5).
//
// One attempt = one key and one body. A try that may or may not have reached the api (no answer or a
// network error, 5xx, 429) is repeated as the same attempt when the customer taps again; the 3-D Secure
// round trip is the same attempt too, and after it the same request is sent again whatever the bank
// answered, so that the api can close the attempt (the card field's contract). After a definitive refusal
// (a decline, any other 4xx, a failed 3-D Secure step), or when the customer changes the card or any
// detail of the request, the next tap is a new attempt.
import { DECLINE_HINTS, PAYMENT_MESSAGES, registrationPaymentErrorMessage } from '@protect/domain';
import { ApiError, type ApiFetchInit, apiFetch } from './api-client';
import { failureText } from './notify';

/** The decline code of a 402 'card_declined' answer (CardDeclinedAnswer), for the hint shown with it. */
function declineCodeOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('decline_code' in body)) return null;
  return typeof body.decline_code === 'string' ? body.decline_code : null;
}

/**
 * Why a payment failed, as the card forms say it after their own prefix: the api's words, the spec's
 * wording for an answer without words of its own ("HTTP 503"), and the decline code's hint.
 */
export function paymentFailureReason(error: unknown): string {
  let why = failureText(error);
  if (error instanceof ApiError) {
    if (/^HTTP \d+$/.test(why)) {
      if (error.status === 429 || error.status === 500)
        why = registrationPaymentErrorMessage(error.status);
      else if (error.status > 500) why = PAYMENT_MESSAGES.gatewayUnavailable;
    }
    const hint = DECLINE_HINTS[declineCodeOf(error) ?? ''];
    if (hint) why = `${why} ${hint}`;
  }
  return why;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** A try that may not have reached the api, or was not handled: the same attempt may be sent again. */
export function mayRepeat(error: unknown): boolean {
  return (
    !(error instanceof ApiError) ||
    error.status === 0 ||
    error.status === 429 ||
    error.status >= 500
  );
}

/** apiFetch with the attempt's Idempotency-Key. */
export function idempotentRequest<T>(path: string, init: ApiFetchInit, key: string): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Idempotency-Key', key);
  return apiFetch<T>(path, { ...init, headers });
}

/** The client secret of a 402 'requires_action' answer (RequiresActionAnswer), else null. */
export function requiredActionSecret(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 402 || error.code !== 'requires_action')
    return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('payment_intent_client_secret' in body))
    return null;
  const secret = body.payment_intent_client_secret;
  return typeof secret === 'string' && secret !== '' ? secret : null;
}

/** Completes the card's 3-D Secure step (the card field's confirmCardAction). */
export type ConfirmCardAction = (clientSecret: string) => Promise<{ ok: true } | { error: string }>;

/**
 * The bank's 3-D Secure step failed or was abandoned: a definitive refusal of this attempt. Its message
 * is the card field's; its cause is the api's answer to the request sent after the step.
 */
export class CardActionError extends Error {
  override readonly name = 'CardActionError';
}

/** How many times one tap may go through the 3-D Secure step before giving up. */
const MAX_ACTION_ROUNDS = 2;

/**
 * Sends one attempt (`send` sends its key and body), through the bank's 3-D Secure step when the api
 * asks for it, then sends it again whatever the bank answered. Throws CardActionError when the step was
 * not completed, else the api's refusal.
 */
export async function sendAttempt<T>(
  send: () => Promise<T>,
  confirmCardAction: ConfirmCardAction,
): Promise<T> {
  // Set when the customer could not confirm the payment with their bank.
  let notConfirmed: string | null = null;
  for (let round = 0; ; round += 1) {
    try {
      return await send();
    } catch (error) {
      const secret = requiredActionSecret(error);
      if (secret && notConfirmed === null && round < MAX_ACTION_ROUNDS) {
        const confirmed = await confirmCardAction(secret);
        if ('error' in confirmed) notConfirmed = confirmed.error;
        // The same request with the same key either way: the api reads the bank's answer from the
        // payment itself, records a confirmed one once and closes a refused one.
        continue;
      }
      if (notConfirmed !== null) throw new CardActionError(notConfirmed, { cause: error });
      throw error;
    }
  }
}

export interface PaymentAttempt<Body> {
  key: string;
  body: Body;
}

/**
 * A page's payment attempts, one at a time: keep one per payment form (useState(() => new
 * PaymentAttempts())) and call attemptFor before each try, then succeeded or failed with its outcome.
 */
export class PaymentAttempts<Body> {
  private current: (PaymentAttempt<Body> & { request: string }) | null = null;
  private cardChanged = false;

  /** The card field's onChange: the next try uses the card as it is now, so it is a new attempt. */
  readonly onCardChange = (): void => {
    this.cardChanged = true;
  };

  /**
   * The attempt to send for `request` (what is paid for, without the card): the current one when neither
   * it nor the card changed since, so a repeat sends exactly what it sent before; else a new key with the
   * body `makeBody` makes (it turns the card into a payment method). Null when makeBody gives null (the
   * card field shows what is wrong with the card under itself).
   */
  async attemptFor(
    request: unknown,
    makeBody: () => Promise<Body | null>,
  ): Promise<PaymentAttempt<Body> | null> {
    const requestKey = JSON.stringify(request);
    const current = this.current;
    if (current && current.request === requestKey && !this.cardChanged) return current;
    const body = await makeBody();
    if (body === null) return null;
    this.current = { key: newIdempotencyKey(), request: requestKey, body };
    this.cardChanged = false;
    return this.current;
  }

  /** The attempt was paid: the next payment is a new attempt. */
  succeeded(): void {
    this.current = null;
  }

  /** Keeps the attempt when the try may not have reached the api; a definitive refusal ends it. */
  failed(error: unknown): void {
    if (error instanceof CardActionError || !mayRepeat(error)) this.current = null;
  }
}
