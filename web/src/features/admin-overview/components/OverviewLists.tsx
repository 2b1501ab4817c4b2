// The overview's recent lists (spec 02 section 2): Recent Users (name, e-mail, role, joined), Recent Claims
// (Review when pending, else View) and Recent Payments, each the first OVERVIEW_ROWS rows of its admin list.
import { useDeferredValue, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Stack, Typography } from '@mui/material';
import { OVERVIEW_ROWS } from '@protect/domain';
import {
  listFailedMessage,
  recentClaimsQuery,
  recentPaymentsQuery,
  recentUsersQuery,
} from '../../../api/admin/admin-lists';
import { ListFailure } from '../../../components/admin/AdminListParts';
import {
  ClaimsReadOnlyTable,
  PaymentsTable,
  UsersTable,
} from '../../../components/admin/AdminRowsTables';

/** A recent list: its heading, the failure line with Retry, and its table. */
function RecentList({
  title,
  resource,
  query,
  children,
}: {
  title: string;
  /** The resource the failure line names ('Users HTTP 500'). */
  resource: string;
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  children: ReactNode;
}) {
  const id = `overview-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      {query.isError && (
        <ListFailure
          message={listFailedMessage(resource, query.error)}
          onRetry={() => void query.refetch()}
        />
      )}
      {children}
    </section>
  );
}

export function OverviewLists() {
  const users = useQuery(recentUsersQuery(OVERVIEW_ROWS));
  const claims = useQuery(recentClaimsQuery(OVERVIEW_ROWS));
  const payments = useQuery(recentPaymentsQuery(OVERVIEW_ROWS));
  // The tables are drawn from deferred copies of the answers (README, "How the web build reaches the
  // screen").
  const recentUsers = useDeferredValue(users.data ?? null, null);
  const recentClaims = useDeferredValue(claims.data ?? null, null);
  const recentPayments = useDeferredValue(payments.data ?? null, null);
  return (
    <Stack spacing={4}>
      <RecentList title="Recent Users" resource="Users" query={users}>
        <UsersTable
          users={recentUsers?.users ?? []}
          loaded={recentUsers !== null}
          counts={false}
          label="Recent Users"
        />
      </RecentList>
      <RecentList title="Recent Claims" resource="Claims" query={claims}>
        <ClaimsReadOnlyTable
          claims={recentClaims?.claims ?? []}
          loaded={recentClaims !== null}
          actions
          label="Recent Claims"
        />
      </RecentList>
      <RecentList title="Recent Payments" resource="Payments" query={payments}>
        <PaymentsTable
          payments={recentPayments?.payments ?? []}
          loaded={recentPayments !== null}
          label="Recent Payments"
        />
      </RecentList>
    </Stack>
  );
}
