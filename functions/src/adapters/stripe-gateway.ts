// The Stripe adapter of the PaymentGateway port (DESIGN.md section 5). Written against the installed SDK's
// API version (stripe v23: 2026-10-28.endive), where an invoice no longer has `payment_intent`: its
// PaymentIntent is found through `invoice.payments` (an includable list, which event payloads leave out:
// readEvent then asks Stripe for the invoice's payments), and its subscription through
// `invoice.parent.subscription_details`. The webhook endpoint must send events in this version too.
import Stripe from 'stripe';
import {
  PaymentGatewayUnavailableError,
  type CardSummary,
  type ChargeOutcome,
  type GatewayCharge,
  type GatewayEvent,
  type InvoiceEvent,
  type PaymentGateway,
  type SubscriptionItem,
} from './payment-gateway';

export interface StripeGatewayOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** A ready client (tests point one at a local fake server); else one is made from secretKey. */
  stripe?: Stripe;
}

export type StripeGateway = PaymentGateway & {
  /**
   * Verifies a webhook delivery against the signing secret and reads it into a GatewayEvent. Rejects with
   * WebhookSignatureError when the signature is missing or wrong, or the body cannot be read (answer 400);
   * this is decided before any request to Stripe.
   *
   * Event payloads leave out `invoice.payments`: for invoice.paid and invoice.payment_failed without their
   * PaymentIntent in the payload, the invoice's payments are read from Stripe to find it (and, for a
   * failure, its decline code). Rejects with PaymentGatewayUnavailableError when Stripe cannot answer that
   * (connection, timeout, 429, 5xx): answer 5xx so that Stripe delivers the event again later.
   */
  readEvent(rawBody: Buffer, signatureHeader: string | undefined): Promise<GatewayEvent>;
};

/** A webhook delivery that is not provably from Stripe (or not readable): the route answers 400. */
export class WebhookSignatureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WebhookSignatureError';
  }
}

type Declined = Extract<ChargeOutcome, { status: 'declined' }>;

const CURRENCY = 'usd';

