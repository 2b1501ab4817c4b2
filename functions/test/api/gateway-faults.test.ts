// Faults (issue 14 part 3): the payment gateway fails during a registration (POST
// /api/payment/create-subscription-with-device). A 5xx or a timeout answers the spec's 503, leaves no
// subscription, device, payment or IMEI hold behind and no Idempotency-Key stuck, and the retry with the
// same key registers once. The gateway gets the same idempotency key both times, so a charge made before
// the answer was lost is found again, not made twice.
import { FieldPath } from 'firebase-admin/firestore';
import request from 'supertest';
import type { PaymentGateway } from '../../src/adapters/payment-gateway';
import { PaymentGatewayUnavailableError } from '../../src/adapters/payment-gateway';
import { createStripeGateway } from '../../src/adapters/stripe-gateway';
import { aDevicePricing, aPlan } from '../support/builders';
import { bearer, createUser, firestore, storeCatalogue } from '../support/emulator';
import {
  type FakeStripeServer,
  apiError,
  invoiceWithPayment,
  startFakeStripeServer,
  subscription as stripeSubscription,
} from '../support/fake-stripe-server';
import {
  docsWhere,
  newIdempotencyKey,
  paymentsApp,
  registrationBody,
  sandboxChargesOf,
  sandboxGateway,
} from '../support/payments';

const PATH = '/api/payment/create-subscription-with-device';
const UNAVAILABLE = 'Payment service temporarily unavailable. Please try again in a few moments.';
// Priced as the fake Stripe charges its payment intents (1798), so that the records these tests leave add
// up when the suite's records are checked as a whole.
const premium = aPlan({ planType: 'premium', name: 'Premium Plan', monthlyPriceCents: 1798 });
const phone = aDevicePricing({ deviceValueCents: 79_900, planPriceCents: 1299 });

/** What a failed registration must not leave: records, an IMEI hold, a key still processing. */
async function nothingHalfMade(uid: string, imei: string) {
  expect(await docsWhere('subscriptions', 'userId', uid)).toEqual([]);
  expect(await docsWhere('devices', 'userId', uid)).toEqual([]);
  expect(await docsWhere('payments', 'userId', uid)).toEqual([]);
  expect(await docsWhere('deviceImeis', 'imei', imei)).toEqual([]);
  // Keys are stored as `${uid}:${hash}`: none of this customer's may still be processing.
  const keys = await firestore
    .collection('idempotencyKeys')
    .where(FieldPath.documentId(), '>=', `${uid}:`)
    .where(FieldPath.documentId(), '<', `${uid};`)
    .get();
  expect(keys.docs.map((d) => d.get('state'))).not.toContain('processing');
}

/** Exactly one registration recorded: one subscription, device and first payment. */
async function registeredOnce(uid: string) {
  expect(await docsWhere('subscriptions', 'userId', uid)).toHaveLength(1);
  expect(await docsWhere('devices', 'userId', uid)).toHaveLength(1);
  expect(await docsWhere('payments', 'userId', uid)).toHaveLength(1);
}

describe('the payment gateway fails during a registration', () => {
  let cleanUp: () => Promise<void>;
  let server: FakeStripeServer;
  beforeAll(async () => {
    cleanUp = await storeCatalogue({ plans: [premium], devices: [phone] });
    server = await startFakeStripeServer();
  });
  afterAll(async () => {
    await cleanUp();
    await server.close();
  });
  beforeEach(() => server.reset());

  function stripeApp(timeoutMs = 10_000) {
    return paymentsApp({
      gateway: {
        kind: 'stripe',
        gateway: createStripeGateway({
          secretKey: 'sk_test_fake',
          publishableKey: 'pk_test_fake',
          webhookSecret: 'whsec_test',
          stripe: server.client({ timeout: timeoutMs }),
        }),
      },
    });
  }

  /** Stripe answers the subscription request with `fault` once, then makes it. */
  function subscriptionsFailOnce(fault: { status?: number; body: unknown; delayMs?: number }) {
    let failed = false;
    server.on('POST', '/v1/subscriptions', () => {
      if (!failed) {
        failed = true;
        return fault;
      }
      return {
        body: stripeSubscription({
          id: 'sub_after_fault',
          latest_invoice: invoiceWithPayment('in_after_fault', 'pi_after_fault'),
        }),
      };
    });
  }

  async function registerTwice(app: ReturnType<typeof paymentsApp>) {
    const me = await createUser();
    const key = newIdempotencyKey();
    const body = registrationBody({ plan: premium, device: phone });
    const send = () =>
      request(app)
        .post(PATH)
        .set(...bearer(me))
        .set('Idempotency-Key', key)
        .send(body);
    const started = Date.now();
    const first = await send();
    const firstMs = Date.now() - started;
    expect(first.status).toBe(503);
    expect(first.body).toMatchObject({ success: false, message: UNAVAILABLE });
    await nothingHalfMade(me.uid, body.deviceData.imei);
    const retry = await send();
    expect(retry.status).toBe(201);
    await registeredOnce(me.uid);
    // A third send replays the stored answer: still one of each.
    const replay = await send();
    expect(replay.body.subscription.id).toBe(retry.body.subscription.id);
    await registeredOnce(me.uid);
    return { me, firstMs };
  }

  it('when Stripe answers 503 to the subscription, then the answer is the 503 message, nothing is half-made, and the retry registers once with the same gateway key', async () => {
    subscriptionsFailOnce(apiError(503));
    await registerTwice(stripeApp());
    const sent = server.requestsTo('POST', '/v1/subscriptions');
    expect(sent).toHaveLength(2);
    expect(sent[0]!.idempotencyKey).toBeDefined();
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
  });

  it('when Stripe times out on the subscription, then the answer is a 503 within the client timeout, and the retry sends the same gateway key (no second charge)', async () => {
    subscriptionsFailOnce({ body: {}, delayMs: 3_000 });
    const { firstMs } = await registerTwice(stripeApp(1_000));
    expect(firstMs).toBeLessThan(10_000);
    const keys = server.requestsTo('POST', '/v1/subscriptions').map((r) => r.idempotencyKey);
    expect(new Set(keys).size).toBe(1);
  });

  it('when the sandbox gateway is down before charging, then nothing is charged or recorded and the retry charges once', async () => {
    const sandbox = sandboxGateway();
    let down = true;
    const flaky: PaymentGateway = {
      ...sandbox,
      async startSubscription(input) {
        if (down) {
          down = false;
          throw new PaymentGatewayUnavailableError('502 from the gateway');
        }
        return sandbox.startSubscription(input);
      },
    };
    const { me } = await registerTwice(
      paymentsApp({ gateway: { kind: 'sandbox', gateway: { ...sandbox, ...flaky } } }),
    );
    expect(await sandboxChargesOf(me.uid)).toHaveLength(1);
  });

  it('when the gateway cannot make the customer, then the same 503 and nothing is half-made', async () => {
    const sandbox = sandboxGateway();
    let down = true;
    const flaky: PaymentGateway = {
      ...sandbox,
      async createCustomer(user) {
        if (down) {
          down = false;
          throw new PaymentGatewayUnavailableError('connection refused');
        }
        return sandbox.createCustomer(user);
      },
    };
    const { me } = await registerTwice(
      paymentsApp({ gateway: { kind: 'sandbox', gateway: { ...sandbox, ...flaky } } }),
    );
    expect(await sandboxChargesOf(me.uid)).toHaveLength(1);
  });
});
