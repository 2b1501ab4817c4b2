// Device pricing: documents devicePricing/{id}; seeded records use a slug id (apple-iphone-16-pro),
// records added by an admin get an auto id.
import type { Firestore } from 'firebase-admin/firestore';
import type { DevicePricing } from '@protect/domain';
import { type AuditLogRepository, createAuditLogRepository } from './audit-log';
import type { AuditedWrite } from './audited-writes';
import {
  type CatalogueFields,
  type RemoveOutcome,
  catalogueCollection,
  catalogueConverter,
} from './catalogue-collection';
import { collections } from './collections';
import { type Page, type PageRequest, readPage } from './pages';

/** A device price record as stored: the domain's device pricing (cents) with its timestamps. */
export interface DevicePricingRecord extends DevicePricing {
  createdAt: Date;
  updatedAt: Date;
}

export type DevicePricingFields = CatalogueFields<DevicePricingRecord>;

export const devicePricingConverter = catalogueConverter<DevicePricingRecord>();

function byBrandAndModel(a: DevicePricingRecord, b: DevicePricingRecord): number {
  return a.deviceBrand.localeCompare(b.deviceBrand) || a.deviceModel.localeCompare(b.deviceModel);
}

export function createDevicePricingRepository(
  db: Firestore,
  audit: AuditLogRepository = createAuditLogRepository(db),
) {
  const ref = db.collection(collections.devicePricing).withConverter(devicePricingConverter);
  const { writes, createUnderNewId, ...collection } = catalogueCollection(db, audit, ref, {
    entity: 'devicePricing',
    docIdOf: (record) => record.id,
    // The whole table (a few hundred rows at most), sorted by brand then model.
    listed: ref,
    compare: byBrandAndModel,
  });
  return {
    ...collection,
    /** One page of the admin list, newest first (ties by id: the seeded records share one createdAt). */
    page(request: PageRequest): Promise<Page<DevicePricingRecord>> {
      return readPage(ref, request);
    },
    /** How many records the table has, from a count() aggregation. */
    async count(): Promise<number> {
      return (await ref.count().get()).data().count;
    },
    create: createUnderNewId,
    /** Deletes the record: 'missing' when no record has this id. */
    remove(id: string, write: AuditedWrite): Promise<RemoveOutcome> {
      return writes.remove(id, write);
    },
  };
}

export type DevicePricingRepository = ReturnType<typeof createDevicePricingRepository>;