export function createStripeGateway(options: StripeGatewayOptions): StripeGateway {
  // A Stripe that does not answer fails a call in at most two 10 s tries (each with its idempotency key, so a
  // retry never charges twice), which ends the request with the spec's 503 well inside the function's 60 s
  // timeout; at 20 s and two retries, one slow call alone could outlast it and leave the customer no answer.
  const stripe =
    options.stripe ?? new Stripe(options.secretKey, { maxNetworkRetries: 1, timeout: 10_000 });
  // Product ids already made or found, per item key: saves a request per item on a warm instance.
  const knownProducts = new Map<string, string>();

  /**
   * A Stripe Product per thing we sell, under an id derived from our key. Stripe forgets idempotency keys
   * after 24 hours, so the fixed id is what keeps a later first sale from making a duplicate Product.
   */
  async function productFor(item: SubscriptionItem): Promise<string> {
    const known = knownProducts.get(item.key);
    if (known) return known;
    const id = productIdOf(item.key);
    try {
      await call(() =>
        stripe.products.create(
          { id, name: item.description, metadata: { key: item.key } },
          { idempotencyKey: `product-${item.key}` },
        ),
      );
    } catch (error) {
      // Refused because it exists (made by another instance, or more than a day ago, maybe under another
      // name): reuse it when it is really there, else the refusal stands.
      const refused =
        error instanceof Stripe.errors.StripeInvalidRequestError ||
        error instanceof Stripe.errors.StripeIdempotencyError;
      if (!refused) throw error;
      await call(() => stripe.products.retrieve(id)).catch((retrieveError: unknown) => {
        throw retrieveError instanceof PaymentGatewayUnavailableError ? retrieveError : error;
      });
    }
    knownProducts.set(item.key, id);
    return id;
  }

  async function priceItems(items: SubscriptionItem[]) {
    const priced: Stripe.SubscriptionCreateParams.Item[] = [];
    for (const item of items) {
      priced.push({
        price_data: {
          currency: CURRENCY,
          product: await productFor(item),
          unit_amount: item.monthlyCents,
          recurring: { interval: 'month' },
        },
      });
    }
    return priced;
  }

  /**
   * Attaches the card and makes it the default: of the customer's invoices, and of the subscription when
   * given. Answers the attached PaymentMethod's id, which differs from the one given for Stripe's test
   * tokens (pm_card_visa...): Stripe attaches a new PaymentMethod made from them.
   */
  async function attachCard(input: {
    customerId: string;
    paymentMethodId: string;
    gatewaySubscriptionId: string | null;
    billingZip: string | null;
    idempotencyKey: string;
  }): Promise<
    { status: 'attached'; paymentMethodId: string; card: CardSummary | null } | Declined
  > {
    const key = input.idempotencyKey;
    try {
      let paymentMethod = await call(() =>
        stripe.paymentMethods.attach(
          input.paymentMethodId,
          { customer: input.customerId },
          { idempotencyKey: `${key}:attach` },
        ),
      );
      const id = paymentMethod.id;
      if (input.billingZip) {
        // After the attach: Stripe only updates a PaymentMethod that belongs to a customer.
        paymentMethod = await call(() =>
          stripe.paymentMethods.update(
            id,
            { billing_details: { address: { postal_code: input.billingZip! } } },
            { idempotencyKey: `${key}:billing` },
          ),
        );
      }
      await call(() =>
        stripe.customers.update(
          input.customerId,
          { invoice_settings: { default_payment_method: id } },
          { idempotencyKey: `${key}:default` },
        ),
      );
      if (input.gatewaySubscriptionId) {
        const subscriptionId = input.gatewaySubscriptionId;
        await call(() =>
          stripe.subscriptions.update(
            subscriptionId,
            { default_payment_method: id },
            { idempotencyKey: `${key}:subscription-default` },
          ),
        );
      }
      return { status: 'attached', paymentMethodId: id, card: cardOf(paymentMethod) };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) return declinedByCardError(error);
      throw error;
    }
  }

  /** The PaymentIntent as it is now: a replayed create answers its first state, not its current one. */
  async function currentPaymentIntent(id: string): Promise<Stripe.PaymentIntent> {
    return call(() => stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] }));
  }

  /**
   * The invoice's payment as Stripe has it now, with its PaymentIntent expanded: the default one, else the
   * most recent. Null when the invoice has none.
   */
  async function invoicePaymentOf(invoiceId: string): Promise<Stripe.InvoicePayment | null> {
    const page = await call(() =>
      stripe.invoicePayments.list({
        invoice: invoiceId,
        expand: ['data.payment.payment_intent'],
      }),
    );
    return chosenPayment(page.data);
  }

  async function cancelIncomplete(subscriptionId: string): Promise<void> {
    // Best effort: an incomplete subscription that is never paid expires by itself after 23 hours and
    // never bills, so a failure here must not hide the decline being reported.
    try {
      await stripe.subscriptions.cancel(subscriptionId);
    } catch {
      // Nothing to do: see above.
    }
  }

  return {
    mode: 'stripe',
    publishableKey: options.publishableKey,
    billsRenewals: true,

    async createCustomer(user) {
      const customer = await call(() =>
        stripe.customers.create(
          { email: user.email, name: user.name, metadata: { uid: user.uid } },
          { idempotencyKey: `customer-${user.uid}` },
        ),
      );
      return customer.id;
    },

    async attachPaymentMethod(input) {
      const attached = await attachCard({ ...input, billingZip: null });
      return attached.status === 'attached'
        ? { status: 'attached', card: attached.card }
        : attached;
    },

    async startSubscription(input) {
      const key = input.idempotencyKey;
      const attached = await attachCard({
        customerId: input.customerId,
        paymentMethodId: input.paymentMethodId,
        gatewaySubscriptionId: null,
        billingZip: input.billingZip,
        idempotencyKey: key,
      });
      if (attached.status === 'declined') return attached;
      const items = await priceItems(input.items);

      let subscription: Stripe.Subscription;
      try {
        subscription = await call(() =>
          stripe.subscriptions.create(
            {
              customer: input.customerId,
              default_payment_method: attached.paymentMethodId,
              items,
              // allow_incomplete: Stripe charges the first invoice within this request; a card that needs
              // 3-D Secure (or is declined) leaves the subscription `incomplete` with its PaymentIntent in
              // requires_action (or requires_payment_method) instead of failing the request.
              // default_incomplete would not charge at all until we confirmed the PaymentIntent ourselves.
              payment_behavior: 'allow_incomplete',
              expand: ['latest_invoice.payments'],
              metadata: input.metadata,
            },
            { idempotencyKey: `${key}:subscription` },
          ),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) return declinedByCardError(error);
        throw error;
      }

      const paymentIntentId = firstInvoicePaymentIntentId(subscription);
      if (!paymentIntentId) {
        throw new Error(
          `Stripe subscription ${subscription.id} has no PaymentIntent on its first invoice`,
        );
      }
      const outcome = outcomeOf(
        await currentPaymentIntent(paymentIntentId),
        subscription.id,
        attached.card,
      );
      if (outcome.status === 'declined') await cancelIncomplete(subscription.id);
      return outcome;
    },

    async charge(input) {
      let created: Stripe.PaymentIntent;
      try {
        created = await call(() =>
          stripe.paymentIntents.create(
            {
              amount: input.amountCents,
              currency: CURRENCY,
              customer: input.customerId,
              payment_method: input.paymentMethodId,
              confirm: true,
              off_session: input.offSession || undefined,
              // The saved card is the only way to pay: no redirect-based method, hence no return_url.
              automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
              description: input.description,
              metadata: input.metadata,
            },
            { idempotencyKey: `${input.idempotencyKey}:charge` },
          ),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) return declinedByCardError(error);
        throw error;
      }
      return outcomeOf(await currentPaymentIntent(created.id), null, null);
    },

    async updateSubscriptionItems(input) {
      const id = input.gatewaySubscriptionId;
      const current = await call(() => stripe.subscriptions.retrieve(id));
      const wanted = await priceItems(input.items);
      // Already as wanted (a retry after a success): sending the update again with the same key but other
      // items to delete would be refused by Stripe as a reused idempotency key.
      if (sameItems(current.items.data, wanted)) return;
      await call(() =>
        stripe.subscriptions.update(
          id,
          {
            items: [
              ...current.items.data.map((item) => ({ id: item.id, deleted: true })),
              ...wanted,
            ],
            proration_behavior: 'none',
          },
          { idempotencyKey: `${input.idempotencyKey}:items` },
        ),
      );
    },

    async cancelSubscription(input) {
      const id = input.gatewaySubscriptionId;
      // Read first so that cancelling twice is not an error.
      const current = await call(() => stripe.subscriptions.retrieve(id));
      if (current.status === 'canceled' || current.status === 'incomplete_expired') return;
      if (input.atPeriodEnd) {
        if (current.cancel_at_period_end) return;
        await call(() => stripe.subscriptions.update(id, { cancel_at_period_end: true }));
      } else {
        await call(() => stripe.subscriptions.cancel(id));
      }
    },

    async refund(input) {
      const refund = await call(() =>
        stripe.refunds.create(
          { payment_intent: input.chargeId, amount: input.amountCents },
          { idempotencyKey: `${input.idempotencyKey}:refund` },
        ),
      );
      return { refundId: refund.id };
    },

    async listChargesSince(since) {
      return call(async () => {
        const charges: GatewayCharge[] = [];
        const pages = stripe.paymentIntents.list({
          created: { gte: Math.floor(since.getTime() / 1000) },
          limit: 100,
        });
        for await (const intent of pages) {
          if (intent.status !== 'succeeded') continue;
          charges.push({
            chargeId: intent.id,
            amountCents: intent.amount_received,
            createdAt: new Date(intent.created * 1000),
            customerId: idOf(intent.customer),
            metadata: { ...intent.metadata },
          });
        }
        return charges;
      });
    },

    async readEvent(rawBody, signatureHeader) {
      // Verified synchronously, before any await: a delivery not from Stripe never causes a request.
      if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(
          error instanceof Stripe.errors.StripeSignatureVerificationError
            ? 'Stripe webhook signature does not match'
            : 'Stripe webhook body cannot be read',
          { cause: error },
        );
      }
      return gatewayEventOf(event, invoicePaymentOf);
    },
  };
}

