// The one error type the api throws on purpose: a stable code, a message safe to show, and an HTTP status.
import type { CardDeclinedAnswer, RequiresActionAnswer } from '@protect/domain';

export type ErrorCode =
  | 'validation_failed'
  | 'malformed_json'
  | 'malformed_request'
  | 'unauthenticated'
  | 'forbidden'
  | 'email_not_verified'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'card_declined'
  | 'requires_action'
  | 'price_changed'
  | 'idempotency_key_reused'
  | 'payment_unavailable'
  | 'service_unavailable'
  | 'internal';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    /** Field errors of a failed validation: {field: message}. */
    readonly errors?: Record<string, string>,
    /** More fields of the answer a client acts on (decline_code, payment_intent_client_secret). */
    readonly details?: Record<string, string | boolean>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static validation(errors: Record<string, string>, message = firstMessage(errors)): AppError {
    return new AppError('validation_failed', message, 400, errors);
  }
  static unauthenticated(message = 'Authentication required'): AppError {
    return new AppError('unauthenticated', message, 401);
  }
  static forbidden(message = 'Access denied'): AppError {
    return new AppError('forbidden', message, 403);
  }
  /** An e-mail and password account whose address is not verified yet (spec 01: verify before use). */
  static emailNotVerified(message: string): AppError {
    return new AppError('email_not_verified', message, 403);
  }
  static notFound(message = 'Not found'): AppError {
    return new AppError('not_found', message, 404);
  }
  static conflict(message: string): AppError {
    return new AppError('conflict', message, 409);
  }
  /** A card the gateway refused (402), with Stripe's decline code for the client's hint. */
  static cardDeclined(message: string, declineCode: string): AppError {
    const details: Pick<CardDeclinedAnswer, 'decline_code'> = { decline_code: declineCode };
    return new AppError('card_declined', message, 402, undefined, details);
  }
  /** The card needs the 3-D Secure step (402): the client completes it and sends the request again. */
  static requiresAction(message: string, clientSecret: string): AppError {
    const details: Pick<RequiresActionAnswer, 'requires_action' | 'payment_intent_client_secret'> =
      {
        requires_action: true,
        payment_intent_client_secret: clientSecret,
      };
    return new AppError('requires_action', message, 402, undefined, details);
  }
  /** The price the client saw is no longer the price (409): it reloads and asks again. */
  static priceChanged(message: string): AppError {
    return new AppError('price_changed', message, 409);
  }
  static paymentUnavailable(message: string): AppError {
    return new AppError('payment_unavailable', message, 503);
  }
  /** A request body or upload over its size limit (413). */
  static payloadTooLarge(message = 'Request body is too large'): AppError {
    return new AppError('payload_too_large', message, 413);
  }
  /** A body of a type or encoding the route does not read (415). */
  static unsupportedMediaType(message: string): AppError {
    return new AppError('unsupported_media_type', message, 415);
  }
  /** A body that is not the JSON it claims to be (400). */
  static malformedJson(message = 'Invalid request body'): AppError {
    return new AppError('malformed_json', message, 400);
  }
  /** A request this api cannot read at all: a broken multipart body, a bad webhook signature (400). */
  static malformedRequest(message: string): AppError {
    return new AppError('malformed_request', message, 400);
  }
  /** A request that cannot be valid whatever its fields say (400), e.g. an account without e-mail. */
  static invalid(message: string): AppError {
    return new AppError('validation_failed', message, 400);
  }
  /** The same Idempotency-Key sent again with a different request (422). */
  static idempotencyKeyReused(message: string): AppError {
    return new AppError('idempotency_key_reused', message, 422);
  }
  /** A dependency (Firestore) is down for now: the client may try again (503). */
  static serviceUnavailable(message: string): AppError {
    return new AppError('service_unavailable', message, 503);
  }
  static rateLimited(message = 'Too many requests. Please wait a moment and try again.'): AppError {
    return new AppError('rate_limited', message, 429);
  }
}

function firstMessage(errors: Record<string, string>): string {
  return Object.values(errors)[0] ?? 'Request validation failed';
}
