// A customer's subscriptions after purchase: reading them, choosing a new plan and add-ons (held until
// paid), paying that change, changing the card, and cancelling under the 30-day money-back guarantee.
import {
  type CancelSubscriptionAnswer,
  type CancellationOutcome,
  type CreatePaymentBody,
  MONEY_BACK_DAYS,
  cancellationOutcome,
  PAYMENT_MESSAGES,
  type PlanChangePaymentAnswer,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionUpdateForm,
  canceledAtPeriodEndMessage,
  canceledWithRefundMessage,
  dollarsToCents,
  formatCents,
  formatUsDate,
  paymentSuccessMessage,
} from '@protect/domain';
import type { Clock } from '../adapters/clock';
import type { PaymentGateway } from '../adapters/payment-gateway';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import { logs } from '../logs';
import { paymentToWire, subscriptionToWire } from '../presenters';
import type { AddOnsRepository } from '../repositories/addons';
import type { DevicePricingRepository } from '../repositories/device-pricing';
import {
  type IdempotencyKeysRepository,
  type RequestKey,
  type StoredAnswer,
  fingerprintOf,
} from '../repositories/idempotency-keys';
import type { MoneyBackRepository } from '../repositories/money-back';
import type { PaymentCustomersRepository } from '../repositories/payment-customers';
import type { PaymentRecord, PaymentsRepository } from '../repositories/payments';
import type { PlansRepository } from '../repositories/plans';
import type {
  PlanChoice,
  SubscriptionRecord,
  SubscriptionsRepository,
} from '../repositories/subscriptions';
import { cancellationPreview, moneyBackFactsOf } from './money-back';
import {
  addOnIdsFromFlags,
  chosenAddOns,
  devicePricingFor,
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

  function requestKey(caller: Caller, route: string, key: string, body: unknown): RequestKey {
    return { uid: caller.uid, key, route, fingerprint: fingerprintOf(body) };
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

    /** Prices the chosen plan and add-ons for this device and holds them until they are paid. */
    async requestChange(
      caller: Caller,
      id: string,
      form: SubscriptionUpdateForm,
    ): Promise<SubscriptionRecord> {
      const subscription = await owned(caller, id);
      if (isEnded(subscription) || subscription.cancelAtPeriodEnd)
        throw AppError.conflict(PAYMENT_MESSAGES.notActive);
      const plans = await deps.plans.listActive();
      const plan =
        plans.find((p) => String(p.id) === form.planType) ??
        plans.find((p) => p.planType === form.planType);
      if (!plan) throw AppError.validation({ planType: SUBSCRIPTION_MESSAGES.invalidPlan });
      const [activeAddOns, listed] = await Promise.all([
        deps.addOns.listActive(),
        subscription.devicePricingId === 'custom'
          ? Promise.resolve(null)
          : deps.devicePricing.get(subscription.devicePricingId),
      ]);
      const ids = form.selectedAddons ?? addOnIdsFromFlags(activeAddOns, form.addOns);
      const addOns = chosenAddOns(activeAddOns, ids);
      if (!addOns) throw new AppError('price_changed', PAYMENT_MESSAGES.addOnUnavailable, 409);
      const choice = planChoiceFor(plan, devicePricingFor(listed, subscription), addOns);
      if (!choice) throw AppError.validation({ planType: SUBSCRIPTION_MESSAGES.unableToQuote });
      const updated = await deps.subscriptions.setPendingChange(id, choice, deps.clock.now());
      if (!updated) throw AppError.notFound(SUBSCRIPTION_MESSAGES.notFound);
      return updated;
    },

    /** Charges the new monthly total with the card given and applies the held change. */
    payPlanChange(caller: Caller, body: CreatePaymentBody, key: string): Promise<StoredAnswer> {
      const request = requestKey(caller, 'create-payment', key, body);
      return runOnce(deps.idempotency, request, deps.clock, async () => {
        const subscription = await owned(caller, body.subscriptionId);
        if (isEnded(subscription)) throw AppError.conflict(PAYMENT_MESSAGES.notActive);
        const change: PlanChoice | null = subscription.pendingChange;
        if (!change) throw AppError.conflict(PAYMENT_MESSAGES.noPendingChange);
        if (
          change.plan.id !== body.planId ||
          dollarsToCents(body.amount) !== change.monthlyTotalCents
        )
          throw new AppError('price_changed', PAYMENT_MESSAGES.priceChanged, 409);

        const { customerId } = subscription.gateway;
        const attached = await viaGateway(() =>
          deps.gateway.attachPaymentMethod({
            customerId,
            paymentMethodId: body.paymentMethodId,
            gatewaySubscriptionId: subscription.gateway.subscriptionId,
            idempotencyKey: `attach:${request.uid}:${request.key}:${request.fingerprint.slice(0, 16)}`,
          }),
        );
        if (attached.status === 'declined') throw refusalOf(attached);
        const outcome = await viaGateway(() =>
          deps.gateway.charge({
            customerId,
            paymentMethodId: body.paymentMethodId,
            amountCents: change.monthlyTotalCents,
            description: `${change.plan.name} for ${subscription.deviceBrand} ${subscription.deviceModel}: plan change`,
            offSession: false,
            idempotencyKey: `plan-change:${request.uid}:${request.key}:${request.fingerprint.slice(0, 16)}`,
            metadata: {
              userId: caller.uid,
              subscriptionId: subscription.id,
              purpose: 'plan_change',
              requestId: key,
            },
          }),
        );
        if (outcome.status !== 'succeeded') throw refusalOf(outcome);
        if (subscription.gateway.subscriptionId) {
          const gatewaySubscriptionId = subscription.gateway.subscriptionId;
          await viaGateway(() =>
            deps.gateway.updateSubscriptionItems({
              gatewaySubscriptionId,
              items: [
                {
                  key: `plan:${change.plan.id}:${change.plan.priceCents}`,
                  description: change.plan.name,
                  monthlyCents: change.plan.priceCents,
                },
                ...change.addOns.map((a) => ({
                  key: `addon:${a.id}:${a.monthlyPriceCents}`,
                  description: a.name,
                  monthlyCents: a.monthlyPriceCents,
                })),
              ],
              idempotencyKey: `items:${request.uid}:${request.key}`,
            }),
          );
        }
        const now = deps.clock.now();
        const payment: PaymentRecord = {
          id: deps.subscriptions.newPaymentId(),
          userId: caller.uid,
          userEmail: subscription.userEmail,
          userName: subscription.userName,
          subscriptionId: subscription.id,
          amountCents: outcome.amountCents,
          type: 'plan_change',
          status: 'succeeded',
          chargeId: outcome.chargeId,
          declineCode: null,
          description: `${change.plan.name} for ${subscription.deviceBrand} ${subscription.deviceModel}: plan change`,
          createdAt: now,
        };
        const recorded = await deps.subscriptions.recordPlanChange({
          request,
          subscriptionId: subscription.id,
          change,
          paymentMethod: { paymentMethodId: body.paymentMethodId, card: attached.card },
          payment,
          answerFor: (updated) => ({
            status: 200,
            body: {
              success: true,
              message: paymentSuccessMessage(formatCents(outcome.amountCents)),
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
      const request = requestKey(caller, 'cancel', key, { id });
      return runOnce(deps.idempotency, request, deps.clock, async () => {
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
              id: `${subscription.id}_refund`,
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
