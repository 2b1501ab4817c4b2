// Firestore that cannot be reached (the emulator stopped, a network partition, a deadline passed) is the
// server's temporary failure, not a bug: the api answers 503 with a message the client can act on, and the
// error middleware does not log it as an unexpected error. gRPC's codes as Firestore's clients raise them.
import { AppError } from '../app-error';

export const FIRESTORE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a few moments.';

/** gRPC status codes that mean "try again later": DEADLINE_EXCEEDED, RESOURCE_EXHAUSTED, ABORTED, UNAVAILABLE. */
const RETRYABLE_GRPC_CODES = new Set([4, 8, 10, 14]);
/** Node socket errors seen when the emulator's port is closed or the connection drops. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

interface ErrorFields {
  code?: unknown;
  details?: unknown;
  message?: unknown;
  cause?: unknown;
}

function isUnavailable(err: unknown, depth: number): boolean {
  if (typeof err !== 'object' || err === null || depth > 3) return false;
  const { code, details, message, cause } = err as ErrorFields;
  if (typeof code === 'number' && RETRYABLE_GRPC_CODES.has(code)) return true;
  if (typeof code === 'string' && CONNECTION_ERRNOS.has(code)) return true;
  const text = `${typeof message === 'string' ? message : ''} ${typeof details === 'string' ? details : ''}`;
  // The REST fallback and google-gax word these without a numeric code.
  if (/\b(UNAVAILABLE|DEADLINE_EXCEEDED|ECONNREFUSED|ECONNRESET)\b/.test(text)) return true;
  return isUnavailable(cause, depth + 1);
}

/** A 503 AppError when the error says Firestore could not be reached in time, else null. */
export function fromFirestoreUnavailable(err: unknown): AppError | null {
  if (err instanceof AppError) return null;
  return isUnavailable(err, 0) ? AppError.serviceUnavailable(FIRESTORE_UNAVAILABLE_MESSAGE) : null;
}
