// mail/{id}: the outbox. Each message is written by the transaction that records its event, in the format of
// Firebase's "Trigger Email from Firestore" extension (to, message.subject/html/text/attachments,
// delivery.state), so that either the api's own sender or the extension can deliver it. Its id comes from
// the event (domain mailId): a retried request names the same document and cannot queue a second message.
import type { Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import type { MailDeliveryState, MessageKind } from '@protect/domain';
import { collections } from './collections';
import { toTimestamp } from './converter';

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
        delivery: {
          state: 'PENDING',
          attempts: 0,
          leaseExpireTime: null,
          nextAttemptTime: toTimestamp(now),
          startTime: null,
          endTime: null,
          error: null,
        },
      };
      tx.create(ref.doc(id), doc);
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
