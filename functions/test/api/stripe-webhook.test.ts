// Stripe mode: a registration through the Stripe adapter (the real SDK against a local fake Stripe), and
// POST /api/stripe/webhook: signatures checked over the raw body, each event applied once, and invoices
// moving our subscription (renewal paid, renewal failed, subscription deleted); deliveries repeated, at
// once, and out of order (issue 14 part 3) leave each invoice counted once and the state never rolled back.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import request from 'supertest';
import { createStripeGateway } from '../../src/adapters/stripe-gateway';
import { aDevicePricing, aPlan } from '../support/builders';
import { bearer, createUser, storeCatalogue } from '../support/emulator';
import {
  type FakeStripeServer,
  invoiceWithPayment,
  startFakeStripeServer,
  subscription as stripeSubscription,
} from '../support/fake-stripe-server';
import { docsWhere, newIdempotencyKey, paymentsApp, registrationBody } from '../support/payments';

const WEBHOOK_SECRET = 'whsec_test_secret';
const premium = aPlan({ planType: 'premium', name: 'Premium Plan', monthlyPriceCents: 1798 });
const phone = aDevicePricing();
/** The end of the period a renewal invoice pays: two months from now, after the first paid month. */
const PERIOD_END = Math.floor(Date.now() / 1000) + 60 * 24 * 60 * 60;

function signed(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

function invoiceEvent(type: string, subscriptionId: string, fields: object = {}) {
  const invoiceId = `in_${randomUUID().slice(0, 8)}`;
  return {
    id: `evt_${randomUUID().slice(0, 12)}`,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: PERIOD_END,
    data: {
      object: {
        id: invoiceId,
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        amount_due: 1798,
        amount_paid: type === 'invoice.paid' ? 1798 : 0,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subscriptionId, metadata: {} },
        },
        lines: {
          object: 'list',
          data: [
            {
              id: 'il_1',
              object: 'line_item',
              amount: 1798,
              period: { start: PERIOD_END - 2_419_200, end: PERIOD_END },
            },
          ],
          has_more: false,
        },
        payments: invoiceWithPayment(invoiceId, `pi_${invoiceId}`).payments,
        ...fields,
      },
    },
  };
}

