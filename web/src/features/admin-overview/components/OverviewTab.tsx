// Overview tab of the admin dashboard (spec 02 section 2, issue 13): Quick Actions, the charts, and the 10
// most recent users, claims and payments, each a section of its own. The charts load their library on
// demand (React.lazy): only this tab pulls it in, so the public and customer bundles do not grow.
import { Suspense, lazy } from 'react';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { OverviewLists } from './OverviewLists';
import { QuickActions } from './QuickActions';

const AdminCharts = lazy(() => import('./AdminCharts'));

function ChartsLoading() {
  return (
    <Box
      aria-busy="true"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        gap: { xs: 2, md: 3 },
      }}
    >
      <Skeleton variant="rounded" height={330} />
      <Skeleton variant="rounded" height={330} />
    </Box>
  );
}

export function OverviewTab() {
  return (
    <Stack spacing={4}>
      <QuickActions />
      <section aria-labelledby="overview-charts-title">
        <Typography
          id="overview-charts-title"
          variant="h2"
          component="h2"
          sx={{ fontSize: '1.25rem', mb: 2 }}
        >
          At a glance
        </Typography>
        <Suspense fallback={<ChartsLoading />}>
          <AdminCharts />
        </Suspense>
      </section>
      <OverviewLists />
    </Stack>
  );
}
