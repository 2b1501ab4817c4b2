// The table of /admin/users (spec 02 section 2 'User Management page'): name, e-mail, quotes count, claims
// count, joined, View (/admin/user/{id}) and Delete. An admin is marked beside the name. On a phone it
// scrolls sideways inside its own frame (CatalogueTable).
import { Link as RouterLink } from 'react-router-dom';
import { Button, Chip, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { AdminUserWire } from '@protect/domain';
import { paths } from '../../../config/paths';
import { CatalogueTable } from './CatalogueTable';
import { dateOf } from './AdminListParts';

export function UserManagementTable({
  users,
  loaded,
  busyId,
  onDelete,
}: {
  users: AdminUserWire[];
  /** The list has answered (an empty one then says 'No users found.'). */
  loaded: boolean;
  /** The user being deleted: its Delete is disabled. */
  busyId: string | null;
  onDelete: (user: AdminUserWire) => void;
}) {
  return (
    <CatalogueTable label="Users" minWidth={760}>
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>E-mail</TableCell>
          <TableCell align="right">Quotes</TableCell>
          <TableCell align="right">Claims</TableCell>
          <TableCell>Joined</TableCell>
          <TableCell align="right">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id} data-testid="admin-user-row" data-user-id={user.id}>
            <TableCell>
              {user.name || '-'}
              {user.role === 'admin' && (
                <Chip label="Admin" size="small" color="primary" sx={{ ml: 1 }} />
              )}
            </TableCell>
            <TableCell>{user.email}</TableCell>
            <TableCell align="right">{user.quotesCount}</TableCell>
            <TableCell align="right">{user.claimsCount}</TableCell>
            <TableCell>{dateOf(user.created_at)}</TableCell>
            <TableCell align="right">
              <Button
                size="small"
                component={RouterLink}
                to={paths.admin.user.getHref(user.id)}
                aria-label={`View ${user.email}`}
              >
                View
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => onDelete(user)}
                disabled={busyId === user.id}
                aria-label={`Delete ${user.email}`}
              >
                Delete
              </Button>
            </TableCell>
          </TableRow>
        ))}
        {loaded && users.length === 0 && (
          <TableRow>
            <TableCell colSpan={6}>No users found.</TableCell>
          </TableRow>
        )}
      </TableBody>
    </CatalogueTable>
  );
}
