// payments: one record per charge, failed charge or refund (refunds are negative amounts). Written only in
// the transactions of subscriptions.ts, together with the subscription they move.
import type {
  CollectionReference,
  DocumentData,
  Firestore,
  FirestoreDataConverter,
  Query,
  QueryDocumentSnapshot,
  Timestamp,
  UpdateData,
} from 'firebase-admin/firestore';
import { AggregateField } from 'firebase-admin/firestore';
import type { Cents, PaymentStatus, PaymentType } from '@protect/domain';
import { collections } from './collections';
import { converter, fromTimestamp, isDocumentId, toTimestamp } from './converter';
import { type Page, type PageRequest, readPage } from './pages';
import { newestOfUser, readRecord } from './records';

export interface PaymentRecord {
  id: string;
  userId: string;
  userEmail: string;
  userName: string;
  subscriptionId: string;
  /** Positive for a charge, negative for a refund. */
  amountCents: Cents;
  type: PaymentType;
  status: PaymentStatus;
  /** The gateway's charge (PaymentIntent) id; null for a charge the gateway never made. */
  chargeId: string | null;
  declineCode: string | null;
  description: string;
  createdAt: Date;
}

export type PaymentDoc = Omit<PaymentRecord, 'id' | 'createdAt'> & { createdAt: Timestamp };

export const paymentConverter = converter<PaymentRecord, PaymentDoc>(
  ({ id: _id, ...payment }) => ({ ...payment, createdAt: toTimestamp(payment.createdAt) }),
  (id, doc) => ({ ...doc, id, createdAt: fromTimestamp(doc.createdAt) }),
);

/** Most payments one customer's list returns. */
export const MAX_PAYMENTS_PER_CUSTOMER_LIST = 100;

/**
 * The statuses of money that moved: 'succeeded' is what the api records for a charge or a refund (refunds
 * are negative succeeded records); 'completed' is the legacy name of the same (the domain shows both as
 * 'Completed'). Failed and pending records never took money.
 */
export const PAID_PAYMENT_STATUSES: readonly PaymentStatus[] = ['succeeded', 'completed'];

/** A customer's payment records in all, and what they paid net of refunds. */
export interface PaymentTotals {
  count: number;
  paidCents: Cents;
}

export function createPaymentsRepository(db: Firestore) {
  const ref = db.collection(collections.payments).withConverter(paymentConverter);
  return {
    ref,
    /** One payment record; null when there is none with this id (or the id cannot be one). */
    async get(id: string): Promise<PaymentRecord | null> {
      if (!isDocumentId(id)) return null;
      return readRecord(ref, id);
    },
    /** The customer's newest payments, newest first (index: userId asc, createdAt desc). */
    async listForUser(
      userId: string,
      limit = MAX_PAYMENTS_PER_CUSTOMER_LIST,
    ): Promise<PaymentRecord[]> {
      return newestOfUser(ref, userId, limit);
    },
    /**
     * How many payment records the customer has, and the sum of the paid ones (refunds included), by two
     * aggregation queries run together: one read each, however many payments there are (the sum's index:
     * userId asc, status asc, amountCents asc).
     */
    async totalsForUser(userId: string): Promise<PaymentTotals> {
      const mine = ref.where('userId', '==', userId);
      const [all, paid] = await Promise.all([
        mine.count().get(),
        mine
          .where('status', 'in', PAID_PAYMENT_STATUSES)
          .aggregate({ cents: AggregateField.sum('amountCents') })
          .get(),
      ]);
      return { count: all.data().count, paidCents: paid.data().cents };
    },
    /** One page of the admin payments list, newest first. */
    page(request: PageRequest): Promise<Page<PaymentRecord>> {
      return readPage(ref, request);
    },
    /**
     * A deleted user's payments are kept (an insurer must keep them) with the name and e-mail replaced.
     * Answers how many were changed.
     */
    anonymiseAllOf(userId: string, name: string, email: string): Promise<number> {
      return anonymiseAllOfUser(db, ref, paymentConverter.toFirestore, { userId, name, email });
    },
    /** Whether any payment record holds this gateway charge (reconciliation). */
    async hasCharge(chargeId: string): Promise<boolean> {
      const snapshot = await ref.where('chargeId', '==', chargeId).limit(1).get();
      return !snapshot.empty;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

/**
 * Rewrites every record a query finds with `change` (null leaves it), in batches of 400, and answers how
 * many it changed. Each record goes through the collection's converter, so the fields it derives (search
 * keys) follow; each update is conditional on the document being unchanged since it was read, so a
 * concurrent write fails the batch instead of being overwritten (the caller's retry starts again).
 */
export async function rewriteWhere<T>(
  db: Firestore,
  query: Query<T>,
  toDoc: FirestoreDataConverter<T>['toFirestore'],
  change: (record: T) => T | null,
): Promise<number> {
  let changed = 0;
  let last: QueryDocumentSnapshot<T> | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(400).get();
    const batch = db.batch();
    let writes = 0;
    for (const doc of page.docs) {
      const next = change(doc.data());
      if (next === null) continue;
      batch.update(db.doc(doc.ref.path), toDoc(next) as UpdateData<DocumentData>, {
        lastUpdateTime: doc.updateTime,
      });
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    changed += writes;
    if (page.size < 400) return changed;
    last = page.docs[page.docs.length - 1];
  }
}

/**
 * A deleted user's records in `ref` are kept (an insurer must keep them) with the name and e-mail replaced;
 * answers how many were changed.
 */
export function anonymiseAllOfUser<T extends { userName: string; userEmail: string }>(
  db: Firestore,
  ref: CollectionReference<T>,
  toDoc: FirestoreDataConverter<T>['toFirestore'],
  deleted: { userId: string; name: string; email: string },
): Promise<number> {
  return rewriteWhere(db, ref.where('userId', '==', deleted.userId), toDoc, (record) =>
    anonymised(record, deleted.name, deleted.email),
  );
}

/** A record of a deleted user: the name and e-mail replaced; null when it holds them already. */
export function anonymised<T extends { userName: string; userEmail: string }>(
  record: T,
  name: string,
  email: string,
): T | null {
  return record.userName === name && record.userEmail === email
    ? null
    : { ...record, userName: name, userEmail: email };
}
