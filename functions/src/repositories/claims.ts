// claims: what customers file against a device's subscription, each with its status history. A claim is
// checked against its plan's yearly limit in the transaction that creates it, so claims filed at the same
// moment on one subscription cannot pass the limit together. Its number is CLM-{year}-{its id}, a random code,
// not the next of a year's sequence: a counter document that every filing writes would make every filing in
// the product queue on it, where now only filings on one subscription touch the same data. (The local
// Firestore emulator still makes transactions that query wait on each other: scripts/bench-emulator-locks.ts.)
import { randomInt } from 'node:crypto';
import type {
  DocumentData,
  Firestore,
  Query,
  QuerySnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import {
  CLAIM_MESSAGES,
  type Cents,
  type ClaimStatus,
  type ClaimStatusFilter,
  type ClaimDeductible,
  type ClaimJudgement,
  type ClaimRejectionReason,
  type ClaimType,
  appealRefusal,
  moneyBackRefundPaymentId,
  claimChangeRefusal,
  claimSearchKeys,
  subscriptionClaimScope,
  deductiblePaid,
  formatClaimNumber,
  isClaimRejectionReason,
  newClaimCode,
  policyYear,
  declinedDeductiblePaymentId,
} from '@protect/domain';
import { type Actor, type AuditLogRepository, createAuditLogRepository } from './audit-log';
import { collections } from './collections';
import { converter, fromTimestamp, isDocumentId, toTimestamp } from './converter';
import {
  type IdempotencyKeysRepository,
  type RequestKey,
  type StoredAnswer,
  createIdempotencyKeysRepository,
} from './idempotency-keys';
import { moneyBackHolder, moneyBackImeiGuard } from './money-back';
import { addToMonthlyTotals, revenueCentsOf } from './monthly-totals';
import { type PaymentRecord, paymentConverter } from './payments';
import { type Page, type PageRequest, readPage } from './pages';
import { type SubscriptionRecord, subscriptionConverter } from './subscriptions';
import { moveUserCounter, userDocRef } from './users';
import { newestOfUser } from './records';
import { type MailRepository, type OutgoingMail, createMailRepository } from './mail';

export interface ClaimPhoto {
  /** File store path: claims/{uid}/{uuid}.{ext}, made by the server. */
  path: string;
  /** The client's file name, kept only to show; null when none was sent. */
  label: string | null;
}

/** The customer's appeal of a rejection (domain claim-appeals.ts): their text and up to 3 more photos. */
export interface ClaimAppeal {
  text: string;
  photos: ClaimPhoto[];
  at: Date;
}

export interface ClaimStatusEntry {
  status: ClaimStatus;
  at: Date;
  /** The uid of whoever set it (the customer for 'pending'). */
  by: string;
  note: string;
  /** Why the claim was rejected; null for other statuses (and on entries written before reasons). */
  reason: ClaimRejectionReason | null;
}

export interface ClaimRecord {
  id: string;
  /** CLM-YYYY-CODE, the code being the claim's id (older claims: CLM-YYYY-NNNNNN). */
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
  /** The plan terms it was judged by (those in force on the incident day); null on older claims. */
  judgedBy: ClaimJudgement | null;
  /** Set when approved: what it owes and whether it is paid; null before (and on older approvals). */
  deductible: ClaimDeductible | null;
  /** Set when its owner appeals a rejection; null otherwise. */
  appeal: ClaimAppeal | null;
  createdAt: Date;
  updatedAt: Date;
}

type JudgementDoc = Omit<ClaimJudgement, 'effectiveFrom' | 'followsPlanChange'> & {
  effectiveFrom: Timestamp;
  followsPlanChange: { planName: string; changedAt: Timestamp } | null;
};
type ClaimDoc = Omit<
  ClaimRecord,
  'id' | 'createdAt' | 'updatedAt' | 'statusHistory' | 'judgedBy' | 'deductible' | 'appeal'
> & {
  judgedBy?: JudgementDoc | null;
  deductible?: ClaimDeductible | null;
  /** Claims written before appeals have none. */
  appeal?: (Omit<ClaimAppeal, 'at'> & { at: Timestamp }) | null;
  statusHistory: (Omit<ClaimStatusEntry, 'at' | 'reason'> & {
    at: Timestamp;
    reason?: ClaimRejectionReason | null;
  })[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /**
   * What the admin search matches (domain claimSearchKeys), derived from the e-mail, name and claim number
   * on every write; claims written before it existed have none until their next write.
   */
  searchKeys?: string[];
};

export const claimConverter = converter<ClaimRecord, ClaimDoc>(
  ({ id: _id, ...claim }) => ({
    ...claim,
    statusHistory: claim.statusHistory.map((entry) => ({ ...entry, at: toTimestamp(entry.at) })),
    judgedBy: claim.judgedBy
      ? {
          ...claim.judgedBy,
          effectiveFrom: toTimestamp(claim.judgedBy.effectiveFrom),
          followsPlanChange: claim.judgedBy.followsPlanChange
            ? {
                planName: claim.judgedBy.followsPlanChange.planName,
                changedAt: toTimestamp(claim.judgedBy.followsPlanChange.changedAt),
              }
            : null,
        }
      : null,
    appeal: claim.appeal ? { ...claim.appeal, at: toTimestamp(claim.appeal.at) } : null,
    createdAt: toTimestamp(claim.createdAt),
    updatedAt: toTimestamp(claim.updatedAt),
    searchKeys: claimSearchKeys(claim),
  }),
  (id, { searchKeys: _searchKeys, judgedBy, deductible, appeal, ...doc }) => ({
    ...doc,
    id,
    deductible: deductible ?? null,
    appeal: appeal ? { ...appeal, at: fromTimestamp(appeal.at) } : null,
    judgedBy: judgedBy
      ? {
          ...judgedBy,
          effectiveFrom: fromTimestamp(judgedBy.effectiveFrom),
          followsPlanChange: judgedBy.followsPlanChange
            ? {
                planName: judgedBy.followsPlanChange.planName,
                changedAt: fromTimestamp(judgedBy.followsPlanChange.changedAt),
              }
            : null,
        }
      : null,
    statusHistory: (doc.statusHistory ?? []).map((entry) => ({
      ...entry,
      at: fromTimestamp(entry.at),
      // Entries written before rejection reasons have none; a code no longer listed reads as none.
      reason: isClaimRejectionReason(entry.reason) ? entry.reason : null,
    })),
    createdAt: fromTimestamp(doc.createdAt),
    updatedAt: fromTimestamp(doc.updatedAt),
  }),
);

export const MAX_CLAIMS_PER_CUSTOMER_LIST = 100;

/** Whether the claim waits on this very appeal (the same text), so that a retried request is answered again. */
export function isSameAppeal(claim: ClaimRecord, text: string): boolean {
  return claim.status === 'appealed' && claim.appeal?.text === text;
}

/** A new claim before it is numbered (the number comes from the counter, in the transaction). */
export type NewClaim = Omit<ClaimRecord, 'claimNumber'>;

/**
 * The claims that count against a device's yearly limit: the customer's claims on every subscription of this
 * IMEI since the start of the device's policy year, whose years run from its first subscription (domain
 * deviceClaimPolicyStart), so that registering the device again does not start the limit again.
 */
export interface DeviceClaims {
  policyStart: Date;
  claims: ClaimRecord[];
}

/** The subscription a claim is filed on, as the device's claims are found from it. */
export interface ClaimedSubscription {
  id: string;
  userId: string;
  imei: string;
  /** Every IMEI it has covered: their earlier subscriptions count too. */
  imeisEverCovered: readonly string[];
  billingAnchor: Date;
}

/**
 * What the transaction checks against the subscription as it stands and the device's claims in the policy
 * year: a message refuses the claim, null files it.
 */
export type ClaimCheck = (
  subscription: SubscriptionRecord | undefined,
  deviceClaims: DeviceClaims,
) => string | null;

/** Firestore's limit on the values of an `in` filter. */
const MAX_IN_VALUES = 30;

/** Which claims an admin list page shows: a status ('all' for every one) and a normalized search text. */
export interface ClaimListFilter {
  status: ClaimStatusFilter;
  /** Lower-cased (domain normalizeClaimSearch); '' for no search. */
  search: string;
}

/** The outcome of a status change: the claim as it now is, or the status that refused it. */
export type ClaimStatusChange =
  | { kind: 'changed'; claim: ClaimRecord }
  | { kind: 'missing' }
  | { kind: 'refused'; current: ClaimStatus; message: string | null };

/**
 * The outcome of an appeal: the claim as it now is (`repeat` when this same appeal was already recorded, a
 * retried request), or why it was refused.
 */
export type ClaimAppealOutcome =
  | { kind: 'appealed'; claim: ClaimRecord; repeat: boolean }
  | { kind: 'missing' }
  | { kind: 'refused'; message: string };

/** The outcome of recording a deductible charge: the claim as it now is, or why nothing was recorded. */
export type DeductibleRecording =
  | { kind: 'recorded'; claim: ClaimRecord }
  | { kind: 'missing' }
  /** Not due any more (paid by another request meanwhile): the charge is left to reconciliation. */
  | { kind: 'notDue'; claim: ClaimRecord };

export function createClaimsRepository(
  db: Firestore,
  audit: AuditLogRepository = createAuditLogRepository(db),
  idempotency: IdempotencyKeysRepository = createIdempotencyKeysRepository(db),
  mail: MailRepository = createMailRepository(db),
) {
  const ref = db.collection(collections.claims).withConverter(claimConverter);
  const subscriptions = db
    .collection(collections.subscriptions)
    .withConverter(subscriptionConverter);
  const payments = db.collection(collections.payments).withConverter(paymentConverter);

  /** Claims filed on some subscriptions since a date (index: subscriptionId asc, createdAt asc). */
  const sinceQuery = (subscriptionIds: string[], since: Date) =>
    ref.where('subscriptionId', 'in', subscriptionIds).where('createdAt', '>=', toTimestamp(since));

  /**
   * The device's claims in its current policy year, read with `get` (a transaction's or a plain read). The
   * customer's subscriptions of the IMEI are two equality filters, which Firestore answers without a
   * composite index.
   */
  async function deviceClaimsWith(
    get: <T extends DocumentData>(query: Query<T>) => Promise<QuerySnapshot<T>>,
    subscription: ClaimedSubscription,
    now: Date,
  ): Promise<DeviceClaims> {
    // Each IMEI it has covered, and every earlier subscription of this customer that covered one of them
    // (a Family plan covers several; a device may have been on a family before it was registered alone).
    const imeis = [...new Set([subscription.imei, ...subscription.imeisEverCovered])];
    const earlier = (
      await Promise.all(
        imeis.map(
          async (imei) =>
            (
              await get(
                subscriptions
                  .where('userId', '==', subscription.userId)
                  .where('imeisEverCovered', 'array-contains', imei),
              )
            ).docs,
        ),
      )
    )
      .flat()
      .map((doc) => doc.data());
    const { policyStart, subscriptionIds } = subscriptionClaimScope(subscription, earlier, now);
    const { start } = policyYear(policyStart, now);
    const ids = subscriptionIds.slice(0, MAX_IN_VALUES);
    const claims = (await get(sinceQuery(ids, start))).docs.map((doc) => doc.data());
    return { policyStart, claims };
  }

  return {
    /** A claim's id, which is also the code in its number (formatClaimNumber). */
    newId(): string {
      return newClaimCode((n) => randomInt(n));
    },

    async get(id: string): Promise<ClaimRecord | null> {
      if (!isDocumentId(id)) return null;
      return (await ref.doc(id).get()).data() ?? null;
    },

    /**
     * One page of every customer's claims, newest first, by status and search (an `array-contains` on
     * searchKeys). Indexes: (status, createdAt desc, __name__ desc), (searchKeys array-contains, createdAt
     * desc, __name__ desc) and (status, searchKeys array-contains, createdAt desc, __name__ desc).
     */
    async page(filter: ClaimListFilter, request: PageRequest): Promise<Page<ClaimRecord>> {
      let query: Query<ClaimRecord> = ref;
      if (filter.status !== 'all') query = query.where('status', '==', filter.status);
      if (filter.search !== '') query = query.where('searchKeys', 'array-contains', filter.search);
      return readPage(query, request);
    },

    /** The claims with this number (one, unless hand-written data repeats it); any claim, old or new. */
    async findByNumber(claimNumber: string): Promise<ClaimRecord[]> {
      return (await ref.where('claimNumber', '==', claimNumber).limit(10).get()).docs.map((doc) =>
        doc.data(),
      );
    },

    /** Pending claims and all claims, from count() aggregations (no claim is read). */
    async counts(): Promise<{ pending: number; all: number }> {
      const [pending, all] = await Promise.all([
        ref.where('status', '==', 'pending').count().get(),
        ref.count().get(),
      ]);
      return { pending: pending.data().count, all: all.data().count };
    },

    /**
     * Moves a claim to `to` in one transaction: reads it, refuses the change unless the domain allows it from
     * the claim read there (the state machine, and no repair while a deductible is due) and, when `expected`
     * is given, unless the claim is still in that status; appends the history entry, keeps the note as the
     * claim's notes, sets the deductible an approval makes due, and writes the audit entry. Two admins acting
     * at once: the second transaction is retried on the first one's write, reads the new status and is
     * refused, so only one approval ever goes on to charge.
     */
    async changeStatus(input: {
      id: string;
      to: ClaimStatus;
      expected: ClaimStatus | null;
      note: string | null;
      /** Why it is rejected; kept only on a rejection. */
      reason: ClaimRejectionReason | null;
      /** The deductible an approval sets (domain deductibleOnApproval); ignored for other changes. */
      deductibleOnApproval?: ClaimDeductible;
      /**
       * The decision's message, made from the claim as changed (its history entry names the event), queued
       * with the change.
       */
      mailFor?: (after: ClaimRecord) => Promise<OutgoingMail | null>;
      who: Actor;
      now: Date;
    }): Promise<ClaimStatusChange> {
      const { id, to, expected, note, reason, who, now } = input;
      if (!isDocumentId(id)) return { kind: 'missing' };
      const doc = ref.doc(id);
      return db.runTransaction(async (tx) => {
        const before = (await tx.get(doc)).data();
        if (!before) return { kind: 'missing' } as const;
        if (expected !== null && before.status !== expected)
          return { kind: 'refused', current: before.status, message: null } as const;
        const refusal = claimChangeRefusal(before, to);
        if (refusal) return { kind: 'refused', current: before.status, message: refusal } as const;
        const after: ClaimRecord = {
          ...before,
          deductible: to === 'approved' ? (input.deductibleOnApproval ?? null) : before.deductible,
          status: to,
          statusHistory: [
            ...before.statusHistory,
            {
              status: to,
              at: now,
              by: who.uid,
              note: note ?? '',
              reason: to === 'rejected' ? reason : null,
            },
          ],
          notes: note ?? before.notes,
          updatedAt: now,
        };
        const message = input.mailFor ? await input.mailFor(after) : null;
        tx.set(doc, after);
        if (message) mail.queue(tx, message, now);
        audit.record(tx, {
          who,
          action: 'claim.status',
          target: { collection: collections.claims, id },
          before: { status: before.status, notes: before.notes },
          after: {
            status: after.status,
            notes: after.notes,
            note,
            reason: to === 'rejected' ? reason : null,
            deductible: after.deductible,
          },
          at: now,
        });
        return { kind: 'changed', claim: after } as const;
      });
    },

    /**
     * Records the owner's appeal in one transaction: reads the claim, refuses unless the domain allows the
     * appeal now (rejected, never appealed, within 30 days), then keeps the text and photos on the claim and
     * an 'appealed' entry, with the text, in its history. The same appeal sent again (a retry whose answer
     * was lost) finds itself recorded and changes nothing. Two appeals at once: the second is retried on the
     * first one's write and refused.
     */
    async appeal(input: {
      id: string;
      uid: string;
      text: string;
      photos: ClaimPhoto[];
      /** The appeal-received message, made from the appealed claim and queued with it. */
      mailFor?: (after: ClaimRecord) => Promise<OutgoingMail | null>;
      now: Date;
    }): Promise<ClaimAppealOutcome> {
      const { id, uid, text, photos, now } = input;
      if (!isDocumentId(id)) return { kind: 'missing' };
      const doc = ref.doc(id);
      return db.runTransaction(async (tx) => {
        const before = (await tx.get(doc)).data();
        if (!before || before.userId !== uid) return { kind: 'missing' } as const;
        if (isSameAppeal(before, text))
          return { kind: 'appealed', claim: before, repeat: true } as const;
        const refund = await tx.get(payments.doc(moneyBackRefundPaymentId(before.subscriptionId)));
        const refusal = appealRefusal(before, now, { coverRefunded: refund.exists });
        if (refusal) return { kind: 'refused', message: refusal } as const;
        const after: ClaimRecord = {
          ...before,
          status: 'appealed',
          appeal: { text, photos, at: now },
          statusHistory: [
            ...before.statusHistory,
            { status: 'appealed', at: now, by: uid, note: text, reason: null },
          ],
          updatedAt: now,
        };
        const message = input.mailFor ? await input.mailFor(after) : null;
        tx.set(doc, after);
        if (message) mail.queue(tx, message, now);
        return { kind: 'appealed', claim: after, repeat: false } as const;
      });
    },

    /**
     * Records the deductible's payment and marks it paid, in one transaction with the month's totals. The
     * payment's id is the claim's ({claimId}_deductible) and it is created, not set, so a deductible is never
     * recorded twice: a second recording (two requests that both charged) finds it paid and records nothing.
     * A customer's request stores its answer for its Idempotency-Key in the same transaction.
     */
    async recordDeductiblePayment(input: {
      claimId: string;
      payment: PaymentRecord;
      request?: { key: RequestKey; answerFor: (claim: ClaimRecord) => StoredAnswer };
    }): Promise<DeductibleRecording> {
      const doc = ref.doc(input.claimId);
      const paymentDoc = payments.doc(input.payment.id);
      return db.runTransaction(async (tx) => {
        const claim = (await tx.get(doc)).data();
        if (!claim) return { kind: 'missing' } as const;
        const existing = await tx.get(paymentDoc);
        if (!claim.deductible || claim.deductible.status !== 'due' || existing.exists)
          return { kind: 'notDue', claim } as const;
        const paid: ClaimRecord = {
          ...claim,
          deductible: deductiblePaid(claim.deductible, input.payment.id),
          updatedAt: input.payment.createdAt,
        };
        tx.create(paymentDoc, input.payment);
        tx.set(doc, paid);
        addToMonthlyTotals(db, tx, [
          {
            at: input.payment.createdAt,
            revenueCents: revenueCentsOf(input.payment),
            payments: 1,
          },
        ]);
        if (input.request)
          idempotency.complete(
            tx,
            input.request.key,
            input.request.answerFor(paid),
            input.payment.createdAt,
          );
        return { kind: 'recorded', claim: paid } as const;
      });
    },

    /**
     * Records the approval's declined off-session charge as a failed payment (as a declined renewal is),
     * once per claim; the claim's deductible stays due for the customer to pay.
     */
    async recordDeductibleDecline(
      payment: PaymentRecord,
      /** The deductible-due message, queued with the first decline only. */
      message: OutgoingMail | null,
    ): Promise<void> {
      const paymentDoc = payments.doc(payment.id);
      await db.runTransaction(async (tx) => {
        if ((await tx.get(paymentDoc)).exists) return;
        tx.create(paymentDoc, payment);
        if (message) mail.queue(tx, message, payment.createdAt);
        addToMonthlyTotals(db, tx, [{ at: payment.createdAt, payments: 1 }]);
      });
    },

    /** Whether the approval's off-session charge of the claim's deductible was declined (and recorded). */
    async deductibleDeclined(claimId: string): Promise<boolean> {
      return (await payments.doc(declinedDeductiblePaymentId(claimId)).get()).exists;
    },

    /** The customer's claims, newest first (index: userId asc, createdAt desc). */
    async listForUser(userId: string): Promise<ClaimRecord[]> {
      return newestOfUser(ref, userId, MAX_CLAIMS_PER_CUSTOMER_LIST);
    },

    /** The claims that count against the device's yearly limit now (outside a transaction). */
    deviceClaims(subscription: ClaimedSubscription, now: Date): Promise<DeviceClaims> {
      return deviceClaimsWith((query) => query.get(), subscription, now);
    },

    /**
     * Files a claim: reads the subscription and the device's claims in its policy year, runs `check`, and
     * when it passes creates the claim, numbered CLM-{year}-{id}, all in one transaction. Filings on one
     * device at the same moment conflict on what they read and are retried one after another, so each sees
     * the claims the others created; filings on different devices do not touch each other. It also reads the
     * IMEI's money-back guard: a subscription whose refund is being given takes no claim (and a cancellation
     * deciding the refund, which reads the claims, is retried after a claim filed at the same moment).
     * `create` fails rather than overwrite should a code ever be drawn twice, so a number is never shared.
     */
    async file(input: {
      claim: NewClaim;
      subscription: ClaimedSubscription;
      now: Date;
      check: ClaimCheck;
      /** The claim-received message, made from the numbered claim and queued with it. */
      mailFor?: (filed: ClaimRecord) => Promise<OutgoingMail | null>;
    }): Promise<{ kind: 'filed'; claim: ClaimRecord } | { kind: 'refused'; message: string }> {
      const { claim } = input;
      return db.runTransaction(async (tx) => {
        const subscription = (await tx.get(subscriptions.doc(claim.subscriptionId))).data();
        const deviceClaims = await deviceClaimsWith(
          (query) => tx.get(query),
          input.subscription,
          input.now,
        );
        const moneyBack = await tx.get(moneyBackImeiGuard(db, input.subscription.imei));
        const user = await tx.get(userDocRef(db, claim.userId));
        if (moneyBackHolder(moneyBack.data()) === claim.subscriptionId)
          return { kind: 'refused', message: CLAIM_MESSAGES.coverageCanceled } as const;
        const message = input.check(subscription, deviceClaims);
        if (message !== null) return { kind: 'refused', message } as const;
        const numbered: ClaimRecord = {
          ...claim,
          claimNumber: formatClaimNumber(claim.createdAt.getUTCFullYear(), claim.id),
        };
        const received = input.mailFor ? await input.mailFor(numbered) : null;
        tx.create(ref.doc(claim.id), numbered);
        moveUserCounter(tx, user, 'claimsCount', 1);
        if (received) mail.queue(tx, received, input.now);
        return { kind: 'filed', claim: numbered } as const;
      });
    },
  };
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;
