// Rate limits hold across the function's instances (issue 14, security): two apps, as two instances would
// be, count in the same Firestore documents and exhaust one limit together; the refusal is a 429 in the
// api's error shape with Retry-After, and only a hash of the client's address is stored.
import { randomInt } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { collections } from '../../src/repositories/collections';
import { auth, bearer, createUser, firestore, stoppedClock } from '../support/emulator';

const LIMIT = { max: 3, windowMs: 60 * 60 * 1000 };

function twoInstances(limits: Partial<Config>): [Express, Express] {
  const config = { ...loadConfig(), ...limits };
  const clock = stoppedClock();
  return [
    createApp({ firestore, auth, config, clock }),
    createApp({ firestore, auth, config, clock }),
  ];
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

describe('the client address behind proxies', () => {
  const contactFrom = (app: Express, forwardedFor: string) =>
    request(app)
      .post('/api/contact')
      .set('X-Forwarded-For', forwardedFor)
      .send({ name: 'Pat', email: 'pat@test.example', subject: 'billing', message: 'Hello?' });

  it('when each contact message forges a different left-most X-Forwarded-For entry, then the limit still trips on the address the proxy saw', async () => {
    const [a, b] = twoInstances({ contactRateLimit: LIMIT });
    const ip = uniqueIp();
    const statuses = [];
    for (const app of [a, b, a])
      statuses.push((await contactFrom(app, `${uniqueIp()}, ${ip}`)).status);
    expect(statuses).toEqual([201, 201, 201]);
    expectRateLimited(await contactFrom(b, `${uniqueIp()}, ${uniqueIp()}, ${ip}`));
    // Another client behind the same forged entries is counted on its own.
    expect((await contactFrom(a, `${uniqueIp()}, ${uniqueIp()}`)).status).toBe(201);
  });

  it('when sign-ups forge the left-most entry, then the sign-up limit still holds', async () => {
    const [a] = twoInstances({ signInRateLimit: LIMIT });
    const ip = uniqueIp();
    const signUp = () =>
      request(a)
        .post('/api/signup/registerCustomer')
        .set('X-Forwarded-For', `${uniqueIp()}, ${ip}`)
        .send({});
    for (let i = 0; i < LIMIT.max; i += 1) expect((await signUp()).status).toBe(401);
    expectRateLimited(await signUp());
  });

  it('when TRUST_PROXY_HOPS=2, then the entry two from the right is the client and entries left of it change nothing', async () => {
    const [a] = twoInstances({ contactRateLimit: LIMIT, trustProxy: 2 });
    const [ip, proxy] = [uniqueIp(), uniqueIp()];
    for (let i = 0; i < LIMIT.max; i += 1)
      expect((await contactFrom(a, `${uniqueIp()}, ${ip}, ${proxy}`)).status).toBe(201);
    expectRateLimited(await contactFrom(a, `${uniqueIp()}, ${ip}, ${proxy}`));
    // The same proxy forwarding another client: not limited.
    expect((await contactFrom(a, `${ip}, ${uniqueIp()}, ${proxy}`)).status).toBe(201);
  });
});
