// Named log events: one function per thing an operator may want to find, instead of free-form console lines.
// Every line is structured (firebase-functions' logger: one JSON entry per line in Cloud Logging) and, when
// written while a request is served, carries that request's `requestId` (the X-Request-Id it was answered
// with). No personal data or secrets: uids and record ids only, never e-mails, names, phones, addresses,
// IP addresses, card data or tokens; as a safety net every string field is passed through `redact`.
import { AsyncLocalStorage } from 'node:async_hooks';
import * as logger from 'firebase-functions/logger';

const scope = new AsyncLocalStorage<string>();

/** The request being served: http/request-id.ts opens it around each request. */
export const requestScope = {
  /** Runs `work` (and everything it starts) as part of the request `id`. */
  run<T>(id: string, work: () => T): T {
    return scope.run(id, work);
  },
  /** The id of the request being served, if any. */
  requestId(): string | undefined {
    return scope.getStore();
  },
};

const EMAIL = /[^\s@<>"'(),;:/]+@[^\s@<>"'(),;:/]+\.[A-Za-z]{2,}/g;
const JWT = /\beyJ[\w-]{6,}\.[\w-]{6,}\.[\w-]*/g;
const BEARER = /\bBearer\s+\S+/gi;
const STRIPE_SECRET = /\b(?:sk|rk|whsec|pi_[A-Za-z0-9]+_secret)_[A-Za-z0-9_]+/g;
const IPV4 = /\b(?:\d{1,3}\.){3}\d{1,3}\b/g;

/** Takes e-mail addresses, tokens, Stripe secrets and IPv4 addresses out of a string meant for the logs. */
export function redact(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(BEARER, 'Bearer [token]')
    .replace(STRIPE_SECRET, '[secret]')
    .replace(EMAIL, '[email]')
    .replace(IPV4, '[ip]');
}

type Fields = Record<string, unknown>;

function entry(fields: Fields): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = typeof value === 'string' ? redact(value) : value;
  }
  const requestId = scope.getStore();
  if (requestId) out.requestId = requestId;
  return out;
}

const write = {
  debug: (event: string, fields: Fields = {}) => logger.debug(event, entry(fields)),
  info: (event: string, fields: Fields = {}) => logger.info(event, entry(fields)),
  warn: (event: string, fields: Fields = {}) => logger.warn(event, entry(fields)),
  error: (event: string, fields: Fields = {}) => logger.error(event, entry(fields)),
};

function describe(err: unknown): Fields {
  return err instanceof Error ? { error: err.message, stack: err.stack } : { error: String(err) };
}

/**
 * A path fit for the logs: a segment that holds an e-mail address (GET /api/customers/profile/:email) or
 * anything else not id-like is replaced, so the line tells the route without the person.
 */
export function loggablePath(path: string): string {
  return path
    .split('/')
    .map((segment) => (/^[A-Za-z0-9._-]*$/.test(segment) ? segment : ':redacted'))
    .join('/');
}

