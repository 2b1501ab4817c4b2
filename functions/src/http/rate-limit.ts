// Fixed-window rate limits. In production the counters live in Firestore (repositories/rate-limits.ts), so a
// limit holds across every instance of the function (the unit tests count in memory:
// test/support/memory-rate-limit-store.ts). A request over the limit answers 429 with Retry-After, in the api's error shape.
import type { Request, RequestHandler } from 'express';
import { AppError } from '../app-error';
import type { Clock } from '../adapters/clock';
import type { RateLimitStore } from '../repositories/rate-limits';

export type { RateLimitStore };

export interface RateLimitOptions {
  /** Names the limit: two limits never share a counter even for the same client. */
  name: string;
  max: number;
  windowMs: number;
  clock: Clock;
  store: RateLimitStore;
  /** The client: its IP address by default (public routes); the signed-in user's uid after auth. */
  key?: (req: Request) => string;
  onLimited?: () => void;
}

export function rateLimit({
  name,
  max,
  windowMs,
  clock,
  store,
  key = clientIp,
  onLimited,
}: RateLimitOptions): RequestHandler {
  return async (req, res, next) => {
    const now = clock.now().getTime();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const count = await store.hit(`${name}:${key(req)}`, windowStart, windowMs);
    if (count > max) {
      res.set('Retry-After', String(Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000))));
      onLimited?.();
      throw AppError.rateLimited();
    }
    next();
  };
}

/**
 * The client's address: `req.ip`, which Express takes from X-Forwarded-For counting the configured number
 * of proxies from the right (config.ts `trustProxy`), so a forged left-most entry never changes it.
 */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
