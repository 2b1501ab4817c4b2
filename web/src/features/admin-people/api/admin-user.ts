// /admin/user/{id} and the users' Delete: GET /api/admin/user/{id} -> AdminUserDetailAnswer (profile,
// devices, subscriptions, claims and payments in one answer; 404 'User not found') and
// DELETE /api/admin/user/{id} -> AdminUserDeletedAnswer ('User deleted successfully.'). The pages word the
// outcome in an alert (spec 02 section 8), so both are silent (a 401 is the app's: app/query-client.ts).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUserDeletedAnswer,
  AdminUserDetailAnswer,
  AdminUsersAnswer,
} from '@protect/domain';
import { apiFetch, pageReadOptions } from '../../../lib/api-client';
import { mapListPages } from '../../../api/admin/admin-delete';
import { userDetailFromWire } from '../../../api/admin/admin-from-wire';
import { adminUsersKey } from '../../../api/admin/admin-lists';

export const adminUserKey = (id: string) => [...adminUsersKey, 'one', id] as const;

const userPath = (id: string) => `/api/admin/user/${encodeURIComponent(id)}`;

export function adminUserQuery(id: string) {
  return queryOptions({
    queryKey: adminUserKey(id),
    queryFn: () => apiFetch<AdminUserDetailAnswer>(userPath(id)),
    // The page says 'User not found' or the failure itself.
    ...pageReadOptions,
  });
}

export const useAdminUser = (id: string) =>
  useQuery({ ...adminUserQuery(id), select: userDetailFromWire });

export function deleteUser(id: string): Promise<AdminUserDeletedAnswer> {
  return apiFetch<AdminUserDeletedAnswer>(userPath(id), { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    meta: { silent: true },
    onSuccess: (_answer, id) => {
      mapListPages<AdminUsersAnswer>(queryClient, [...adminUsersKey, 'list'], (page) => {
        const users = page.users.filter((user) => user.id !== id);
        return users.length === page.users.length
          ? page
          : { ...page, users, total: Math.max(0, page.total - 1) };
      });
      queryClient.removeQueries({ queryKey: adminUserKey(id) });
    },
    // Counts and the other lists (recent users, payments and claims now anonymised) are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
