// Add-ons: documents addons/{id} where id is a slug of the name (e.g. accessories-coverage).
import type { Firestore } from 'firebase-admin/firestore';
import { type AddOn, addOnDeleteBlocked } from '@protect/domain';
import type { AuditLogRepository } from './audit-log';
import type { AuditedWrite } from './audited-writes';
import {
  type CatalogueFields,
  type RemoveOutcome,
  catalogueCollection,
  catalogueConverter,
} from './catalogue-collection';
import { collections } from './collections';
import { subscriptionsUsingAddOn } from './subscriptions';

/** An add-on as stored: the domain's add-on (cents) with its timestamps. */
export interface AddOnRecord extends AddOn {
  createdAt: Date;
  updatedAt: Date;
}

export const addOnConverter = catalogueConverter<AddOnRecord>();

export type AddOnFields = CatalogueFields<AddOnRecord>;

export function createAddOnsRepository(db: Firestore, audit: AuditLogRepository) {
  const ref = db.collection(collections.addons).withConverter(addOnConverter);
  const { writes, createUnderNewId, ...collection } = catalogueCollection(db, audit, ref, {
    entity: 'addOn',
    docIdOf: (addOn) => addOn.id,
    listed: ref.orderBy('displayOrder'),
  });
  return {
    ...collection,
    create: createUnderNewId,
    /**
     * Deletes the add-on unless a subscription in use (active, trial or past_due) holds it: 'in_use' then,
     * read in the delete's transaction. 'missing' when there is none with this id.
     */
    async remove(id: string, write: AuditedWrite): Promise<RemoveOutcome> {
      return writes.remove(id, write, async (tx) => {
        const using = await tx.get(subscriptionsUsingAddOn(db, id).limit(1));
        return addOnDeleteBlocked(using.size) ? 'in_use' : 'delete';
      });
    },
  };
}

export type AddOnsRepository = ReturnType<typeof createAddOnsRepository>;
