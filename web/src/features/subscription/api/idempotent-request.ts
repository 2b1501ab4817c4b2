// Requests that move money (a plan change payment, a cancellation with its refund) carry an
// Idempotency-Key: the api stores its first answer under that key and returns it for repeats, so sending
// the same request again can never charge or refund twice (DESIGN.md section 5).
//
// One attempt = one key and one body, as on the registration page. A try that may or may not have reached
// the api (no answer, 5xx, 429) is repeated as the same attempt when the customer taps again; the 3-D
// Secure round trip is the same attempt too. After a definitive answer, or when the customer changes the
// card or the billing details, the next tap is a new attempt.
import { ApiError, type ApiFetchInit, apiFetch } from '../../../lib/api-client';

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

export function idempotentRequest<T>(path: string, init: ApiFetchInit, key: string): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Idempotency-Key', key);
  return apiFetch<T>(path, { ...init, headers });
}
