// The row tables the dashboard shows in its tabs and again, shorter, on the overview: users, payments and
// claims (read-only). On a phone each scrolls sideways inside its own frame (CatalogueTable).
import { Link as RouterLink } from 'react-router-dom';
import { Button, Link, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  type AdminClaimWire,
  type AdminUserWire,
  type PaymentWire,
  claimNumber,
  claimTypeLabel,
  formatCents,
  dollarsToCents,
} from '@protect/domain';
import { paths } from '../../config/paths';
import { CatalogueTable } from '../DataTable';
import { ClaimStatusChip } from '../StatusChip';
import { PaymentStatusChip, dateOf } from './AdminListParts';

/** The row an empty table shows once its list has answered. */
export function EmptyRow({
  columns,
  text,
  show = true,
}: {
  columns: number;
  text: string;
  show?: boolean;
}) {
  if (!show) return null;
  return (
    <TableRow>
      <TableCell colSpan={columns}>{text}</TableCell>
    </TableRow>
  );
}

/**
 * Users: name, e-mail, role, and with `counts` the quotes and claims counts; joined; View, and Delete when
 * the page offers it (/admin/users, which asks first).
 */
export function UsersTable({
  users,
  loaded,
  counts = true,
  label = 'Users',
  onDelete,
  busyId = null,
}: {
  users: AdminUserWire[];
  /** The list has answered (an empty one then says 'No users found.'). */
  loaded: boolean;
  counts?: boolean;
  label?: string;
  onDelete?: (user: AdminUserWire) => void;
  /** The user being deleted: its Delete is disabled. */
  busyId?: string | null;
}) {
  const columns = counts ? 7 : 5;
  return (
    <CatalogueTable label={label} minWidth={(counts ? 820 : 640) + (onDelete ? 80 : 0)}>
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>E-mail</TableCell>
          <TableCell>Role</TableCell>
          {counts && <TableCell align="right">Quotes</TableCell>}
          {counts && <TableCell align="right">Claims</TableCell>}
          <TableCell>Joined</TableCell>
          <TableCell align="right">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id} data-testid="admin-user-row" data-user-id={user.id}>
            <TableCell>{user.name || '-'}</TableCell>
            <TableCell>{user.email}</TableCell>
            <TableCell sx={{ textTransform: 'capitalize' }}>{user.role || 'customer'}</TableCell>
            {counts && <TableCell align="right">{user.quotesCount}</TableCell>}
            {counts && <TableCell align="right">{user.claimsCount}</TableCell>}
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
              {onDelete && (
                <Button
                  size="small"
                  color="error"
                  onClick={() => onDelete(user)}
                  disabled={busyId === user.id}
                  aria-label={`Delete ${user.email}`}
                >
                  Delete
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
        <EmptyRow columns={columns} text="No users found." show={loaded && users.length === 0} />
      </TableBody>
    </CatalogueTable>
  );
}

/** Payments: customer, amount, type, status chip, payment intent id, date. */
export function PaymentsTable({
  payments,
  loaded,
  label = 'Payments',
}: {
  payments: PaymentWire[];
  loaded: boolean;
  label?: string;
}) {
  return (
    <CatalogueTable label={label} minWidth={900}>
      <TableHead>
        <TableRow>
          <TableCell>Customer</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell>Type</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Payment intent</TableCell>
          <TableCell>Date</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((payment) => (
          <TableRow key={payment.id} data-testid="admin-payment-row" data-payment-id={payment.id}>
            <TableCell>
              {payment.user_name}
              <Typography variant="body2" color="textSecondary">
                {payment.user_email}
              </Typography>
            </TableCell>
            <TableCell align="right">{formatCents(dollarsToCents(payment.amount))}</TableCell>
            <TableCell sx={{ textTransform: 'capitalize' }}>
              {payment.payment_type.replace(/_/g, ' ')}
            </TableCell>
            <TableCell>
              <PaymentStatusChip status={payment.status} />
            </TableCell>
            <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>
              {payment.stripe_payment_intent_id ?? '-'}
            </TableCell>
            <TableCell>{dateOf(payment.created_at)}</TableCell>
          </TableRow>
        ))}
        <EmptyRow columns={6} text="No payments yet." show={loaded && payments.length === 0} />
      </TableBody>
    </CatalogueTable>
  );
}

/**
 * Claims, read-only: number, customer, device, type, status, date. With `actions` each row links to its
 * review page: 'Review' when pending, else 'View' (the page then shows it with 'No actions').
 */
export function ClaimsReadOnlyTable({
  claims,
  loaded,
  actions = false,
  label = 'Claims',
}: {
  claims: AdminClaimWire[];
  loaded: boolean;
  actions?: boolean;
  label?: string;
}) {
  const columns = actions ? 7 : 6;
  return (
    <CatalogueTable label={label} minWidth={actions ? 860 : 780}>
      <TableHead>
        <TableRow>
          <TableCell>Claim #</TableCell>
          <TableCell>Customer</TableCell>
          <TableCell>Device</TableCell>
          <TableCell>Type</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Date</TableCell>
          {actions && <TableCell align="right">Action</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {claims.map((claim) => (
          <TableRow key={claim.id} data-testid="admin-claim-row" data-claim-id={claim.id}>
            <TableCell>
              <Link component={RouterLink} to={paths.admin.claimReview.getHref(claim.id)}>
                {claimNumber(claim)}
              </Link>
            </TableCell>
            <TableCell>
              {claim.user_name}
              <Typography variant="body2" color="textSecondary">
                {claim.user_email}
              </Typography>
            </TableCell>
            <TableCell>
              {claim.brand} {claim.model}
            </TableCell>
            <TableCell sx={{ textTransform: 'capitalize' }}>
              {claimTypeLabel(claim.claim_type)}
            </TableCell>
            <TableCell>
              <ClaimStatusChip status={claim.status} />
            </TableCell>
            <TableCell>{dateOf(claim.created_at)}</TableCell>
            {actions && (
              <TableCell align="right">
                {claim.status === 'pending' ? (
                  <Button
                    size="small"
                    variant="contained"
                    component={RouterLink}
                    to={paths.admin.claimReview.getHref(claim.id)}
                    aria-label={`Review claim ${claimNumber(claim)}`}
                  >
                    Review
                  </Button>
                ) : (
                  <Button
                    size="small"
                    component={RouterLink}
                    to={paths.admin.claimReview.getHref(claim.id)}
                    aria-label={`View claim ${claimNumber(claim)}`}
                  >
                    View
                  </Button>
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
        <EmptyRow columns={columns} text="No claims yet." show={loaded && claims.length === 0} />
      </TableBody>
    </CatalogueTable>
  );
}
