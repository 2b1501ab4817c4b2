// Stripe's webhook events, applied to our subscriptions once each (processedEvents): a paid renewal
// invoice makes the subscription active until the period it paid ends, a failed one makes it past_due,
// and a subscription Stripe deleted ends its coverage. A paid renewal queues its receipt with it (Stripe
// bills the renewals in Stripe mode, so this is where its receipt is sent). Stripe does not promise the order of deliveries:
// an invoice counts once however many events name it, a paid period never moves the next billing date
// back, and a failed attempt of an invoice already paid (its retry succeeded first) changes no status.
import { addMonthsUtc } from '@protect/domain';
import type { Clock } from '../adapters/clock';
import type { GatewayEvent } from '../adapters/payment-gateway';
import { logs } from '../logs';
import type { PaymentRecord } from '../repositories/payments';
import type { SubscriptionRecord, SubscriptionsRepository } from '../repositories/subscriptions';
import type { Messages } from './messages';

export function createPaymentEventsService(deps: {
  subscriptions: SubscriptionsRepository;
  messages: Messages;
  clock: Clock;
}) {
  function paymentOf(
    subscription: SubscriptionRecord,
    event: Extract<GatewayEvent, { type: 'invoice.paid' | 'invoice.payment_failed' }>,
    status: 'succeeded' | 'failed',
    now: Date,
  ): PaymentRecord {
    return {
      // One record per invoice and outcome: a retried invoice that fails twice is two failed attempts.
      id: status === 'succeeded' ? `${event.invoiceId}` : `${event.invoiceId}_failed_${event.id}`,
      userId: subscription.userId,
      userEmail: subscription.userEmail,
      userName: subscription.userName,
      subscriptionId: subscription.id,
      amountCents: event.amountCents,
      type: 'renewal',
      status,
      chargeId: event.chargeId,
      declineCode: event.type === 'invoice.payment_failed' ? event.declineCode : null,
      description: `${subscription.plan.name} for ${subscription.deviceBrand} ${subscription.deviceModel}: renewal`,
      createdAt: now,
    };
  }

  return {
    async apply(event: GatewayEvent): Promise<'applied' | 'duplicate'> {
      const now = deps.clock.now();
      const subscriptionId = event.type === 'ignored' ? null : event.gatewaySubscriptionId;
      // An invoice's paid record has the invoice's id: read with the subscription, in the same transaction.
      const invoiceId =
        event.type === 'invoice.paid' || event.type === 'invoice.payment_failed'
          ? event.invoiceId
          : null;
      const result = await deps.subscriptions.applyGatewayEvent(
        event.id,
        subscriptionId,
        async (subscription, paidInvoice) => {
          // Not one of ours (or an event type we do not act on): acknowledged, recorded, nothing moves.
          if (!subscription || event.type === 'ignored') return {};
          const alreadyPaid = paidInvoice?.status === 'succeeded';
          switch (event.type) {
            case 'invoice.paid': {
              // The first invoice was recorded with the registration itself; a paid invoice counts once.
              if (event.billingReason === 'subscription_create' || alreadyPaid) return {};
              // The period this invoice paid, or (an older invoice arriving late) one more paid month;
              // never earlier than the date already recorded.
              const candidate =
                event.periodEnd > subscription.nextBillingDate
                  ? event.periodEnd
                  : addMonthsUtc(subscription.billingAnchor, subscription.paidPeriods + 1);
              const nextBillingDate =
                candidate > subscription.nextBillingDate ? candidate : subscription.nextBillingDate;
              const renewed: SubscriptionRecord = {
                ...subscription,
                // A renewal paid while canceled (a late event) does not bring coverage back.
                status: subscription.status === 'canceled' ? 'canceled' : 'active',
                paidPeriods: subscription.paidPeriods + 1,
                nextBillingDate,
                updatedAt: now,
              };
              const payment = paymentOf(subscription, event, 'succeeded', now);
              return {
                subscription: renewed,
                payment,
                // Its id is the invoice's payment: an invoice counts once, so its receipt is queued once.
                mail: await deps.messages.renewalReceipt(
                  renewed,
                  payment.id,
                  event.amountCents,
                  now,
                ),
              };
            }
            case 'invoice.payment_failed':
              // The failed attempt is kept; the status moves only while the invoice is unpaid and coverage runs.
              if (alreadyPaid || subscription.status === 'canceled')
                return { payment: paymentOf(subscription, event, 'failed', now) };
              return {
                subscription: { ...subscription, status: 'past_due', updatedAt: now },
                payment: paymentOf(subscription, event, 'failed', now),
              };
            case 'customer.subscription.deleted':
              return { subscription: { ...subscription, status: 'canceled', updatedAt: now } };
          }
        },
        now,
        invoiceId,
      );
      logs.gatewayEvent(event.id, event.type, result);
      return result;
    },
  };
}

export type PaymentEventsService = ReturnType<typeof createPaymentEventsService>;
