// moneyBackRefunds: the 30-day money-back refunds given, one guard document per IMEI (imei_{imei}) and one
// per customer (user_{uid}), so that the refund is given at most once for each (issue 22). A Family
// subscription's refund uses up the guard of every IMEI it has covered. A cancellation
// reserves both, in a transaction that also reads the subscription's claims, before the gateway refunds
// (a refund cannot be taken back); the cancellation then marks them refunded in the transaction that records
// the refund. Two cancellations at once both try to create the same guard: the second transaction is retried,
// finds it held by the other subscription, and gets no refund. A claim filed on a subscription whose refund
// is reserved is refused (claims repository), so a claim cannot slip in between the check and the refund.
import type {
  DocumentReference,
  Firestore,
  Timestamp,
  Transaction,
} from 'firebase-admin/firestore';
import type { CancellationOutcome, ClaimStatus } from '@protect/domain';
import { collections } from './collections';
import { toTimestamp } from './converter';

interface MoneyBackGuardDoc {
  imei: string;
  userId: string;
  subscriptionId: string;
  /** 'reserved' from before the gateway refund until the cancellation is recorded; then 'refunded'. */
  state: 'reserved' | 'refunded';
  at: Timestamp;
}

/** What the money-back rule reads besides the subscription itself. */
export interface MoneyBackRecordFacts {
  claimStatuses: ClaimStatus[];
  /** Another subscription of this IMEI holds the IMEI's refund. */
  refundedForImei: boolean;
  /** Another subscription of this customer holds the customer's refund. */
  refundedForCustomer: boolean;
}

/** The subscription fields the guards are keyed by. */
export interface MoneyBackSubject {
  id: string;
  userId: string;
  imei: string;
  imeisEverCovered: readonly string[];
}

/** The customer's guard first, then one per IMEI the subscription has covered. */
function guardRefs(db: Firestore, subject: MoneyBackSubject): DocumentReference[] {
  const guards = db.collection(collections.moneyBackRefunds);
  const imeis = [...new Set([subject.imei, ...subject.imeisEverCovered])];
  return [guards.doc(`user_${subject.userId}`), ...imeis.map((imei) => guards.doc(`imei_${imei}`))];
}

/** The IMEI's guard, read by the claim transaction (a claim is refused while its subscription's refund runs). */
export function moneyBackImeiGuard(db: Firestore, imei: string): DocumentReference {
  return db.collection(collections.moneyBackRefunds).doc(`imei_${imei}`);
}

/** The subscription whose money-back refund a guard document holds, or null. */
export function moneyBackHolder(data: unknown): string | null {
  const doc = data as Partial<MoneyBackGuardDoc> | undefined;
  return typeof doc?.subscriptionId === 'string' ? doc.subscriptionId : null;
}

/** Marks the reserved guards refunded, in the transaction that records the refund (writes only). */
export function confirmMoneyBackRefund(
  db: Firestore,
  tx: Transaction,
  subject: MoneyBackSubject,
  now: Date,
): void {
  for (const ref of guardRefs(db, subject)) tx.set(ref, guardDoc(subject, 'refunded', now));
}

function guardDoc(
  subject: MoneyBackSubject,
  state: MoneyBackGuardDoc['state'],
  now: Date,
): MoneyBackGuardDoc {
  return {
    imei: subject.imei,
    userId: subject.userId,
    subscriptionId: subject.id,
    state,
    at: toTimestamp(now),
  };
}

export function createMoneyBackRepository(db: Firestore) {
  const claims = db.collection(collections.claims);
  const claimsOn = (subscriptionId: string) =>
    claims.where('subscriptionId', '==', subscriptionId).select('status');

  function factsFrom(
    subject: MoneyBackSubject,
    guards: readonly (MoneyBackGuardDoc | undefined)[],
    statuses: ClaimStatus[],
  ): MoneyBackRecordFacts {
    const heldByOther = (guard: MoneyBackGuardDoc | undefined) =>
      guard !== undefined && guard.subscriptionId !== subject.id;
    const [customerGuard, ...imeiGuards] = guards;
    return {
      claimStatuses: statuses,
      refundedForImei: imeiGuards.some(heldByOther),
      refundedForCustomer: heldByOther(customerGuard),
    };
  }

  const statusesOf = (docs: readonly { get(field: string): unknown }[]) =>
    docs.map((doc) => doc.get('status') as ClaimStatus);

  return {
    /** What the rule reads, outside a transaction: for showing what cancelling would do. */
    async facts(subject: MoneyBackSubject): Promise<MoneyBackRecordFacts> {
      const [held, filed] = await Promise.all([
        db.getAll(...guardRefs(db, subject)),
        claimsOn(subject.id).get(),
      ]);
      return factsFrom(
        subject,
        held.map((snapshot) => snapshot.data() as MoneyBackGuardDoc | undefined),
        statusesOf(filed.docs),
      );
    },

    /**
     * Decides a cancellation with `decide` on what it reads in one transaction, and for a refund reserves
     * the IMEI's and the customer's guards for this subscription (kept when this subscription holds them
     * already: a retry of its own cancellation). Without a refund, a reservation this subscription left
     * from an earlier try that never refunded is let go.
     */
    reserve(
      subject: MoneyBackSubject,
      decide: (facts: MoneyBackRecordFacts) => CancellationOutcome,
      now: Date,
    ): Promise<CancellationOutcome> {
      const refs = guardRefs(db, subject);
      return db.runTransaction(async (tx) => {
        const held = (await tx.getAll(...refs)).map(
          (snapshot) => snapshot.data() as MoneyBackGuardDoc | undefined,
        );
        const filed = await tx.get(claimsOn(subject.id));
        const outcome = decide(factsFrom(subject, held, statusesOf(filed.docs)));
        refs.forEach((ref, i) => {
          const guard = held[i];
          if (outcome.kind === 'refund') {
            if (!guard) tx.create(ref, guardDoc(subject, 'reserved', now));
          } else if (guard?.subscriptionId === subject.id && guard.state === 'reserved') {
            tx.delete(ref);
          }
        });
        return outcome;
      });
    },

    /** Lets go of this subscription's reservation when its refund was refused (nothing was refunded). */
    async release(subject: MoneyBackSubject): Promise<void> {
      const refs = guardRefs(db, subject);
      await db.runTransaction(async (tx) => {
        const held = await tx.getAll(...refs);
        held.forEach((snapshot, i) => {
          const guard = snapshot.data() as MoneyBackGuardDoc | undefined;
          const ref = refs[i];
          if (ref && guard?.subscriptionId === subject.id && guard.state === 'reserved')
            tx.delete(ref);
        });
      });
    },
  };
}

export type MoneyBackRepository = ReturnType<typeof createMoneyBackRepository>;