describe('Stripe webhooks', () => {
  let server: FakeStripeServer;
  let cleanUp: () => Promise<void>;
  let app: ReturnType<typeof paymentsApp>;
  beforeAll(async () => {
    server = await startFakeStripeServer();
    cleanUp = await storeCatalogue({ plans: [premium], devices: [phone] });
    app = paymentsApp({
      gateway: {
        kind: 'stripe',
        gateway: createStripeGateway({
          secretKey: 'sk_test_fake',
          publishableKey: 'pk_test_fake',
          webhookSecret: WEBHOOK_SECRET,
          stripe: server.client(),
        }),
      },
    });
  });
  afterAll(async () => {
    await cleanUp();
    await server.close();
  });

  /** A customer registered through Stripe, on a Stripe subscription of its own. */
  async function registeredOnStripe() {
    const me = await createUser();
    const stripeId = `sub_${randomUUID().slice(0, 10)}`;
    server.on('POST', '/v1/subscriptions', () => ({
      body: stripeSubscription({
        id: stripeId,
        latest_invoice: invoiceWithPayment(`in_first_${stripeId}`, 'pi_first'),
      }),
    }));
    const res = await request(app)
      .post('/api/payment/create-subscription-with-device')
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send(registrationBody({ plan: premium, device: phone }));
    expect(res.status).toBe(201);
    return { me, stripeId, subscriptionId: res.body.subscription.id as string };
  }

  const deliver = (event: object, secret?: string) => {
    const { payload, header } = signed(event, secret);
    return request(app)
      .post('/api/stripe/webhook')
      .set('Stripe-Signature', header)
      .set('Content-Type', 'application/json')
      .send(payload);
  };

  it('when a registration goes through Stripe, then our subscription keeps the Stripe subscription and the card config says stripe', async () => {
    const { me, stripeId } = await registeredOnStripe();
    const [stored] = await docsWhere('subscriptions', 'userId', me.uid);
    expect(stored).toMatchObject({
      status: 'active',
      gateway: { mode: 'stripe', subscriptionId: stripeId },
    });
    const config = await request(app).get('/api/payment/config');
    expect(config.body).toEqual({ success: true, mode: 'stripe', publishableKey: 'pk_test_fake' });
  });

  it('when a delivery has a bad signature, or none, then it is a 400 and nothing moves', async () => {
    const { me, stripeId } = await registeredOnStripe();
    const event = invoiceEvent('invoice.payment_failed', stripeId);
    expect((await deliver(event, 'whsec_someone_else')).status).toBe(400);
    const unsigned = await request(app)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(event));
    expect(unsigned.status).toBe(400);
    const [stored] = await docsWhere('subscriptions', 'userId', me.uid);
    expect(stored).toMatchObject({ status: 'active' });
  });

  it('when a renewal invoice is paid, then the subscription runs to the paid period end with a payment record, and a repeated event changes nothing', async () => {
    const { me, stripeId } = await registeredOnStripe();
    const event = invoiceEvent('invoice.paid', stripeId);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    const again = await deliver(event);
    expect(again.body).toEqual({ received: true, duplicate: true });

    const [stored] = await docsWhere('subscriptions', 'userId', me.uid);
    expect(stored).toMatchObject({ status: 'active', paidPeriods: 2 });
    expect((stored!.nextBillingDate as FirebaseFirestore.Timestamp).toDate()).toEqual(
      new Date(PERIOD_END * 1000),
    );
    const renewals = (await docsWhere('payments', 'userId', me.uid)).filter(
      (p) => p.type === 'renewal',
    );
    expect(renewals).toEqual([
      expect.objectContaining({
        amountCents: 1798,
        status: 'succeeded',
        chargeId: `pi_${event.data.object.id}`,
      }),
    ]);
    // Stripe bills the renewals in this mode: the paid invoice queues its receipt, once.
    const receipts = (await docsWhere('mail', 'uid', me.uid)).filter(
      (m) => m.kind === 'renewal-receipt',
    );
    expect(receipts).toEqual([expect.objectContaining({ to: me.email })]);
  });

  it('when a renewal invoice fails, then the subscription is past_due with a failed payment', async () => {
    const { me, stripeId } = await registeredOnStripe();
    expect((await deliver(invoiceEvent('invoice.payment_failed', stripeId))).status).toBe(200);
    const [stored] = await docsWhere('subscriptions', 'userId', me.uid);
    expect(stored).toMatchObject({ status: 'past_due' });
    expect(
      (await docsWhere('payments', 'userId', me.uid)).filter((p) => p.status === 'failed'),
    ).toHaveLength(1);
  });

  it('when Stripe deletes the subscription, then coverage ends and the IMEI is free again', async () => {
    const { me, stripeId } = await registeredOnStripe();
    const deleted = {
      id: `evt_${randomUUID().slice(0, 12)}`,
      object: 'event',
      type: 'customer.subscription.deleted',
      api_version: '2026-10-28.endive',
      created: PERIOD_END,
      data: { object: stripeSubscription({ id: stripeId, status: 'canceled' }) },
    };
    expect((await deliver(deleted)).status).toBe(200);
    const [stored] = await docsWhere('subscriptions', 'userId', me.uid);
    expect(stored).toMatchObject({ status: 'canceled' });
    expect(await docsWhere('deviceImeis', 'subscriptionId', stored!.id)).toEqual([]);
  });

  /** The same invoice event for another period: `periods` months of 28 days after PERIOD_END. */
  function laterPeriod(event: ReturnType<typeof invoiceEvent>, periods: number) {
    const end = PERIOD_END + periods * 2_419_200;
    const object = event.data.object;
    const line = { ...object.lines.data[0]!, period: { start: end - 2_419_200, end } };
    return {
      ...event,
      data: { object: { ...object, lines: { ...object.lines, data: [line] } } },
    };
  }

  const renewalsOf = async (uid: string) =>
    (await docsWhere('payments', 'userId', uid)).filter((p) => p.type === 'renewal');

  it('when the same event is delivered twice at once, then it is applied once', async () => {
    const { me, stripeId } = await registeredOnStripe();
    const event = invoiceEvent('invoice.paid', stripeId);
    const answers = await Promise.all([deliver(event), deliver(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.duplicate).sort()).toEqual([false, true]);
    const [stored] = await docsWhere('subscriptions', 'userId', me.uid);
    expect(stored).toMatchObject({ status: 'active', paidPeriods: 2 });
    expect(await renewalsOf(me.uid)).toHaveLength(1);
    const receipts = (await docsWhere('mail', 'uid', me.uid)).filter(
      (m) => m.kind === 'renewal-receipt',
    );
    expect(receipts).toHaveLength(1);
  });

  it('when a later period is paid before an earlier one, then the next billing date never moves back and both periods count', async () => {
    const { me, stripeId } = await registeredOnStripe();
    const earlier = invoiceEvent('invoice.paid', stripeId);
    const later = laterPeriod(invoiceEvent('invoice.paid', stripeId), 1);
    expect((await deliver(later)).status).toBe(200);
    expect((await deliver(earlier)).status).toBe(200);
    const [stored] = await docsWhere('subscriptions', 'userId', me.uid);
    expect(stored).toMatchObject({ status: 'active', paidPeriods: 3 });
    expect(
      (stored!.nextBillingDate as FirebaseFirestore.Timestamp).toDate().getTime(),
    ).toBeGreaterThanOrEqual((PERIOD_END + 2_419_200) * 1000);
    expect(await renewalsOf(me.uid)).toHaveLength(2);
  });

  it('when one invoice is announced paid by two events, then it counts once', async () => {
    const { me, stripeId } = await registeredOnStripe();
    const event = invoiceEvent('invoice.paid', stripeId);
    await deliver(event);
    await deliver({ ...event, id: `evt_${randomUUID().slice(0, 12)}` });
    const [stored] = await docsWhere('subscriptions', 'userId', me.uid);
    expect(stored).toMatchObject({ paidPeriods: 2 });
    expect(await renewalsOf(me.uid)).toHaveLength(1);
  });

  it('when a failed attempt of an invoice arrives after its paid retry, then the subscription stays active', async () => {
    const { me, stripeId } = await registeredOnStripe();
    const paid = invoiceEvent('invoice.paid', stripeId);
    const failed = invoiceEvent('invoice.payment_failed', stripeId);
    failed.data.object.id = paid.data.object.id;
    await deliver(paid);
    expect((await deliver(failed)).status).toBe(200);
    const [stored] = await docsWhere('subscriptions', 'userId', me.uid);
    expect(stored).toMatchObject({ status: 'active', paidPeriods: 2 });
    const renewals = await renewalsOf(me.uid);
    expect(renewals.map((p) => p.status).sort()).toEqual(['failed', 'succeeded']);
  });

  it('when a renewal paid before the deletion arrives after it, then coverage stays ended', async () => {
    const { me, stripeId } = await registeredOnStripe();
    const deleted = {
      id: `evt_${randomUUID().slice(0, 12)}`,
      object: 'event',
      type: 'customer.subscription.deleted',
      api_version: '2026-10-28.endive',
      created: PERIOD_END,
      data: { object: stripeSubscription({ id: stripeId, status: 'canceled' }) },
    };
    await deliver(deleted);
    expect((await deliver(invoiceEvent('invoice.paid', stripeId))).status).toBe(200);
    const [stored] = await docsWhere('subscriptions', 'userId', me.uid);
    expect(stored).toMatchObject({ status: 'canceled' });
  });

  it('when an event is for a subscription that is not ours, then it is acknowledged and ignored', async () => {
    const res = await deliver(invoiceEvent('invoice.paid', 'sub_not_ours'));
    expect(res.status).toBe(200);
  });
});
