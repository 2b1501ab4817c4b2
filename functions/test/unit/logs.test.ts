import express from 'express';
import * as logger from 'firebase-functions/logger';
import request from 'supertest';
import { errorHandler } from '../../src/http/error-handler';
import { requestId } from '../../src/http/request-id';
import { loggablePath, logs, redact } from '../../src/logs';

jest.mock('firebase-functions/logger');
const mocked = jest.mocked(logger);

/** An app that logs while it serves a request, after an await as real routes do. */
function appLogging() {
  const app = express();
  app.use(requestId);
  app.get('/api/quote', async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    logs.quoteSaved('quote-1', 'uid-1');
    res.json({ ok: true });
  });
  app.get('/api/customers/profile/:email', async () => {
    await Promise.resolve();
    throw new Error('lookup failed for pat@example.com');
  });
  app.use(errorHandler);
  return app;
}

describe('logs', () => {
  beforeEach(() => jest.clearAllMocks());

  it('when a line is written while a request is served, then it carries that request id', async () => {
    const app = appLogging();
    const [first, second] = await Promise.all([
      request(app).get('/api/quote').set('X-Request-Id', 'request-one-1'),
      request(app).get('/api/quote').set('X-Request-Id', 'request-two-2'),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(mocked.info).toHaveBeenCalledTimes(2);
    const ids = mocked.info.mock.calls.map(
      ([, fields]) => (fields as { requestId: string }).requestId,
    );
    expect(ids.sort()).toEqual(['request-one-1', 'request-two-2']);
    expect(mocked.info).toHaveBeenCalledWith('quote.saved', {
      id: 'quote-1',
      uid: 'uid-1',
      requestId: 'request-one-1',
    });
  });

  it('when a line is written outside a request, then it has no request id', () => {
    logs.coverageEnded('sub-1');
    expect(mocked.info).toHaveBeenCalledWith('subscription.coverage_ended', {
      subscriptionId: 'sub-1',
    });
  });

  it('when a route fails with personal data in its path and message, then the error line has neither', async () => {
    const res = await request(appLogging()).get('/api/customers/profile/pat%40example.com');
    expect(res.status).toBe(500);
    expect(mocked.error).toHaveBeenCalledTimes(1);
    const [event, fields] = mocked.error.mock.calls[0]!;
    expect(event).toBe('api.unexpected_error');
    expect(fields).toMatchObject({
      path: '/api/customers/profile/:redacted',
      error: 'lookup failed for [email]',
      requestId: res.body.requestId,
    });
    expect(JSON.stringify(fields)).not.toContain('pat@example.com');
  });

  it('redact takes out e-mails, tokens, secrets and IP addresses; loggablePath keeps id-like segments', () => {
    expect(
      redact(
        'user a.b+c@test.example from 203.0.113.9 sent Bearer abc.def and eyJhbGciOi.eyJzdWIiOi.sig with sk_test_123',
      ),
    ).toBe('user [email] from [ip] sent Bearer [token] and [token] with [secret]');
    expect(loggablePath('/api/claims/user/Uid_123-x')).toBe('/api/claims/user/Uid_123-x');
    expect(loggablePath('/api/customers/profile/a@b.co')).toBe('/api/customers/profile/:redacted');
  });

  it('contact rate limiting is logged without the address', () => {
    logs.contactRateLimited();
    expect(mocked.warn).toHaveBeenCalledWith('contact.rate_limited', {});
  });
});
