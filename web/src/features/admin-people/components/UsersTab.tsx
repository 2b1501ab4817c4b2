// Users tab (spec 02 section 2): every user, newest first, a page at a time ('Load more'), searched on the
// server by the start of the e-mail; each row links to /admin/user/{id}. Export Users CSV downloads them all.
import { useState } from 'react';
import { useAdminUsers } from '../../../api/admin/admin-cursor-lists';
import { ExportCsvButton } from '../../../components/admin/ExportCsvButton';
import { UsersTable } from '../../../components/admin/AdminRowsTables';
import { CursorListTab } from '../../../components/admin/CursorListTab';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { EmailSearch, SEARCH_DELAY_MS } from './SearchableListPage';

export function UsersTab() {
  const [search, setSearch] = useState('');
  const list = useAdminUsers(useDebouncedValue(search, SEARCH_DELAY_MS));
  const rows = list.data?.pages.flatMap((page) => page.users) ?? [];
  return (
    <CursorListTab
      title="Users"
      list={list}
      actions={<ExportCsvButton kind="users" label="Export Users CSV" />}
      above={<EmailSearch value={search} onChange={setSearch} />}
    >
      <UsersTable users={rows} loaded={list.isSuccess} />
    </CursorListTab>
  );
}
