// The Idempotency-Key header of payment requests (the name Stripe and the IETF draft use): the client makes
// one per attempt and sends it again with every retry of that attempt.
import type { Request } from 'express';
import { PAYMENT_MESSAGES } from '@protect/domain';
import { AppError } from '../app-error';

const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

export function idempotencyKeyOf(req: Request): string {
  const key = req.get('idempotency-key')?.trim() ?? '';
  if (!KEY_PATTERN.test(key))
    throw AppError.validation({ 'Idempotency-Key': PAYMENT_MESSAGES.idempotencyKeyRequired });
  return key;
}
