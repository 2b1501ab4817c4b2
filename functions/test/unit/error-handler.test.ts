import express from 'express';
import request from 'supertest';
import { AppError } from '../../src/app-error';
import { errorHandler, notFoundHandler } from '../../src/http/error-handler';
import { logs } from '../../src/logs';

function appThrowing(err: unknown) {
  const app = express();
  app.get('/api/boom', () => {
    throw err;
  });
  app.get('/api/async-boom', async () => {
    await Promise.resolve();
    throw err;
  });
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

describe('error middleware', () => {
  beforeEach(() => {
    jest.spyOn(logs, 'unexpectedError').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('when a route fails unexpectedly, then the client gets a generic 500 without the error text or stack', async () => {
    const res = await request(appThrowing(new Error('database password is hunter2'))).get(
      '/api/boom',
    );
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      message: 'Internal server error',
      code: 'internal',
    });
    expect(res.text).not.toContain('hunter2');
    // ...while the operator's log has the detail.
    expect(logs.unexpectedError).toHaveBeenCalledWith(
      'GET',
      '/api/boom',
      expect.objectContaining({ message: 'database password is hunter2' }),
    );
  });

  it('when an async route rejects, then the same generic 500 comes back', async () => {
    const res = await request(appThrowing(new Error('boom'))).get('/api/async-boom');
    expect(res.status).toBe(500);
    expect(res.body.code).toBe('internal');
  });

  it.each([
    [AppError.unauthenticated(), 401, 'unauthenticated'],
    [AppError.forbidden(), 403, 'forbidden'],
    [AppError.notFound('Subscription not found'), 404, 'not_found'],
    [AppError.conflict('This device has already been registered.'), 409, 'conflict'],
    [AppError.rateLimited(), 429, 'rate_limited'],
  ])(
    'when an AppError is thrown (%#), then its status, message and code are answered',
    async (err, status, code) => {
      const res = await request(appThrowing(err)).get('/api/boom');
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ success: false, message: err.message, code });
    },
  );

  it('when Firestore cannot be reached, then it answers 503 with the retry message and logs a warning', async () => {
    const warned = jest.spyOn(logs, 'firestoreUnavailable').mockImplementation(() => undefined);
    const unreachable = Object.assign(new Error('14 UNAVAILABLE: No connection established'), {
      code: 14,
    });
    const res = await request(appThrowing(unreachable)).get('/api/boom');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, code: 'service_unavailable' });
    expect(warned).toHaveBeenCalledWith('GET', '/api/boom', unreachable);
    expect(logs.unexpectedError).not.toHaveBeenCalled();
  });

  it('when validation fails, then the field errors are included', async () => {
    const res = await request(appThrowing(AppError.validation({ email: 'Invalid email' }))).get(
      '/api/boom',
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Invalid email',
      code: 'validation_failed',
      errors: { email: 'Invalid email' },
    });
  });
});
