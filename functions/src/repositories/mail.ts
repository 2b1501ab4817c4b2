// mail/{id}: the outbox. Each message is written by the transaction that records its event, in the format of
// Firebase's "Trigger Email from Firestore" extension (to, message.subject/html/text/attachments,
// delivery.state), so that either the api's own sender or the extension can deliver it. Its id comes from
// the event (domain mailId): a retried request names the same document and cannot queue a second message.
import type { Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import {
  type MailDelivery,
  type MailDeliveryState,
  type MessageKind,
  queuedDelivery,
} from '@protect/domain';
import type { Actor, AuditLogRepository } from './audit-log';
import { collections } from './collections';
import { fromTimestamp, isDocumentId, toTimestamp } from './converter';

/** A file sent with a message (the policy certificate), base64 as the extension and nodemailer accept it. */
export interface MailAttachment {
  filename: string;
  content: string;
  encoding: 'base64';
  contentType: string;
}

/** A rendered message, ready to queue. */
export interface OutgoingMail {
  /** domain mailId(kind, event key). */
  id: string;
  kind: MessageKind;
  /** The customer it is for (the admin user page lists a customer's messages by uid). */
  uid: string;
  to: string;
  message: {
    subject: string;
    html: string;
    text: string;
    attachments?: MailAttachment[];
  };
}

/** The stored document. */
export interface MailDoc {
  kind: MessageKind;
  uid: string;
  to: string;
  message: OutgoingMail['message'];
  createdAt: Timestamp;
  delivery: {
    state: MailDeliveryState;
    attempts: number;
    /** When a PROCESSING lease runs out (a sender that died mid-send): another sender may then take it. */
    leaseExpireTime: Timestamp | null;
    /** When a failed message is next tried (the sweep's backoff). */
    nextAttemptTime: Timestamp | null;
    startTime: Timestamp | null;
    endTime: Timestamp | null;
    error: string | null;
  };
}

/** A stored message as the sender reads it: what to send and where its delivery is. */
export interface MailRecord {
  id: string;
  kind: MessageKind;
  uid: string;
  to: string;
  message: OutgoingMail['message'];
  createdAt: Date;
  delivery: MailDelivery;
}

/** A message in the admin's list: everything but its body and attachments. */
export type MailSummary = Omit<MailRecord, 'message'> & { subject: string };

/** The newest messages the admin's user page lists (a customer gets a few a month). */
const LISTED_MESSAGES = 100;

function deliveryToDoc(delivery: MailDelivery): MailDoc['delivery'] {
  const stamp = (date: Date | null) => (date ? toTimestamp(date) : null);
  return {
    ...delivery,
    leaseExpireTime: stamp(delivery.leaseExpireTime),
    nextAttemptTime: stamp(delivery.nextAttemptTime),
    startTime: stamp(delivery.startTime),
    endTime: stamp(delivery.endTime),
  };
}

function deliveryFromDoc(doc: Partial<MailDoc['delivery']> | undefined): MailDelivery {
  // Tolerates documents written by hand or by the Trigger Email extension (fields missing).
  const dateOf = (value: unknown) => (value ? fromTimestamp(value) : null);
  return {
    state: doc?.state ?? 'PENDING',
    attempts: doc?.attempts ?? 0,
    leaseExpireTime: dateOf(doc?.leaseExpireTime),
    nextAttemptTime: dateOf(doc?.nextAttemptTime),
    startTime: dateOf(doc?.startTime),
    endTime: dateOf(doc?.endTime),
    error: doc?.error ?? null,
  };
}

function recordOf(id: string, doc: MailDoc): MailRecord {
  return {
    id,
    kind: doc.kind,
    uid: doc.uid,
    to: doc.to,
    message: doc.message,
    createdAt: fromTimestamp(doc.createdAt),
    delivery: deliveryFromDoc(doc.delivery),
  };
}

/** The fields a summary reads: the list never loads bodies and attachments. */
const SUMMARY_FIELDS = ['kind', 'uid', 'to', 'message.subject', 'createdAt', 'delivery'] as const;

function summaryOf(id: string, doc: MailDoc): MailSummary {
  const { message, ...rest } = recordOf(id, doc);
  return { ...rest, subject: message?.subject ?? '' };
}

/** An admin's change to a message, audited in the same transaction. */
export interface MailAudit {
  log: AuditLogRepository;
  who: Actor;
  action: string;
  at: Date;
}

export function createMailRepository(db: Firestore) {
  const ref = db.collection(collections.mail);
  return {
    /**
     * Queues a message in the event's transaction: one write, no read. `create`, not `set`: the same event
     * queued twice fails its transaction rather than sending twice or overwriting a delivered message.
     */
    queue(tx: Transaction, mail: OutgoingMail, now: Date): void {
      const { id, ...rest } = mail;
      const doc: MailDoc = {
        ...rest,
        createdAt: toTimestamp(now),
        delivery: deliveryToDoc(queuedDelivery(now)),
      };
      tx.create(ref.doc(id), doc);
    },

    /**
     * Reads a message and writes the delivery `next` decides for it, in one transaction, so that two
     * senders never both take it; `next` answers the delivery to write (or null: leave it) and a result.
     * Null when there is no such message. With `audit`, an admin's change, logged in the same transaction.
     */
    async updateDelivery<T>(
      id: string,
      next: (mail: MailRecord) => { delivery: MailDelivery | null; result: T },
      audit?: MailAudit,
    ): Promise<T | null> {
      if (!isDocumentId(id)) return null;
      const doc = ref.doc(id);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(doc);
        if (!snapshot.exists) return null;
        const mail = recordOf(id, snapshot.data() as MailDoc);
        const { delivery, result } = next(mail);
        if (delivery) {
          tx.update(doc, { delivery: deliveryToDoc(delivery) });
          audit?.log.record(tx, {
            who: audit.who,
            action: audit.action,
            target: { collection: collections.mail, id },
            before: { delivery: deliveryToDoc(mail.delivery) },
            after: { delivery: deliveryToDoc(delivery) },
            at: audit.at,
          });
        }
        return result;
      });
    },

    /**
     * Ids of the messages a sender may take at `now`, oldest due first: PENDING or ERROR whose
     * nextAttemptTime has come, and PROCESSING whose lease ran out (a sender that died). Given-up
     * messages (ERROR without nextAttemptTime) match neither. Indexes: delivery.state with
     * delivery.nextAttemptTime, and with delivery.leaseExpireTime.
     */
    async dueIds(now: Date, limit: number): Promise<string[]> {
      const at = toTimestamp(now);
      const [waiting, stranded] = await Promise.all([
        ref
          .where('delivery.state', 'in', ['PENDING', 'ERROR'] satisfies MailDeliveryState[])
          .where('delivery.nextAttemptTime', '<=', at)
          .orderBy('delivery.nextAttemptTime')
          .limit(limit)
          .select()
          .get(),
        ref
          .where('delivery.state', '==', 'PROCESSING' satisfies MailDeliveryState)
          .where('delivery.leaseExpireTime', '<=', at)
          .orderBy('delivery.leaseExpireTime')
          .limit(limit)
          .select()
          .get(),
      ]);
      return [...stranded.docs, ...waiting.docs].map((d) => d.id).slice(0, limit);
    },

    /**
     * A customer's messages, newest first (index: uid, createdAt desc), without their bodies and
     * attachments: the list reads only the fields it shows.
     */
    async listForUser(uid: string): Promise<MailSummary[]> {
      const snapshot = await ref
        .where('uid', '==', uid)
        .orderBy('createdAt', 'desc')
        .limit(LISTED_MESSAGES)
        .select(...SUMMARY_FIELDS)
        .get();
      return snapshot.docs.map((d) => summaryOf(d.id, d.data() as MailDoc));
    },

    /** One message without its body and attachments; null when there is none with this id. */
    async findSummary(id: string): Promise<MailSummary | null> {
      if (!isDocumentId(id)) return null;
      const [snapshot] = await db.getAll(ref.doc(id), { fieldMask: [...SUMMARY_FIELDS] });
      return snapshot?.exists ? summaryOf(id, snapshot.data() as MailDoc) : null;
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
