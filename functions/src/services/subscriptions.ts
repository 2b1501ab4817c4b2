// A customer's subscriptions after purchase: reading them, choosing a new plan and add-ons (held until
// paid), paying that change, changing the card, and cancelling under the 30-day money-back guarantee.
import {
  type CancelSubscriptionAnswer,
  COVERED_STATUSES,
  type CancellationOutcome,
  type CreatePaymentBody,
  MONEY_BACK_DAYS,
  cancellationOutcome,
  PAYMENT_MESSAGES,
  type PlanChangePaymentAnswer,
  type PlanTerms,
  type PricedPlanChange,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionUpdateForm,
  canceledAtPeriodEndMessage,
  canceledWithRefundMessage,
  dollarsToCents,
  formatCents,
  formatUsDate,
  paymentSuccessMessage,
  planChangeDeviceRefusal,
  currentPeriod,
  pricePlanChange,
  priceStillStands,
  moneyBackRefundPaymentId,
} from '@protect/domain';
import type { Clock } from '../adapters/clock';
import type { PaymentGateway } from '../adapters/payment-gateway';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import { logs } from '../logs';
import { paymentToWire, subscriptionToWire } from '../presenters';
import type { AddOnsRepository } from '../repositories/addons';
import type { DevicePricingRepository } from '../repositories/device-pricing';
import type { IdempotencyKeysRepository, StoredAnswer } from '../repositories/idempotency-keys';
import type { MoneyBackRepository } from '../repositories/money-back';
import type { PaymentCustomersRepository } from '../repositories/payment-customers';
import type { PaymentRecord, PaymentsRepository } from '../repositories/payments';
import type { PlansRepository } from '../repositories/plans';
import type { AddOnRecord } from '../repositories/addons';
import type { SubscriptionRecord, SubscriptionsRepository } from '../repositories/subscriptions';
import type { Messages } from './messages';
import { cancellationPreview, moneyBackFactsOf } from './money-back';
import {
  addOnIdsFromFlags,
  chosenAddOns,
  devicePricingFor,
  gatewayItemsOf,
  gatewayKeyOf,
  planChoiceFor,
  refusalOf,
  runOnce,
  viaGateway,
} from './payment-requests';

export interface SubscriptionsDeps {
  plans: PlansRepository;
  addOns: AddOnsRepository;
  devicePricing: DevicePricingRepository;
  subscriptions: SubscriptionsRepository;
  payments: PaymentsRepository;
  idempotency: IdempotencyKeysRepository;
  paymentCustomers: PaymentCustomersRepository;
  gateway: PaymentGateway;
  moneyBack: MoneyBackRepository;
  messages: Messages;
  clock: Clock;
}

const isEnded = (s: SubscriptionRecord) => s.status === 'canceled' || s.endedAt !== null;

