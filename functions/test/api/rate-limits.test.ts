// Rate limits hold across the function's instances (issue 14, security): two apps, as two instances would
// be, count in the same Firestore documents and exhaust one limit together; the refusal is a 429 in the
// api's error shape with Retry-After, and only a hash of the client's address is stored.
import { randomInt } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { collections } from '../../src/repositories/collections';
import { auth, bearer, createUser, firestore } from '../support/emulator';

const LIMIT = { max: 3, windowMs: 60 * 60 * 1000 };

function twoInstances(limits: Partial<Config>): [Express, Express] {
  const config = { ...loadConfig(), ...limits };
  return [createApp({ firestore, auth, config }), createApp({ firestore, auth, config })];
}

/** A documentation-range address of this run's own: counters outlive a run (they are in Firestore). */
const uniqueIp = () => `203.0.${randomInt(0, 250)}.${randomInt(1, 250)}`;

function expectRateLimited(res: request.Response): void {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({
    success: false,
    code: 'rate_limited',
    message: 'Too many requests. Please wait a moment and try again.',
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(LIMIT.windowMs / 1000);
}

describe('rate limits across instances', () => {
  it('when a client spreads sign-up calls over two instances, then together they stop it at the limit', async () => {
    const [a, b] = twoInstances({ signInRateLimit: LIMIT });
    const ip = uniqueIp();
    const signUp = (app: Express) =>
      request(app).post('/api/signup/registerCustomer').set('X-Forwarded-For', ip).send({});
    // Within the limit the route answers as usual (no token: 401), counted on both instances.
    expect((await signUp(a)).status).toBe(401);
    expect((await signUp(b)).status).toBe(401);
    expect((await signUp(a)).status).toBe(401);
    expectRateLimited(await signUp(b));
    expectRateLimited(await signUp(a));
    // admin-login shares the sign-in limit; another address is not affected.
    expectRateLimited(
      await request(a).post('/api/auth/admin-login').set('X-Forwarded-For', ip).send({}),
    );
    const other = await request(b)
      .post('/api/auth/admin-login')
      .set('X-Forwarded-For', uniqueIp())
      .send({});
    expect(other.status).toBe(401);
  });

  it('when contact messages come through two instances, then the fourth is refused and no raw address is stored', async () => {
    const [a, b] = twoInstances({ contactRateLimit: LIMIT });
    const ip = uniqueIp();
    const send = (app: Express) =>
      request(app)
        .post('/api/contact')
        .set('X-Forwarded-For', ip)
        .send({ name: 'Pat', email: 'pat@test.example', subject: 'billing', message: 'Hello?' });
    const statuses = [];
    for (const app of [a, b, a]) statuses.push((await send(app)).status);
    expect(statuses).toEqual([201, 201, 201]);
    expectRateLimited(await send(b));

    const windows = await firestore.collection(collections.rateLimits).get();
    const ids = windows.docs.map((d) => d.id);
    expect(ids.some((id) => id.includes(ip))).toBe(false);
    for (const doc of windows.docs) {
      expect(JSON.stringify(doc.data())).not.toContain(ip);
      expect(doc.get('expireAt')).toBeDefined(); // the TTL policy deletes finished windows
    }
  });

  it('when a signed-in customer submits claims through two instances, then the limit is per user', async () => {
    const [a, b] = twoInstances({ claimRateLimit: LIMIT });
    const [customer, other] = await Promise.all([createUser(), createUser()]);
    // An empty form is refused (400) but still counts: the limit comes before the form is read.
    const submit = (app: Express, user = customer) =>
      request(app)
        .post('/api/claims')
        .set(...bearer(user))
        .field('claim_type', 'screen');
    for (const app of [a, b, a]) expect((await submit(app)).status).toBe(400);
    expectRateLimited(await submit(b));
    expect((await submit(a, other)).status).toBe(400);
  });

  it('when a customer pays through two instances, then the payment limit is shared', async () => {
    const [a, b] = twoInstances({ paymentRateLimit: LIMIT });
    const customer = await createUser();
    const pay = (app: Express) =>
      request(app)
        .post('/api/payment/create-subscription-with-device')
        .set(...bearer(customer))
        .set('Idempotency-Key', `rate-${randomInt(1e9)}`)
        .send({});
    for (const app of [a, b, a]) expect((await pay(app)).status).not.toBe(429);
    expectRateLimited(await pay(b));
  });
});