// ---- Errors ----

/** The provider is unreachable, timed out, throttles us or failed on its side: worth a retry later. */
function isUnavailable(error: InstanceType<typeof Stripe.errors.StripeError>): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode !== undefined && (error.statusCode >= 500 || error.statusCode === 429))
  );
}

/** Runs one Stripe call, turning unavailability into the port's error; anything else goes through as is. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && isUnavailable(error)) {
      throw new PaymentGatewayUnavailableError(`Stripe is unavailable: ${error.message}`, {
        cause: error,
      });
    }
    throw error;
  }
}

function declinedByCardError(error: InstanceType<typeof Stripe.errors.StripeCardError>): Declined {
  const code = error.code ?? 'card_declined';
  return {
    status: 'declined',
    chargeId: error.payment_intent?.id ?? null,
    code,
    // The SDK gives a card error without a decline code '' rather than undefined.
    declineCode: error.decline_code || code,
  };
}

// ---- Reading Stripe objects ----

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

function cardOf(paymentMethod: Stripe.PaymentMethod | string | null): CardSummary | null {
  if (!paymentMethod || typeof paymentMethod === 'string' || !paymentMethod.card) return null;
  return { brand: paymentMethod.card.brand, last4: paymentMethod.card.last4 };
}

function productIdOf(key: string): string {
  return `protect_${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

function sameItems(
  current: Stripe.SubscriptionItem[],
  wanted: Stripe.SubscriptionCreateParams.Item[],
) {
  const signature = (product: string | null, cents: number | null | undefined, interval?: string) =>
    `${product}|${cents}|${interval}`;
  const have = current
    .map((item) =>
      signature(idOf(item.price.product), item.price.unit_amount, item.price.recurring?.interval),
    )
    .sort();
  const want = wanted
    .map((item) =>
      signature(
        item.price_data?.product ?? null,
        item.price_data?.unit_amount,
        item.price_data?.recurring.interval,
      ),
    )
    .sort();
  return have.length === want.length && have.every((value, index) => value === want[index]);
}

/** Of an invoice's payments, the one that counts: the default one, else the most recent. */
function chosenPayment(payments: Stripe.InvoicePayment[]): Stripe.InvoicePayment | null {
  const byDefault = payments.find((p) => p.is_default);
  if (byDefault) return byDefault;
  return payments.reduce<Stripe.InvoicePayment | null>(
    (latest, p) => (!latest || p.created > latest.created ? p : latest),
    null,
  );
}

