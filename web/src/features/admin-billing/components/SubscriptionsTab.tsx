// Subscriptions tab (spec 02 section 2): every subscription, newest first, a page at a time ('Load more'),
// with its customer, device, plan, status, creation and next billing; Manage opens the status modal.
// Export CSV downloads them all.
import { useState } from 'react';
import { Button } from '@mui/material';
import { useAdminSubscriptions } from '../../../api/admin/admin-cursor-lists';
import { dateOf } from '../../../components/admin/AdminListParts';
import { ExportCsvButton } from '../../../components/admin/ExportCsvButton';
import { PersonCell } from '../../../components/admin/AdminRowsTables';
import { DeviceCell } from '../../../components/admin/CustomDeviceMark';
import { StatusBadge } from '../../../components/StatusBadge';
import { DataTable } from '../../../components/DataTable';
import { ManageSubscriptionDialog } from './ManageSubscriptionDialog';
import { CursorListTab } from '../../../components/admin/CursorListTab';

export function SubscriptionsTab() {
  const list = useAdminSubscriptions();
  const [managing, setManaging] = useState<string | null>(null);
  const rows = list.data?.pages.flatMap((page) => page.subscriptions) ?? [];

  return (
    <>
      <CursorListTab
        title="Subscriptions"
        list={list}
        actions={<ExportCsvButton kind="subscriptions" />}
      >
        <DataTable
          label="Subscriptions"
          minWidth={900}
          columns={[
            {
              header: 'Customer',
              cell: (sub) => <PersonCell name={sub.user_name} email={sub.user_email} />,
            },
            {
              header: 'Device',
              cell: (sub) => (
                <DeviceCell brand={sub.device_brand} model={sub.device_model} device={sub.device} />
              ),
            },
            { header: 'Plan', cell: (sub) => sub.plan_name },
            {
              header: 'Status',
              cell: (sub) => <StatusBadge of="subscription" status={sub.status} />,
            },
            { header: 'Created', cell: (sub) => dateOf(sub.created_at) },
            {
              header: 'Next billing',
              cell: (sub) => (sub.status === 'canceled' ? '-' : dateOf(sub.nextBillingDate)),
            },
            {
              header: 'Actions',
              align: 'right',
              cell: (sub) => (
                <Button
                  size="small"
                  onClick={() => setManaging(sub.id)}
                  aria-label={`Manage the subscription of ${sub.user_email}`}
                >
                  Manage
                </Button>
              ),
            },
          ]}
          rows={rows}
          rowKey={(sub) => sub.id}
          rowData={(sub) => ({
            'data-testid': 'admin-subscription-row',
            'data-subscription-id': sub.id,
          })}
          empty="No subscriptions yet."
          loaded={list.isSuccess}
        />
      </CursorListTab>
      <ManageSubscriptionDialog subscriptionId={managing} onClose={() => setManaging(null)} />
    </>
  );
}
