// Admin writes to catalogue collections, each with its audit entry in the same transaction.
import type {
  CollectionReference,
  DocumentData,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import type { Actor, AuditLogRepository } from './audit-log';
import { isDocumentId } from './converter';

export interface AuditedWrite {
  who: Actor;
  now: Date;
}

/** A stored record as the audit log keeps it: every field but the id (dates become Timestamps). */
function auditView(record: object): Record<string, unknown> {
  const { id: _id, ...rest } = record as Record<string, unknown>;
  return rest;
}

export function auditedWrites<Model extends object, Doc extends DocumentData>(
  db: Firestore,
  audit: AuditLogRepository,
  ref: CollectionReference<Model, Doc>,
  entity: string,
) {
  const target = (id: string) => ({ collection: ref.id, id });
  /**
   * Creates a record whose id is chosen inside the transaction (e.g. the next numeric plan id): `next`
   * does the reads that choose it (and may add writes of its own, such as a counter), so two creates
   * cannot share an id.
   */
  function createNext(
    next: (tx: Transaction) => Promise<{ docId: string; record: Model }>,
    { who, now }: AuditedWrite,
  ): Promise<Model> {
    return db.runTransaction(async (tx) => {
      const { docId, record } = await next(tx);
      tx.create(ref.doc(docId), record);
      audit.record(tx, {
        who,
        action: `${entity}.create`,
        target: target(docId),
        before: null,
        after: auditView(record),
        at: now,
      });
      return record;
    });
  }
  return {
    /** Creates the record at docId (which must be free). */
    create(docId: string, record: Model, write: AuditedWrite): Promise<Model> {
      return createNext(() => Promise.resolve({ docId, record }), write);
    },
    createNext,
    /** Applies a change to the stored record; null when there is none with this id. */
    async update(
      docId: string,
      change: (before: Model) => Model,
      action: string,
      { who, now }: AuditedWrite,
    ): Promise<Model | null> {
      if (!isDocumentId(docId)) return null;
      const doc = ref.doc(docId);
      return db.runTransaction(async (tx) => {
        const before = (await tx.get(doc)).data();
        if (!before) return null;
        const after = change(before);
        tx.set(doc, after);
        audit.record(tx, {
          who,
          action: `${entity}.${action}`,
          target: target(docId),
          before: auditView(before),
          after: auditView(after),
          at: now,
        });
        return after;
      });
    },
    /**
     * Deletes the record: 'missing' when there is none with this id, 'in_use' when `alongside` answers
     * 'in_use'. `alongside` runs in the same transaction, after the record is read and before it is deleted:
     * it reads what decides (nothing it reads can change before the delete) and may add writes of its own.
     */
    async remove(
      docId: string,
      { who, now }: AuditedWrite,
      alongside?: (tx: Transaction) => Promise<'in_use' | 'delete'>,
    ): Promise<'deleted' | 'missing' | 'in_use'> {
      if (!isDocumentId(docId)) return 'missing';
      const doc = ref.doc(docId);
      return db.runTransaction(async (tx) => {
        const before = (await tx.get(doc)).data();
        if (!before) return 'missing';
        if (alongside && (await alongside(tx)) === 'in_use') return 'in_use';
        tx.delete(doc);
        audit.record(tx, {
          who,
          action: `${entity}.delete`,
          target: target(docId),
          before: auditView(before),
          after: null,
          at: now,
        });
        return 'deleted';
      });
    },
  };
}
