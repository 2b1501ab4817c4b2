// The Idempotency-Key header of payment requests (the name Stripe and the IETF draft use): the client makes
// one per attempt and sends it again with every retry of that attempt.
import type { Request, RequestHandler } from 'express';
import { PAYMENT_MESSAGES } from '@protect/domain';
import { AppError } from '../app-error';
import type { StoredAnswer } from '../repositories/idempotency-keys';

const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

function idempotencyKeyOf(req: Request): string {
  const key = req.get('idempotency-key')?.trim() ?? '';
  if (!KEY_PATTERN.test(key))
    throw AppError.validation({ 'Idempotency-Key': PAYMENT_MESSAGES.idempotencyKeyRequired });
  return key;
}

/**
 * The handler of a route that runs once per Idempotency-Key: the key is checked first (400 without one,
 * before the body), then `run` asks the service, whose answer (the first one again for a repeat) is sent
 * with its stored status and body.
 */
export function oncePerKey(
  run: (req: Request, key: string) => Promise<StoredAnswer>,
): RequestHandler {
  return async (req, res) => {
    const key = idempotencyKeyOf(req);
    const answer = await run(req, key);
    res.status(answer.status).json(answer.body);
  };
}
