// /customer/dashboard (spec 02 section 2 "Customer dashboard"): the stats, and the tabs Overview (the home
// card of subscriptions), My Devices, Claims, Payments and Profile, all from one request
// (GET /api/customers/dashboard). The tab is in the address (?tab=claims) so a reload keeps it.
import { Suspense, lazy, useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Skeleton } from '../../../components/Skeleton';
import type { Subscription } from '../../../api/subscription-from-wire';
import { useFlashMessage } from '../../../hooks/use-flash-message';
import { useSession } from '../../../lib/session';
import { useCustomerDashboard } from '../api/get-customer-dashboard';
import { DashboardError } from '../components/DashboardError';
import { DashboardStats, LoadingStats } from '../components/DashboardStats';
import { FileClaimButton } from '../components/FileClaimButton';
import { SubscriptionCards } from '../components/SubscriptionCards';
import { AddDeviceButton } from '../../../components/AddDeviceButton';
import { SectionTabs } from '../../../components/SectionTabs';
import { DashboardFrame } from '../components/DashboardFrame';

// The tabs other than Overview and the Manage dialog load when first shown: the claims list, the profile
// form, the payments table and the dialog stay out of the dashboard's first load.
const DevicesTab = lazy(() =>
  import('../components/DevicesTab').then((m) => ({ default: m.DevicesTab })),
);
const ClaimsTab = lazy(() =>
  import('../components/ClaimsTab').then((m) => ({ default: m.ClaimsTab })),
);
const PaymentsTab = lazy(() =>
  import('../components/PaymentsTab').then((m) => ({ default: m.PaymentsTab })),
);
const ProfileTab = lazy(() =>
  import('../components/ProfileTab').then((m) => ({ default: m.ProfileTab })),
);
const SubscriptionManagementDialog = lazy(() =>
  import('../components/SubscriptionManagementDialog').then((m) => ({
    default: m.SubscriptionManagementDialog,
  })),
);

const TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'devices', label: 'My Devices' },
  { key: 'claims', label: 'Claims' },
  { key: 'payments', label: 'Payments' },
  { key: 'profile', label: 'Profile' },
] as const;
type TabId = (typeof TABS)[number]['key'];

function tabOf(value: string | null): TabId {
  return TABS.find((tab) => tab.key === value)?.key ?? 'overview';
}

/** Holds the tab's place while its code loads. */
function LoadingTab() {
  return <Skeleton variant="rounded" height={160} />;
}

export default function CustomerDashboardPage() {
  useFlashMessage();
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get('tab'));
  const dashboard = useCustomerDashboard();
  // One clock reading per visit: statuses, overdue days and Today/Yesterday agree with each other.
  const [now] = useState(() => new Date());
  const [managing, setManaging] = useState<Subscription | null>(null);

  const selectTab = (next: TabId) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'overview') params.delete('tab');
    else params.set('tab', next);
    setSearchParams(params, { replace: true });
  };

  // Drawn from a deferred copy of the answer (README, "How the web build reaches the screen").
  const data = useDeferredValue(dashboard.data);
  const firstName = (data?.profile.name || user?.name || '').split(' ')[0];

  let body;
  if (data) {
    body = (
      <>
        <DashboardStats dashboard={data} />
        <SectionTabs name="Dashboard" tabs={TABS} value={tab} onChange={selectTab}>
          {tab === 'overview' ? (
            <Stack spacing={3}>
              <Box component="section" aria-labelledby="coverage-title">
                <Typography variant="h2" id="coverage-title" sx={{ fontSize: '1.4rem', mb: 2 }}>
                  Your Coverage
                </Typography>
                <SubscriptionCards
                  subscriptions={data.subscriptions}
                  now={now}
                  onManage={setManaging}
                />
              </Box>
              {data.claims.length > 0 ? (
                <Card variant="outlined" component="section" aria-labelledby="latest-claim-title">
                  <CardContent
                    sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
                  >
                    <Box sx={{ flex: '1 1 240px' }}>
                      <Typography variant="h3" id="latest-claim-title" sx={{ fontSize: '1.1rem' }}>
                        Claims
                      </Typography>
                      <Typography color="textSecondary">
                        {data.claims.length === 1
                          ? '1 claim filed'
                          : `${data.claims.length} claims filed`}
                        {`, ${data.claims.filter((c) => c.status === 'pending').length} awaiting review`}
                      </Typography>
                    </Box>
                    <Button onClick={() => selectTab('claims')}>View claims</Button>
                  </CardContent>
                </Card>
              ) : null}
            </Stack>
          ) : null}
          <Suspense fallback={<LoadingTab />}>
            {tab === 'devices' ? (
              <DevicesTab
                devices={data.devices}
                subscriptions={data.subscriptions}
                now={now}
                onManage={setManaging}
              />
            ) : null}
            {tab === 'claims' ? <ClaimsTab claims={data.claims} /> : null}
            {tab === 'payments' ? (
              <PaymentsTab payments={data.payments} paymentsCount={data.paymentsCount} now={now} />
            ) : null}
            {tab === 'profile' ? (
              <ProfileTab profile={data.profile} devices={data.devices} now={now} />
            ) : null}
          </Suspense>
        </SectionTabs>
        {managing ? (
          <Suspense fallback={null}>
            <SubscriptionManagementDialog
              subscription={managing}
              now={now}
              onClose={() => setManaging(null)}
            />
          </Suspense>
        ) : null}
      </>
    );
  } else if (dashboard.isPending || dashboard.data) {
    // The same tab bar as the loaded page, in the same place: it stays when the answer arrives, so the
    // answer's render does not draw and measure it again (components/SectionTabs.tsx).
    body = (
      <>
        <LoadingStats />
        <SectionTabs name="Dashboard" tabs={TABS} value={tab} onChange={selectTab}>
          <LoadingTab />
        </SectionTabs>
      </>
    );
  } else {
    body = (
      <DashboardError
        error={dashboard.error}
        retrying={dashboard.isFetching}
        onRetry={() => void dashboard.refetch()}
      />
    );
  }

  return (
    <DashboardFrame
      firstName={firstName}
      showHeading={!(dashboard.isError && !data)}
      actions={
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <FileClaimButton />
          <AddDeviceButton variant="outlined" />
        </Stack>
      }
    >
      {body}
    </DashboardFrame>
  );
}
