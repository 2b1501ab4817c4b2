// The card-testing pause on the paying routes (domain/src/card-declines.ts): the route answers 429 while the
// caller's payments are paused, before anything reaches the gateway, and a card the gateway declined is
// counted before the error goes on to the error middleware. Declines are counted here, once, whatever
// service the route calls.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from '../app-error';
import type { CardDeclinesService } from '../services/card-declines';
import { logs } from '../logs';
import { callerOf } from './auth';

export interface CardDeclineGuard {
  /** A paying route's `handler`, after the auth middleware, with the pause before it and the count after. */
  around(handler: RequestHandler): (RequestHandler | ErrorRequestHandler)[];
}

export function cardDeclineGuard(declines: CardDeclinesService): CardDeclineGuard {
  /** 429 with Retry-After while the caller's payments are paused. */
  const refuse: RequestHandler = async (req, res, next) => {
    const refusal = await declines.refusal(callerOf(req).uid);
    if (refusal) {
      res.set('Retry-After', String(refusal.retryAfterSeconds));
      throw refusal.error;
    }
    next();
  };
  /** Records a card_declined error, then hands it on. */
  const record: ErrorRequestHandler = async (err: unknown, req, _res, next) => {
    if (err instanceof AppError && err.code === 'card_declined') {
      try {
        await declines.recordDecline(callerOf(req).uid);
      } catch (recordErr) {
        // The customer's answer is still the decline: a count that failed is logged, not answered as a 500.
        logs.unexpectedError(req.method, req.path, recordErr);
      }
    }
    next(err);
  };
  return { around: (handler) => [refuse, handler, record] };
}
