// /admin/users (spec 02 section 2 'User Management page'): every user, newest first, a page at a time
// ('Load more'), searched on the server by the start of the e-mail; name, e-mail, quotes and claims
// counts, joined, View (/admin/user/{id}) and Delete; Export CSV of all users. Delete asks 'Are you sure
// you want to delete this user?' (section 5) and the alert says how it ended (section 8).
import { useState } from 'react';
import { Box, Container, Typography } from '@mui/material';
import { ADMIN_LIST_MESSAGES, ADMIN_MESSAGES, type AdminUserWire } from '@protect/domain';
import { PageTitle } from '../../../components/PageTitle';
import { SearchField } from '../../../components/SearchField';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { deleteFailedMessage } from '../api/admin-delete';
import { useAdminUsers } from '../api/admin-lists';
import { useDeleteUser } from '../api/admin-user';
import { listFailedMessage } from '../api/catalogue-mutation-error';
import {
  ExportCsvButton,
  ListFailure,
  ListTabHeader,
  LoadMore,
} from '../components/AdminListParts';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { type DeleteOutcome, DeleteOutcomeAlert } from '../components/DeleteOutcomeAlert';
import { UserManagementTable } from '../components/UserManagementTable';

/** How long typing pauses before the search is sent to the server. */
const SEARCH_DELAY_MS = 300;

export default function AdminUsersPage() {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SEARCH_DELAY_MS);
  const list = useAdminUsers(settled);
  const rows = list.data?.pages.flatMap((page) => page.users) ?? [];
  const remove = useDeleteUser();
  const [target, setTarget] = useState<AdminUserWire | null>(null);
  const [outcome, setOutcome] = useState<DeleteOutcome | null>(null);

  const confirm = () => {
    if (!target) return;
    setOutcome(null);
    remove.mutate(target.id, {
      onSuccess: () =>
        setOutcome({ severity: 'success', message: ADMIN_LIST_MESSAGES.userDeleted }),
      onError: (error) =>
        setOutcome({
          severity: 'error',
          message: deleteFailedMessage(error, ADMIN_LIST_MESSAGES.userDeleteFailed),
        }),
      onSettled: () => setTarget(null),
    });
  };

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle page="User Management" />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        User Management
      </Typography>
      <ListTabHeader
        title="Users"
        total={list.data?.pages[0]?.total}
        loading={list.isPending || list.isRefetching}
      >
        <ExportCsvButton kind="users" />
      </ListTabHeader>
      <Box sx={{ mb: 2, maxWidth: { sm: 420 } }}>
        <SearchField
          label="Search by email"
          value={search}
          onChange={setSearch}
          sx={{ width: '100%' }}
        />
      </Box>
      <DeleteOutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />
      {list.isError && (
        <ListFailure
          message={listFailedMessage('Users', list.error)}
          onRetry={() => void list.refetch()}
        />
      )}
      <UserManagementTable
        users={rows}
        loaded={list.isSuccess}
        busyId={remove.isPending ? (remove.variables ?? null) : null}
        onDelete={(user) => {
          setOutcome(null);
          setTarget(user);
        }}
      />
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoad={() => void list.fetchNextPage()}
      />
      <ConfirmDeleteDialog
        open={target !== null}
        title={target ? `Delete user ${target.email}` : 'Delete user'}
        text={ADMIN_MESSAGES.deleteUser}
        pending={remove.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={confirm}
      />
    </Container>
  );
}
