// Subscriptions tab (spec 02 section 2): every subscription, newest first, a page at a time ('Load more'),
// with its customer, device, plan, status, creation and next billing; Manage opens the status modal.
// Export CSV downloads them all.
import { useState } from 'react';
import { Button, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { listFailedMessage, useAdminSubscriptions } from '../../../api/admin/admin-lists';
import {
  ExportCsvButton,
  ListFailure,
  ListTabHeader,
  LoadMore,
  SubscriptionStatusChip,
  dateOf,
} from '../../../components/admin/AdminListParts';
import { CatalogueTable } from '../../../components/DataTable';
import { CustomDeviceMark } from '../../../components/admin/CustomDeviceMark';
import { ManageSubscriptionDialog } from './ManageSubscriptionDialog';

export function SubscriptionsTab() {
  const list = useAdminSubscriptions();
  const [managing, setManaging] = useState<string | null>(null);
  const rows = list.data?.pages.flatMap((page) => page.subscriptions) ?? [];

  return (
    <section aria-label="Subscriptions">
      <ListTabHeader
        title="Subscriptions"
        total={list.data?.pages[0]?.total}
        loading={list.isPending || list.isRefetching}
      >
        <ExportCsvButton kind="subscriptions" />
      </ListTabHeader>
      {list.isError && (
        <ListFailure
          message={listFailedMessage('Subscriptions', list.error)}
          onRetry={() => void list.refetch()}
        />
      )}
      <CatalogueTable label="Subscriptions" minWidth={900}>
        <TableHead>
          <TableRow>
            <TableCell>Customer</TableCell>
            <TableCell>Device</TableCell>
            <TableCell>Plan</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Next billing</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((sub) => (
            <TableRow
              key={sub.id}
              data-testid="admin-subscription-row"
              data-subscription-id={sub.id}
            >
              <TableCell>
                {sub.user_name}
                <Typography variant="body2" color="textSecondary">
                  {sub.user_email}
                </Typography>
              </TableCell>
              <TableCell>
                {sub.device_brand} {sub.device_model}
                <CustomDeviceMark device={sub.device} />
              </TableCell>
              <TableCell>{sub.plan_name}</TableCell>
              <TableCell>
                <SubscriptionStatusChip status={sub.status} />
              </TableCell>
              <TableCell>{dateOf(sub.created_at)}</TableCell>
              <TableCell>{sub.status === 'canceled' ? '-' : dateOf(sub.nextBillingDate)}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  onClick={() => setManaging(sub.id)}
                  aria-label={`Manage the subscription of ${sub.user_email}`}
                >
                  Manage
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {list.isSuccess && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>No subscriptions yet.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </CatalogueTable>
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoad={() => void list.fetchNextPage()}
      />
      <ManageSubscriptionDialog subscriptionId={managing} onClose={() => setManaging(null)} />
    </section>
  );
}
