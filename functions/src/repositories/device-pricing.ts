// Device pricing: documents devicePricing/{id}; seeded records use a slug id (apple-iphone-16-pro),
// records added by an admin get an auto id.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { DevicePricing } from '@protect/domain';
import { type Actor, type AuditLogRepository, createAuditLogRepository } from './audit-log';
import { auditedWrites } from './audited-writes';
import { collections } from './collections';
import { converter, fromTimestamp, isDocumentId, toTimestamp } from './converter';
import { type Page, type PageRequest, readPage } from './pages';
import { readRecord } from './records';

/** A device price record as stored: the domain's device pricing (cents) with its timestamps. */
export interface DevicePricingRecord extends DevicePricing {
  createdAt: Date;
  updatedAt: Date;
}

/** The fields an admin may set; id and timestamps are the server's. */
export type DevicePricingFields = Omit<DevicePricingRecord, 'id' | 'createdAt' | 'updatedAt'>;

export type DevicePricingDoc = Omit<DevicePricingRecord, 'id' | 'createdAt' | 'updatedAt'> & {
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export const devicePricingConverter = converter<DevicePricingRecord, DevicePricingDoc>(
  ({ id: _id, ...record }) => ({
    ...record,
    createdAt: toTimestamp(record.createdAt),
    updatedAt: toTimestamp(record.updatedAt),
  }),
  (id, doc) => ({
    ...doc,
    id,
    createdAt: fromTimestamp(doc.createdAt),
    updatedAt: fromTimestamp(doc.updatedAt),
  }),
);

function byBrandAndModel(a: DevicePricingRecord, b: DevicePricingRecord): number {
  return a.deviceBrand.localeCompare(b.deviceBrand) || a.deviceModel.localeCompare(b.deviceModel);
}

export function createDevicePricingRepository(
  db: Firestore,
  audit: AuditLogRepository = createAuditLogRepository(db),
) {
  const ref = db.collection(collections.devicePricing).withConverter(devicePricingConverter);
  const writes = auditedWrites(db, audit, ref, 'devicePricing');
  return {
    /** The whole table (a few hundred rows at most), sorted by brand then model. */
    async list(): Promise<DevicePricingRecord[]> {
      const snapshot = await ref.get();
      return snapshot.docs.map((doc) => doc.data()).sort(byBrandAndModel);
    },
    /** One page of the admin list, newest first (ties by id: the seeded records share one createdAt). */
    page(request: PageRequest): Promise<Page<DevicePricingRecord>> {
      return readPage(ref, request);
    },
    /** How many records the table has, from a count() aggregation. */
    async count(): Promise<number> {
      return (await ref.count().get()).data().count;
    },
    async listActive(): Promise<DevicePricingRecord[]> {
      return (await this.list()).filter((record) => record.isActive);
    },
    async get(id: string): Promise<DevicePricingRecord | null> {
      if (!isDocumentId(id)) return null;
      return readRecord(ref, id);
    },
    async createIfMissing(record: DevicePricingRecord): Promise<boolean> {
      // Cheap check first: at every start of the local stack everything exists already.
      if ((await ref.doc(record.id).get()).exists) return false;
      return db.runTransaction(async (tx) => {
        const doc = ref.doc(record.id);
        if ((await tx.get(doc)).exists) return false;
        tx.set(doc, record);
        return true;
      });
    },
    create(fields: DevicePricingFields, who: Actor, now: Date): Promise<DevicePricingRecord> {
      const id = ref.doc().id;
      return writes.create(id, { ...fields, id, createdAt: now, updatedAt: now }, { who, now });
    },
    /** Applies the changes; null when no record has this id. */
    update(
      id: string,
      changes: Partial<DevicePricingFields>,
      who: Actor,
      now: Date,
    ): Promise<DevicePricingRecord | null> {
      return writes.update(
        id,
        (before) => ({ ...before, ...changes, id, updatedAt: now }),
        'update',
        { who, now },
      );
    },
    /** Deletes the record; false when no record has this id. */
    async delete(id: string, who: Actor, now: Date): Promise<boolean> {
      return (await writes.remove(id, { who, now })) === 'deleted';
    },
  };
}

export type DevicePricingRepository = ReturnType<typeof createDevicePricingRepository>;
