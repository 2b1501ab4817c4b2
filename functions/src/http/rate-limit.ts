// Fixed-window rate limits. In production the counters live in Firestore (firestoreRateLimitStore), so a
// limit holds across every instance of the function; memoryRateLimitStore keeps them in one process (unit
// tests). A request over the limit answers 429 with Retry-After, in the api's error shape.
import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../app-error';
import type { Clock } from '../adapters/clock';

export interface RateLimitStore {
  /**
   * Counts one request for `key` in the window [windowStart, windowStart + windowMs) and returns the
   * window's count, this request included (or more, when others counted at the same time).
   */
  hit(key: string, windowStart: number, windowMs: number): Promise<number>;
}

/** The collection of Firestore counters; old windows are deleted by a TTL policy on `expireAt` (README). */
export const RATE_LIMITS_COLLECTION = 'rateLimits';

/** Only a hash of the key is stored: the key may be a client's IP address. */
function hashedKey(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
}

/**
 * One document per key and window, `rateLimits/{sha256(key)}_{windowStart}`: { count, expireAt }.
 * Incremented with FieldValue.increment (no transaction, so concurrent requests never contend), then
 * read: a request never passes when the window's count is over the limit, though at the very edge of a
 * burst one may be refused that a transaction would have let through. One write and one read each.
 */
export function firestoreRateLimitStore(firestore: Firestore): RateLimitStore {
  const windows = firestore.collection(RATE_LIMITS_COLLECTION);
  return {
    async hit(key, windowStart, windowMs) {
      const ref = windows.doc(`${hashedKey(key)}_${windowStart}`);
      await ref.set(
        {
          count: FieldValue.increment(1),
          expireAt: Timestamp.fromMillis(windowStart + windowMs),
        },
        { merge: true },
      );
      const count: unknown = (await ref.get()).get('count');
      return typeof count === 'number' ? count : 1;
    },
  };
}

/** Counters in this process only, at most `maxTracked` windows: beyond, the oldest are forgotten. */
export function memoryRateLimitStore(maxTracked = 10_000): RateLimitStore {
  const windows = new Map<string, number>();
  return {
    hit(key, windowStart) {
      const id = `${hashedKey(key)}_${windowStart}`;
      const count = (windows.get(id) ?? 0) + 1;
      windows.delete(id); // a counted window moves to the newest end of the map
      windows.set(id, count);
      for (const k of windows.keys()) {
        if (windows.size <= maxTracked) break;
        windows.delete(k);
      }
      return Promise.resolve(count);
    },
  };
}

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

export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
