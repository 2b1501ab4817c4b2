// The row tables of the admin screens, on DataTable: users, payments and claims as the dashboard's tabs, the
// overview and a user's page show them. The columns are written once here; each screen picks its set.
import { Link as RouterLink } from 'react-router-dom';
import { Button, Link, Typography } from '@mui/material';
import {
  type AdminUserWire,
  type ClaimWire,
  claimNumber,
  claimTypeLabel,
  formatCents,
} from '@protect/domain';
import type { AdminPayment } from '../../api/admin/admin-from-wire';
import { paths } from '../../config/paths';
import { type Column, DataTable } from '../DataTable';
import { StatusBadge } from '../StatusBadge';
import { ReceiptDownloadButton } from '../DocumentDownloadButton';
import { dateOf } from './AdminListParts';

/** A person's name over their e-mail, as the lists show a customer. */
export function PersonCell({ name, email }: { name: string; email: string }) {
  return (
    <>
      {name}
      <Typography variant="body2" color="textSecondary">
        {email}
      </Typography>
    </>
  );
}

const capitalized = { textTransform: 'capitalize' } as const;

/** Who paid, shown where the list holds everyone's payments. */
const paymentCustomer: Column<AdminPayment> = {
  header: 'Customer',
  cell: (payment) => <PersonCell name={payment.user_name} email={payment.user_email} />,
};

const paymentColumns: Column<AdminPayment>[] = [
  { header: 'Amount', align: 'right', cell: (payment) => formatCents(payment.amountCents) },
  {
    header: 'Type',
    sx: capitalized,
    cell: (payment) => payment.payment_type.replace(/_/g, ' '),
  },
  { header: 'Status', cell: (payment) => <StatusBadge of="payment" status={payment.status} /> },
  {
    header: 'Payment intent',
    sx: { fontFamily: 'monospace', fontSize: '0.8rem' },
    cell: (payment) => payment.stripe_payment_intent_id ?? '-',
  },
  { header: 'Date', cell: (payment) => dateOf(payment.created_at) },
];

/** Each payment's receipt (a credit note for a refund), where a list offers them. */
const paymentReceipt: Column<AdminPayment> = {
  header: 'Receipt',
  cell: (payment) => (
    <ReceiptDownloadButton
      payment={{ ...payment, type: payment.payment_type }}
      day={dateOf(payment.created_at)}
    />
  ),
};

/**
 * Payments: customer (unless `customer` is false), amount, type, status badge, payment intent id, date, and
 * with `receipts` each one's receipt.
 */
export function PaymentsTable({
  payments,
  loaded,
  label = 'Payments',
  customer = true,
  receipts = false,
  empty = 'No payments yet.',
  testId = 'admin-payment-row',
}: {
  payments: AdminPayment[];
  loaded: boolean;
  label?: string;
  customer?: boolean;
  receipts?: boolean;
  empty?: string;
  testId?: string;
}) {
  return (
    <DataTable
      label={label}
      minWidth={customer ? 900 : 760}
      columns={[customer && paymentCustomer, ...paymentColumns, receipts && paymentReceipt]}
      rows={payments}
      rowKey={(payment) => payment.id}
      rowData={(payment) => ({ 'data-testid': testId, 'data-payment-id': payment.id })}
      empty={empty}
      loaded={loaded}
    />
  );
}

/** A claim row: the admin list's claims carry the customer; a user's own claims do not. */
type ClaimRow = Omit<ClaimWire, 'estimated_repair_cost'> & {
  user_name?: string;
  user_email?: string;
};

function ClaimLink({ claim }: { claim: ClaimRow }) {
  return (
    <Link component={RouterLink} to={paths.admin.claimReview.getHref(claim.id)}>
      {claimNumber(claim)}
    </Link>
  );
}

/** 'Review' when pending, else 'View' (the review page then shows it with 'No actions'). */
function ClaimOpenButton({ claim }: { claim: ClaimRow }) {
  const pending = claim.status === 'pending';
  return (
    <Button
      size="small"
      variant={pending ? 'contained' : 'text'}
      component={RouterLink}
      to={paths.admin.claimReview.getHref(claim.id)}
      aria-label={`${pending ? 'Review' : 'View'} claim ${claimNumber(claim)}`}
    >
      {pending ? 'Review' : 'View'}
    </Button>
  );
}

/**
 * Claims, read-only: number, customer (with `customer`), device, type, status, date. With `actions` each
 * row links to its review page.
 */
export function ClaimsReadOnlyTable({
  claims,
  loaded,
  actions = false,
  customer = true,
  label = 'Claims',
  empty = 'No claims yet.',
  dateHeader = 'Date',
  testId = 'admin-claim-row',
}: {
  claims: ClaimRow[];
  loaded: boolean;
  actions?: boolean;
  customer?: boolean;
  label?: string;
  empty?: string;
  dateHeader?: string;
  testId?: string;
}) {
  return (
    <DataTable
      label={label}
      minWidth={(customer ? 780 : 720) + (actions ? 80 : 0)}
      columns={[
        { header: 'Claim #', cell: (claim) => <ClaimLink claim={claim} /> },
        customer && {
          header: 'Customer',
          cell: (claim) => (
            <PersonCell name={claim.user_name ?? ''} email={claim.user_email ?? ''} />
          ),
        },
        { header: 'Device', cell: (claim) => `${claim.brand} ${claim.model}` },
        { header: 'Type', sx: capitalized, cell: (claim) => claimTypeLabel(claim.claim_type) },
        {
          header: 'Status',
          cell: (claim) => (
            <StatusBadge of="claim" status={claim.status} testId="admin-claim-status" />
          ),
        },
        { header: dateHeader, cell: (claim) => dateOf(claim.created_at) },
        actions && {
          header: 'Action',
          align: 'right',
          cell: (claim) => <ClaimOpenButton claim={claim} />,
        },
      ]}
      rows={claims}
      rowKey={(claim) => claim.id}
      rowData={(claim) => ({ 'data-testid': testId, 'data-claim-id': claim.id })}
      empty={empty}
      loaded={loaded}
    />
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
  return (
    <DataTable
      label={label}
      minWidth={(counts ? 820 : 640) + (onDelete ? 80 : 0)}
      columns={[
        { header: 'Name', cell: (user) => user.name || '-' },
        { header: 'E-mail', cell: (user) => user.email },
        { header: 'Role', sx: capitalized, cell: (user) => user.role || 'customer' },
        counts && { header: 'Quotes', align: 'right', cell: (user) => user.quotesCount },
        counts && { header: 'Claims', align: 'right', cell: (user) => user.claimsCount },
        { header: 'Joined', cell: (user) => dateOf(user.created_at) },
        {
          header: 'Actions',
          align: 'right',
          cell: (user) => (
            <>
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
            </>
          ),
        },
      ]}
      rows={users}
      rowKey={(user) => user.id}
      rowData={(user) => ({ 'data-testid': 'admin-user-row', 'data-user-id': user.id })}
      empty="No users found."
      loaded={loaded}
    />
  );
}