export function createSubscriptionsService(deps: SubscriptionsDeps) {
  /** The subscription, for its owner or an admin: 404 when missing, 403 for anyone else. */
  async function readable(caller: Caller, id: string): Promise<SubscriptionRecord> {
    const subscription = await deps.subscriptions.get(id);
    if (!subscription) throw AppError.notFound(SUBSCRIPTION_MESSAGES.notFound);
    if (subscription.userId !== caller.uid && caller.role !== 'admin') throw AppError.forbidden();
    return subscription;
  }

  /** Only the owner changes or pays for their subscription (an admin sets statuses elsewhere). */
  async function owned(caller: Caller, id: string): Promise<SubscriptionRecord> {
    const subscription = await deps.subscriptions.get(id);
    if (!subscription) throw AppError.notFound(SUBSCRIPTION_MESSAGES.notFound);
    if (subscription.userId !== caller.uid) throw AppError.forbidden();
    return subscription;
  }

  const periodOf = (s: SubscriptionRecord) => ({
    versions: s.versions,
    period: currentPeriod(s.billingAnchor, s.paidPeriods),
  });

  /** The terms of a plan and add-on choice for this subscription's device, from today's catalogue. */
  async function termsFor(
    subscription: SubscriptionRecord,
    planKey: string,
    addOnIdsOf: (active: AddOnRecord[]) => string[],
  ): Promise<PlanTerms> {
    const [plans, activeAddOns, listed] = await Promise.all([
      deps.plans.listActive(),
      deps.addOns.listActive(),
      subscription.devicePricingId === 'custom'
        ? Promise.resolve(null)
        : deps.devicePricing.get(subscription.devicePricingId),
    ]);
    const plan =
      plans.find((p) => String(p.id) === planKey) ?? plans.find((p) => p.planType === planKey);
    if (!plan) throw AppError.validation({ planType: SUBSCRIPTION_MESSAGES.invalidPlan });
    const addOns = chosenAddOns(activeAddOns, addOnIdsOf(activeAddOns));
    if (!addOns) throw AppError.priceChanged(PAYMENT_MESSAGES.addOnUnavailable);
    const terms = planChoiceFor(plan, devicePricingFor(listed, subscription), addOns);
    if (!terms) throw AppError.validation({ planType: SUBSCRIPTION_MESSAGES.unableToQuote });
    return terms;
  }

  /** The held change priced again now; null when its plan or an add-on is no longer offered. */
  async function priceAgain(
    subscription: SubscriptionRecord,
    held: PricedPlanChange,
    now: Date,
  ): Promise<PricedPlanChange | null> {
    try {
      const terms = await termsFor(subscription, String(held.terms.plan.id), () =>
        held.terms.addOns.map((a) => a.id),
      );
      return pricePlanChange({ ...periodOf(subscription), terms, now });
    } catch (err) {
      if (err instanceof AppError && err.status < 500) return null;
      throw err;
    }
  }

  /** Stripe bills renewals itself: its items become the new terms, without proration (we prorate). */
  async function billGatewayFrom(subscription: SubscriptionRecord, terms: PlanTerms, key: string) {
    const gatewaySubscriptionId = subscription.gateway.subscriptionId;
    if (!gatewaySubscriptionId) return;
    await viaGateway(() =>
      deps.gateway.updateSubscriptionItems({
        gatewaySubscriptionId,
        items: gatewayItemsOf(terms),
        idempotencyKey: key,
      }),
    );
  }

  return {
    get: readable,

    /** The subscription with what cancelling it now would do (GET /api/subscriptions/{id}). */
    async getWithCancellation(
      caller: Caller,
      id: string,
    ): Promise<{ subscription: SubscriptionRecord; cancellation: CancellationOutcome | null }> {
      const subscription = await readable(caller, id);
      const cancellation = await cancellationPreview(
        deps.moneyBack,
        subscription,
        deps.clock.now(),
      );
      return { subscription, cancellation };
    },

    listOwn(caller: Caller): Promise<SubscriptionRecord[]> {
      return deps.subscriptions.listForUser(caller.uid);
    },

    listPayments(caller: Caller): Promise<PaymentRecord[]> {
      return deps.payments.listForUser(caller.uid);
    },

    /**
     * Prices the chosen plan and add-ons for this device against what this period paid for. An upgrade is
     * held until create-payment charges its prorated difference; a change with nothing due now is
     * scheduled at once (a downgrade from the next billing date; the gateway bills it from its next invoice).
     */
    async requestChange(
      caller: Caller,
      id: string,
      form: SubscriptionUpdateForm,
    ): Promise<{ change: PricedPlanChange; subscription: SubscriptionRecord }> {
      const subscription = await owned(caller, id);
      // Paused or unpaid cover is changed once it runs again: a change is priced against a paid period.
      if (
        isEnded(subscription) ||
        subscription.cancelAtPeriodEnd ||
        !COVERED_STATUSES.includes(subscription.status)
      )
        throw AppError.conflict(PAYMENT_MESSAGES.notActive);
      if (subscription.nextBillingDate <= deps.clock.now())
        throw AppError.conflict(SUBSCRIPTION_MESSAGES.renewalDue);
      const terms = await termsFor(
        subscription,
        form.planType,
        (active) => form.selectedAddons ?? addOnIdsFromFlags(active, form.addOns),
      );
      // A plan covering one device cannot take over a Family plan's several.
      const tooMany = planChangeDeviceRefusal(
        terms.plan.planType,
        subscription.coveredDevices.length,
      );
      if (tooMany) throw AppError.conflict(tooMany);
      const now = deps.clock.now();
      const change = pricePlanChange({ ...periodOf(subscription), terms, now });
      // Held for payment only when something is due now (an upgrade on the period's last day is not).
      if (change.amountDueNowCents > 0) {
        const updated = await deps.subscriptions.setPendingChange(id, change, now);
        if (!updated) throw AppError.notFound(SUBSCRIPTION_MESSAGES.notFound);
        return { change, subscription: updated };
      }
      await billGatewayFrom(subscription, terms, `items:${id}:${now.toISOString()}`);
      // The confirmation's id is the moment the change was recorded: this route has no Idempotency-Key.
      const confirmation = await deps.messages.planChange(
        subscription,
        change,
        `${id}_${now.getTime()}`,
        caller.email ?? subscription.userEmail,
      );
      const updated = await deps.subscriptions.scheduleChange(id, change, now, confirmation);
      if (!updated) throw AppError.notFound(SUBSCRIPTION_MESSAGES.notFound);
      return { change, subscription: updated };
    },

    /**
     * Charges the held upgrade's prorated difference with the card given and applies it. The change is
     * priced again from today's catalogue first: when the price moved (a catalogue change, a new day of the
     * period, or a price held over 24 hours), the fresh price is held instead and the answer is 409.
     */
    payPlanChange(caller: Caller, body: CreatePaymentBody, key: string): Promise<StoredAnswer> {
      return runOnce(deps, { caller, route: 'create-payment', key, body }, async (request) => {
        const subscription = await owned(caller, body.subscriptionId);
        if (isEnded(subscription)) throw AppError.conflict(PAYMENT_MESSAGES.notActive);
        const held = subscription.pendingChange;
        if (!held) throw AppError.conflict(PAYMENT_MESSAGES.noPendingChange);
        // Devices may have been added since the change was priced.
        const tooMany = planChangeDeviceRefusal(
          held.terms.plan.planType,
          subscription.coveredDevices.length,
        );
        if (tooMany) throw AppError.conflict(tooMany);
        const now = deps.clock.now();
        const fresh = await priceAgain(subscription, held, now);
        if (
          !fresh ||
          !priceStillStands(held, fresh, now) ||
          held.terms.plan.id !== body.planId ||
          dollarsToCents(body.amount) !== held.amountDueNowCents
        ) {
          // Held at the fresh price for the reloaded page; a change that no longer costs anything now
          // (or is no longer offered) is let go, to be chosen again.
          await deps.subscriptions.setPendingChange(
            subscription.id,
            fresh && fresh.amountDueNowCents > 0 ? fresh : null,
            now,
          );
          throw AppError.priceChanged(PAYMENT_MESSAGES.priceChanged);
        }
        const change = fresh;
        const description = `${change.terms.plan.name} for ${subscription.deviceBrand} ${subscription.deviceModel}: upgrade for the rest of the period`;

        const { customerId } = subscription.gateway;
        const attached = await viaGateway(() =>
          deps.gateway.attachPaymentMethod({
            customerId,
            paymentMethodId: body.paymentMethodId,
            gatewaySubscriptionId: subscription.gateway.subscriptionId,
            idempotencyKey: gatewayKeyOf('attach', request),
          }),
        );
        if (attached.status === 'declined') throw refusalOf(attached);
        const outcome = await viaGateway(() =>
          deps.gateway.charge({
            customerId,
            paymentMethodId: body.paymentMethodId,
            amountCents: change.amountDueNowCents,
            description,
            offSession: false,
            idempotencyKey: gatewayKeyOf('plan-change', request),
            metadata: {
              userId: caller.uid,
              subscriptionId: subscription.id,
              purpose: 'proration',
              requestId: key,
            },
          }),
        );
        if (outcome.status !== 'succeeded') throw refusalOf(outcome);
        const payment: PaymentRecord = {
          id: deps.subscriptions.newPaymentId(),
          userId: caller.uid,
          userEmail: subscription.userEmail,
          userName: subscription.userName,
          subscriptionId: subscription.id,
          amountCents: outcome.amountCents,
          type: 'proration',
          status: 'succeeded',
          chargeId: outcome.chargeId,
          declineCode: null,
          description,
          createdAt: now,
        };
        await billGatewayFrom(subscription, change.terms, `items:${request.uid}:${request.key}`);
        const recorded = await deps.subscriptions.recordPlanChange({
          request,
          subscriptionId: subscription.id,
          change,
          paymentMethod: { paymentMethodId: body.paymentMethodId, card: attached.card },
          payment,
          mail: await deps.messages.planChange(
            subscription,
            change,
            payment.id,
            caller.email ?? subscription.userEmail,
          ),
          answerFor: (updated) => ({
            status: 200,
            body: {
              success: true,
              message: paymentSuccessMessage(
                formatCents(change.amountDueNowCents),
                formatCents(change.newMonthlyTotalCents),
              ),
              subscription: subscriptionToWire(updated),
              payment: paymentToWire(payment),
            } satisfies PlanChangePaymentAnswer,
          }),
          now,
        });
        logs.planChangePaid(subscription.id, caller.uid, outcome.chargeId);
        return recorded.answer;
      });
    },

    /** Attaches a new card and charges it from the next renewal on. */
    async updatePaymentMethod(
      caller: Caller,
      id: string,
      paymentMethodId: string,
    ): Promise<SubscriptionRecord> {
      const subscription = await owned(caller, id);
      if (isEnded(subscription)) throw AppError.conflict(PAYMENT_MESSAGES.notActive);
      const attached = await viaGateway(() =>
        deps.gateway.attachPaymentMethod({
          customerId: subscription.gateway.customerId,
          paymentMethodId,
          gatewaySubscriptionId: subscription.gateway.subscriptionId,
          idempotencyKey: `attach:${caller.uid}:${id}:${paymentMethodId}`,
        }),
      );
      if (attached.status === 'declined') throw refusalOf(attached);
      const updated = await deps.subscriptions.setPaymentMethod(
        id,
        { paymentMethodId, card: attached.card },
        deps.clock.now(),
      );
      if (!updated) throw AppError.notFound(SUBSCRIPTION_MESSAGES.notFound);
      return updated;
    },

    /**
     * Cancels. Within MONEY_BACK_DAYS of the start the first payment is refunded and coverage ends now,
     * unless the subscription has a claim that is not rejected or the IMEI or the customer had the refund
     * before (domain cancellationOutcome); otherwise coverage runs to the end of the paid period and no
     * renewal is charged.
     */
    cancel(caller: Caller, id: string, key: string): Promise<StoredAnswer> {
      return runOnce(deps, { caller, route: 'cancel', key, body: { id } }, async (request) => {
        const subscription = await owned(caller, id);
        if (isEnded(subscription) || subscription.cancelAtPeriodEnd)
          throw AppError.conflict(PAYMENT_MESSAGES.alreadyCanceled);
        const now = deps.clock.now();
        const { firstPayment } = subscription;
        // Decided, and for a refund the IMEI's and customer's money-back reserved, before the gateway moves
        // money: a refund given cannot be taken back.
        const outcome = await deps.moneyBack.reserve(
          subscription,
          (facts) => cancellationOutcome(moneyBackFactsOf(subscription, facts, now)),
          now,
        );
        const withRefund = outcome.kind === 'refund';
        if (withRefund) {
          try {
            await viaGateway(() =>
              deps.gateway.refund({
                chargeId: firstPayment.chargeId,
                amountCents: firstPayment.amountCents,
                idempotencyKey: `refund:${subscription.id}:first-payment`,
              }),
            );
          } catch (err) {
            // Refused: nothing was refunded, so the guarantee stays unused. Gateway unreachable (503): the
            // refund may have happened, so the reservation stays for this subscription's retry.
            if (!(err instanceof AppError && err.status === 503))
              await deps.moneyBack.release(subscription).catch(() => undefined);
            throw err;
          }
        }
        if (subscription.gateway.subscriptionId) {
          const gatewaySubscriptionId = subscription.gateway.subscriptionId;
          await viaGateway(() =>
            deps.gateway.cancelSubscription({ gatewaySubscriptionId, atPeriodEnd: !withRefund }),
          );
        }
        const refund: PaymentRecord | null = withRefund
          ? {
              id: moneyBackRefundPaymentId(subscription.id),
              userId: subscription.userId,
              userEmail: subscription.userEmail,
              userName: subscription.userName,
              subscriptionId: subscription.id,
              amountCents: -firstPayment.amountCents,
              type: 'refund',
              status: 'succeeded',
              chargeId: firstPayment.chargeId,
              declineCode: null,
              description: `Refund of the first payment (${MONEY_BACK_DAYS}-day money-back guarantee)`,
              createdAt: now,
            }
          : null;
        const recorded = await deps.subscriptions.recordCancellation({
          request,
          subscriptionId: subscription.id,
          refund,
          // Its id names the request: a retry with the same key replays and queues nothing.
          mail: await deps.messages.cancellation(
            subscription,
            refund,
            `${subscription.id}_${request.key}`,
            caller.email ?? subscription.userEmail,
            now,
          ),
          answerFor: (updated, refunded) => ({
            status: 200,
            body: {
              success: true,
              message: refunded
                ? canceledWithRefundMessage(formatCents(-refunded.amountCents))
                : canceledAtPeriodEndMessage(formatUsDate(updated.nextBillingDate)),
              subscription: subscriptionToWire(updated),
              refund: refunded ? paymentToWire(refunded) : null,
            } satisfies CancelSubscriptionAnswer,
          }),
          now,
        });
        logs.subscriptionCanceled(subscription.id, caller.uid, withRefund);
        return recorded.answer;
      });
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
