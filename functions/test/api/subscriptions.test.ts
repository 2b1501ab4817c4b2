// After purchase: reading a subscription (owner or admin only), changing plan with payment, changing the
// card, cancelling under the 30-day money-back guarantee, and the customer's payments.
import request from 'supertest';
import type { Express } from 'express';
import { aDevicePricing, aPlan, anAddOn } from '../support/builders';
import { type TestUser, bearer, createUser, storeCatalogue } from '../support/emulator';
import {
  docsWhere,
  newIdempotencyKey,
  paymentsApp,
  registrationBody,
  sandboxChargesOf,
} from '../support/payments';

const basic = aPlan({
  planType: 'basic',
  name: 'Basic Plan',
  monthlyPriceCents: 999,
  isPriceRange: true,
});
const premium = aPlan({ planType: 'premium', name: 'Premium Plan', monthlyPriceCents: 1999 });
const phone = aDevicePricing({ planPriceCents: 1299 });
const warranty = anAddOn({ name: 'Extended Warranty', monthlyPriceCents: 299 });

async function register(app: Express, me: TestUser) {
  const res = await request(app)
    .post('/api/payment/create-subscription-with-device')
    .set(...bearer(me))
    .set('Idempotency-Key', newIdempotencyKey())
    .send(registrationBody({ plan: basic, device: phone }));
  expect(res.status).toBe(201);
  return res.body.subscription as { id: string; monthlyTotal: number; nextBillingDate: string };
}

