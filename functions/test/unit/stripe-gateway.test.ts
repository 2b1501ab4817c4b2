// The Stripe adapter with the real `stripe` SDK, pointed at a local fake of Stripe's API: what it sends,
// and how it reads Stripe's answers and webhooks into the PaymentGateway port's terms.
import Stripe from 'stripe';
import { PaymentGatewayUnavailableError } from '../../src/adapters/payment-gateway';
import { createStripeGateway, WebhookSignatureError } from '../../src/adapters/stripe-gateway';
import {
  apiError,
  cardError,
  invoicePayment,
  invoicePaymentList,
  invoiceWithPayment,
  paymentIntent,
  startFakeStripeServer,
  subscription,
  subscriptionItem,
  type FakeStripeServer,
} from '../support/fake-stripe-server';

const WEBHOOK_SECRET = 'whsec_test_secret';

let server: FakeStripeServer;
beforeAll(async () => {
  server = await startFakeStripeServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

function gateway(stripe: Stripe = server.client()) {
  return createStripeGateway({
    secretKey: 'sk_test_fake',
    publishableKey: 'pk_test_fake',
    webhookSecret: WEBHOOK_SECRET,
    stripe,
  });
}

const start = {
  customerId: 'cus_test_1',
  paymentMethodId: 'pm_card_visa',
  items: [
    { key: 'plan:2', description: 'Standard protection', monthlyCents: 1299 },
    { key: 'addon:extended-warranty', description: 'Extended warranty', monthlyCents: 499 },
  ],
  billingZip: '94107',
  idempotencyKey: 'req-start-1',
  metadata: { userId: 'uid-1', subscriptionId: 'sub-ours-1' },
};

const charge = {
  customerId: 'cus_test_1',
  paymentMethodId: 'pm_1T_card_visa',
  amountCents: 2500,
  description: 'Plan change',
  offSession: true,
  idempotencyKey: 'req-charge-1',
  metadata: { userId: 'uid-1', purpose: 'plan-change' },
};

/** What the SDK sent, without the reads: method, path and idempotency key of every write. */
function writes() {
  return server.requests
    .filter((r) => r.method !== 'GET')
    .map((r) => ({ method: r.method, path: r.path, idempotencyKey: r.idempotencyKey }));
}

describe('Stripe gateway: identity', () => {
  it('when made, then it is the Stripe gateway that bills renewals itself, with the publishable key for the web', () => {
    const stripeGateway = gateway();
    expect(stripeGateway.mode).toBe('stripe');
    expect(stripeGateway.billsRenewals).toBe(true);
    expect(stripeGateway.publishableKey).toBe('pk_test_fake');
  });
});

describe('Stripe gateway: customers and cards', () => {
  it('when a customer is created, then Stripe gets the email, name and uid under a key made from the uid', async () => {
    const id = await gateway().createCustomer({
      uid: 'uid-1',
      email: 'ana@example.com',
      name: 'Ana Lima',
    });
    expect(id).toBe('cus_test_1');
    const [created] = server.requestsTo('POST', '/v1/customers');
    expect(created).toMatchObject({
      body: { email: 'ana@example.com', name: 'Ana Lima', metadata: { uid: 'uid-1' } },
      idempotencyKey: 'customer-uid-1',
    });
  });

  it('when a card is attached for a subscription, then it becomes the default of the customer and of that subscription', async () => {
    const result = await gateway().attachPaymentMethod({
      customerId: 'cus_test_1',
      paymentMethodId: 'pm_card_mastercard',
      gatewaySubscriptionId: 'sub_test_9',
      idempotencyKey: 'req-card-1',
    });
    expect(result).toEqual({ status: 'attached', card: { brand: 'visa', last4: '4242' } });
    // Stripe attaches a new PaymentMethod made from a test token: the defaults use its id.
    expect(server.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/v1/payment_methods/pm_card_mastercard/attach', { customer: 'cus_test_1' }],
      [
        'POST',
        '/v1/customers/cus_test_1',
        { invoice_settings: { default_payment_method: 'pm_1T_card_mastercard' } },
      ],
      ['POST', '/v1/subscriptions/sub_test_9', { default_payment_method: 'pm_1T_card_mastercard' }],
    ]);
    expect(writes().map((w) => w.idempotencyKey)).toEqual([
      'req-card-1:attach',
      'req-card-1:default',
      'req-card-1:subscription-default',
    ]);
  });

  it('when Stripe refuses to attach a card, then it comes back declined with its codes', async () => {
    server.on(
      'POST',
      '/v1/payment_methods/:id/attach',
      cardError({ code: 'card_declined', decline_code: 'generic_decline' }),
    );
    const result = await gateway().attachPaymentMethod({
      customerId: 'cus_test_1',
      paymentMethodId: 'pm_card_visa_chargeDeclined',
      gatewaySubscriptionId: null,
      idempotencyKey: 'req-card-2',
    });
    expect(result).toEqual({
      status: 'declined',
      chargeId: null,
      code: 'card_declined',
      declineCode: 'generic_decline',
    });
    expect(server.requestsTo('POST', '/v1/customers/:id')).toHaveLength(0);
  });
});

describe('Stripe gateway: starting a subscription', () => {
  it('when the card pays, then the first month is charged on a monthly USD price per item and the outcome is succeeded', async () => {
    const outcome = await gateway().startSubscription(start);

    expect(outcome).toEqual({
      status: 'succeeded',
      chargeId: 'pi_sub_1',
      amountCents: 1798,
      card: { brand: 'visa', last4: '4242' },
      gatewaySubscriptionId: 'sub_test_1',
    });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/payment_methods/pm_card_visa/attach',
      'POST /v1/payment_methods/pm_1T_card_visa',
      'POST /v1/customers/cus_test_1',
      'POST /v1/products',
      'POST /v1/products',
      'POST /v1/subscriptions',
      'GET /v1/payment_intents/pi_sub_1',
    ]);
    expect(server.requestsTo('POST', '/v1/payment_methods/:id')[0]!.body).toEqual({
      billing_details: { address: { postal_code: '94107' } },
    });
    expect(server.requestsTo('POST', '/v1/products').map((r) => r.body)).toEqual([
      { id: 'protect_plan_2', name: 'Standard protection', metadata: { key: 'plan:2' } },
      {
        id: 'protect_addon_extended-warranty',
        name: 'Extended warranty',
        metadata: { key: 'addon:extended-warranty' },
      },
    ]);
    expect(server.requestsTo('POST', '/v1/subscriptions')[0]!.body).toEqual({
      customer: 'cus_test_1',
      default_payment_method: 'pm_1T_card_visa',
      items: [
        {
          price_data: {
            currency: 'usd',
            product: 'protect_plan_2',
            unit_amount: '1299',
            recurring: { interval: 'month' },
          },
        },
        {
          price_data: {
            currency: 'usd',
            product: 'protect_addon_extended-warranty',
            unit_amount: '499',
            recurring: { interval: 'month' },
          },
        },
      ],
      payment_behavior: 'allow_incomplete',
      expand: ['latest_invoice.payments'],
      metadata: { userId: 'uid-1', subscriptionId: 'sub-ours-1' },
    });
    expect(server.requestsTo('GET', '/v1/payment_intents/:id')[0]!.query).toEqual({
      expand: ['payment_method'],
    });
  });

  it('when the same start is sent twice, then every create and update carries a key derived from ours, the same both times', async () => {
    // Two gateways, as on two instances: the second one does not know the products yet either.
    await gateway().startSubscription(start);
    const first = writes();
    server.reset();
    await gateway().startSubscription(start);

    expect(writes()).toEqual(first);
    expect(first.map((w) => w.idempotencyKey)).toEqual([
      'req-start-1:attach',
      'req-start-1:billing',
      'req-start-1:default',
      'product-plan:2',
      'product-addon:extended-warranty',
      'req-start-1:subscription',
    ]);
  });

  it('when one gateway starts two subscriptions with the same items, then it makes their products only once', async () => {
    const stripeGateway = gateway();
    await stripeGateway.startSubscription(start);
    await stripeGateway.startSubscription({ ...start, idempotencyKey: 'req-start-2' });
    expect(server.requestsTo('POST', '/v1/products')).toHaveLength(2);
    expect(server.requestsTo('POST', '/v1/subscriptions')).toHaveLength(2);
  });

  it('when a product already exists in Stripe, then it is reused instead of failing the start', async () => {
    server.on(
      'POST',
      '/v1/products',
      apiError(400, 'invalid_request_error', 'resource_already_exists'),
    );
    const outcome = await gateway().startSubscription(start);
    expect(outcome.status).toBe('succeeded');
    expect(server.requestsTo('GET', '/v1/products/:id').map((r) => r.path)).toEqual([
      '/v1/products/protect_plan_2',
      '/v1/products/protect_addon_extended-warranty',
    ]);
  });

  it('when the card needs 3-D Secure, then the outcome is requires_action with the client secret, and the subscription is kept', async () => {
    server.on('GET', '/v1/payment_intents/:id', (_req, [id]) => ({
      body: paymentIntent({
        id: id!,
        status: 'requires_action',
        client_secret: 'pi_sub_1_secret_3ds',
      }),
    }));
    const outcome = await gateway().startSubscription({
      ...start,
      paymentMethodId: 'pm_card_authenticationRequired',
    });
    expect(outcome).toEqual({
      status: 'requires_action',
      chargeId: 'pi_sub_1',
      clientSecret: 'pi_sub_1_secret_3ds',
      gatewaySubscriptionId: 'sub_test_1',
    });
    expect(server.requestsTo('DELETE', '/v1/subscriptions/:id')).toHaveLength(0);
  });

  it('when the start is sent again after the 3-D Secure step, then its current state is read, not the replayed one', async () => {
    // Stripe replays the saved create answer for a repeated key; only a fresh read shows the payment now.
    let reads = 0;
    server.on('GET', '/v1/payment_intents/:id', (_req, [id]) => ({
      body: paymentIntent({ id: id!, status: reads++ === 0 ? 'requires_action' : 'succeeded' }),
    }));
    const stripeGateway = gateway();
    expect((await stripeGateway.startSubscription(start)).status).toBe('requires_action');
    expect(await stripeGateway.startSubscription(start)).toMatchObject({
      status: 'succeeded',
      chargeId: 'pi_sub_1',
      gatewaySubscriptionId: 'sub_test_1',
    });
  });

  it('when the first invoice is declined for insufficient funds, then the outcome is declined with its codes and the incomplete subscription is cancelled', async () => {
    server.on('GET', '/v1/payment_intents/:id', (_req, [id]) => ({
      body: paymentIntent({
        id: id!,
        status: 'requires_payment_method',
        last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
      }),
    }));
    const outcome = await gateway().startSubscription({
      ...start,
      paymentMethodId: 'pm_card_visa_chargeDeclinedInsufficientFunds',
    });
    expect(outcome).toEqual({
      status: 'declined',
      chargeId: 'pi_sub_1',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
    });
    expect(server.requestsTo('DELETE', '/v1/subscriptions/:id').map((r) => r.path)).toEqual([
      '/v1/subscriptions/sub_test_1',
    ]);
  });

  it('when the card cannot even be attached, then the outcome is declined and no subscription is created', async () => {
    server.on(
      'POST',
      '/v1/payment_methods/:id/attach',
      cardError({ code: 'expired_card', message: 'Your card has expired.' }),
    );
    const outcome = await gateway().startSubscription(start);
    expect(outcome).toEqual({
      status: 'declined',
      chargeId: null,
      code: 'expired_card',
      declineCode: 'expired_card',
    });
    expect(server.requestsTo('POST', '/v1/subscriptions')).toHaveLength(0);
  });

  it('when Stripe refuses the subscription with a card error, then the outcome is declined with its PaymentIntent', async () => {
    server.on(
      'POST',
      '/v1/subscriptions',
      cardError({
        code: 'card_declined',
        decline_code: 'generic_decline',
        payment_intent: paymentIntent({ id: 'pi_sub_declined', status: 'requires_payment_method' }),
      }),
    );
    expect(await gateway().startSubscription(start)).toEqual({
      status: 'declined',
      chargeId: 'pi_sub_declined',
      code: 'card_declined',
      declineCode: 'generic_decline',
    });
  });

  it('when the first payment is still processing, then the gateway is unavailable for now (the same request later reads its outcome)', async () => {
    server.on('GET', '/v1/payment_intents/:id', (_req, [id]) => ({
      body: paymentIntent({ id: id!, status: 'processing' }),
    }));
    await expect(gateway().startSubscription(start)).rejects.toBeInstanceOf(
      PaymentGatewayUnavailableError,
    );
    expect(server.requestsTo('DELETE', '/v1/subscriptions/:id')).toHaveLength(0);
  });

  it('when Stripe answers 500, then the gateway is unavailable', async () => {
    server.on('POST', '/v1/subscriptions', apiError(500));
    await expect(gateway().startSubscription(start)).rejects.toBeInstanceOf(
      PaymentGatewayUnavailableError,
    );
  });

  it('when Stripe answers 500 and the client retries, then every retry carries the same key', async () => {
    server.on('POST', '/v1/subscriptions', apiError(500));
    await expect(
      gateway(server.client({ maxNetworkRetries: 1 })).startSubscription(start),
    ).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
    expect(server.requestsTo('POST', '/v1/subscriptions').map((r) => r.idempotencyKey)).toEqual([
      'req-start-1:subscription',
      'req-start-1:subscription',
    ]);
  });
});

