// monthlyTotals/{YYYY-MM}: each month's (UTC) new subscriptions, revenue (paid payments net of refunds) and
// payment records, for the admin overview's charts and the payments and subscriptions lists' totals. Kept up
// to date by FieldValue.increment inside the very transactions that record a registration or a payment
// (subscriptions.ts), so a chart reads 12 small documents instead of every payment, and a list's total is a
// sum() over the months (billed 1 read per 1000 months) instead of a count() over its records (billed 1 read
// per 1000 records: 20 at 20,000 payments). rebuildMonthlyTotals() recomputes them all from the payments and
// subscriptions, for data written before the totals existed or written around the api (the volume seed).
import {
  AggregateField,
  type DocumentData,
  FieldPath,
  FieldValue,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import type { Cents, PaymentStatus } from '@protect/domain';
import { collections } from './collections';
import { converter, fromTimestamp } from './converter';
import { PAID_PAYMENT_STATUSES } from './payments';

export interface MonthlyTotalRecord {
  /** YYYY-MM (UTC), also the document id. */
  month: string;
  newSubscriptions: number;
  /** Paid charges less refunds recorded in the month. */
  revenueCents: Cents;
  /** Payment records dated in the month, whatever their status. */
  payments: number;
}

export const monthlyTotalConverter = converter<MonthlyTotalRecord, MonthlyTotalRecord>(
  (record) => ({ ...record }),
  (id, doc) => ({
    month: id,
    newSubscriptions: doc.newSubscriptions ?? 0,
    revenueCents: doc.revenueCents ?? 0,
    payments: doc.payments ?? 0,
  }),
);

/** The UTC month of a date as the document id: 2026-11. */
export function monthKeyOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The `count` months ending with the month of `now`, oldest first: ['2025-12', ..., '2026-11']. */
export function monthKeysEnding(now: Date, count: number): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, i) =>
    monthKeyOf(new Date(Date.UTC(year, month - (count - 1 - i), 1))),
  );
}

/** The first instant of the UTC month of `now`. */
export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** What a payment record adds to revenue: its amount when money moved (refunds are negative), else 0. */
export function revenueCentsOf(payment: { status: PaymentStatus; amountCents: Cents } | undefined) {
  return payment && PAID_PAYMENT_STATUSES.includes(payment.status) ? payment.amountCents : 0;
}

/** A change to one month's totals, dated by the record that causes it. */
export interface MonthlyChange {
  at: Date;
  newSubscriptions?: number;
  revenueCents?: Cents;
  /** Payment records created (a record set over one of the same id is not a new one). */
  payments?: number;
}

/**
 * Adds changes to the months they fall in, inside the caller's transaction (writes only: call it after the
 * transaction's reads). Changes of one month are merged into one write; a change of nothing writes nothing.
 */
export function addToMonthlyTotals(db: Firestore, tx: Transaction, changes: MonthlyChange[]) {
  const byMonth = new Map<
    string,
    { newSubscriptions: number; revenueCents: number; payments: number }
  >();
  for (const change of changes) {
    const key = monthKeyOf(change.at);
    const sum = byMonth.get(key) ?? { newSubscriptions: 0, revenueCents: 0, payments: 0 };
    sum.newSubscriptions += change.newSubscriptions ?? 0;
    sum.revenueCents += change.revenueCents ?? 0;
    sum.payments += change.payments ?? 0;
    byMonth.set(key, sum);
  }
  for (const [month, sum] of byMonth) {
    if (sum.newSubscriptions === 0 && sum.revenueCents === 0 && sum.payments === 0) continue;
    tx.set(
      db.collection(collections.monthlyTotals).doc(month),
      {
        month,
        newSubscriptions: FieldValue.increment(sum.newSubscriptions),
        revenueCents: FieldValue.increment(sum.revenueCents),
        payments: FieldValue.increment(sum.payments),
      },
      { merge: true },
    );
  }
}

/** Reads in pages of this many documents, writes in batches of this many. */
const PAGE = 1000;
const BATCH = 400;

