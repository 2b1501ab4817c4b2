// The admin dashboard's tabs (spec 02 section 2), in the order of the tab bar. The open tab lives in the
// address (?tab=plans) so a reload or a shared link opens it; an unknown or missing tab is the overview.
export const ADMIN_TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'users', label: 'Users' },
  { key: 'subscriptions', label: 'Subscriptions' },
  { key: 'claims', label: 'Claims' },
  { key: 'plans', label: 'Plans' },
  { key: 'device-pricing', label: 'Device Pricing' },
  { key: 'addons', label: 'Add-ons' },
  { key: 'payments', label: 'Payments' },
  { key: 'audit', label: 'Audit' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['key'];

export const TAB_PARAM = 'tab';

export function adminTabFrom(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.key === value)?.key ?? 'overview';
}
