// Requests that move money (a plan change payment, a cancellation with its refund) carry an
// Idempotency-Key: the api stores its first answer under that key and returns it for repeats, so sending
// the same request again can never charge or refund twice (DESIGN.md section 5).
import { ApiError, type ApiFetchInit, apiFetch } from '../../../lib/api-client';

/** How often a request whose answer was lost on the way (no connection) is sent again. */
const NETWORK_RETRIES = 2;
const RETRY_DELAY_MS = 800;

/** A new key for one attempt (one tap of the button); its retries reuse it. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Sends the request with the attempt's key. When no answer arrives (network error) we cannot know
 * whether the server acted, so the same request goes again with the same key: the server then answers
 * what it did the first time, or does it now, once.
 */
export async function idempotentRequest<T>(
  path: string,
  init: ApiFetchInit,
  key: string,
): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Idempotency-Key', key);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await apiFetch<T>(path, { ...init, headers });
    } catch (error) {
      const lost = error instanceof ApiError && error.status === 0;
      if (!lost || attempt >= NETWORK_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * (attempt + 1)));
    }
  }
}
