// Add-ons: documents addons/{id} where id is a slug of the name (e.g. accessories-coverage).
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { type AddOn, addOnDeleteBlocked } from '@protect/domain';
import type { AuditLogRepository } from './audit-log';
import { type AuditedWrite, auditedWrites } from './audited-writes';
import { collections } from './collections';
import { converter, fromTimestamp, toTimestamp } from './converter';
import { subscriptionsUsingAddOn } from './subscriptions';

/** An add-on as stored: the domain's add-on (cents) with its timestamps. */
export interface AddOnRecord extends AddOn {
  createdAt: Date;
  updatedAt: Date;
}

export type AddOnDoc = Omit<AddOnRecord, 'id' | 'createdAt' | 'updatedAt'> & {
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export const addOnConverter = converter<AddOnRecord, AddOnDoc>(
  ({ id: _id, ...addOn }) => ({
    ...addOn,
    createdAt: toTimestamp(addOn.createdAt),
    updatedAt: toTimestamp(addOn.updatedAt),
  }),
  (id, doc) => ({
    ...doc,
    id,
    createdAt: fromTimestamp(doc.createdAt),
    updatedAt: fromTimestamp(doc.updatedAt),
  }),
);

/** The fields an admin may set; id and timestamps are the server's. */
export type AddOnFields = Omit<AddOnRecord, 'id' | 'createdAt' | 'updatedAt'>;

export function createAddOnsRepository(db: Firestore, audit: AuditLogRepository) {
  const ref = db.collection(collections.addons).withConverter(addOnConverter);
  const writes = auditedWrites(db, audit, ref, 'addOn');
  return {
    async list(): Promise<AddOnRecord[]> {
      const snapshot = await ref.orderBy('displayOrder').get();
      return snapshot.docs.map((doc) => doc.data());
    },
    async listActive(): Promise<AddOnRecord[]> {
      return (await this.list()).filter((addOn) => addOn.isActive);
    },
    async createIfMissing(addOn: AddOnRecord): Promise<boolean> {
      // Cheap check first: at every start of the local stack everything exists already.
      if ((await ref.doc(addOn.id).get()).exists) return false;
      return db.runTransaction(async (tx) => {
        const doc = ref.doc(addOn.id);
        if ((await tx.get(doc)).exists) return false;
        tx.set(doc, addOn);
        return true;
      });
    },
    create(fields: AddOnFields, write: AuditedWrite): Promise<AddOnRecord> {
      const id = ref.doc().id;
      return writes.create(
        id,
        { ...fields, id, createdAt: write.now, updatedAt: write.now },
        write,
      );
    },
    update(
      id: string,
      changes: Partial<AddOnFields>,
      action: string,
      write: AuditedWrite,
    ): Promise<AddOnRecord | null> {
      return writes.update(
        id,
        (before) => ({ ...before, ...changes, id, updatedAt: write.now }),
        action,
        write,
      );
    },
    /**
     * Deletes the add-on unless a subscription in use (active, trial or past_due) holds it: 'in_use' then,
     * read in the delete's transaction. 'missing' when there is none with this id.
     */
    async remove(id: string, write: AuditedWrite): Promise<'deleted' | 'missing' | 'in_use'> {
      return writes.remove(id, write, async (tx) => {
        const using = await tx.get(subscriptionsUsingAddOn(db, id).limit(1));
        return addOnDeleteBlocked(using.size) ? 'in_use' : 'delete';
      });
    },
  };
}

export type AddOnsRepository = ReturnType<typeof createAddOnsRepository>;
