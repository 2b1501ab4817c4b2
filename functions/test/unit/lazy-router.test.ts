import express, { Router } from 'express';
import request from 'supertest';
import { errorHandler } from '../../src/http/error-handler';
import { lazyRouter } from '../../src/http/lazy-router';
import { logs } from '../../src/logs';

function routes(): Router {
  const router = Router();
  router.get('/api/thing', (_req, res) => {
    res.json({ ok: true });
  });
  return router;
}

describe('lazyRouter', () => {
  beforeEach(() => jest.spyOn(logs, 'unexpectedError').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('when requests arrive together, then the routes are loaded once and serve them all', async () => {
    const load = jest.fn(async () => routes());
    const app = express().use(lazyRouter(load)).use(errorHandler);
    const answers = await Promise.all([1, 2, 3].map(() => request(app).get('/api/thing')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when loading fails, then that request answers 500 and the next one loads again', async () => {
    const load = jest
      .fn<Promise<Router>, []>()
      .mockRejectedValueOnce(new Error('module missing'))
      .mockImplementation(async () => routes());
    const app = express().use(lazyRouter(load)).use(errorHandler);
    expect((await request(app).get('/api/thing')).status).toBe(500);
    expect((await request(app).get('/api/thing')).status).toBe(200);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
