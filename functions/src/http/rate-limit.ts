// A small fixed-window rate limit kept in memory (per function instance): enough to stop one client
// flooding a public form; not a global quota.
import type { Request, RequestHandler } from 'express';
import { AppError } from '../app-error';
import type { Clock } from '../adapters/clock';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  clock: Clock;
  key?: (req: Request) => string;
  onLimited?: (key: string) => void;
  /** Most clients tracked at once; beyond it the oldest windows are forgotten (keys can be forged). */
  maxTracked?: number;
}

export function rateLimit({
  max,
  windowMs,
  clock,
  key = clientIp,
  onLimited,
  maxTracked = 10_000,
}: RateLimitOptions): RequestHandler {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return (req, res, next) => {
    const now = clock.now().getTime();
    const id = key(req);
    let window = windows.get(id);
    if (!window || now - window.startedAt >= windowMs) {
      window = { startedAt: now, count: 0 };
      windows.delete(id); // a renewed window moves to the newest end of the map
      windows.set(id, window);
    }
    window.count += 1;
    if (windows.size > maxTracked) {
      // Forget finished windows, then (a flood of new, possibly forged, keys) the oldest ones: memory stays
      // bounded at the price of letting such a flood reset some counters.
      for (const [k, w] of windows) if (now - w.startedAt >= windowMs) windows.delete(k);
      for (const k of windows.keys()) {
        if (windows.size <= maxTracked) break;
        windows.delete(k);
      }
    }
    if (window.count > max) {
      res.set('Retry-After', String(Math.ceil((window.startedAt + windowMs - now) / 1000)));
      onLimited?.(id);
      throw AppError.rateLimited();
    }
    next();
  };
}

export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
