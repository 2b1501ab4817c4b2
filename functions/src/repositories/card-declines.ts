// cardDeclines/{uid}: when a customer's card attempts were declined, for the card-testing pause
// (domain/src/card-declines.ts). One small document per customer holding the declines still in the window,
// updated in a transaction so that two declines at once are both kept; `expireAt` lets a TTL policy delete
// the documents of customers who stopped trying.
import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { CARD_DECLINE_LIMIT, CARD_DECLINE_WINDOW_MS, declinesInWindow } from '@protect/domain';
import { collections } from './collections';

/** More than the limit is never needed: the pause depends on the limit-th newest decline only. */
const KEPT = CARD_DECLINE_LIMIT * 2;

function datesOf(value: unknown): Date[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is Timestamp => v instanceof Timestamp).map((v) => v.toDate());
}

export function createCardDeclinesRepository(db: Firestore) {
  const docOf = (uid: string) => db.collection(collections.cardDeclines).doc(uid);
  return {
    /** When the customer's card attempts were declined (the recent ones; older ones may be gone). */
    async list(uid: string): Promise<Date[]> {
      return datesOf((await docOf(uid).get()).get('declinedAt'));
    },

    /** Adds a decline at `at`, dropping the ones that left the window. */
    async record(uid: string, at: Date): Promise<void> {
      const ref = docOf(uid);
      await db.runTransaction(async (tx) => {
        const kept = declinesInWindow([...datesOf((await tx.get(ref)).get('declinedAt')), at], at);
        tx.set(ref, {
          declinedAt: kept.slice(0, KEPT).map((d) => Timestamp.fromDate(d)),
          expireAt: Timestamp.fromMillis(at.getTime() + CARD_DECLINE_WINDOW_MS),
        });
      });
    },
  };
}

export type CardDeclinesRepository = ReturnType<typeof createCardDeclinesRepository>;
