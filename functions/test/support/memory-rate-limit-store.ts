// The rate limits' counters in this process only, for the unit tests (production counts in Firestore).
import { type RateLimitStore, rateLimitWindowId } from '../../src/repositories/rate-limits';

/** Counters in this process only, at most `maxTracked` windows: beyond, the oldest are forgotten. */
export function memoryRateLimitStore(maxTracked = 10_000): RateLimitStore {
  const windows = new Map<string, number>();
  return {
    hit(key, windowStart) {
      const id = rateLimitWindowId(key, windowStart);
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
