// An admin reads a subscription and sets it active, paused or canceled (spec 02 sections 4 and 7), each
// change audited in the transaction that makes it.
//
// Canceled: the gateway's billing is stopped first, then our record. If the gateway fails, nothing is
// recorded and the admin sees 503 (both still agree: billed and covered); if our write failed after the
// gateway stopped, Stripe's customer.subscription.deleted webhook cancels our record too, and a retry
// finds the gateway subscription already ended. The reverse order could leave a cancelled customer billed.
// Paused: the sandbox's billing run charges active and past_due only, so a paused subscription is skipped;
// Stripe bills renewals itself and the gateway port cannot pause it, so pausing a Stripe-billed
// subscription is refused rather than leaving Stripe charging a customer we do not cover.
import { ADMIN_LIST_MESSAGES, type AdminSubscriptionStatus } from '@protect/domain';
import type { Clock } from '../adapters/clock';
import type { PaymentGateway } from '../adapters/payment-gateway';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import { logs } from '../logs';
import type { SubscriptionRecord, SubscriptionsRepository } from '../repositories/subscriptions';
import { viaGateway } from './payment-requests';

export interface AdminSubscriptionsDeps {
  subscriptions: SubscriptionsRepository;
  gateway: PaymentGateway;
  clock: Clock;
}

const hasEnded = (s: SubscriptionRecord) => s.status === 'canceled' || s.endedAt !== null;

export function createAdminSubscriptionsService(deps: AdminSubscriptionsDeps) {
  async function stopGatewayBilling(subscription: SubscriptionRecord): Promise<void> {
    const gatewaySubscriptionId = subscription.gateway.subscriptionId;
    if (!gatewaySubscriptionId) return;
    await viaGateway(() =>
      deps.gateway.cancelSubscription({ gatewaySubscriptionId, atPeriodEnd: false }),
    );
  }

  return {
    async get(id: string): Promise<SubscriptionRecord> {
      const subscription = await deps.subscriptions.get(id);
      if (!subscription) throw AppError.notFound(ADMIN_LIST_MESSAGES.subscriptionNotFound);
      return subscription;
    },

    /** Sets the status; answers the subscription as it now is (unchanged when it had the status). */
    async setStatus(
      caller: Caller,
      id: string,
      status: AdminSubscriptionStatus,
    ): Promise<SubscriptionRecord> {
      const current = await this.get(id);
      const refuse = (s: SubscriptionRecord): string | null => {
        if (hasEnded(s)) return s.status === status ? null : ADMIN_LIST_MESSAGES.subscriptionEnded;
        if (status === 'paused' && s.gateway.subscriptionId)
          return ADMIN_LIST_MESSAGES.pauseNotSupported;
        return null;
      };
      const refusal = refuse(current);
      if (refusal !== null) throw AppError.conflict(refusal);
      if (status === 'canceled' && !hasEnded(current)) await stopGatewayBilling(current);
      const outcome = await deps.subscriptions.setStatusByAdmin({
        id,
        status,
        refuse,
        who: { uid: caller.uid, email: caller.email },
        now: deps.clock.now(),
      });
      if (outcome.kind === 'missing')
        throw AppError.notFound(ADMIN_LIST_MESSAGES.subscriptionNotFound);
      if (outcome.kind === 'refused') throw AppError.conflict(outcome.message);
      logs.adminAction(`subscription.${status}`, caller.uid, id);
      return outcome.subscription;
    },

    /** Cancels every subscription of a user that still runs (the user is being deleted). */
    async cancelAllOf(
      caller: Caller,
      subscriptions: readonly SubscriptionRecord[],
    ): Promise<number> {
      let canceled = 0;
      for (const subscription of subscriptions) {
        if (hasEnded(subscription)) continue;
        await this.setStatus(caller, subscription.id, 'canceled');
        canceled += 1;
      }
      return canceled;
    },
  };
}

export type AdminSubscriptionsService = ReturnType<typeof createAdminSubscriptionsService>;
