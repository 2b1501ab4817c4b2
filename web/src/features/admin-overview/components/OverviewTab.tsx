// Overview tab of the admin dashboard (spec 02 section 2, issue 13): Quick Actions, the charts, and the 10
// most recent users, claims and payments, each a section of its own.
import { Stack, Typography } from '@mui/material';
import AdminCharts from './AdminCharts';
import { OverviewLists } from './OverviewLists';
import { QuickActions } from './QuickActions';

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
        <AdminCharts />
      </section>
      <OverviewLists />
    </Stack>
  );
}
