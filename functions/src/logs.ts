// Named log events: one function per thing an operator may want to find, instead of free-form console lines.
import * as logger from 'firebase-functions/logger';

function describe(err: unknown): Record<string, unknown> {
  return err instanceof Error ? { error: err.message, stack: err.stack } : { error: String(err) };
}

export const logs = {
  unexpectedError(method: string, path: string, err: unknown): void {
    logger.error('api.unexpected_error', { method, path, ...describe(err) });
  },
  tokenRejected(reason: string): void {
    logger.info('auth.token_rejected', { reason });
  },
  customerRegistered(uid: string): void {
    logger.info('signup.customer_registered', { uid });
  },
  profileUpdated(uid: string, byUid: string): void {
    logger.info('profile.updated', { uid, byUid });
  },
  contactMessageReceived(id: string): void {
    logger.info('contact.message_received', { id });
  },
  contactRateLimited(ip: string): void {
    logger.warn('contact.rate_limited', { ip });
  },
  quoteSaved(id: string, uid: string): void {
    logger.info('quote.saved', { id, uid });
  },
  adminAction(action: string, uid: string, target: string): void {
    logger.info('admin.action', { action, uid, target });
  },
  catalogueLoaded(plans: number, addons: number, devices: number): void {
    logger.debug('catalogue.loaded', { plans, addons, devices });
  },
  deviceRegistered(subscriptionId: string, uid: string, chargeId: string): void {
    logger.info('payment.device_registered', { subscriptionId, uid, chargeId });
  },
  planChangePaid(subscriptionId: string, uid: string, chargeId: string): void {
    logger.info('payment.plan_change_paid', { subscriptionId, uid, chargeId });
  },
  subscriptionCanceled(subscriptionId: string, uid: string, refunded: boolean): void {
    logger.info('subscription.canceled', { subscriptionId, uid, refunded });
  },
  coverageEnded(subscriptionId: string): void {
    logger.info('subscription.coverage_ended', { subscriptionId });
  },
  renewalFailed(subscriptionId: string, reason: string): void {
    logger.warn('billing.renewal_failed', { subscriptionId, reason });
  },
  unmatchedCharge(chargeId: string, amountCents: number, metadata: Record<string, string>): void {
    logger.error('billing.unmatched_charge', { chargeId, amountCents, ...metadata });
  },
  billingRun(summary: object): void {
    logger.info('billing.run', summary);
  },
  gatewayEvent(eventId: string, type: string, result: string): void {
    logger.info('payment.gateway_event', { eventId, type, result });
  },
  webhookRejected(reason: string): void {
    logger.warn('payment.webhook_rejected', { reason });
  },
};
