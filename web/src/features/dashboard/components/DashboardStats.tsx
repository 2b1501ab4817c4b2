// The three stats of the dashboard (spec 02 section 2): Coverage Status (Active when any device has an
// active or trial subscription), Devices (1 when there are none, as the spec says) and Total payments.
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Skeleton } from '../../../components/Skeleton';
import ShieldIcon from '@mui/icons-material/Shield';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import PaymentsIcon from '@mui/icons-material/Payments';
import { coverageStatus, devicesStat, formatCents } from '@protect/domain';
import type { CustomerDashboard } from '../api/dashboard-from-wire';

function Stat({
  label,
  value,
  icon,
  tone,
  testId,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  tone: 'success.main' | 'text.secondary' | 'primary.main';
  testId: string;
}) {
  return (
    <Card variant="outlined">
      <CardContent
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          p: { xs: 1.5, sm: 2 },
          '&:last-child': { pb: { xs: 1.5, sm: 2 } },
        }}
      >
        {/* On a phone the three stats share one row: the icons give way to the figures. */}
        <Box sx={{ color: tone, display: { xs: 'none', sm: 'flex' } }} aria-hidden>
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="textSecondary" component="h2" sx={{ lineHeight: 1.3 }}>
            {label}
          </Typography>
          <Typography
            sx={{ fontSize: { xs: '1.15rem', sm: '1.5rem' }, fontWeight: 700, lineHeight: 1.2 }}
            data-testid={testId}
          >
            {value}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/** Three cards in a row at every width, the loading placeholders in the same places. */
const STATS_GRID_SX = {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: { xs: 1, sm: 2 },
  mb: 3,
} as const;

/** The stat cards' places while the dashboard loads. */
export function LoadingStats() {
  return (
    <Box role="status" aria-live="polite" aria-label="Loading your dashboard" sx={STATS_GRID_SX}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={84} />
      ))}
    </Box>
  );
}

export function DashboardStats({ dashboard }: { dashboard: CustomerDashboard }) {
  const coverage = coverageStatus(dashboard.subscriptions.map((s) => s.status));
  return (
    <Box component="section" aria-label="Summary" sx={STATS_GRID_SX}>
      <Stat
        label="Coverage Status"
        value={coverage}
        icon={<ShieldIcon fontSize="large" />}
        tone={coverage === 'Active' ? 'success.main' : 'text.secondary'}
        testId="stat-coverage"
      />
      <Stat
        label="Devices"
        value={String(devicesStat(dashboard.devices.length))}
        icon={<SmartphoneIcon fontSize="large" />}
        tone="primary.main"
        testId="stat-devices"
      />
      <Stat
        label="Total payments"
        value={formatCents(dashboard.totalPaidCents)}
        icon={<PaymentsIcon fontSize="large" />}
        tone="primary.main"
        testId="stat-total-payments"
      />
    </Box>
  );
}
