// claims: what customers file against a device's subscription, each with its status history. A claim is
// numbered from counters/claims-{year} and checked against its plan's yearly limit in the transaction that
// creates it, so claims filed at the same moment can neither share a number nor pass the limit together.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { type Cents, type ClaimStatus, type ClaimType, formatClaimNumber } from '@protect/domain';
import { collections } from './collections';
import { converter, fromTimestamp, toTimestamp } from './converter';
import { type SubscriptionRecord, subscriptionConverter } from './subscriptions';
import { moveUserCounter, userDocRef } from './users';

export interface ClaimPhoto {
  /** File store path: claims/{uid}/{uuid}.{ext}, made by the server. */
  path: string;
  /** The client's file name, kept only to show; null when none was sent. */
  label: string | null;
}

export interface ClaimStatusEntry {
  status: ClaimStatus;
  at: Date;
  /** The uid of whoever set it (the customer for 'pending'). */
  by: string;
  note: string;
}

export interface ClaimRecord {
  id: string;
  /** CLM-YYYY-NNNNNN. */
  claimNumber: string;
  userId: string;
  userName: string;
  userEmail: string;
  deviceId: string;
  subscriptionId: string;
  brand: string;
  model: string;
  claimType: ClaimType;
  description: string;
  /** 'YYYY-MM-DD'. */
  incidentDate: string;
  estimatedRepairCostCents: Cents | null;
  policeReportNumber: string | null;
  photos: ClaimPhoto[];
  status: ClaimStatus;
  statusHistory: ClaimStatusEntry[];
  /** The reviewer's latest note. */
  notes: string | null;
  createdAt: Date;
  updatedAt: Date;
}

type ClaimDoc = Omit<ClaimRecord, 'id' | 'createdAt' | 'updatedAt' | 'statusHistory'> & {
  statusHistory: (Omit<ClaimStatusEntry, 'at'> & { at: Timestamp })[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export const claimConverter = converter<ClaimRecord, ClaimDoc>(
  ({ id: _id, ...claim }) => ({
    ...claim,
    statusHistory: claim.statusHistory.map((entry) => ({ ...entry, at: toTimestamp(entry.at) })),
    createdAt: toTimestamp(claim.createdAt),
    updatedAt: toTimestamp(claim.updatedAt),
  }),
  (id, doc) => ({
    ...doc,
    id,
    statusHistory: (doc.statusHistory ?? []).map((entry) => ({
      ...entry,
      at: fromTimestamp(entry.at),
    })),
    createdAt: fromTimestamp(doc.createdAt),
    updatedAt: fromTimestamp(doc.updatedAt),
  }),
);

export const MAX_CLAIMS_PER_CUSTOMER_LIST = 100;

/** A new claim before it is numbered (the number comes from the counter, in the transaction). */
export type NewClaim = Omit<ClaimRecord, 'claimNumber'>;

/**
 * What the transaction checks against the subscription as it stands and the claims filed on it since the
 * policy year began: a message refuses the claim, null files it.
 */
export type ClaimCheck = (
  subscription: SubscriptionRecord | undefined,
  claimsSinceYearStart: readonly ClaimRecord[],
) => string | null;

export function createClaimsRepository(db: Firestore) {
  const ref = db.collection(collections.claims).withConverter(claimConverter);
  const subscriptions = db
    .collection(collections.subscriptions)
    .withConverter(subscriptionConverter);
  const counters = db.collection(collections.counters);

  /** Claims filed on a subscription since a date (index: subscriptionId asc, createdAt asc). */
  const sinceQuery = (subscriptionId: string, since: Date) =>
    ref.where('subscriptionId', '==', subscriptionId).where('createdAt', '>=', toTimestamp(since));

  return {
    newId(): string {
      return ref.doc().id;
    },

    /** The customer's claims, newest first (index: userId asc, createdAt desc). */
    async listForUser(userId: string): Promise<ClaimRecord[]> {
      const snapshot = await ref
        .where('userId', '==', userId)
        .orderBy('createdAt', 'desc')
        .limit(MAX_CLAIMS_PER_CUSTOMER_LIST)
        .get();
      return snapshot.docs.map((doc) => doc.data());
    },

    /** Claims filed on a subscription since a date (the policy year's start). */
    async listSince(subscriptionId: string, since: Date): Promise<ClaimRecord[]> {
      return (await sinceQuery(subscriptionId, since).get()).docs.map((doc) => doc.data());
    },

    /**
     * Files a claim: reads the subscription and its claims since `policyYearStart`, runs `check`, and when it
     * passes takes the next number of the year from counters/claims-{year} and creates the claim, all in one
     * transaction. Every filing writes the counter, so concurrent filings conflict and are retried one after
     * another: each sees the claims the others created.
     */
    async file(input: {
      claim: NewClaim;
      policyYearStart: Date;
      check: ClaimCheck;
    }): Promise<{ kind: 'filed'; claim: ClaimRecord } | { kind: 'refused'; message: string }> {
      const { claim } = input;
      const year = claim.createdAt.getUTCFullYear();
      const counter = counters.doc(`claims-${year}`);
      return db.runTransaction(
        async (tx) => {
          const subscription = (await tx.get(subscriptions.doc(claim.subscriptionId))).data();
          const filed = (await tx.get(sinceQuery(claim.subscriptionId, input.policyYearStart)))
            .docs;
          const last = (await tx.get(counter)).get('last') as unknown;
          const user = await tx.get(userDocRef(db, claim.userId));
          const message = input.check(
            subscription,
            filed.map((doc) => doc.data()),
          );
          if (message !== null) return { kind: 'refused', message } as const;
          const sequence = (typeof last === 'number' ? last : 0) + 1;
          const numbered: ClaimRecord = {
            ...claim,
            claimNumber: formatClaimNumber(year, sequence),
          };
          tx.set(counter, { year, last: sequence, updatedAt: toTimestamp(claim.createdAt) });
          tx.create(ref.doc(claim.id), numbered);
          moveUserCounter(tx, user, 'claimsCount', 1);
          return { kind: 'filed', claim: numbered } as const;
        },
        // Filings at the same moment queue on the counter: allow each enough retries to get its turn.
        { maxAttempts: 20 },
      );
    },
  };
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;
