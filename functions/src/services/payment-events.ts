// Stripe's webhook events, applied to our subscriptions once each (processedEvents): a paid renewal
// invoice makes the subscription active until the period it paid ends, a failed one makes it past_due,
// and a subscription Stripe deleted ends its coverage.
import { addMonthsUtc } from '@protect/domain';
import type { Clock } from '../adapters/clock';
import type { GatewayEvent } from '../adapters/payment-gateway';
import { logs } from '../logs';
import type { PaymentRecord } from '../repositories/payments';
import type { SubscriptionRecord, SubscriptionsRepository } from '../repositories/subscriptions';

export function createPaymentEventsService(deps: {
  subscriptions: SubscriptionsRepository;
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
      const result = await deps.subscriptions.applyGatewayEvent(
        event.id,
        subscriptionId,
        (subscription) => {
          // Not one of ours (or an event type we do not act on): acknowledged, recorded, nothing moves.
          if (!subscription || event.type === 'ignored') return {};
          switch (event.type) {
            case 'invoice.paid':
              // The first invoice was recorded with the registration itself.
              if (event.billingReason === 'subscription_create') return {};
              return {
                subscription: {
                  ...subscription,
                  status: 'active',
                  paidPeriods: subscription.paidPeriods + 1,
                  nextBillingDate:
                    event.periodEnd > subscription.nextBillingDate
                      ? event.periodEnd
                      : addMonthsUtc(subscription.billingAnchor, subscription.paidPeriods + 1),
                  updatedAt: now,
                },
                payment: paymentOf(subscription, event, 'succeeded', now),
              };
            case 'invoice.payment_failed':
              return {
                subscription: { ...subscription, status: 'past_due', updatedAt: now },
                payment: paymentOf(subscription, event, 'failed', now),
              };
            case 'customer.subscription.deleted':
              return { subscription: { ...subscription, status: 'canceled', updatedAt: now } };
          }
        },
        now,
      );
      logs.gatewayEvent(event.id, event.type, result);
      return result;
    },
  };
}

export type PaymentEventsService = ReturnType<typeof createPaymentEventsService>;
