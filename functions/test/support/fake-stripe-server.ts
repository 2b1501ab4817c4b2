// A local stand-in for api.stripe.com, for driving the real `stripe` SDK offline: it records what the SDK
// sends (method, path, form-decoded body and query, Idempotency-Key) and answers canned objects shaped like
// Stripe's. Every endpoint the Stripe gateway uses has a default answer on the happy path; a test replaces
// the ones it is about with on(). Values in decoded bodies are strings, as on the wire.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A form-encoded value as Stripe's API reads it: `a[b][0]=x` is `{ a: { b: ['x'] } }`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export interface RecordedRequest {
  method: string;
  /** Without the query string. */
  path: string;
  query: FormObject;
  body: FormObject;
  idempotencyKey: string | undefined;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
  /** Answers only after this long (to exercise the client's timeout). */
  delayMs?: number;
}

export type FakeHandler = (request: RecordedRequest, params: string[]) => FakeAnswer;

export interface FakeStripeServer {
  readonly port: number;
  /** Every request received since the last reset(), oldest first. */
  readonly requests: RecordedRequest[];
  /**
   * Answers requests to this method and path (a string with `:id` placeholders, matched whole) with the
   * handler, or the fixed answer, instead of the default. The latest registration wins.
   */
  on(method: string, path: string, answer: FakeHandler | FakeAnswer): void;
  /** The recorded requests to this method and path pattern. */
  requestsTo(method: string, path: string): RecordedRequest[];
  /** Forgets recorded requests and registered answers. */
  reset(): void;
  /** A real Stripe client that talks to this server, without retries unless asked. */
  client(options?: { maxNetworkRetries?: number; timeout?: number }): Stripe;
  close(): Promise<void>;
}

interface Route {
  method: string;
  pattern: RegExp;
  handler: FakeHandler;
}

function routePattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}$`);
}

/** Decodes `application/x-www-form-urlencoded` with Stripe's bracket notation into nested objects and arrays. */
export function decodeForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const match = /^([^[]+)((?:\[[^\]]*\])*)$/.exec(key);
    const segments = match
      ? [match[1]!, ...[...match[2]!.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)]
      : [key];
    let node: FormObject = root;
    segments.forEach((segment, index) => {
      if (index === segments.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (typeof next !== 'object' || Array.isArray(next)) node[segment] = {};
      node = node[segment] as FormObject;
    });
  }
  return arraysFromIndexedObjects(root) as FormObject;
}

// The SDK encodes arrays as a[0], a[1]: objects whose keys are exactly 0..n-1 become arrays.
function arraysFromIndexedObjects(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(
    keys.map((key) => [key, arraysFromIndexedObjects(value[key]!)]),
  );
  const indexed = keys.length > 0 && keys.every((key, index) => key === String(index));
  return indexed ? keys.map((key) => converted[key]!) : converted;
}

// ---- Canned objects, shaped like Stripe's (only the fields the SDK and the gateway read). ----

export function cardPaymentMethod(
  id: string,
  card: { brand: string; last4: string } = { brand: 'visa', last4: '4242' },
  customer: string | null = null,
) {
  return {
    id,
    object: 'payment_method',
    type: 'card',
    customer,
    card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 },
    billing_details: { address: { postal_code: null }, email: null, name: null, phone: null },
    metadata: {},
  };
}

export function paymentIntent(fields: {
  id: string;
  status: string;
  amount?: number;
  customer?: string | null;
  client_secret?: string | null;
  last_payment_error?: { code?: string; decline_code?: string; message?: string } | null;
  payment_method?: unknown;
  metadata?: Record<string, string>;
  created?: number;
}) {
  const amount = fields.amount ?? 1798;
  return {
    object: 'payment_intent',
    amount,
    amount_received: fields.status === 'succeeded' ? amount : 0,
    currency: 'usd',
    customer: 'cus_test_1',
    client_secret: `${fields.id}_secret_test`,
    last_payment_error: null,
    payment_method: cardPaymentMethod('pm_1T_card_visa'),
    metadata: {},
    created: 1_767_225_600,
    livemode: false,
    ...fields,
  };
}

export function subscriptionItem(id: string, product: string, unitAmount: number) {
  return {
    id,
    object: 'subscription_item',
    price: {
      id: `price_${id}`,
      object: 'price',
      currency: 'usd',
      product,
      unit_amount: unitAmount,
      recurring: { interval: 'month', interval_count: 1 },
    },
    quantity: 1,
  };
}

export function subscription(fields: {
  id: string;
  status?: string;
  items?: ReturnType<typeof subscriptionItem>[];
  latest_invoice?: unknown;
  cancel_at_period_end?: boolean;
  metadata?: Record<string, string>;
}) {
  const items = fields.items ?? [];
  return {
    object: 'subscription',
    status: 'active',
    customer: 'cus_test_1',
    cancel_at_period_end: false,
    latest_invoice: null,
    metadata: {},
    livemode: false,
    ...fields,
    items: {
      object: 'list',
      data: items,
      has_more: false,
      url: `/v1/subscription_items?subscription=${fields.id}`,
    },
  };
}

/**
 * One payment of an invoice (how this API version links an invoice to its PaymentIntent): the
 * PaymentIntent as an id, or as an object when expanded.
 */
export function invoicePayment(
  invoiceId: string,
  paymentIntentOrId: unknown,
  fields: { id?: string; is_default?: boolean; status?: string; created?: number } = {},
) {
  return {
    id: `inpay_${invoiceId}`,
    object: 'invoice_payment',
    invoice: invoiceId,
    is_default: true,
    status: 'open',
    created: 1_767_225_600,
    livemode: false,
    ...fields,
    payment: { type: 'payment_intent', payment_intent: paymentIntentOrId },
  };
}

/** A page of an invoice's payments, as GET /v1/invoice_payments?invoice=... answers it. */
export function invoicePaymentList(
  invoiceId: string,
  payments: ReturnType<typeof invoicePayment>[],
) {
  return {
    object: 'list',
    data: payments,
    has_more: false,
    url: `/v1/invoice_payments?invoice=${invoiceId}`,
  };
}

/**
 * An invoice with its payments expanded (how this API version links the PaymentIntent): the PaymentIntent
 * as an id, or as an object when the test needs it expanded.
 */
export function invoiceWithPayment(invoiceId: string, paymentIntentOrId: unknown) {
  return {
    id: invoiceId,
    object: 'invoice',
    status: 'open',
    billing_reason: 'subscription_create',
    payments: invoicePaymentList(invoiceId, [invoicePayment(invoiceId, paymentIntentOrId)]),
  };
}

/** Stripe's answer to a declined card: HTTP 402 with a card_error. */
export function cardError(fields: {
  code: string;
  decline_code?: string;
  payment_intent?: unknown;
  message?: string;
}): FakeAnswer {
  return {
    status: 402,
    body: {
      error: {
        type: 'card_error',
        message: fields.message ?? 'Your card was declined.',
        code: fields.code,
        ...(fields.decline_code ? { decline_code: fields.decline_code } : {}),
        ...(fields.payment_intent ? { payment_intent: fields.payment_intent } : {}),
      },
    },
  };
}

export function apiError(status: number, type = 'api_error', code?: string): FakeAnswer {
  return {
    status,
    body: { error: { type, message: `Fake Stripe error ${status}`, ...(code ? { code } : {}) } },
  };
}

// Test PaymentMethod ids (pm_card_visa...) are tokens: Stripe attaches a new PaymentMethod made from them,
// with an id of its own. The fake does the same, so the gateway must use the attached id afterwards.
export function attachedPaymentMethodId(paymentMethodId: string): string {
  return paymentMethodId.startsWith('pm_card_')
    ? `pm_1T_${paymentMethodId.slice(3)}`
    : paymentMethodId;
}

function defaultRoutes(): Route[] {
  const routes: Route[] = [];
  const add = (method: string, path: string, handler: FakeHandler) =>
    routes.push({ method, pattern: routePattern(path), handler });
  const ok = (body: unknown): FakeAnswer => ({ status: 200, body });
  const text = (value: FormValue | undefined) => (typeof value === 'string' ? value : undefined);

  add('POST', '/v1/customers', (req) =>
    ok({
      id: 'cus_test_1',
      object: 'customer',
      email: text(req.body.email) ?? null,
      name: text(req.body.name) ?? null,
      metadata: req.body.metadata ?? {},
    }),
  );
  add('POST', '/v1/customers/:id', (_req, [id]) => ok({ id, object: 'customer', metadata: {} }));
  add('POST', '/v1/payment_methods/:id/attach', (req, [id]) =>
    ok(cardPaymentMethod(attachedPaymentMethodId(id!), undefined, text(req.body.customer))),
  );
  add('POST', '/v1/payment_methods/:id', (_req, [id]) => ok(cardPaymentMethod(id!)));
  add('POST', '/v1/products', (req) =>
    ok({
      id: text(req.body.id) ?? 'prod_test_1',
      object: 'product',
      name: text(req.body.name),
      metadata: req.body.metadata ?? {},
    }),
  );
  add('GET', '/v1/products/:id', (_req, [id]) => ok({ id, object: 'product', metadata: {} }));
  add('POST', '/v1/subscriptions', (req) =>
    ok(
      subscription({
        id: 'sub_test_1',
        latest_invoice: invoiceWithPayment('in_test_1', 'pi_sub_1'),
        metadata: (req.body.metadata as Record<string, string> | undefined) ?? {},
      }),
    ),
  );
  add('GET', '/v1/subscriptions/:id', (_req, [id]) =>
    ok(subscription({ id: id!, items: [subscriptionItem('si_old_1', 'protect_plan_1', 999)] })),
  );
  add('POST', '/v1/subscriptions/:id', (req, [id]) =>
    ok(
      subscription({
        id: id!,
        cancel_at_period_end: text(req.body.cancel_at_period_end) === 'true',
      }),
    ),
  );
  add('DELETE', '/v1/subscriptions/:id', (_req, [id]) =>
    ok(subscription({ id: id!, status: 'canceled' })),
  );
  add('POST', '/v1/payment_intents', (req) =>
    ok(
      paymentIntent({
        id: 'pi_charge_1',
        status: 'succeeded',
        amount: Number(text(req.body.amount) ?? 0),
      }),
    ),
  );
  add('GET', '/v1/payment_intents/:id', (_req, [id]) =>
    ok(paymentIntent({ id: id!, status: 'succeeded' })),
  );
  add('GET', '/v1/payment_intents', () =>
    ok({ object: 'list', data: [], has_more: false, url: '/v1/payment_intents' }),
  );
  // An invoice's payments: one default payment by a succeeded PaymentIntent named after the invoice,
  // expanded when asked for.
  add('GET', '/v1/invoice_payments', (req) => {
    const invoiceId = text(req.query.invoice) ?? 'in_test_1';
    const expand = req.query.expand;
    const expanded = Array.isArray(expand) && expand.includes('data.payment.payment_intent');
    const intentId = `pi_${invoiceId.replace(/^in_/, '')}`;
    const intent = expanded ? paymentIntent({ id: intentId, status: 'succeeded' }) : intentId;
    return ok(invoicePaymentList(invoiceId, [invoicePayment(invoiceId, intent)]));
  });
  add('POST', '/v1/refunds', (req) =>
    ok({
      id: 're_test_1',
      object: 'refund',
      amount: Number(text(req.body.amount) ?? 0),
      payment_intent: text(req.body.payment_intent),
      status: 'succeeded',
    }),
  );
  return routes;
}

export async function startFakeStripeServer(): Promise<FakeStripeServer> {
  const requests: RecordedRequest[] = [];
  let overrides: Route[] = [];
  const defaults = defaultRoutes();

  const answer = (request: RecordedRequest): FakeAnswer => {
    // Overrides first, newest first; then the defaults.
    for (const route of [...[...overrides].reverse(), ...defaults]) {
      const match = route.method === request.method ? route.pattern.exec(request.path) : null;
      if (match) return route.handler(request, match.slice(1).map(decodeURIComponent));
    }
    return apiError(404, 'invalid_request_error', 'resource_missing');
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-stripe');
      const key = req.headers['idempotency-key'];
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: decodeForm(url.search.slice(1)),
        body: decodeForm(Buffer.concat(chunks).toString('utf8')),
        idempotencyKey: Array.isArray(key) ? key[0] : key,
      };
      requests.push(request);
      const { status = 200, body, delayMs = 0 } = answer(request);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        res.end(JSON.stringify(body));
      };
      if (delayMs > 0) setTimeout(send, delayMs).unref();
      else send();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    port,
    requests,
    on(method, path, response) {
      const handler: FakeHandler = typeof response === 'function' ? response : () => response;
      overrides.push({ method, pattern: routePattern(path), handler });
    },
    requestsTo(method, path) {
      const pattern = routePattern(path);
      return requests.filter((r) => r.method === method && pattern.test(r.path));
    },
    reset() {
      requests.length = 0;
      overrides = [];
    },
    client(options = {}) {
      return new Stripe('sk_test_fake', {
        host: '127.0.0.1',
        port,
        protocol: 'http',
        maxNetworkRetries: options.maxNetworkRetries ?? 0,
        timeout: options.timeout ?? 5_000,
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
