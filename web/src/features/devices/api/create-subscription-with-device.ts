// POST /api/payment/create-subscription-with-device -> RegistrationAnswer: registers the device, charges
// the first month and starts the subscription, all or nothing. The body is the domain's
// createSubscriptionWithDeviceSchema; the api prices it again and refuses a total it does not agree with.
import type {
  CreateSubscriptionWithDeviceBody,
  RegistrationAnswer,
  RequiresActionAnswer,
} from '@protect/domain';
import { ApiError, apiFetch } from '../../../lib/api-client';

/**
 * Sends one registration attempt. The same Idempotency-Key with the same body is the same attempt: the
 * api charges it at most once and answers a repeat with its first answer.
 */
export function createSubscriptionWithDevice(
  body: CreateSubscriptionWithDeviceBody,
  idempotencyKey: string,
): Promise<RegistrationAnswer> {
  return apiFetch<RegistrationAnswer>('/api/payment/create-subscription-with-device', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

function field(error: ApiError, name: string): unknown {
  const body = error.body;
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/** The 3-D Secure step a 402 asks for, or null when the refusal is another one. */
export function requiredAction(
  error: unknown,
): Pick<RequiresActionAnswer, 'payment_intent_client_secret'> | null {
  if (!(error instanceof ApiError) || error.status !== 402 || error.code !== 'requires_action')
    return null;
  const secret = field(error, 'payment_intent_client_secret');
  return typeof secret === 'string' && secret !== ''
    ? { payment_intent_client_secret: secret }
    : null;
}

/** Stripe's decline code of a refused card (CardDeclinedAnswer), if any. */
export function declineCode(error: ApiError): string | null {
  const code = field(error, 'decline_code');
  return typeof code === 'string' ? code : null;
}
