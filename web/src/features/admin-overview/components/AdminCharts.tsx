// The overview's two charts (issue 13): new subscriptions and revenue per month over the last 12 months,
// and the claims in each status, from GET /api/admin/stats (the monthly totals the api keeps, and a
// count() per status), drawn as plain SVG (./BarCharts.tsx). Each chart is a figure named by its visible
// title, with a visually hidden table of the same figures for screen readers.
import { useDeferredValue, type ReactNode } from 'react';
import { Box, Paper, Typography, useTheme } from '@mui/material';
import { Skeleton } from '../../../components/Skeleton';
import { CLAIM_STATUSES, type Cents, type ClaimStatus, formatCents } from '@protect/domain';
import type { AdminStats } from '../../../api/admin/admin-from-wire';
import { statsFailedMessage, useAdminStats } from '../api/admin-stats';
import { RetryAlert } from '../../../components/RetryAlert';
import { useContentWidth } from '../../../hooks/use-content-width';
import { axisTicks } from '../utils/axis-ticks';
import { BarChart, ColumnChart } from './BarCharts';

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** '2026-11' -> 'Nov' on the axis, 'Nov 2026' in the tooltip and the table. */
function monthLabel(month: string, short = false): string {
  const [year, number] = month.split('-');
  const name = MONTH_NAMES[Number(number) - 1] ?? month;
  return short ? name : `${name} ${year}`;
}

const STATUS_LABELS: Record<ClaimStatus, string> = {
  pending: 'Pending',
  reviewing: 'Reviewing',
  approved: 'Approved',
  rejected: 'Rejected',
  completed: 'Completed',
  appealed: 'Appealed',
};

const CHART_HEIGHT = 280;

/** An axis tick in few characters, so it fits beside a phone-wide chart: $950, $1.5k, $12k. */
function compactDollars(cents: Cents): string {
  const dollars = cents / 100;
  const abs = Math.abs(dollars);
  const sign = dollars < 0 ? '-' : '';
  if (abs < 1000) return `${sign}$${Math.round(abs)}`;
  const thousands = abs / 1000;
  return `${sign}$${thousands < 10 ? Number(thousands.toFixed(1)) : Math.round(thousands)}k`;
}

/**
 * A chart's card. The chart is drawn at the width the card gives it, measured once the card is laid out
 * (hooks/use-content-width.ts), so that nothing reads the layout while React draws the page.
 */
function ChartCard({
  id,
  title,
  table,
  drawChart,
}: {
  id: string;
  title: string;
  table: ReactNode;
  drawChart: (size: { width: number; height: number }) => ReactNode;
}) {
  const [measure, width] = useContentWidth<HTMLDivElement>();
  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      data-testid={id}
      sx={{ m: 0, p: { xs: 1.5, md: 2 }, minWidth: 0 }}
    >
      <Typography id={`${id}-title`} variant="h3" component="h3" sx={{ fontSize: '1.05rem' }}>
        {title}
      </Typography>
      <Box ref={measure} sx={{ height: CHART_HEIGHT }}>
        {width ? drawChart({ width, height: CHART_HEIGHT }) : null}
      </Box>
      {/* A table cannot be squeezed to 1 px: the wrapper is what is hidden. */}
      <div className="visually-hidden">{table}</div>
    </Paper>
  );
}

function MonthlyChart({ months }: { months: AdminStats['months'] }) {
  const theme = useTheme();
  const subscriptions = months.map((m) => m.newSubscriptions);
  const revenue = months.map((m) => m.revenueCents);
  return (
    <ChartCard
      id="chart-monthly"
      title="New subscriptions and revenue per month"
      table={
        <table>
          <caption>New subscriptions and revenue, last 12 months</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">New subscriptions</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthLabel(m.month)}</th>
                <td>{m.newSubscriptions}</td>
                <td>{formatCents(m.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      drawChart={(size) => (
        <ColumnChart
          {...size}
          columns={months.map((m) => monthLabel(m.month, true))}
          series={[
            {
              label: 'New subscriptions',
              color: theme.palette.primary.main,
              values: subscriptions,
              ticks: axisTicks(Math.max(...subscriptions)),
              tickLabel: String,
              describe: (count, column) =>
                `${monthLabel(months[column]?.month ?? '')}: ${count} new subscription${count === 1 ? '' : 's'}`,
            },
            {
              label: 'Revenue',
              color: theme.palette.secondary.main,
              values: revenue,
              ticks: axisTicks(Math.max(...revenue)),
              tickLabel: compactDollars,
              describe: (cents, column) =>
                `${monthLabel(months[column]?.month ?? '')}: ${formatCents(cents)} revenue`,
            },
          ]}
        />
      )}
    />
  );
}

function ClaimsChart({ counts }: { counts: Record<ClaimStatus, number> }) {
  const theme = useTheme();
  const rows = CLAIM_STATUSES.map((status) => ({
    status: STATUS_LABELS[status],
    count: counts[status],
  }));
  return (
    <ChartCard
      id="chart-claims"
      title="Claims by status"
      table={
        <table>
          <caption>Claims in each status</caption>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">Claims</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.status}>
                <th scope="row">{row.status}</th>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      drawChart={(size) => (
        <BarChart
          {...size}
          rows={rows.map((row) => ({ label: row.status, value: row.count }))}
          color={theme.palette.primary.main}
          describe={(row) => `${row.label}: ${row.value} claim${row.value === 1 ? '' : 's'}`}
        />
      )}
    />
  );
}

/** The loading shape of one chart card. */
function ChartSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
      <Skeleton variant="text" width="50%" sx={{ fontSize: '1.05rem' }} />
      <Skeleton variant="rounded" height={CHART_HEIGHT} />
    </Paper>
  );
}

const CHARTS_GRID_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
  gap: { xs: 2, md: 3 },
} as const;

export default function AdminCharts() {
  const stats = useAdminStats();
  // Drawn from a deferred copy of the figures, from the first render on (README, "How the web build
  // reaches the screen"): the charts measure every tick label, the longest render of the dashboard.
  const figures = useDeferredValue(stats.data ?? null, null);
  if (stats.isError)
    return (
      <RetryAlert onRetry={() => void stats.refetch()}>
        {statsFailedMessage(stats.error)}
      </RetryAlert>
    );
  if (!figures)
    return (
      <Box sx={CHARTS_GRID_SX} aria-busy="true">
        <ChartSkeleton />
        <ChartSkeleton />
      </Box>
    );
  return (
    <Box sx={CHARTS_GRID_SX}>
      <MonthlyChart months={figures.months} />
      <ClaimsChart counts={figures.claimsByStatus} />
    </Box>
  );
}
