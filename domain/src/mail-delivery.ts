// When the outbox's sender may send a message, and what its delivery record says after each try (issue 24).
// Pure rules: functions/src/services/mail-sender.ts reads a mail document, asks these, and writes the answer
// in a transaction, so two senders (the trigger and the sweep, or two sweeps) can never both hold a message.
import type { MailDeliveryState } from './messages';

/** A message's delivery record (the `delivery` map of mail/{id}, with Dates). */
export interface MailDelivery {
  state: MailDeliveryState;
  /** Tries begun, counted when the lease is taken: a try whose sender died counts too. */
  attempts: number;
  /** While PROCESSING: when the sender's lease runs out and another sender may take the message. */
  leaseExpireTime: Date | null;
  /** While PENDING or ERROR: when the message is next due; null once delivered or given up. */
  nextAttemptTime: Date | null;
  startTime: Date | null;
  endTime: Date | null;
  /** The last try's error, kept after a give-up for the admin's message list. */
  error: string | null;
}

/**
 * The longest one send may take: the SMTP adapter gives up on a send after this (connect, greeting and
 * data included), so a sender that still holds its lease has always finished or failed its send.
 */
export const MAIL_SEND_TIMEOUT_MS = 60_000;

/**
 * How long a sender holds a message. Three times the send timeout: the send (60 s at most), then the
 * transaction that records it, with room for a slow Firestore. Only a sender that died (a function killed
 * at its timeout, a crash) lets a lease run out; another sender then sends the message, at most 3 minutes
 * late. Shorter would risk a second sender taking a message the first is still sending.
 */
export const MAIL_LEASE_MS = 3 * 60_000;

/** The first retry waits a minute, each next one twice as long... */
const FIRST_RETRY_MS = 60_000;
/** ...up to two hours between tries, so a provider back after an outage is used within two hours. */
const LONGEST_RETRY_MS = 2 * 60 * 60_000;

/**
 * Tries before a message is given up (ERROR kept, with its attempts and last error, for an admin to
 * resend). With the backoff above the 16 tries span about 20 hours: an SMTP provider down for most of a
 * day loses nothing, while an address that always bounces stops being tried.
 */
export const MAIL_MAX_ATTEMPTS = 16;

/** The wait after the given failed try (1-based) before the next one. */
export function mailRetryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), LONGEST_RETRY_MS);
}

/** A new message, as the event's transaction queues it: due at once. */
export function queuedDelivery(now: Date): MailDelivery {
  return {
    state: 'PENDING',
    attempts: 0,
    leaseExpireTime: null,
    nextAttemptTime: now,
    startTime: null,
    endTime: null,
    error: null,
  };
}

/**
 * What a sender may do with a message now:
 * - take it (PENDING or ERROR whose nextAttemptTime has come, or PROCESSING whose lease ran out): the
 *   delivery to write, PROCESSING under a new lease, one more attempt;
 * - give it up (a lease that ran out on its last attempt: that sender died on every try);
 * - leave it (delivered, given up, under another sender's lease, or not due yet).
 */
export type MailLeaseDecision =
  | { kind: 'take'; delivery: MailDelivery }
  | { kind: 'give-up'; delivery: MailDelivery }
  | { kind: 'leave'; reason: 'delivered' | 'given-up' | 'leased' | 'not-due' };

export function decideMailLease(current: MailDelivery, now: Date): MailLeaseDecision {
  const at = now.getTime();
  if (current.state === 'SUCCESS') return { kind: 'leave', reason: 'delivered' };
  if (current.state === 'PROCESSING') {
    if (current.leaseExpireTime && current.leaseExpireTime.getTime() > at)
      return { kind: 'leave', reason: 'leased' };
    if (current.attempts >= MAIL_MAX_ATTEMPTS)
      return {
        kind: 'give-up',
        delivery: {
          ...current,
          state: 'ERROR',
          leaseExpireTime: null,
          nextAttemptTime: null,
          endTime: now,
          error: 'The sender stopped during the last attempt.',
        },
      };
  } else {
    // ERROR without a next try is given up; PENDING without one (a message written by hand, in the
    // extension's format without our fields) is due at once.
    if (current.state === 'ERROR' && current.nextAttemptTime === null)
      return { kind: 'leave', reason: 'given-up' };
    if (current.nextAttemptTime && current.nextAttemptTime.getTime() > at)
      return { kind: 'leave', reason: 'not-due' };
  }
  return {
    kind: 'take',
    delivery: {
      ...current,
      state: 'PROCESSING',
      attempts: current.attempts + 1,
      leaseExpireTime: new Date(at + MAIL_LEASE_MS),
      nextAttemptTime: null,
      startTime: now,
      endTime: null,
    },
  };
}

/**
 * Whether the sender that took `lease` (the leaseExpireTime it wrote) still holds the message: nobody
 * else took it since. A sender that lost its lease writes nothing, so the other sender's record stands.
 */
export function holdsMailLease(current: MailDelivery, lease: Date): boolean {
  return current.state === 'PROCESSING' && current.leaseExpireTime?.getTime() === lease.getTime();
}

/** After the SMTP server accepted the message. */
export function deliveredMail(current: MailDelivery, now: Date): MailDelivery {
  return {
    ...current,
    state: 'SUCCESS',
    leaseExpireTime: null,
    nextAttemptTime: null,
    endTime: now,
    error: null,
  };
}

/**
 * After a failed try: ERROR with the error, due again after the backoff, or given up (no nextAttemptTime)
 * once MAIL_MAX_ATTEMPTS tries have failed.
 */
export function failedMail(current: MailDelivery, error: string, now: Date): MailDelivery {
  const givenUp = current.attempts >= MAIL_MAX_ATTEMPTS;
  return {
    ...current,
    state: 'ERROR',
    leaseExpireTime: null,
    nextAttemptTime: givenUp ? null : new Date(now.getTime() + mailRetryDelayMs(current.attempts)),
    endTime: now,
    error,
  };
}

/** Whether a sender is sending the message right now (its lease has not run out). */
export function isMailBeingSent(current: MailDelivery, now: Date): boolean {
  return (
    current.state === 'PROCESSING' &&
    current.leaseExpireTime !== null &&
    current.leaseExpireTime.getTime() > now.getTime()
  );
}
