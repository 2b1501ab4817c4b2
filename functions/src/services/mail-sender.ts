// The outbox's sender (issue 24): delivers each mail/{id} once. `deliver(id)` takes the message under a lease
// in one transaction (domain decideMailLease), sends it, then records the outcome in a second transaction
// that first checks it still holds that lease. `sweep()` delivers every due message: the scheduled function
// runs it each minute (and the local stack's launcher every few seconds), the Firestore trigger delivers a
// new message at once.
//
// What can go wrong, and why nothing is sent twice or lost:
// - two senders at once (the trigger and a sweep, two sweeps): the lease is taken in a transaction, so one
//   of them takes the message and the other leaves it;
// - SMTP down: the try fails, the message waits out the backoff as ERROR and is tried again, up to
//   MAIL_MAX_ATTEMPTS, then kept as ERROR with its last error for an admin to resend;
// - the process killed after the event's commit: the message is PENDING, the next sweep takes it;
// - the process killed mid-send: the lease runs out (MAIL_LEASE_MS) and a sweep takes the message again.
//   A send is bounded by MAIL_SEND_TIMEOUT_MS, well inside the lease, so a live sender never loses its lease
//   mid-send. The one window left is a process killed between the server's acceptance and the recording
//   transaction: SMTP has no way to ask whether a message arrived, so it is sent again, with the same
//   Message-ID (adapters/mail-transport.ts) for mail clients to fold the copies together.
import {
  type MailDelivery,
  decideMailLease,
  deliveredMail,
  failedMail,
  holdsMailLease,
} from '@protect/domain';
import type { Clock } from '../adapters/clock';
import type { MailTransport } from '../adapters/mail-transport';
import { logs } from '../logs';
import type { MailRecord, MailRepository } from '../repositories/mail';

/** What one `deliver` did. */
export type DeliveryOutcome =
  /** The server accepted it. */
  | 'delivered'
  /** The try failed; due again after the backoff. */
  | 'failed'
  /** The try failed for the last time (or its last lease ran out): kept as ERROR. */
  | 'given-up'
  /** Not this sender's to send: delivered, given up, not due, or under another sender's lease. */
  | 'left'
  /** Sent or failed after another sender took the message (this sender outlived its lease). */
  | 'lease-lost'
  /** No such message. */
  | 'missing'
  /** This api does not deliver mail (MAIL_DELIVERY=extension, or no SMTP_URL on the emulators). */
  | 'off';

export type SweepSummary = Record<DeliveryOutcome, number>;

/** Messages one sweep takes; the next sweep (a minute later) takes the rest. */
const SWEEP_BATCH = 100;
/** Sends at once during a sweep: a backlog after an outage drains without opening 100 connections. */
const SWEEP_PARALLEL = 5;
/** The longest error kept on a message (an SMTP answer can quote the whole message back). */
const ERROR_LENGTH = 500;

type Taken =
  | { kind: 'taken'; mail: MailRecord; lease: Date }
  | { kind: 'given-up'; delivery: MailDelivery }
  | { kind: 'left' };

export function createMailSender(deps: {
  mail: MailRepository;
  transport: MailTransport | null;
  /** The From address of every message (config.mail.from). */
  from: string;
  clock: Clock;
}) {
  const { mail, transport, from, clock } = deps;

  async function take(id: string): Promise<Taken | null> {
    const now = clock.now();
    return mail.updateDelivery<Taken>(id, (stored) => {
      const decision = decideMailLease(stored.delivery, now);
      if (decision.kind === 'take')
        return {
          delivery: decision.delivery,
          result: { kind: 'taken', mail: stored, lease: decision.delivery.leaseExpireTime as Date },
        };
      if (decision.kind === 'give-up')
        return {
          delivery: decision.delivery,
          result: { kind: 'given-up', delivery: decision.delivery },
        };
      return { delivery: null, result: { kind: 'left' } };
    });
  }

  async function deliver(id: string): Promise<DeliveryOutcome> {
    if (!transport) return 'off';
    const taken = await take(id);
    if (taken === null) return 'missing';
    if (taken.kind === 'left') return 'left';
    if (taken.kind === 'given-up') {
      logs.mailFailed(id, taken.delivery.attempts, true, taken.delivery.error ?? '');
      return 'given-up';
    }
    const { mail: stored, lease } = taken;
    let error: string | null = null;
    try {
      await transport.send({
        id,
        from,
        to: stored.to,
        subject: stored.message.subject,
        html: stored.message.html,
        text: stored.message.text,
        attachments: stored.message.attachments,
      });
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_LENGTH);
    }
    const finished = clock.now();
    const outcome = await mail.updateDelivery<{
      result: DeliveryOutcome;
      delivery: MailDelivery | null;
    }>(id, (current) => {
      if (!holdsMailLease(current.delivery, lease))
        return { delivery: null, result: { result: 'lease-lost', delivery: null } };
      const next =
        error === null
          ? deliveredMail(current.delivery, finished)
          : failedMail(current.delivery, error, finished);
      const result: DeliveryOutcome =
        error === null ? 'delivered' : next.nextAttemptTime ? 'failed' : 'given-up';
      return { delivery: next, result: { result, delivery: next } };
    });
    // Deleted while being sent (an erased account): nothing left to record.
    if (outcome === null) return 'missing';
    if (outcome.result === 'lease-lost') logs.mailLeaseLost(id);
    else if (outcome.result === 'delivered')
      logs.mailDelivered(id, outcome.delivery?.attempts ?? 0);
    else
      logs.mailFailed(
        id,
        outcome.delivery?.attempts ?? 0,
        outcome.result === 'given-up',
        error ?? '',
      );
    return outcome.result;
  }

  return {
    deliver,

    /** Delivers every message due now (up to SWEEP_BATCH), a few at a time; answers what became of them. */
    async sweep(): Promise<SweepSummary> {
      const summary: SweepSummary = {
        delivered: 0,
        failed: 0,
        'given-up': 0,
        left: 0,
        'lease-lost': 0,
        missing: 0,
        off: 0,
      };
      if (!transport) return summary;
      const ids = await mail.dueIds(clock.now(), SWEEP_BATCH);
      const queue = [...ids];
      const worker = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          try {
            summary[await deliver(id)] += 1;
          } catch (err) {
            // Firestore failing on one message: the others still go; this one is due again next sweep.
            logs.mailFailed(id, 0, false, err instanceof Error ? err.message : String(err));
            summary.failed += 1;
          }
        }
      };
      await Promise.all(Array.from({ length: SWEEP_PARALLEL }, worker));
      if (ids.length > 0) logs.mailSwept(summary);
      return summary;
    },
  };
}

export type MailSender = ReturnType<typeof createMailSender>;
