// /admin/users (spec 02 section 2 'User Management page'): every user, newest first, a page at a time
// ('Load more'), searched on the server by the start of the e-mail; name, e-mail, quotes and claims
// counts, joined, View (/admin/user/{id}) and Delete; Export CSV of all users. Delete asks 'Are you sure
// you want to delete this user?' (section 5) and the alert says how it ended (section 8).
import { useState } from 'react';
import { ADMIN_LIST_MESSAGES, ADMIN_MESSAGES, type AdminUserWire } from '@protect/domain';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useAdminUsers } from '../../../api/admin/admin-cursor-lists';
import { useDeleteUser } from '../api/admin-user';
import { UsersTable } from '../../../components/admin/AdminRowsTables';
import { SEARCH_DELAY_MS, SearchableListPage } from '../components/SearchableListPage';
import { UsersFrame } from '../components/AdminPeopleFrames';

export default function AdminUsersPage() {
  const [search, setSearch] = useState('');
  const list = useAdminUsers(useDebouncedValue(search, SEARCH_DELAY_MS));
  const remove = useDeleteUser();
  return (
    <UsersFrame>
      <SearchableListPage<AdminUserWire>
        listTitle="Users"
        exportKind="users"
        search={search}
        onSearch={setSearch}
        list={list}
        rows={list.data?.pages.flatMap((page) => page.users) ?? []}
        remove={remove}
        messages={{
          deleted: ADMIN_LIST_MESSAGES.userDeleted,
          deleteFailed: ADMIN_LIST_MESSAGES.userDeleteFailed,
          confirm: ADMIN_MESSAGES.deleteUser,
          confirmTitle: (user) => (user ? `Delete user ${user.email}` : 'Delete user'),
        }}
        table={({ rows, ...props }) => <UsersTable users={rows} {...props} />}
      />
    </UsersFrame>
  );
}
