// POST /api/payment/create-subscription-with-device -> RegistrationAnswer: registers the device, charges
// the first month and starts the subscription, all or nothing. The body is the domain's
// createSubscriptionWithDeviceSchema; the api prices it again and refuses a total it does not agree with.
import type { CreateSubscriptionWithDeviceBody, RegistrationAnswer } from '@protect/domain';
import type { ApiError } from '../../../lib/api-client';
import { idempotentRequest } from '../../../lib/payment-attempt';

/**
 * Sends one registration attempt. The same Idempotency-Key with the same body is the same attempt: the
 * api charges it at most once and answers a repeat with its first answer (lib/payment-attempt.ts).
 */
export function createSubscriptionWithDevice(
  body: CreateSubscriptionWithDeviceBody,
  idempotencyKey: string,
): Promise<RegistrationAnswer> {
  return idempotentRequest<RegistrationAnswer>(
    '/api/payment/create-subscription-with-device',
    { method: 'POST', body },
    idempotencyKey,
  );
}

function field(error: ApiError, name: string): unknown {
  const body = error.body;
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/** Stripe's decline code of a refused card (CardDeclinedAnswer), if any. */
export function declineCode(error: ApiError): string | null {
  const code = field(error, 'decline_code');
  return typeof code === 'string' ? code : null;
}
