// The catalogue's collections an admin edits (plans, add-ons, device pricing) read and write the same way:
// the domain's record (cents) with its timestamps, seeded without overwriting an admin's edits, and every
// admin change written with its audit entry in one transaction (audited-writes.ts).
import type {
  CollectionReference,
  DocumentData,
  Firestore,
  Query,
  Timestamp,
} from 'firebase-admin/firestore';
import type { AuditLogRepository } from './audit-log';
import { type AuditedWrite, auditedWrites } from './audited-writes';
import { converter, fromTimestamp, isDocumentId, toTimestamp } from './converter';
import { readRecord } from './records';

/** What every catalogue record carries besides its domain fields. */
interface CatalogueRecord {
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A catalogue document: the record without its id (the document's id names it), dates as Timestamps. */
type CatalogueDoc<Model> = Omit<Model, 'id' | 'createdAt' | 'updatedAt'> & {
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** The fields an admin may set; id and timestamps are the server's. */
export type CatalogueFields<Model> = Omit<Model, 'id' | 'createdAt' | 'updatedAt'>;

/** The converter of a collection whose records are named by their document id. */
export function catalogueConverter<Model extends CatalogueRecord & { id: string }>() {
  return converter<Model, CatalogueDoc<Model>>(
    ({ id: _id, ...record }) =>
      ({
        ...record,
        createdAt: toTimestamp(record.createdAt),
        updatedAt: toTimestamp(record.updatedAt),
      }) as CatalogueDoc<Model>,
    (id, doc) =>
      ({
        ...doc,
        id,
        createdAt: fromTimestamp(doc.createdAt),
        updatedAt: fromTimestamp(doc.updatedAt),
      }) as unknown as Model,
  );
}

/** Deleting a catalogue record: 'in_use' when something that must keep it still holds it. */
export type RemoveOutcome = 'deleted' | 'missing' | 'in_use';

export function catalogueCollection<Model extends CatalogueRecord, Doc extends DocumentData>(
  db: Firestore,
  audit: AuditLogRepository,
  ref: CollectionReference<Model, Doc>,
  options: {
    /** What the audit log calls a record of this collection ('plan', 'addOn', 'devicePricing'). */
    entity: string;
    /** The id of the document that holds a record. */
    docIdOf: (record: Model) => string;
    /** The whole collection, in the lists' order when a stored field gives it. */
    listed: Query<Model, Doc>;
    /** The lists' order when no stored field gives it. */
    compare?: (a: Model, b: Model) => number;
  },
) {
  const writes = auditedWrites(db, audit, ref, options.entity);
  /** Every record, active or not (admin views; a few dozen to a few hundred). */
  const list = async (): Promise<Model[]> => {
    const records = (await options.listed.get()).docs.map((doc) => doc.data());
    return options.compare ? records.sort(options.compare) : records;
  };
  /**
   * Writes the records whose ids are missing, in one transaction (seed: never overwrites an admin's edits;
   * a reader sees all of them or none). Returns how many were written.
   */
  const createAllIfMissing = async (records: Model[]): Promise<number> => {
    if (records.length === 0) return 0;
    const docs = records.map((record) => ref.doc(options.docIdOf(record)));
    // Cheap check first: at every start of the local stack everything exists already.
    if ((await db.getAll(...docs)).every((snapshot) => snapshot.exists)) return 0;
    return db.runTransaction(async (tx) => {
      const existing = await tx.getAll(...docs);
      const missing = records.filter((_record, i) => !existing[i]?.exists);
      missing.forEach((record) => tx.set(ref.doc(options.docIdOf(record)), record));
      return missing.length;
    });
  };
  return {
    writes,
    list,
    /** A new record under a new automatic document id (add-ons and device prices; plans number theirs). */
    createUnderNewId(fields: CatalogueFields<Model>, write: AuditedWrite): Promise<Model> {
      const id = ref.doc().id;
      const record = {
        ...fields,
        id,
        createdAt: write.now,
        updatedAt: write.now,
      } as unknown as Model;
      return writes.create(id, record, write);
    },
    /** The records the public catalogue offers. */
    async listActive(): Promise<Model[]> {
      return (await list()).filter((record) => record.isActive);
    },
    /** The record stored under `docId`; null when there is none (or the id cannot name one). */
    async get(docId: string): Promise<Model | null> {
      return isDocumentId(docId) ? readRecord(ref, docId) : null;
    },
    createAllIfMissing,
    /** Writes the record only when none has its id. */
    async createIfMissing(record: Model): Promise<boolean> {
      return (await createAllIfMissing([record])) > 0;
    },
    /** Applies an admin's changes (an `action` such as 'update' or 'popular'); null when there is no record. */
    update(
      docId: string,
      changes: Partial<CatalogueFields<Model>>,
      action: string,
      write: AuditedWrite,
    ): Promise<Model | null> {
      return writes.update(
        docId,
        (before) => ({ ...before, ...changes, updatedAt: write.now }),
        action,
        write,
      );
    },
  };
}