/** The PaymentIntent of an invoice: that of its chosen payment, when the payments are in the object. */
function invoicePaymentIntent(invoice: Stripe.Invoice): string | Stripe.PaymentIntent | null {
  return chosenPayment(invoice.payments?.data ?? [])?.payment.payment_intent ?? null;
}

function firstInvoicePaymentIntentId(subscription: Stripe.Subscription): string | null {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string') return null;
  return idOf(invoicePaymentIntent(invoice));
}

function outcomeOf(
  intent: Stripe.PaymentIntent,
  gatewaySubscriptionId: string | null,
  knownCard: CardSummary | null,
): ChargeOutcome {
  switch (intent.status) {
    case 'succeeded':
      return {
        status: 'succeeded',
        chargeId: intent.id,
        amountCents: intent.amount_received || intent.amount,
        card: cardOf(intent.payment_method) ?? knownCard,
        gatewaySubscriptionId,
      };
    case 'requires_action':
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
      return {
        status: 'requires_action',
        chargeId: intent.id,
        clientSecret: intent.client_secret,
        gatewaySubscriptionId,
      };
    case 'requires_payment_method':
    case 'canceled': {
      // Failed (or a failed 3-D Secure step): the card must be replaced. Stripe's generic decline when
      // it gives no reason.
      const error = intent.last_payment_error;
      const code = error?.code ?? 'card_declined';
      return {
        status: 'declined',
        chargeId: intent.id,
        code,
        declineCode: error?.decline_code ?? (error?.code ? code : 'generic_decline'),
      };
    }
    case 'processing':
      // Not settled yet (rare for cards): nothing to record now; the same request later reads its outcome.
      throw new PaymentGatewayUnavailableError(`PaymentIntent ${intent.id} is still processing`);
    default:
      throw new Error(`PaymentIntent ${intent.id} is in unexpected status ${intent.status}`);
  }
}

