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
};
