// The admin dashboard's stat cards and overview charts: active subscriptions, monthly recurring revenue,
// pending claims and payments this month (aggregations), the last 12 months of new subscriptions and
// revenue (the monthly totals the api keeps), and the claims in each status (a count() each). Nothing here
// reads the collections themselves, so the cost stays the same however many records there are (up to one
// read per 1000 index entries of an aggregation).
import type { Cents, ClaimStatus } from '@protect/domain';
import type { Clock } from '../adapters/clock';
import type { AdminStatsRepository } from '../repositories/admin-stats';
import {
  type MonthlyTotalRecord,
  type MonthlyTotalsRepository,
  monthKeysEnding,
  startOfMonthUtc,
} from '../repositories/monthly-totals';

/** How many months the overview chart shows, this one included. */
export const CHART_MONTHS = 12;

export interface AdminStats {
  activeSubscriptions: number;
  monthlyRecurringCents: Cents;
  pendingClaims: number;
  paymentsThisMonthCents: Cents;
  /** Oldest first, the current month last; months with nothing recorded as zeros. */
  months: MonthlyTotalRecord[];
  claimsByStatus: Record<ClaimStatus, number>;
}

export interface AdminStatsDeps {
  adminStats: AdminStatsRepository;
  monthlyTotals: MonthlyTotalsRepository;
  clock: Clock;
}

export function createAdminStatsService(deps: AdminStatsDeps) {
  return {
    /** Everything in one parallel round of 2 aggregations, 5 counts and one query of at most 12 months. */
    async stats(): Promise<AdminStats> {
      const now = deps.clock.now();
      const keys = monthKeysEnding(now, CHART_MONTHS);
      const first = keys[0] ?? '';
      const last = keys[keys.length - 1] ?? '';
      const [figures, claimsByStatus, stored] = await Promise.all([
        deps.adminStats.figures(startOfMonthUtc(now)),
        deps.adminStats.claimsByStatus(),
        deps.monthlyTotals.range(first, last),
      ]);
      const byMonth = new Map(stored.map((m) => [m.month, m]));
      return {
        activeSubscriptions: figures.activeSubscriptions,
        monthlyRecurringCents: figures.monthlyRecurringCents,
        pendingClaims: claimsByStatus.pending,
        paymentsThisMonthCents: figures.paymentsSinceCents,
        months: keys.map(
          (month) =>
            byMonth.get(month) ?? { month, newSubscriptions: 0, revenueCents: 0, payments: 0 },
        ),
        claimsByStatus,
      };
    },
  };
}

export type AdminStatsService = ReturnType<typeof createAdminStatsService>;