export const logs = {
  unexpectedError(method: string, path: string, err: unknown): void {
    write.error('api.unexpected_error', { method, path: loggablePath(path), ...describe(err) });
  },
  /** Firestore could not be reached in time: answered 503 (http/firestore-unavailable.ts). */
  firestoreUnavailable(method: string, path: string, err: unknown): void {
    const { error } = describe(err);
    write.warn('api.firestore_unavailable', { method, path: loggablePath(path), error });
  },
  tokenRejected(reason: string): void {
    write.info('auth.token_rejected', { reason });
  },
  customerRegistered(uid: string): void {
    write.info('signup.customer_registered', { uid });
  },
  profileUpdated(uid: string, byUid: string): void {
    write.info('profile.updated', { uid, byUid });
  },
  contactMessageReceived(id: string): void {
    write.info('contact.message_received', { id });
  },
  /** Without the sender's address: a client IP is personal data. */
  contactRateLimited(): void {
    write.warn('contact.rate_limited');
  },
  quoteSaved(id: string, uid: string): void {
    write.info('quote.saved', { id, uid });
  },
  adminAction(action: string, uid: string, target: string): void {
    write.info('admin.action', { action, uid, target });
  },
  catalogueLoaded(plans: number, addons: number, devices: number): void {
    write.debug('catalogue.loaded', { plans, addons, devices });
  },
  /** A catalogue read that lacks plans, add-ons or device prices: served, not cached (services/catalogue.ts). */
  catalogueIncomplete(gaps: string[]): void {
    write.warn('catalogue.incomplete', { gaps });
  },
  deviceRegistered(subscriptionId: string, uid: string, chargeId: string): void {
    write.info('payment.device_registered', { subscriptionId, uid, chargeId });
  },
  planChangePaid(subscriptionId: string, uid: string, chargeId: string): void {
    write.info('payment.plan_change_paid', { subscriptionId, uid, chargeId });
  },
  deductiblePaid(claimId: string, uid: string, chargeId: string): void {
    write.info('payment.deductible_paid', { claimId, uid, chargeId });
  },
  /** An approval's deductible was not charged (declined, no card, gateway down): the customer pays it. */
  deductibleLeftDue(claimId: string, reason: string): void {
    write.warn('payment.deductible_due', { claimId, reason });
  },
  /**
   * A registration receipt queued without its certificate PDF, which could not be made: the registration is
   * paid and recorded all the same, and the certificate stays downloadable from the subscription page.
   */
  certificateNotAttached(subscriptionId: string, err: unknown): void {
    write.error('mail.certificate_not_attached', {
      subscriptionId,
      error: err instanceof Error ? err.message : String(err),
    });
  },
  /** A deductible charged after it was already paid (two payers at once): the charge is refunded. */
  deductibleChargedTwice(claimId: string, chargeId: string): void {
    write.error('payment.deductible_charged_twice', { claimId, chargeId });
  },
  subscriptionCanceled(subscriptionId: string, uid: string, refunded: boolean): void {
    write.info('subscription.canceled', { subscriptionId, uid, refunded });
  },
  coverageEnded(subscriptionId: string): void {
    write.info('subscription.coverage_ended', { subscriptionId });
  },
  renewalFailed(subscriptionId: string, reason: string): void {
    write.warn('billing.renewal_failed', { subscriptionId, reason });
  },
  /** The charge's metadata as the api sets it (userId, subscriptionId, purpose): ids only, kept by name. */
  unmatchedCharge(chargeId: string, amountCents: number, metadata: Record<string, string>): void {
    const { userId, subscriptionId, purpose } = metadata;
    write.error('billing.unmatched_charge', {
      chargeId,
      amountCents,
      userId,
      subscriptionId,
      purpose,
    });
  },
  cardDeclineRecorded(uid: string): void {
    write.info('payment.card_decline_recorded', { uid });
  },
  paymentsPaused(uid: string, until: Date): void {
    write.warn('payment.paused_after_declines', { uid, until: until.toISOString() });
  },
  orphanFilesRemoved(files: number, removed: number): void {
    write.info('uploads.orphans_removed', { files, removed });
  },
  billingRun(summary: object): void {
    write.info('billing.run', { ...summary });
  },
  gatewayEvent(eventId: string, type: string, result: string): void {
    write.info('payment.gateway_event', { eventId, type, result });
  },
  webhookRejected(reason: string): void {
    write.warn('payment.webhook_rejected', { reason });
  },
  /** The outbox's sender (services/mail-sender.ts): one line per try, by mail id (never the address). */
  mailDelivered(mailId: string, attempts: number): void {
    write.info('mail.delivered', { mailId, attempts });
  },
  mailFailed(mailId: string, attempts: number, givenUp: boolean, error: string): void {
    (givenUp ? write.error : write.warn)('mail.failed', { mailId, attempts, givenUp, error });
  },
  /** A sender that outlived its lease: another sender took the message, whose record stands. */
  mailLeaseLost(mailId: string): void {
    write.warn('mail.lease_lost', { mailId });
  },
  mailSwept(summary: object): void {
    write.info('mail.sweep', { ...summary });
  },
  mailResent(mailId: string, adminUid: string): void {
    write.info('mail.resent', { mailId, adminUid });
  },
};
