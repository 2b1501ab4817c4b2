// Card testing (issue 22 item 11): after 5 declined card attempts in 24 hours a customer's paying routes
// answer 429 until the window passes, charging nothing; the admin's user page shows the count.
import request from 'supertest';
import { aDevicePricing, aPlan } from '../support/builders';
import { bearer, createUser, signUpThroughApi, storeCatalogue } from '../support/emulator';
import {
  docsWhere,
  newIdempotencyKey,
  paymentsApp,
  registrationBody,
  sandboxChargesOf,
} from '../support/payments';

const plan = aPlan({ planType: 'premium', name: 'Premium Plan', monthlyPriceCents: 1999 });
const phone = aDevicePricing({ deviceValueCents: 79_900, planPriceCents: 1299 });
const REGISTER = '/api/payment/create-subscription-with-device';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('declined card attempts', () => {
  let now = new Date();
  const clock = { now: () => now };
  // The per-minute payment limit is not what is tested here.
  const app = paymentsApp({ clock, paymentRateLimit: { max: 1000, windowMs: 60_000 } });
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    cleanUp = await storeCatalogue({ plans: [plan], devices: [phone] });
  });
  afterAll(() => cleanUp());

  it('when a customer has 5 declined cards in 24 hours, then paying answers 429 and charges nothing until the window passes, and the admin sees the count', async () => {
    now = new Date();
    const [me, admin] = await Promise.all([createUser(), createUser({ role: 'admin' })]);
    await signUpThroughApi(app, me, { firstName: 'Card', lastName: 'Tester' });
    const register = (paymentMethodId: string) =>
      request(app)
        .post(REGISTER)
        .set(...bearer(me))
        .set('Idempotency-Key', newIdempotencyKey())
        .send(registrationBody({ plan, device: phone, paymentMethodId }));

    const declines = [
      'pm_card_visa_chargeDeclined',
      'pm_card_visa_chargeDeclinedInsufficientFunds',
      'pm_card_chargeDeclinedExpiredCard',
      'pm_card_avsZipFail',
      'pm_card_visa_chargeDeclined',
    ];
    for (const card of declines) {
      expect((await register(card)).status).toBe(402);
      now = new Date(now.getTime() + 60_000);
    }
    const fifthDeclineAt = new Date(now.getTime() - 60_000);
    const chargesBefore = (await sandboxChargesOf(me.uid)).length;

    const paused = await register('pm_card_visa');
    expect(paused.status).toBe(429);
    expect(paused.body).toMatchObject({ success: false, code: 'rate_limited' });
    expect(paused.body.message).toMatch(
      /^Too many declined card attempts\. For your security, payments are paused until .+ UTC\.$/,
    );
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    expect((await sandboxChargesOf(me.uid)).length).toBe(chargesBefore);
    expect(await docsWhere('subscriptions', 'userId', me.uid)).toEqual([]);

    // Every other route that charges or attaches a card is paused too.
    const planChange = await request(app)
      .post('/api/payment/create-payment')
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send({});
    expect(planChange.status).toBe(429);
    const newCard = await request(app)
      .put('/api/subscriptions/any/payment-method')
      .set(...bearer(me))
      .send({ paymentMethodId: 'pm_card_visa' });
    expect(newCard.status).toBe(429);
    const deductible = await request(app)
      .post('/api/claims/any/deductible')
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send({ paymentMethodId: 'pm_card_visa' });
    expect(deductible.status).toBe(429);

    const seen = await request(app)
      .get(`/api/admin/user/${me.uid}`)
      .set(...bearer(admin));
    expect(seen.status).toBe(200);
    expect(seen.body.cardDeclines).toEqual({
      last24Hours: 5,
      pausedUntil: new Date(fifthDeclineAt.getTime() - 4 * 60_000 + DAY_MS).toISOString(),
    });

    // A day after the 1st decline only 4 are left in the window: paying works again.
    now = new Date(fifthDeclineAt.getTime() - 4 * 60_000 + DAY_MS);
    expect((await register('pm_card_visa')).status).toBe(201);
    expect(await docsWhere('subscriptions', 'userId', me.uid)).toHaveLength(1);
  });

  it('when a customer has 4 declines, then a good card still pays', async () => {
    now = new Date();
    const me = await createUser();
    const register = (paymentMethodId: string) =>
      request(app)
        .post(REGISTER)
        .set(...bearer(me))
        .set('Idempotency-Key', newIdempotencyKey())
        .send(registrationBody({ plan, device: phone, paymentMethodId }));
    for (let i = 0; i < 4; i += 1)
      expect((await register('pm_card_visa_chargeDeclined')).status).toBe(402);
    expect((await register('pm_card_visa')).status).toBe(201);
  });
});
