// The dashboard's four stat cards: active subscriptions, monthly recurring revenue, pending claims and
// payments this month, from the count()/sum() aggregations of GET /api/admin/stats. Skeletons while they
// load; a failure line with Retry instead of made-up numbers.
import { Box, Paper, Typography } from '@mui/material';
import { Skeleton } from '../../../components/Skeleton';
import { formatCents, formatCount } from '@protect/domain';
import type { AdminStats } from '../../../api/admin/admin-from-wire';
import { statsFailedMessage, useAdminStats } from '../api/admin-stats';
import { RetryAlert } from '../../../components/RetryAlert';

const CARDS: ReadonlyArray<{ label: string; value: (stats: AdminStats) => string }> = [
  { label: 'Active Subscriptions', value: (s) => formatCount(s.activeSubscriptions) },
  {
    label: 'Monthly Recurring Revenue',
    value: (s) => formatCents(s.monthlyRecurringRevenueCents),
  },
  { label: 'Pending Claims', value: (s) => formatCount(s.pendingClaims) },
  {
    label: 'Payments This Month',
    value: (s) => formatCents(s.paymentsThisMonthCents),
  },
];

export function StatCards() {
  const stats = useAdminStats();

  if (stats.isError)
    return (
      <RetryAlert onRetry={() => void stats.refetch()} sx={{ mb: 3 }}>
        {statsFailedMessage(stats.error)}
      </RetryAlert>
    );

  return (
    <Box
      component="ul"
      aria-label="Key figures"
      aria-busy={stats.isPending}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: { xs: 1.5, md: 2 },
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 3,
      }}
    >
      {CARDS.map((card) => (
        <Paper
          key={card.label}
          component="li"
          variant="outlined"
          data-testid="stat-card"
          sx={{ p: { xs: 1.5, md: 2 }, minWidth: 0 }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
            {card.label}
          </Typography>
          {stats.data ? (
            <Typography
              sx={{
                fontSize: { xs: '1.25rem', md: '1.75rem' },
                fontWeight: 600,
                mt: 0.5,
                overflowWrap: 'anywhere',
              }}
            >
              {card.value(stats.data)}
            </Typography>
          ) : (
            <Skeleton
              data-testid="stat-loading"
              variant="text"
              sx={{ fontSize: { xs: '1.25rem', md: '1.75rem' }, mt: 0.5 }}
              width="60%"
            />
          )}
        </Paper>
      ))}
    </Box>
  );
}
