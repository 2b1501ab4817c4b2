// Admin writes to catalogue collections, each with its audit entry in the same transaction.
import type {
  CollectionReference,
  DocumentData,
  Firestore,
  Query,
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
  return {
    /** Creates the record at docId (which must be free). */
    async create(docId: string, record: Model, { who, now }: AuditedWrite): Promise<Model> {
      await db.runTransaction(async (tx) => {
        tx.create(ref.doc(docId), record);
        audit.record(tx, {
          who,
          action: `${entity}.create`,
          target: target(docId),
          before: null,
          after: auditView(record),
          at: now,
        });
      });
      return record;
    },
    /**
     * Creates a record whose id follows the latest stored one (e.g. the next numeric plan id): `latest` is a
     * query for the record with the highest id, read inside the transaction so two creates cannot share an id.
     */
    async createNext(
      latest: Query<Model, Doc>,
      build: (latest: Model | undefined) => { docId: string; record: Model },
      { who, now }: AuditedWrite,
    ): Promise<Model> {
      return db.runTransaction(async (tx) => {
        const { docId, record } = build((await tx.get(latest)).docs[0]?.data());
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
    },
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
     * Deletes the record: 'missing' when there is none with this id, 'blocked' when `blockedBy` (read in the
     * same transaction, so nothing it looks at can change before the delete) finds a reason to keep it.
     */
    async remove(
      docId: string,
      { who, now }: AuditedWrite,
      blockedBy?: (tx: Transaction) => Promise<boolean>,
    ): Promise<'deleted' | 'missing' | 'blocked'> {
      if (!isDocumentId(docId)) return 'missing';
      const doc = ref.doc(docId);
      return db.runTransaction(async (tx) => {
        const before = (await tx.get(doc)).data();
        if (!before) return 'missing';
        if (blockedBy && (await blockedBy(tx))) return 'blocked';
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
