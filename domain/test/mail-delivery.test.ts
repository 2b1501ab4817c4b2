import {
  MAIL_LEASE_MS,
  MAIL_MAX_ATTEMPTS,
  MAIL_SEND_TIMEOUT_MS,
  type MailDelivery,
  decideMailLease,
  deliveredMail,
  failedMail,
  holdsMailLease,
  isMailBeingSent,
  mailRetryDelayMs,
  queuedDelivery,
} from '../src/mail-delivery';
import { mailDeliveryLabel, messageKindLabel } from '../src/wire-messages';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const t0 = new Date('2026-03-05T15:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

/** Takes the message or fails the test. */
function take(delivery: MailDelivery, now: Date): MailDelivery {
  const decision = decideMailLease(delivery, now);
  if (decision.kind !== 'take')
    throw new Error(`expected to take, got ${JSON.stringify(decision)}`);
  return decision.delivery;
}

describe('mail delivery', () => {
  it('when a message is queued, then a sender may take it at once, under a lease, as its first attempt', () => {
    const taken = take(queuedDelivery(t0), t0);
    expect(taken).toMatchObject({
      state: 'PROCESSING',
      attempts: 1,
      leaseExpireTime: at(MAIL_LEASE_MS),
      nextAttemptTime: null,
      startTime: t0,
    });
  });

  it('when two senders read the same queued message, then the second (reading after the first wrote) leaves it', () => {
    const first = take(queuedDelivery(t0), t0);
    expect(decideMailLease(first, at(1))).toEqual({ kind: 'leave', reason: 'leased' });
  });

  it('when a sender finishes under its lease, then it still holds it; when another took the message since, then it does not', () => {
    const first = take(queuedDelivery(t0), t0);
    const lease = first.leaseExpireTime as Date;
    expect(holdsMailLease(first, lease)).toBe(true);
    // The first sender died mid-send: its lease ran out and a second sender took the message.
    const second = take(first, at(MAIL_LEASE_MS));
    expect(second.attempts).toBe(2);
    expect(holdsMailLease(second, lease)).toBe(false);
    // The second one's success stands; the first one, late, holds nothing.
    expect(holdsMailLease(deliveredMail(second, at(MAIL_LEASE_MS + 1)), lease)).toBe(false);
  });

  it('when a lease has not yet run out, then nobody else takes the message, one millisecond before included', () => {
    const taken = take(queuedDelivery(t0), t0);
    expect(decideMailLease(taken, at(MAIL_LEASE_MS - 1))).toEqual({
      kind: 'leave',
      reason: 'leased',
    });
    expect(isMailBeingSent(taken, at(MAIL_LEASE_MS - 1))).toBe(true);
    expect(isMailBeingSent(taken, at(MAIL_LEASE_MS))).toBe(false);
  });

  it('when the lease is set, then a send always ends (by its timeout) well before the lease does', () => {
    expect(MAIL_LEASE_MS).toBeGreaterThanOrEqual(2 * MAIL_SEND_TIMEOUT_MS);
  });

  it('when a PENDING message has no next try (written by hand in the extension format), then it is due at once', () => {
    const handWritten = { ...queuedDelivery(t0), nextAttemptTime: null };
    expect(take(handWritten, t0).attempts).toBe(1);
  });

  it('when a message was delivered, then no sender takes it again', () => {
    const delivered = deliveredMail(take(queuedDelivery(t0), t0), at(1000));
    expect(delivered).toMatchObject({ state: 'SUCCESS', leaseExpireTime: null, endTime: at(1000) });
    expect(decideMailLease(delivered, at(10 * HOUR))).toEqual({
      kind: 'leave',
      reason: 'delivered',
    });
  });

  it('when a try fails, then the message waits out the backoff, keeping the error and the attempts', () => {
    const failed = failedMail(take(queuedDelivery(t0), t0), 'connect ECONNREFUSED', at(1000));
    expect(failed).toMatchObject({
      state: 'ERROR',
      attempts: 1,
      error: 'connect ECONNREFUSED',
      nextAttemptTime: at(1000 + MINUTE),
    });
    expect(decideMailLease(failed, at(1000 + MINUTE - 1))).toEqual({
      kind: 'leave',
      reason: 'not-due',
    });
    expect(take(failed, at(1000 + MINUTE)).attempts).toBe(2);
  });

  it('when retries follow each other, then the wait doubles from a minute up to two hours', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(mailRetryDelayMs)).toEqual(
      [1, 2, 4, 8, 16, 32, 64, 120, 120].map((m) => m * MINUTE),
    );
  });

  it('when the SMTP server is down for hours, then the message is tried for about 20 hours, then given up with its last error', () => {
    let delivery = queuedDelivery(t0);
    let now = t0;
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      delivery = failedMail(take(delivery, now), `down, try ${attempt}`, now);
      if (delivery.nextAttemptTime) now = delivery.nextAttemptTime;
    }
    expect(delivery).toMatchObject({
      state: 'ERROR',
      attempts: MAIL_MAX_ATTEMPTS,
      nextAttemptTime: null,
      error: `down, try ${MAIL_MAX_ATTEMPTS}`,
    });
    const span = now.getTime() - t0.getTime();
    expect(span).toBeGreaterThan(18 * HOUR);
    expect(span).toBeLessThan(24 * HOUR);
    expect(decideMailLease(delivery, at(1000 * HOUR))).toEqual({
      kind: 'leave',
      reason: 'given-up',
    });
  });

  it('when the SMTP server comes back during the backoff, then the next due try delivers', () => {
    let delivery = failedMail(take(queuedDelivery(t0), t0), 'down', t0);
    delivery = failedMail(take(delivery, at(MINUTE)), 'down', at(MINUTE));
    const due = delivery.nextAttemptTime as Date;
    const delivered = deliveredMail(take(delivery, due), due);
    expect(delivered).toMatchObject({ state: 'SUCCESS', attempts: 3, error: null });
  });

  it('when a message kills its sender on every try, then its last expired lease gives it up instead of trying forever', () => {
    let delivery = queuedDelivery(t0);
    let now = t0;
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      delivery = take(delivery, now);
      now = delivery.leaseExpireTime as Date;
    }
    const decision = decideMailLease(delivery, now);
    expect(decision.kind).toBe('give-up');
    if (decision.kind === 'give-up')
      expect(decision.delivery).toMatchObject({
        state: 'ERROR',
        attempts: MAIL_MAX_ATTEMPTS,
        nextAttemptTime: null,
      });
  });
});

describe('mail delivery labels', () => {
  it('when the admin reads a delivery, then a retried failure and a given-up one read differently', () => {
    expect(mailDeliveryLabel({ delivery_state: 'PENDING', next_attempt_at: 'x' })).toBe('Queued');
    expect(mailDeliveryLabel({ delivery_state: 'PROCESSING', next_attempt_at: null })).toBe(
      'Sending',
    );
    expect(mailDeliveryLabel({ delivery_state: 'SUCCESS', next_attempt_at: null })).toBe(
      'Delivered',
    );
    expect(mailDeliveryLabel({ delivery_state: 'ERROR', next_attempt_at: 'x' })).toBe('Retrying');
    expect(mailDeliveryLabel({ delivery_state: 'ERROR', next_attempt_at: null })).toBe('Failed');
    expect(messageKindLabel('registration-receipt')).toBe('Registration receipt');
  });
});
