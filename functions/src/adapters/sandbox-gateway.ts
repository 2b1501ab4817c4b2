// The offline sandbox gateway: the PaymentGateway port as Stripe behaves with its published test
// PaymentMethods (domain/src/test-cards.ts). It never sees a card number: the browser turns a test number
// into its PaymentMethod id. Its customers and charges live in Firestore (sandboxCustomers,
// sandboxCharges), so they survive restarts and reconciliation can list them.
import { randomBytes } from 'node:crypto';
import { type TestCard, testCardByPaymentMethod } from '@protect/domain';
import type { SandboxCharge, SandboxGatewayState } from '../repositories/sandbox-gateway-state';
import type { Clock } from './clock';
import type { CardSummary, ChargeOutcome, PaymentGateway } from './payment-gateway';

type Declined = Extract<ChargeOutcome, { status: 'declined' }>;

/** Stripe's answer for a PaymentMethod id it does not know. */
const UNKNOWN_CARD: Declined = {
  status: 'declined',
  chargeId: null,
  code: 'resource_missing',
  declineCode: 'invalid_payment_method',
};

function cardOf(card: TestCard): CardSummary {
  return { brand: card.brand, last4: card.number.slice(-4) };
}

/** What Stripe does when a test card is attached to a customer: declining cards cannot be. */
function attachRefusal(card: TestCard | undefined): Declined | null {
  if (!card) return UNKNOWN_CARD;
  if (card.outcome.kind === 'declined')
    return {
      status: 'declined',
      chargeId: null,
      code: card.outcome.code,
      declineCode: card.outcome.declineCode,
    };
  return null;
}

/** What Stripe does when the card is charged (on-session, or off-session for a renewal). */
function chargeResult(
  card: TestCard,
  offSession: boolean,
): Pick<SandboxCharge, 'status' | 'code' | 'declineCode'> {
  switch (card.outcome.kind) {
    case 'succeeds':
      return { status: 'succeeded', code: null, declineCode: null };
    case 'declined':
    case 'chargeCustomerFail':
      return { status: 'declined', code: card.outcome.code, declineCode: card.outcome.declineCode };
    case 'authenticationRequired':
      // Off-session there is nobody to authenticate: Stripe declines with authentication_required.
      return offSession
        ? { status: 'declined', code: 'card_declined', declineCode: 'authentication_required' }
        : { status: 'requires_action', code: null, declineCode: null };
  }
}

function outcomeOf(charge: SandboxCharge, gatewaySubscriptionId: string | null): ChargeOutcome {
  if (charge.status === 'succeeded') {
    const card = testCardByPaymentMethod(charge.paymentMethodId);
    return {
      status: 'succeeded',
      chargeId: charge.id,
      amountCents: charge.amountCents,
      card: card ? cardOf(card) : null,
      gatewaySubscriptionId,
    };
  }
  if (charge.status === 'requires_action')
    return {
      status: 'requires_action',
      chargeId: charge.id,
      clientSecret: charge.clientSecret ?? '',
      gatewaySubscriptionId,
    };
  return {
    status: 'declined',
    chargeId: charge.id,
    code: charge.code ?? 'card_declined',
    declineCode: charge.declineCode ?? charge.code ?? 'generic_decline',
  };
}

export interface SandboxGateway extends PaymentGateway {
  /** The sandbox's stand-in for the bank's 3-D Secure page: the customer completes or fails it. */
  authenticate(clientSecret: string, outcome: 'succeed' | 'fail'): Promise<'done' | 'unknown'>;
}

export function createSandboxGateway(state: SandboxGatewayState, clock: Clock): SandboxGateway {
  async function chargeOnce(input: {
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    offSession: boolean;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<ChargeOutcome> {
    const id = state.chargeIdFor(input.idempotencyKey);
    // The same key answers the same charge, in its current state (after a 3-D Secure step, say).
    const existing = await state.getCharge(id);
    if (existing) return outcomeOf(existing, null);
    const card = testCardByPaymentMethod(input.paymentMethodId);
    if (!card) return UNKNOWN_CARD;
    const result = chargeResult(card, input.offSession);
    const charge = await state.createCharge({
      id,
      customerId: input.customerId,
      paymentMethodId: input.paymentMethodId,
      amountCents: input.amountCents,
      ...result,
      clientSecret:
        result.status === 'requires_action'
          ? `${id}_secret_${randomBytes(12).toString('hex')}`
          : null,
      refundedCents: 0,
      refundIds: [],
      metadata: input.metadata,
      createdAt: clock.now(),
    });
    return outcomeOf(charge, null);
  }

  async function attach(customerId: string, paymentMethodId: string) {
    const card = testCardByPaymentMethod(paymentMethodId);
    const refusal = attachRefusal(card);
    if (refusal) return refusal;
    const customer = await state.getCustomer(customerId);
    if (!customer) throw new Error(`No sandbox customer ${customerId}`);
    if (!customer.paymentMethods.includes(paymentMethodId))
      await state.putCustomer({
        ...customer,
        paymentMethods: [...customer.paymentMethods, paymentMethodId],
      });
    return { status: 'attached' as const, card: cardOf(card!) };
  }

  return {
    mode: 'sandbox',
    publishableKey: null,
    billsRenewals: false,

    async createCustomer(user) {
      const id = `cus_sandbox_${user.uid}`;
      if (!(await state.getCustomer(id)))
        await state.putCustomer({ id, uid: user.uid, email: user.email, paymentMethods: [] });
      return id;
    },

    attachPaymentMethod: (input) => attach(input.customerId, input.paymentMethodId),

    async startSubscription(input) {
      const attached = await attach(input.customerId, input.paymentMethodId);
      if (attached.status === 'declined') return attached;
      const amountCents = input.items.reduce((total, item) => total + item.monthlyCents, 0);
      return chargeOnce({ ...input, amountCents, offSession: false });
    },

    charge: (input) => chargeOnce(input),

    async updateSubscriptionItems() {
      // The sandbox keeps no subscriptions: our billing service charges each renewal itself.
    },

    async cancelSubscription() {
      // Nothing to stop: the sandbox never bills on its own.
    },

    async refund(input) {
      const refundId = state.refundIdFor(input.idempotencyKey);
      if (!(await state.refund(input.chargeId, refundId, input.amountCents)))
        throw new Error(`No sandbox charge ${input.chargeId} to refund`);
      return { refundId };
    },

    async listChargesSince(since) {
      const charges = await state.succeededChargesSince(since);
      // A charge given back in full owes nobody a record.
      return charges
        .filter((charge) => charge.refundedCents < charge.amountCents)
        .map((charge) => ({
          chargeId: charge.id,
          amountCents: charge.amountCents,
          createdAt: charge.createdAt,
          customerId: charge.customerId,
          metadata: charge.metadata,
        }));
    },

    async authenticate(clientSecret, outcome) {
      const charge = await state.findChargeBySecret(clientSecret);
      if (!charge || charge.status !== 'requires_action') return 'unknown';
      await state.updateCharge(
        charge.id,
        outcome === 'succeed'
          ? { status: 'succeeded' }
          : {
              status: 'declined',
              code: 'payment_intent_authentication_failure',
              declineCode: 'authentication_failed',
            },
      );
      return 'done';
    },
  };
}
