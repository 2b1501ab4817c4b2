// /admin/dashboard (spec 02 section 2): 'Welcome, Admin', the stat cards, and the tab bar. The open tab is
// the address's ?tab= (a reload or a shared link opens it; an unknown one is the overview). Each tab is
// its own component in components/tabs/, so a tab's screen can be replaced without touching this page.
import { Suspense, lazy, useDeferredValue, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Skeleton } from '../../components/Skeleton';
import { SectionTabs } from '../../components/SectionTabs';
import { ADMIN_TABS, type AdminTab, TAB_PARAM, adminTabFrom } from './admin-tabs';
import { StatCards } from '../../features/admin-overview/components/StatCards';
import { OverviewTab } from '../../features/admin-overview/components/OverviewTab';
import { AdminDashboardFrame } from './AdminDashboardFrame';

// The tabs other than the overview load when first opened: their tables, forms and dialogs stay out of
// the dashboard's first load (bench:web /admin/dashboard 287.3 -> 216.6 KB gz).
const UsersTab = lazy(() =>
  import('../../features/admin-people/components/UsersTab').then((m) => ({ default: m.UsersTab })),
);
const SubscriptionsTab = lazy(() =>
  import('../../features/admin-billing/components/SubscriptionsTab').then((m) => ({
    default: m.SubscriptionsTab,
  })),
);
const ClaimsTab = lazy(() =>
  import('../../features/admin-claims/components/ClaimsTab').then((m) => ({
    default: m.ClaimsTab,
  })),
);
const PlansTab = lazy(() =>
  import('../../features/admin-catalogue/components/PlansTab').then((m) => ({
    default: m.PlansTab,
  })),
);
const DevicePricingTab = lazy(() =>
  import('../../features/admin-catalogue/components/DevicePricingTab').then((m) => ({
    default: m.DevicePricingTab,
  })),
);
const AddOnsTab = lazy(() =>
  import('../../features/admin-catalogue/components/AddOnsTab').then((m) => ({
    default: m.AddOnsTab,
  })),
);
const PaymentsTab = lazy(() =>
  import('../../features/admin-billing/components/PaymentsTab').then((m) => ({
    default: m.PaymentsTab,
  })),
);
const AuditTab = lazy(() =>
  import('../../features/admin-audit/components/AuditTab').then((m) => ({ default: m.AuditTab })),
);

const TAB_SCREENS: Record<AdminTab, ComponentType> = {
  overview: OverviewTab,
  users: UsersTab,
  subscriptions: SubscriptionsTab,
  claims: ClaimsTab,
  plans: PlansTab,
  'device-pricing': DevicePricingTab,
  addons: AddOnsTab,
  payments: PaymentsTab,
  audit: AuditTab,
};

const panelLoading = <Skeleton variant="rounded" height={240} />;

export default function AdminDashboardPage() {
  const [params, setParams] = useSearchParams();
  const tab = adminTabFrom(params.get(TAB_PARAM));
  const Screen = TAB_SCREENS[tab];
  // The open tab's screen is drawn in a deferred render after the banner, figures and tab bar are on
  // screen: on a phone it starts below the first screenful, and the page and the overview in one commit
  // were one long task. bench:web --base (November 2026), 5 runs: 87 -> 90 (TBT 446 -> 347 ms), then 91
  // and 91; `--long-tasks 10`: blocking 810 -> 660 ms (median), 717 -> 679 ms (mean).
  const panelShown = useDeferredValue(true, false);

  const open = (next: AdminTab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set(TAB_PARAM, next);
      return updated;
    });

  return (
    <AdminDashboardFrame>
      <StatCards />
      <SectionTabs name="Admin" tabs={ADMIN_TABS} value={tab} onChange={open}>
        <Suspense fallback={panelLoading}>{panelShown ? <Screen /> : panelLoading}</Suspense>
      </SectionTabs>
    </AdminDashboardFrame>
  );
}