// ---- Webhook events ----

function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  const fromParent = idOf(invoice.parent?.subscription_details?.subscription);
  if (fromParent) return fromParent;
  for (const line of invoice.lines?.data ?? []) {
    const fromLine =
      line.parent?.subscription_item_details?.subscription ?? idOf(line.subscription);
    if (fromLine) return fromLine;
  }
  return null;
}

/** The end of the period a subscription invoice pays for: its subscription lines' period, not the invoice's own. */
function paidPeriodEnd(invoice: Stripe.Invoice): Date {
  const lines = invoice.lines?.data ?? [];
  const subscriptionLines = lines.filter(
    (line) => line.parent?.type === 'subscription_item_details',
  );
  const ends = (subscriptionLines.length > 0 ? subscriptionLines : lines).map((l) => l.period.end);
  const end = ends.length > 0 ? Math.max(...ends) : invoice.period_end;
  return new Date(end * 1000);
}

function declineCodeOf(intent: string | Stripe.PaymentIntent | null): string | null {
  if (!intent || typeof intent === 'string') return null;
  const error = intent.last_payment_error;
  return error?.decline_code ?? error?.code ?? null;
}

type InvoicePaymentLookup = (invoiceId: string) => Promise<Stripe.InvoicePayment | null>;

/**
 * The PaymentIntent of an event's invoice: from the payload when it is there (expanded, when a decline
 * code is wanted from it), else from Stripe.
 */
async function paymentIntentOfEventInvoice(
  invoice: Stripe.Invoice,
  needsDetails: boolean,
  lookUp: InvoicePaymentLookup,
): Promise<string | Stripe.PaymentIntent | null> {
  const inPayload = invoicePaymentIntent(invoice);
  if (inPayload && (!needsDetails || typeof inPayload !== 'string')) return inPayload;
  const payment = await lookUp(invoice.id);
  return payment?.payment.payment_intent ?? inPayload;
}

async function gatewayEventOf(
  event: Stripe.Event,
  lookUp: InvoicePaymentLookup,
): Promise<GatewayEvent> {
  const ignored: GatewayEvent = { id: event.id, type: 'ignored', stripeType: event.type };
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const gatewaySubscriptionId = subscriptionIdOfInvoice(invoice);
      // Not a subscription's invoice: not one of ours (our one-off charges are PaymentIntents).
      if (!gatewaySubscriptionId) return ignored;
      const paid = event.type === 'invoice.paid';
      // A failure's decline code is on the PaymentIntent itself: a bare id in the payload is not enough.
      const intent = await paymentIntentOfEventInvoice(invoice, !paid, lookUp);
      const about: Omit<InvoiceEvent, 'amountCents'> = {
        id: event.id,
        gatewaySubscriptionId,
        chargeId: idOf(intent),
        invoiceId: invoice.id,
        billingReason: invoice.billing_reason ?? 'manual',
      };
      return paid
        ? {
            ...about,
            type: 'invoice.paid',
            amountCents: invoice.amount_paid,
            periodEnd: paidPeriodEnd(invoice),
          }
        : {
            ...about,
            type: 'invoice.payment_failed',
            amountCents: invoice.amount_due,
            declineCode: declineCodeOf(intent),
          };
    }
    case 'customer.subscription.deleted':
      return {
        id: event.id,
        type: 'customer.subscription.deleted',
        gatewaySubscriptionId: event.data.object.id,
      };
    default:
      return ignored;
  }
}
