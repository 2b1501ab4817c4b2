// Users tab (spec 02 section 2): every user, newest first, a page at a time ('Load more'), searched on the
// server by the start of the e-mail; each row links to /admin/user/{id}. Export Users CSV downloads them all.
import { useState } from 'react';
import { Box } from '@mui/material';
import { SearchField } from '../../../components/SearchField';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { listFailedMessage, useAdminUsers } from '../../../api/admin/admin-lists';
import {
  ExportCsvButton,
  ListFailure,
  ListTabHeader,
  LoadMore,
} from '../../../components/admin/AdminListParts';
import { UsersTable } from '../../../components/admin/AdminRowsTables';

/** How long typing pauses before the search is sent to the server. */
const SEARCH_DELAY_MS = 300;

export function UsersTab() {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SEARCH_DELAY_MS);
  const list = useAdminUsers(settled);
  const rows = list.data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <section aria-label="Users">
      <ListTabHeader
        title="Users"
        total={list.data?.pages[0]?.total}
        loading={list.isPending || list.isRefetching}
      >
        <ExportCsvButton kind="users" label="Export Users CSV" />
      </ListTabHeader>
      <Box sx={{ mb: 2, maxWidth: { sm: 420 } }}>
        <SearchField
          label="Search by email"
          value={search}
          onChange={setSearch}
          sx={{ width: '100%' }}
        />
      </Box>
      {list.isError && (
        <ListFailure
          message={listFailedMessage('Users', list.error)}
          onRetry={() => void list.refetch()}
        />
      )}
      <UsersTable users={rows} loaded={list.isSuccess} />
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoad={() => void list.fetchNextPage()}
      />
    </section>
  );
}
