import express from 'express';
import request from 'supertest';
import { errorHandler } from '../../src/http/error-handler';
import { rateLimit } from '../../src/http/rate-limit';
import { memoryRateLimitStore } from '../support/memory-rate-limit-store';

function limitedApp(maxTracked: number) {
  const app = express();
  const clock = { now: () => new Date(0) };
  app.post(
    '/api/contact',
    rateLimit({
      name: 'contact',
      max: 1,
      windowMs: 60_000,
      clock,
      store: memoryRateLimitStore(maxTracked),
      key: (req) => String(req.get('x-client')),
    }),
    (_req, res) => void res.status(201).json({ success: true }),
  );
  app.use(errorHandler);
  return app;
}

describe('rate limit', () => {
  it('when one client sends more than allowed in a window, then the extra request answers 429 with Retry-After', async () => {
    const app = limitedApp(100);
    expect((await request(app).post('/api/contact').set('x-client', 'a')).status).toBe(201);
    const limited = await request(app).post('/api/contact').set('x-client', 'a');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
  });

  it('when more clients arrive within one window than it may track, then the oldest are forgotten instead of memory growing', async () => {
    // Client keys can be forged (X-Forwarded-For), so a flood of new keys must not grow memory without bound.
    const app = limitedApp(3);
    for (const client of ['a', 'b', 'c', 'd']) {
      expect((await request(app).post('/api/contact').set('x-client', client)).status).toBe(201);
    }
    // 'a' was the oldest and is no longer tracked; 'd' still is.
    expect((await request(app).post('/api/contact').set('x-client', 'a')).status).toBe(201);
    expect((await request(app).post('/api/contact').set('x-client', 'd')).status).toBe(429);
  });
});