describe('Stripe gateway: charges', () => {
  it('when an off-session charge succeeds, then Stripe is asked for a confirmed USD PaymentIntent on the saved card, under our key', async () => {
    const outcome = await gateway().charge(charge);
    expect(outcome).toEqual({
      status: 'succeeded',
      chargeId: 'pi_charge_1',
      amountCents: 1798,
      card: { brand: 'visa', last4: '4242' },
      gatewaySubscriptionId: null,
    });
    const [created] = server.requestsTo('POST', '/v1/payment_intents');
    expect(created).toMatchObject({
      body: {
        amount: '2500',
        currency: 'usd',
        customer: 'cus_test_1',
        payment_method: 'pm_1T_card_visa',
        confirm: 'true',
        off_session: 'true',
        description: 'Plan change',
        metadata: { userId: 'uid-1', purpose: 'plan-change' },
      },
      idempotencyKey: 'req-charge-1:charge',
    });
    expect(server.requestsTo('GET', '/v1/payment_intents/:id')[0]!.path).toBe(
      '/v1/payment_intents/pi_charge_1',
    );
  });

  it('when the same charge is sent twice, then both requests carry the same key', async () => {
    await gateway().charge(charge);
    await gateway().charge(charge);
    const keys = server.requestsTo('POST', '/v1/payment_intents').map((r) => r.idempotencyKey);
    expect(keys).toEqual(['req-charge-1:charge', 'req-charge-1:charge']);
  });

  it('when an on-session charge needs 3-D Secure, then off_session is not sent and the outcome is requires_action', async () => {
    server.on('GET', '/v1/payment_intents/:id', (_req, [id]) => ({
      body: paymentIntent({ id: id!, status: 'requires_action', client_secret: 'secret_3ds' }),
    }));
    const outcome = await gateway().charge({ ...charge, offSession: false });
    expect(outcome).toEqual({
      status: 'requires_action',
      chargeId: 'pi_charge_1',
      clientSecret: 'secret_3ds',
      gatewaySubscriptionId: null,
    });
    expect(server.requestsTo('POST', '/v1/payment_intents')[0]!.body.off_session).toBeUndefined();
  });

  it('when Stripe declines the charge with a card error, then the outcome is declined with the PaymentIntent id and codes', async () => {
    server.on(
      'POST',
      '/v1/payment_intents',
      cardError({
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        payment_intent: paymentIntent({ id: 'pi_declined_1', status: 'requires_payment_method' }),
      }),
    );
    expect(await gateway().charge(charge)).toEqual({
      status: 'declined',
      chargeId: 'pi_declined_1',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
    });
  });

  it.each([
    ['a 500', apiError(500)],
    ['a 503', apiError(503)],
    ['a rate limit (429)', apiError(429, 'invalid_request_error', 'rate_limit')],
  ])('when Stripe answers %s, then the gateway is unavailable', async (_name, answer) => {
    server.on('POST', '/v1/payment_intents', answer);
    await expect(gateway().charge(charge)).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
  });

  it('when Stripe cannot be reached, then the gateway is unavailable', async () => {
    const unreachable = new Stripe('sk_test_fake', {
      host: '127.0.0.1',
      port: 1,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(gateway(unreachable).charge(charge)).rejects.toBeInstanceOf(
      PaymentGatewayUnavailableError,
    );
  });

  it('when Stripe does not answer in time, then the gateway is unavailable', async () => {
    server.on('POST', '/v1/payment_intents', { body: {}, delayMs: 2_000 });
    await expect(gateway(server.client({ timeout: 100 })).charge(charge)).rejects.toBeInstanceOf(
      PaymentGatewayUnavailableError,
    );
  });

  it('when Stripe refuses the request as invalid, then its own error comes through, not unavailability', async () => {
    server.on(
      'POST',
      '/v1/payment_intents',
      apiError(400, 'invalid_request_error', 'parameter_invalid_integer'),
    );
    const failure = gateway().charge(charge);
    await expect(failure).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(failure).rejects.not.toBeInstanceOf(PaymentGatewayUnavailableError);
  });
});

describe('Stripe gateway: changes, cancellation, refunds, reconciliation', () => {
  it('when the items change, then the old ones are deleted and the new prices added, without proration', async () => {
    await gateway().updateSubscriptionItems({
      gatewaySubscriptionId: 'sub_test_1',
      items: [{ key: 'plan:3', description: 'Premium protection', monthlyCents: 1999 }],
      idempotencyKey: 'req-change-1',
    });
    const [update] = server.requestsTo('POST', '/v1/subscriptions/:id');
    expect(update).toMatchObject({
      path: '/v1/subscriptions/sub_test_1',
      body: {
        items: [
          { id: 'si_old_1', deleted: 'true' },
          {
            price_data: {
              currency: 'usd',
              product: 'protect_plan_3',
              unit_amount: '1999',
              recurring: { interval: 'month' },
            },
          },
        ],
        proration_behavior: 'none',
      },
      idempotencyKey: 'req-change-1:items',
    });
  });

  it('when the subscription already bills the wanted items, then nothing is updated', async () => {
    server.on('GET', '/v1/subscriptions/:id', (_req, [id]) => ({
      body: subscription({ id: id!, items: [subscriptionItem('si_1', 'protect_plan_3', 1999)] }),
    }));
    await gateway().updateSubscriptionItems({
      gatewaySubscriptionId: 'sub_test_1',
      items: [{ key: 'plan:3', description: 'Premium protection', monthlyCents: 1999 }],
      idempotencyKey: 'req-change-1',
    });
    expect(server.requestsTo('POST', '/v1/subscriptions/:id')).toHaveLength(0);
  });

  it('when cancelled at period end, then Stripe is told to cancel at the period end', async () => {
    await gateway().cancelSubscription({ gatewaySubscriptionId: 'sub_test_1', atPeriodEnd: true });
    expect(server.requestsTo('POST', '/v1/subscriptions/:id').map((r) => r.body)).toEqual([
      { cancel_at_period_end: 'true' },
    ]);
    expect(server.requestsTo('DELETE', '/v1/subscriptions/:id')).toHaveLength(0);
  });

  it('when cancelled now, then Stripe cancels the subscription', async () => {
    await gateway().cancelSubscription({ gatewaySubscriptionId: 'sub_test_1', atPeriodEnd: false });
    expect(server.requestsTo('DELETE', '/v1/subscriptions/:id').map((r) => r.path)).toEqual([
      '/v1/subscriptions/sub_test_1',
    ]);
  });

  it('when the subscription is already cancelled, then cancelling again does nothing', async () => {
    server.on('GET', '/v1/subscriptions/:id', (_req, [id]) => ({
      body: subscription({ id: id!, status: 'canceled' }),
    }));
    await gateway().cancelSubscription({ gatewaySubscriptionId: 'sub_test_1', atPeriodEnd: false });
    expect(writes()).toEqual([]);
  });

  it('when a charge is refunded, then Stripe refunds that PaymentIntent by the amount, under our key', async () => {
    const result = await gateway().refund({
      chargeId: 'pi_charge_1',
      amountCents: 700,
      idempotencyKey: 'req-refund-1',
    });
    expect(result).toEqual({ refundId: 're_test_1' });
    expect(server.requestsTo('POST', '/v1/refunds')[0]).toMatchObject({
      body: { payment_intent: 'pi_charge_1', amount: '700' },
      idempotencyKey: 'req-refund-1:refund',
    });
  });

  it('when charges are listed since a date, then every page is read and only the succeeded ones come back', async () => {
    server.on('GET', '/v1/payment_intents', (req) => ({
      body: req.query.starting_after
        ? {
            object: 'list',
            data: [
              paymentIntent({
                id: 'pi_3',
                status: 'succeeded',
                amount: 999,
                customer: 'cus_2',
                metadata: { userId: 'uid-2' },
                created: 1_767_312_000,
              }),
            ],
            has_more: false,
            url: '/v1/payment_intents',
          }
        : {
            object: 'list',
            data: [
              paymentIntent({
                id: 'pi_1',
                status: 'succeeded',
                amount: 1798,
                metadata: { userId: 'uid-1' },
                created: 1_767_225_600,
              }),
              paymentIntent({ id: 'pi_2', status: 'requires_payment_method' }),
            ],
            has_more: true,
            url: '/v1/payment_intents',
          },
    }));
    const charges = await gateway().listChargesSince(new Date('2026-01-01T00:00:00Z'));
    expect(charges).toEqual([
      {
        chargeId: 'pi_1',
        amountCents: 1798,
        createdAt: new Date(1_767_225_600_000),
        customerId: 'cus_test_1',
        metadata: { userId: 'uid-1' },
      },
      {
        chargeId: 'pi_3',
        amountCents: 999,
        createdAt: new Date(1_767_312_000_000),
        customerId: 'cus_2',
        metadata: { userId: 'uid-2' },
      },
    ]);
    const pages = server.requestsTo('GET', '/v1/payment_intents').map((r) => r.query);
    expect(pages).toEqual([
      { created: { gte: '1767225600' }, limit: '100' },
      { created: { gte: '1767225600' }, limit: '100', starting_after: 'pi_2' },
    ]);
  });
});

describe('Stripe gateway: webhook events', () => {
  function signed(event: object) {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return { body: Buffer.from(payload), header };
  }

  const PERIOD_START = 1_769_904_000; // 2026-02-01T00:00:00Z
  const PERIOD_END = 1_772_323_200; // 2026-03-01T00:00:00Z

  function renewalInvoice(fields: object) {
    return {
      id: 'in_renewal_1',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_due: 1798,
      amount_paid: 1798,
      // The invoice's own period is the one that just ended, not the one paid for.
      period_start: 1_767_225_600,
      period_end: PERIOD_START,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: 'sub_test_1', metadata: {} },
      },
      lines: {
        object: 'list',
        data: [
          {
            id: 'il_1',
            object: 'line_item',
            amount: 1798,
            period: { start: PERIOD_START, end: PERIOD_END },
            parent: {
              type: 'subscription_item_details',
              subscription_item_details: { subscription: 'sub_test_1', subscription_item: 'si_1' },
            },
          },
        ],
        has_more: false,
      },
      ...fields,
    };
  }

  const event = (id: string, type: string, object: object) => ({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: PERIOD_START,
    data: { object },
  });

  /** What the lookup of an invoice's payments asked: the invoice and the expansion, per request. */
  function paymentLookups() {
    return server.requestsTo('GET', '/v1/invoice_payments').map((r) => r.query);
  }

  const failedIntent = (id: string, error: { code?: string; decline_code?: string }) =>
    paymentIntent({ id, status: 'requires_payment_method', last_payment_error: error });

  it('when a renewal invoice is paid with its payments in the payload, then it reads as invoice.paid with the subscription, amount, reason and the next billing date, without asking Stripe', async () => {
    const invoice = renewalInvoice({
      payments: invoiceWithPayment('in_renewal_1', 'pi_renewal_1').payments,
    });
    const { body, header } = signed(event('evt_1', 'invoice.paid', invoice));
    expect(await gateway().readEvent(body, header)).toEqual({
      id: 'evt_1',
      type: 'invoice.paid',
      gatewaySubscriptionId: 'sub_test_1',
      chargeId: 'pi_renewal_1',
      invoiceId: 'in_renewal_1',
      amountCents: 1798,
      billingReason: 'subscription_cycle',
      periodEnd: new Date(PERIOD_END * 1000),
    });
    expect(server.requests).toEqual([]);
  });

  it('when a paid invoice carries no payments (as webhook payloads do), then its PaymentIntent is looked up among the invoice payments in Stripe', async () => {
    server.on('GET', '/v1/invoice_payments', (req) => ({
      body: invoicePaymentList(String(req.query.invoice), [
        invoicePayment(
          String(req.query.invoice),
          paymentIntent({ id: 'pi_looked_up_1', status: 'succeeded' }),
          { status: 'paid' },
        ),
      ]),
    }));
    const { body, header } = signed(event('evt_2', 'invoice.paid', renewalInvoice({})));
    expect(await gateway().readEvent(body, header)).toEqual({
      id: 'evt_2',
      type: 'invoice.paid',
      gatewaySubscriptionId: 'sub_test_1',
      chargeId: 'pi_looked_up_1',
      invoiceId: 'in_renewal_1',
      amountCents: 1798,
      billingReason: 'subscription_cycle',
      periodEnd: new Date(PERIOD_END * 1000),
    });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/invoice_payments',
    ]);
    expect(paymentLookups()).toEqual([
      { invoice: 'in_renewal_1', expand: ['data.payment.payment_intent'] },
    ]);
  });

  it('when a renewal payment fails with its PaymentIntent in the payload, then it reads as invoice.payment_failed with the amount due and the decline code, without asking Stripe', async () => {
    const { payments } = invoiceWithPayment(
      'in_renewal_1',
      failedIntent('pi_renewal_1', { code: 'card_declined', decline_code: 'insufficient_funds' }),
    );
    const invoice = renewalInvoice({ amount_paid: 0, payments });
    const { body, header } = signed(event('evt_3', 'invoice.payment_failed', invoice));
    expect(await gateway().readEvent(body, header)).toEqual({
      id: 'evt_3',
      type: 'invoice.payment_failed',
      gatewaySubscriptionId: 'sub_test_1',
      chargeId: 'pi_renewal_1',
      invoiceId: 'in_renewal_1',
      amountCents: 1798,
      billingReason: 'subscription_cycle',
      declineCode: 'insufficient_funds',
    });
    expect(server.requests).toEqual([]);
  });

  it('when a failed invoice carries no payments, then its PaymentIntent and decline code are looked up in Stripe', async () => {
    server.on('GET', '/v1/invoice_payments', (req) => ({
      body: invoicePaymentList(String(req.query.invoice), [
        invoicePayment(
          String(req.query.invoice),
          failedIntent('pi_looked_up_2', { code: 'card_declined', decline_code: 'do_not_honor' }),
        ),
      ]),
    }));
    const { body, header } = signed(
      event('evt_4', 'invoice.payment_failed', renewalInvoice({ amount_paid: 0 })),
    );
    expect(await gateway().readEvent(body, header)).toEqual({
      id: 'evt_4',
      type: 'invoice.payment_failed',
      gatewaySubscriptionId: 'sub_test_1',
      chargeId: 'pi_looked_up_2',
      invoiceId: 'in_renewal_1',
      amountCents: 1798,
      billingReason: 'subscription_cycle',
      declineCode: 'do_not_honor',
    });
    expect(paymentLookups()).toEqual([
      { invoice: 'in_renewal_1', expand: ['data.payment.payment_intent'] },
    ]);
  });

  it('when the looked-up failure has no decline code, then its error code stands for it', async () => {
    server.on('GET', '/v1/invoice_payments', (req) => ({
      body: invoicePaymentList(String(req.query.invoice), [
        invoicePayment(
          String(req.query.invoice),
          failedIntent('pi_looked_up_3', { code: 'expired_card' }),
        ),
      ]),
    }));
    const { body, header } = signed(
      event('evt_11', 'invoice.payment_failed', renewalInvoice({ amount_paid: 0 })),
    );
    expect(await gateway().readEvent(body, header)).toMatchObject({
      chargeId: 'pi_looked_up_3',
      declineCode: 'expired_card',
    });
  });

  it('when a failed invoice carries its PaymentIntent only as an id, then it is looked up for the decline code', async () => {
    const { payments } = invoiceWithPayment('in_renewal_1', 'pi_renewal_1');
    server.on('GET', '/v1/invoice_payments', (req) => ({
      body: invoicePaymentList(String(req.query.invoice), [
        invoicePayment(
          String(req.query.invoice),
          failedIntent('pi_renewal_1', { code: 'card_declined', decline_code: 'lost_card' }),
        ),
      ]),
    }));
    const invoice = renewalInvoice({ amount_paid: 0, payments });
    const { body, header } = signed(event('evt_12', 'invoice.payment_failed', invoice));
    expect(await gateway().readEvent(body, header)).toMatchObject({
      chargeId: 'pi_renewal_1',
      declineCode: 'lost_card',
    });
    expect(paymentLookups()).toHaveLength(1);
  });

  it('when the invoice has several payments, then the default one is taken, else the most recent', async () => {
    const answer = (payments: ReturnType<typeof invoicePayment>[]) =>
      server.on('GET', '/v1/invoice_payments', {
        body: invoicePaymentList('in_renewal_1', payments),
      });
    const { body, header } = signed(event('evt_13', 'invoice.paid', renewalInvoice({})));

    answer([
      invoicePayment('in_renewal_1', 'pi_old', { id: 'inpay_1', is_default: false, created: 1 }),
      invoicePayment('in_renewal_1', 'pi_default', { id: 'inpay_2', created: 2 }),
      invoicePayment('in_renewal_1', 'pi_new', { id: 'inpay_3', is_default: false, created: 3 }),
    ]);
    expect(await gateway().readEvent(body, header)).toMatchObject({ chargeId: 'pi_default' });

    answer([
      invoicePayment('in_renewal_1', 'pi_old', { id: 'inpay_1', is_default: false, created: 1 }),
      invoicePayment('in_renewal_1', 'pi_new', { id: 'inpay_3', is_default: false, created: 3 }),
      invoicePayment('in_renewal_1', 'pi_mid', { id: 'inpay_2', is_default: false, created: 2 }),
    ]);
    expect(await gateway().readEvent(body, header)).toMatchObject({ chargeId: 'pi_new' });
  });

  it('when Stripe lists no payment for the invoice, then the charge id and decline code are null', async () => {
    server.on('GET', '/v1/invoice_payments', { body: invoicePaymentList('in_renewal_1', []) });
    const paid = signed(event('evt_14', 'invoice.paid', renewalInvoice({})));
    expect(await gateway().readEvent(paid.body, paid.header)).toMatchObject({
      type: 'invoice.paid',
      chargeId: null,
    });
    const failed = signed(
      event('evt_15', 'invoice.payment_failed', renewalInvoice({ amount_paid: 0 })),
    );
    expect(await gateway().readEvent(failed.body, failed.header)).toMatchObject({
      type: 'invoice.payment_failed',
      chargeId: null,
      declineCode: null,
    });
  });

  it('when Stripe cannot be reached during the lookup, then the gateway is unavailable (the delivery is to be retried)', async () => {
    const unreachable = new Stripe('sk_test_fake', {
      host: '127.0.0.1',
      port: 1,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const { body, header } = signed(event('evt_16', 'invoice.paid', renewalInvoice({})));
    await expect(gateway(unreachable).readEvent(body, header)).rejects.toBeInstanceOf(
      PaymentGatewayUnavailableError,
    );
  });

  it('when Stripe answers 500 during the lookup, then the gateway is unavailable', async () => {
    server.on('GET', '/v1/invoice_payments', apiError(500));
    const { body, header } = signed(
      event('evt_17', 'invoice.payment_failed', renewalInvoice({ amount_paid: 0 })),
    );
    await expect(gateway().readEvent(body, header)).rejects.toBeInstanceOf(
      PaymentGatewayUnavailableError,
    );
  });

  it('when a subscription is deleted, then it reads as customer.subscription.deleted with its id', async () => {
    const deleted = subscription({ id: 'sub_test_1', status: 'canceled' });
    const { body, header } = signed(event('evt_5', 'customer.subscription.deleted', deleted));
    expect(await gateway().readEvent(body, header)).toEqual({
      id: 'evt_5',
      type: 'customer.subscription.deleted',
      gatewaySubscriptionId: 'sub_test_1',
    });
    expect(server.requests).toEqual([]);
  });

  it('when the event is of another type, then it is ignored with its Stripe type', async () => {
    const { body, header } = signed(
      event('evt_6', 'payment_intent.created', paymentIntent({ id: 'pi_x', status: 'succeeded' })),
    );
    expect(await gateway().readEvent(body, header)).toEqual({
      id: 'evt_6',
      type: 'ignored',
      stripeType: 'payment_intent.created',
    });
    expect(server.requests).toEqual([]);
  });

  it('when an invoice belongs to no subscription, then it is ignored without asking Stripe', async () => {
    const oneOff = renewalInvoice({ parent: null, lines: { object: 'list', data: [] } });
    const { body, header } = signed(event('evt_7', 'invoice.paid', oneOff));
    expect(await gateway().readEvent(body, header)).toEqual({
      id: 'evt_7',
      type: 'ignored',
      stripeType: 'invoice.paid',
    });
    expect(server.requests).toEqual([]);
  });

  it('when the signature is made with another secret, then reading throws the signature error without asking Stripe', async () => {
    const payload = JSON.stringify(event('evt_8', 'invoice.paid', renewalInvoice({})));
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    await expect(gateway().readEvent(Buffer.from(payload), header)).rejects.toThrow(
      WebhookSignatureError,
    );
    expect(server.requests).toEqual([]);
  });

  it('when the body was changed after signing, then reading throws the signature error without asking Stripe', async () => {
    const { header } = signed(event('evt_9', 'invoice.paid', renewalInvoice({})));
    const tampered = Buffer.from(
      JSON.stringify(event('evt_9', 'invoice.paid', renewalInvoice({ amount_paid: 1 }))),
    );
    await expect(gateway().readEvent(tampered, header)).rejects.toThrow(WebhookSignatureError);
    expect(server.requests).toEqual([]);
  });

  it('when the signature header is missing, then reading throws the signature error without asking Stripe', async () => {
    const { body } = signed(event('evt_10', 'invoice.paid', renewalInvoice({})));
    await expect(gateway().readEvent(body, undefined)).rejects.toThrow(WebhookSignatureError);
    await expect(gateway().readEvent(body, '')).rejects.toThrow(WebhookSignatureError);
    expect(server.requests).toEqual([]);
  });
});
