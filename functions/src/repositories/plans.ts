// Plans: documents plans/{id} where id is the plan's numeric id as text (basic=1, premium=2, family=3).
import type { Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import type { Plan } from '@protect/domain';
import type { AuditLogRepository } from './audit-log';
import type { AuditedWrite } from './audited-writes';
import { collections } from './collections';
import { type RemoveOutcome, catalogueCollection } from './catalogue-collection';
import { converter, fromTimestamp, toTimestamp } from './converter';

/** A plan as stored: the domain's plan (cents) with its timestamps. */
export interface PlanRecord extends Plan {
  createdAt: Date;
  updatedAt: Date;
}

export type PlanDoc = Omit<PlanRecord, 'createdAt' | 'updatedAt'> & {
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export const planConverter = converter<PlanRecord, PlanDoc>(
  (plan) => ({
    ...plan,
    createdAt: toTimestamp(plan.createdAt),
    updatedAt: toTimestamp(plan.updatedAt),
  }),
  (_id, doc) => ({
    ...doc,
    createdAt: fromTimestamp(doc.createdAt),
    updatedAt: fromTimestamp(doc.updatedAt),
  }),
);

/** The fields an admin may set; id, featureCategories and timestamps are the server's. */
export type PlanFields = Omit<PlanRecord, 'id' | 'featureCategories' | 'createdAt' | 'updatedAt'>;

export function createPlansRepository(db: Firestore, audit: AuditLogRepository) {
  const ref = db.collection(collections.plans).withConverter(planConverter);
  const collection = catalogueCollection(db, audit, ref, {
    entity: 'plan',
    docIdOf: (plan) => String(plan.id),
    listed: ref.orderBy('displayOrder'),
  });
  const { writes } = collection;
  /** counters/plans: the highest id of a deleted plan, which a new plan must not take again. */
  const deletedIds = db.collection(collections.counters).doc('plans');
  const highestDeletedIn = async (tx: Transaction): Promise<number> => {
    const value: unknown = (await tx.get(deletedIds)).get('highestDeletedPlanId');
    return typeof value === 'number' ? value : 0;
  };
  return {
    list: collection.list,
    listActive: collection.listActive,
    createIfMissing: collection.createIfMissing,
    /** The plan with this id; null when there is none (or the id is not a whole number). */
    get(id: number): Promise<PlanRecord | null> {
      return Number.isSafeInteger(id) ? collection.get(String(id)) : Promise.resolve(null);
    },
    /** Writes the plans that are missing, all in one transaction (seed): never a catalogue with some of its plans. */
    createAllIfMissing: collection.createAllIfMissing,
    /**
     * Adds a plan with the next numeric id: above every stored plan and every deleted one, so that an id a
     * subscription holds (its copy of the plan it bought) never names another plan later.
     */
    create(fields: PlanFields, write: AuditedWrite): Promise<PlanRecord> {
      return writes.createNext(async (tx) => {
        const [latest, highestDeleted] = await Promise.all([
          tx.get(ref.orderBy('id', 'desc').limit(1)),
          highestDeletedIn(tx),
        ]);
        const id = Math.max(latest.docs[0]?.data().id ?? 0, highestDeleted) + 1;
        return {
          docId: String(id),
          record: {
            ...fields,
            id,
            featureCategories: {},
            createdAt: write.now,
            updatedAt: write.now,
          },
        };
      }, write);
    },
    /** Applies an admin's changes; null when there is no plan with this id. */
    update(
      id: number,
      changes: Partial<PlanFields>,
      action: string,
      write: AuditedWrite,
    ): Promise<PlanRecord | null> {
      if (!Number.isSafeInteger(id)) return Promise.resolve(null);
      return collection.update(String(id), changes, action, write);
    },
    /**
     * Deletes the plan from the catalogue: 'missing' when there is none with this id. Subscriptions keep their
     * own copy of the plan they bought (id, name, type, price, claim limit), so they are not touched.
     */
    async remove(id: number, write: AuditedWrite): Promise<RemoveOutcome> {
      if (!Number.isSafeInteger(id)) return 'missing';
      return writes.remove(String(id), write, async (tx) => {
        const highestDeleted = await highestDeletedIn(tx);
        if (id > highestDeleted) tx.set(deletedIds, { highestDeletedPlanId: id });
        return 'delete';
      });
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
