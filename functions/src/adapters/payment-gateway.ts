// PaymentGateway port: the card payment provider as the services see it. Stripe in production (when
// STRIPE_SECRET_KEY is set), the offline sandbox otherwise; both follow Stripe's test PaymentMethods, so
// the same services, tests and web flows run on either. Amounts are integer cents; currency is USD.

export interface CardSummary {
  brand: string;
  last4: string;
}

/** One line of a monthly subscription: the plan, or an add-on. */
export interface SubscriptionItem {
  /** Our id of what is sold ('plan:2', 'addon:extended-warranty'), so a gateway can reuse its price. */
  key: string;
  description: string;
  monthlyCents: number;
}

/** What every charge of a customer's card names: the card, the gateway's idempotency key, our tags. */
export interface CardCharge {
  customerId: string;
  paymentMethodId: string;
  /** Sent again with the same key, a charge returns the same outcome and never charges twice. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** What became of a charge. */
export type ChargeOutcome =
  | {
      status: 'succeeded';
      /** The gateway's id of the payment (a Stripe PaymentIntent id): what payment records hold. */
      chargeId: string;
      amountCents: number;
      card: CardSummary | null;
      /** The gateway's subscription, when it bills renewals itself (Stripe); null in the sandbox. */
      gatewaySubscriptionId: string | null;
    }
  | {
      /** The card needs the 3-D Secure step: the web completes it with this client secret, then asks again. */
      status: 'requires_action';
      chargeId: string;
      clientSecret: string;
      gatewaySubscriptionId: string | null;
    }
  | {
      status: 'declined';
      chargeId: string | null;
      /** Stripe's error code (card_declined, expired_card, incorrect_cvc, ...). */
      code: string;
      /** Stripe's decline code (generic_decline, insufficient_funds, ...), else the error code. */
      declineCode: string;
    };

/** A charge as the gateway lists it, for reconciliation against our payment records. */
export interface GatewayCharge {
  chargeId: string;
  amountCents: number;
  createdAt: Date;
  customerId: string | null;
  /** What we sent with it (userId, subscriptionId, purpose, requestId). */
  metadata: Record<string, string>;
}

/** The gateway could not be reached, timed out or failed on its side: the api answers 503, nothing is recorded. */
export class PaymentGatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentGatewayUnavailableError';
  }
}

export interface PaymentGateway {
  readonly mode: 'stripe' | 'sandbox';
  /** For the web's card field; null in the sandbox. */
  readonly publishableKey: string | null;
  /**
   * True when the gateway charges renewals itself and tells us by webhook (Stripe); our billing service
   * then only reconciles. False in the sandbox: the billing service charges each renewal with charge().
   */
  readonly billsRenewals: boolean;

  /**
   * Creates the gateway customer of one of our users and answers its id. The services call it once per
   * user and keep the id (paymentCustomers/{uid}); the idempotency key comes from the uid, so two first
   * payments racing each other make one customer.
   */
  createCustomer(user: { uid: string; email: string; name: string }): Promise<string>;

  /**
   * Attaches the card to the customer and makes it the one charged from now on (for this subscription,
   * when given). A card that cannot be attached comes back declined, with its codes.
   */
  attachPaymentMethod(input: {
    customerId: string;
    paymentMethodId: string;
    gatewaySubscriptionId: string | null;
    idempotencyKey: string;
  }): Promise<
    | { status: 'attached'; card: CardSummary | null }
    | Extract<ChargeOutcome, { status: 'declined' }>
  >;

  /**
   * Starts the monthly subscription of one device and charges its first month now (the sum of the items).
   * Sent again with the same idempotency key it returns the same charge, in its current state (after a
   * 3-D Secure step, succeeded or declined), and never charges twice.
   */
  startSubscription(
    input: CardCharge & { items: SubscriptionItem[]; billingZip: string },
  ): Promise<ChargeOutcome>;

  /**
   * Charges an amount now with the customer's saved card: a plan change, or (sandbox) a renewal, which is
   * off-session. Same idempotency rule as startSubscription.
   */
  charge(
    input: CardCharge & { amountCents: number; description: string; offSession: boolean },
  ): Promise<ChargeOutcome>;

  /** Sets the items billed from the next renewal on (a plan change). No charge; nothing in the sandbox. */
  updateSubscriptionItems(input: {
    gatewaySubscriptionId: string;
    items: SubscriptionItem[];
    idempotencyKey: string;
  }): Promise<void>;

  /** Stops the gateway's billing: now, or at the end of the paid period. Nothing in the sandbox. */
  cancelSubscription(input: { gatewaySubscriptionId: string; atPeriodEnd: boolean }): Promise<void>;

  /** Refunds (part of) a charge. Idempotent by key. */
  refund(input: {
    chargeId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;

  /** Successful charges made since the date, for reconciliation. */
  listChargesSince(since: Date): Promise<GatewayCharge[]>;
}

/** What an event about a subscription's invoice says, paid or failed. */
export interface InvoiceEvent {
  id: string;
  gatewaySubscriptionId: string;
  /** The PaymentIntent that paid (or failed to pay) the invoice. */
  chargeId: string | null;
  invoiceId: string;
  /** Paid, or due. */
  amountCents: number;
  /** 'subscription_create' for the first invoice (already recorded at registration), else a renewal. */
  billingReason: string;
}

/**
 * A gateway event that moves our records (Stripe webhooks, verified and read by the Stripe adapter). Events
 * of other types are acknowledged and ignored.
 */
export type GatewayEvent =
  | (InvoiceEvent & {
      type: 'invoice.paid';
      /** The end of the period this invoice paid for: the next billing date. */
      periodEnd: Date;
    })
  | (InvoiceEvent & { type: 'invoice.payment_failed'; declineCode: string | null })
  | { id: string; type: 'customer.subscription.deleted'; gatewaySubscriptionId: string }
  | { id: string; type: 'ignored'; stripeType: string };
