// rateLimits: the counters behind http/rate-limit.ts, in Firestore so that a limit holds across every
// instance of the function. Old windows are deleted by a TTL policy on `expireAt` (README).
import { createHash } from 'node:crypto';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { collections } from './collections';

export interface RateLimitStore {
  /**
   * Counts one request for `key` in the window [windowStart, windowStart + windowMs) and returns the
   * window's count, this request included (or more, when others counted at the same time).
   */
  hit(key: string, windowStart: number, windowMs: number): Promise<number>;
}

/** A window's id: only a hash of the key is stored, since the key may be a client's IP address. */
export function rateLimitWindowId(key: string, windowStart: number): string {
  return `${createHash('sha256').update(key).digest('hex').slice(0, 32)}_${windowStart}`;
}

/**
 * One document per key and window, `rateLimits/{sha256(key)}_{windowStart}`: { count, expireAt }.
 * Incremented with FieldValue.increment (no transaction, so concurrent requests never contend), then
 * read: a request never passes when the window's count is over the limit, though at the very edge of a
 * burst one may be refused that a transaction would have let through. One write and one read each.
 */
export function createRateLimitsRepository(firestore: Firestore): RateLimitStore {
  const windows = firestore.collection(collections.rateLimits);
  return {
    async hit(key, windowStart, windowMs) {
      const ref = windows.doc(rateLimitWindowId(key, windowStart));
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
