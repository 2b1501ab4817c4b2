// The admin dashboard's figures, each from one count() or sum() aggregation: Firestore answers the figure
// from its index and bills one read per 1000 index entries, so no document of the collections is read.
import { AggregateField, type Firestore } from 'firebase-admin/firestore';
import { CLAIM_STATUSES, type Cents, type ClaimStatus } from '@protect/domain';
import { collections } from './collections';
import { toTimestamp } from './converter';
import { PAID_PAYMENT_STATUSES } from './payments';

export interface DashboardFigures {
  activeSubscriptions: number;
  /** The sum of the active subscriptions' monthly totals. */
  monthlyRecurringCents: Cents;
  /** Paid payments since `since`, refunds (negative) included. */
  paymentsSinceCents: Cents;
}

export function createAdminStatsRepository(db: Firestore) {
  const subscriptions = db.collection(collections.subscriptions);
  const payments = db.collection(collections.payments);
  const claims = db.collection(collections.claims);

  const countOf = async (status: ClaimStatus) =>
    (await claims.where('status', '==', status).count().get()).data().count;

  return {
    /**
     * The money stat cards, by two aggregations run together (index for the active subscriptions: status
     * asc, monthlyTotalCents asc; for the payments: status asc, createdAt asc, amountCents asc).
     */
    async figures(since: Date): Promise<DashboardFigures> {
      const [active, paid] = await Promise.all([
        subscriptions
          .where('status', '==', 'active')
          .aggregate({
            count: AggregateField.count(),
            cents: AggregateField.sum('monthlyTotalCents'),
          })
          .get(),
        payments
          .where('status', 'in', PAID_PAYMENT_STATUSES)
          .where('createdAt', '>=', toTimestamp(since))
          .aggregate({ cents: AggregateField.sum('amountCents') })
          .get(),
      ]);
      return {
        activeSubscriptions: active.data().count,
        monthlyRecurringCents: active.data().cents,
        paymentsSinceCents: paid.data().cents,
      };
    },

    /** How many claims are in each status: one count() per status. */
    async claimsByStatus(): Promise<Record<ClaimStatus, number>> {
      const counts = await Promise.all(CLAIM_STATUSES.map(countOf));
      return Object.fromEntries(
        CLAIM_STATUSES.map((status, i) => [status, counts[i] ?? 0]),
      ) as Record<ClaimStatus, number>;
    },
  };
}

export type AdminStatsRepository = ReturnType<typeof createAdminStatsRepository>;
