// The card-testing pause on the paying routes (domain/src/card-declines.ts): `refuse` answers 429 while the
// caller's payments are paused, before anything reaches the gateway; `record`, the same routes' error
// middleware, counts a card the gateway declined and passes the error on. Declines are counted here, once,
// whatever service the route calls.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from '../app-error';
import type { CardDeclinesService } from '../services/card-declines';
import { logs } from '../logs';
import { callerOf } from './auth';

export interface CardDeclineGuard {
  /** After the auth middleware: 429 with Retry-After while the caller's payments are paused. */
  refuse: RequestHandler;
  /** The last handler of a paying route: records a card_declined error, then hands it on. */
  record: ErrorRequestHandler;
}

export function cardDeclineGuard(declines: CardDeclinesService): CardDeclineGuard {
  return {
    async refuse(req, res, next) {
      const refusal = await declines.refusal(callerOf(req).uid);
      if (refusal) {
        res.set('Retry-After', String(refusal.retryAfterSeconds));
        throw refusal.error;
      }
      next();
    },
    async record(err: unknown, req, _res, next) {
      if (err instanceof AppError && err.code === 'card_declined') {
        try {
          await declines.recordDecline(callerOf(req).uid);
        } catch (recordErr) {
          // The customer's answer is still the decline: a count that failed is logged, not answered as a 500.
          logs.unexpectedError(req.method, req.path, recordErr);
        }
      }
      next(err);
    },
  };
}