describe('subscriptions after purchase', () => {
  const DAY = 24 * 60 * 60 * 1000;
  let now = new Date();
  const app = paymentsApp({ clock: { now: () => now } });
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    cleanUp = await storeCatalogue({
      plans: [basic, premium],
      devices: [phone],
      addOns: [warranty],
    });
  });
  afterAll(() => cleanUp());
  beforeEach(() => {
    now = new Date();
  });

  it('when another customer asks for a subscription, then every route answers 403 and nothing changes', async () => {
    const [owner, stranger] = await Promise.all([createUser(), createUser()]);
    const subscription = await register(app, owner);
    const as = (r: request.Test) =>
      r.set(...bearer(stranger)).set('Idempotency-Key', newIdempotencyKey());
    const answers = await Promise.all([
      as(request(app).get(`/api/subscriptions/${subscription.id}`)),
      as(request(app).put(`/api/subscriptions/${subscription.id}/update`)).send({
        planType: String(premium.id),
      }),
      as(request(app).put(`/api/subscriptions/${subscription.id}/payment-method`)).send({
        paymentMethodId: 'pm_card_visa',
      }),
      as(request(app).post(`/api/subscriptions/${subscription.id}/cancel`)),
      as(request(app).post('/api/payment/create-payment')).send({
        amount: 19.99,
        paymentMethodId: 'pm_card_visa',
        subscriptionId: subscription.id,
        planId: premium.id,
      }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    const [stored] = await docsWhere('subscriptions', 'userId', owner.uid);
    expect(stored).toMatchObject({
      status: 'active',
      pendingChange: null,
      cancelAtPeriodEnd: false,
    });
    expect(
      (
        await request(app)
          .get('/api/subscriptions')
          .set(...bearer(stranger))
      ).body.subscriptions,
    ).toEqual([]);
  });

  it('when an admin reads a customer subscription, then it is shown', async () => {
    const [owner, admin] = await Promise.all([createUser(), createUser({ role: 'admin' })]);
    const subscription = await register(app, owner);
    const res = await request(app)
      .get(`/api/subscriptions/${subscription.id}`)
      .set(...bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body.subscription.id).toBe(subscription.id);
    expect(
      (
        await request(app)
          .get('/api/subscriptions/nope')
          .set(...bearer(admin))
      ).status,
    ).toBe(404);
  });

  it('when a customer upgrades and pays, then what is due now is charged once, the new plan applies and the billing date stays', async () => {
    const me = await createUser();
    const subscription = await register(app, me);
    const update = await request(app)
      .put(`/api/subscriptions/${subscription.id}/update`)
      .set(...bearer(me))
      .send({ planType: String(premium.id), selectedAddons: [warranty.id] });
    expect(update.status).toBe(200);
    expect(update.body.message).toBe(
      'Subscription plan updated! Please proceed to payment to activate changes.',
    );
    expect(update.body.subscription).toMatchObject({
      monthlyTotal: 12.99,
      pendingChange: { monthlyTotal: 22.98, new_monthly_total: 22.98 },
    });
    const due = update.body.amount_due_now as number;

    const forged = await request(app)
      .post('/api/payment/create-payment')
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send({
        amount: 1,
        paymentMethodId: 'pm_card_mastercard',
        subscriptionId: subscription.id,
        planId: premium.id,
      });
    expect(forged.status).toBe(409);

    now = new Date(now.getTime() + 60_000); // paid a minute after the change
    const key = newIdempotencyKey();
    const body = {
      amount: due,
      paymentMethodId: 'pm_card_mastercard',
      subscriptionId: subscription.id,
      planId: premium.id,
    };
    const paid = await request(app)
      .post('/api/payment/create-payment')
      .set(...bearer(me))
      .set('Idempotency-Key', key)
      .send(body);
    expect(paid.status).toBe(200);
    expect(paid.body.subscription).toMatchObject({
      monthlyTotal: 22.98,
      plan: { id: premium.id, price: 19.99 },
      pendingChange: null,
      paymentMethod: { brand: 'mastercard', last4: '4444' },
      nextBillingDate: subscription.nextBillingDate,
    });
    const again = await request(app)
      .post('/api/payment/create-payment')
      .set(...bearer(me))
      .set('Idempotency-Key', key)
      .send(body);
    expect(again.body.payment.id).toBe(paid.body.payment.id);
    expect(await sandboxChargesOf(me.uid)).toHaveLength(2);

    const payments = await request(app)
      .get('/api/payment/user')
      .set(...bearer(me));
    expect(
      payments.body.payments.map((p: { amount: number; payment_type: string }) => [
        p.payment_type,
        p.amount,
      ]),
    ).toEqual([
      ['proration', due],
      ['initial', 12.99],
    ]);
  });

  it('when a customer changes the card, then the new card is kept for renewals', async () => {
    const me = await createUser();
    const subscription = await register(app, me);
    const res = await request(app)
      .put(`/api/subscriptions/${subscription.id}/payment-method`)
      .set(...bearer(me))
      .send({ paymentMethodId: 'pm_card_amex' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Payment method updated',
      subscription: { paymentMethod: { brand: 'amex', last4: '0005' } },
    });
    const declined = await request(app)
      .put(`/api/subscriptions/${subscription.id}/payment-method`)
      .set(...bearer(me))
      .send({ paymentMethodId: 'pm_card_visa_chargeDeclined' });
    expect(declined.status).toBe(402);
  });

  it('when a customer cancels within 30 days, then the first payment is refunded, coverage ends and the IMEI can be registered again', async () => {
    const me = await createUser();
    const body = registrationBody({ plan: basic, device: phone });
    const first = await request(app)
      .post('/api/payment/create-subscription-with-device')
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send(body);
    const id = first.body.subscription.id as string;
    now = new Date(Date.now() + 29 * DAY);
    const res = await request(app)
      .post(`/api/subscriptions/${id}/cancel`)
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'Your coverage has been cancelled and your first payment of $12.99 has been refunded.',
    );
    expect(res.body.subscription.status).toBe('canceled');
    expect(res.body.refund).toMatchObject({ amount: -12.99, payment_type: 'refund' });
    const [charge] = await sandboxChargesOf(me.uid);
    expect(charge).toMatchObject({ refundedCents: 1299 });
    const twice = await request(app)
      .post(`/api/subscriptions/${id}/cancel`)
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey());
    expect(twice.status).toBe(409);

    const again = await request(app)
      .post('/api/payment/create-subscription-with-device')
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send(body);
    expect(again.status).toBe(201);
  });

  it('when a customer cancels after 30 days, then coverage runs to the end of the paid month without a refund', async () => {
    const me = await createUser();
    const subscription = await register(app, me);
    now = new Date(Date.now() + 31 * DAY);
    const res = await request(app)
      .post(`/api/subscriptions/${subscription.id}/cancel`)
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey());
    expect(res.status).toBe(200);
    expect(res.body.refund).toBeNull();
    expect(res.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(res.body.message).toContain('It stays active until');
    expect(
      (await docsWhere('payments', 'userId', me.uid)).filter((p) => p.type === 'refund'),
    ).toEqual([]);
  });
});
