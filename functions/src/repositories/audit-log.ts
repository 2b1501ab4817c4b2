// auditLog: one document per admin mutation (who, action, target, before, after, at), written in the same
// transaction as the change so a change without its audit entry cannot exist.
import type { Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import { collections } from './collections';
import { converter, fromTimestamp, toTimestamp } from './converter';
import { type Page, type PageRequest, readPageBy } from './pages';

export interface Actor {
  uid: string;
  email: string | null;
}

export interface AuditEntry {
  id: string;
  who: Actor;
  /** e.g. 'devicePricing.create', 'devicePricing.update', 'devicePricing.delete'. */
  action: string;
  target: { collection: string; id: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
}

export type AuditDoc = Omit<AuditEntry, 'id' | 'at'> & { at: Timestamp };

export const auditConverter = converter<AuditEntry, AuditDoc>(
  ({ id: _id, ...entry }) => ({ ...entry, at: toTimestamp(entry.at) }),
  (id, doc) => ({ ...doc, id, at: fromTimestamp(doc.at) }),
);

export function createAuditLogRepository(db: Firestore) {
  const ref = db.collection(collections.auditLog).withConverter(auditConverter);
  /** Entries about one collection (target.collection), or every entry when `entity` is null. */
  const about = (entity: string | null) =>
    entity === null ? ref : ref.where('target.collection', '==', entity);
  return {
    /**
     * One page of the Audit tab, newest first by `at` (index with the filter: target.collection asc,
     * at desc, __name__ desc).
     */
    page(request: PageRequest, entity: string | null): Promise<Page<AuditEntry>> {
      return readPageBy(about(entity), request, 'at');
    },
    /** How many entries the list has (with the filter), from a count() aggregation. */
    async count(entity: string | null): Promise<number> {
      return (await about(entity).count().get()).data().count;
    },
    /** Adds the entry inside the caller's transaction. */
    record(tx: Transaction, entry: Omit<AuditEntry, 'id'>): void {
      tx.set(ref.doc(), { ...entry, id: '' });
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