async function forEachDoc(
  query: Query<DocumentData>,
  visit: (doc: QueryDocumentSnapshot<DocumentData>) => void,
): Promise<number> {
  let seen = 0;
  let last: QueryDocumentSnapshot<DocumentData> | undefined;
  for (;;) {
    const ordered = query.orderBy(FieldPath.documentId()).limit(PAGE);
    const page = await (last ? ordered.startAfter(last) : ordered).get();
    page.docs.forEach(visit);
    seen += page.size;
    if (page.size < PAGE) return seen;
    last = page.docs[page.docs.length - 1];
  }
}

export interface RebuildSummary {
  payments: number;
  subscriptions: number;
  months: number;
  removed: number;
}

/**
 * Recomputes every month from the payments and subscriptions collections (read in pages of 1000, only the
 * fields it needs) and writes the result in batches, replacing what was there; a month left with nothing is
 * removed. Writes the api records while it runs may be lost: run it while the api is quiet.
 */
export async function rebuildMonthlyTotals(db: Firestore): Promise<RebuildSummary> {
  const totals = new Map<string, MonthlyTotalRecord>();
  const monthOf = (at: unknown) => {
    const month = monthKeyOf(fromTimestamp(at));
    const found = totals.get(month);
    if (found) return found;
    const fresh = { month, newSubscriptions: 0, revenueCents: 0, payments: 0 };
    totals.set(month, fresh);
    return fresh;
  };
  const payments = await forEachDoc(
    db.collection(collections.payments).select('status', 'amountCents', 'createdAt'),
    (doc) => {
      const month = monthOf(doc.get('createdAt'));
      month.payments += 1;
      month.revenueCents += revenueCentsOf({
        status: doc.get('status') as PaymentStatus,
        amountCents: Number(doc.get('amountCents') ?? 0),
      });
    },
  );
  const subscriptions = await forEachDoc(
    db.collection(collections.subscriptions).select('createdAt'),
    (doc) => {
      monthOf(doc.get('createdAt')).newSubscriptions += 1;
    },
  );
  const ref = db.collection(collections.monthlyTotals).withConverter(monthlyTotalConverter);
  const stale = (await ref.select().get()).docs
    .map((doc) => doc.id)
    .filter((month) => !totals.has(month));
  const writes: Array<(batch: WriteBatch) => void> = [
    ...[...totals.values()].map(
      (record) => (batch: WriteBatch) => batch.set(ref.doc(record.month), record),
    ),
    ...stale.map((month) => (batch: WriteBatch) => batch.delete(ref.doc(month))),
  ];
  for (let i = 0; i < writes.length; i += BATCH) {
    const batch = db.batch();
    writes.slice(i, i + BATCH).forEach((write) => write(batch));
    await batch.commit();
  }
  return { payments, subscriptions, months: totals.size, removed: stale.length };
}

export function createMonthlyTotalsRepository(db: Firestore) {
  const ref = db.collection(collections.monthlyTotals).withConverter(monthlyTotalConverter);
  return {
    /**
     * The months from `first` to `last` (YYYY-MM, inclusive) that have totals, oldest first: one query, one
     * read per month found (at most 12 for a year), a missing month is simply absent.
     */
    async range(first: string, last: string): Promise<MonthlyTotalRecord[]> {
      const snapshot = await ref
        .where(FieldPath.documentId(), '>=', first)
        .where(FieldPath.documentId(), '<=', last)
        .orderBy(FieldPath.documentId())
        .get();
      return snapshot.docs.map((doc) => doc.data());
    },
    /**
     * How many payment and subscription records there are (neither is ever deleted): sum() aggregations over
     * the months' counts, one read per 1000 months (a count() over the records bills one per 1000 records).
     */
    async recordCounts(): Promise<{ payments: number; subscriptions: number }> {
      const snapshot = await ref
        .aggregate({
          payments: AggregateField.sum('payments'),
          subscriptions: AggregateField.sum('newSubscriptions'),
        })
        .get();
      return snapshot.data();
    },
    rebuild: () => rebuildMonthlyTotals(db),
  };
}

export type MonthlyTotalsRepository = ReturnType<typeof createMonthlyTotalsRepository>;
