// The table of /admin/quotes (spec 02 sections 2 and 3 Quote): e-mail, device, plan, monthly amount,
// paid or unpaid (status approved counts as paid: the domain's isQuotePaid), created, Delete. On a phone it
// scrolls sideways inside its own frame (DataTable).
import { Button } from '@mui/material';
import { formatCents, isQuotePaid } from '@protect/domain';
import type { AdminQuote } from '../../../api/admin/admin-from-wire';
import { DataTable } from '../../../components/DataTable';
import { dateOf } from '../../../components/admin/AdminListParts';
import { Badge } from '../../../components/Badge';

export function QuotePaidBadge({ status }: { status: string }) {
  const paid = isQuotePaid(status);
  return (
    <Badge
      label={paid ? 'Paid' : 'Unpaid'}
      color={paid ? 'success' : 'default'}
      data-testid="quote-paid"
    />
  );
}

export function QuotesTable({
  quotes,
  loaded,
  busyId,
  onDelete,
}: {
  quotes: AdminQuote[];
  /** The list has answered (an empty one then says 'No quotes found.'). */
  loaded: boolean;
  /** The quote being deleted: its Delete is disabled. */
  busyId: string | null;
  onDelete: (quote: AdminQuote) => void;
}) {
  return (
    <DataTable
      label="Quotes"
      minWidth={820}
      columns={[
        { header: 'E-mail', cell: (quote) => quote.email || '-' },
        { header: 'Device', cell: (quote) => quote.device },
        { header: 'Plan', cell: (quote) => quote.plan },
        {
          header: 'Amount',
          align: 'right',
          cell: (quote) => `${formatCents(quote.amountCents)}/mo`,
        },
        { header: 'Status', cell: (quote) => <QuotePaidBadge status={quote.status} /> },
        { header: 'Created', cell: (quote) => dateOf(quote.created_at) },
        {
          header: 'Actions',
          align: 'right',
          cell: (quote) => (
            <Button
              size="small"
              color="error"
              onClick={() => onDelete(quote)}
              disabled={busyId === quote.id}
              aria-label={`Delete quote of ${quote.email || 'unknown'} for ${quote.device}`}
            >
              Delete
            </Button>
          ),
        },
      ]}
      rows={quotes}
      rowKey={(quote) => quote.id}
      rowData={(quote) => ({ 'data-testid': 'admin-quote-row', 'data-quote-id': quote.id })}
      empty="No quotes found."
      loaded={loaded}
    />
  );
}
