// The table of /admin/quotes (spec 02 sections 2 and 3 Quote): e-mail, device, plan, monthly amount,
// paid or unpaid (status approved counts as paid: the domain's isQuotePaid), created, Delete. On a phone it
// scrolls sideways inside its own frame (CatalogueTable).
import { Button, Chip, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { type AdminQuoteWire, formatDollars, isQuotePaid } from '@protect/domain';
import { CatalogueTable } from '../../../components/DataTable';
import { dateOf } from '../../../components/admin/AdminListParts';

export function QuotePaidChip({ status }: { status: string }) {
  const paid = isQuotePaid(status);
  return (
    <Chip
      label={paid ? 'Paid' : 'Unpaid'}
      color={paid ? 'success' : 'default'}
      size="small"
      sx={{ fontWeight: 600 }}
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
  quotes: AdminQuoteWire[];
  /** The list has answered (an empty one then says 'No quotes found.'). */
  loaded: boolean;
  /** The quote being deleted: its Delete is disabled. */
  busyId: string | null;
  onDelete: (quote: AdminQuoteWire) => void;
}) {
  return (
    <CatalogueTable label="Quotes" minWidth={820}>
      <TableHead>
        <TableRow>
          <TableCell>E-mail</TableCell>
          <TableCell>Device</TableCell>
          <TableCell>Plan</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Created</TableCell>
          <TableCell align="right">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {quotes.map((quote) => (
          <TableRow key={quote.id} data-testid="admin-quote-row" data-quote-id={quote.id}>
            <TableCell>{quote.email || '-'}</TableCell>
            <TableCell>{quote.device}</TableCell>
            <TableCell>{quote.plan}</TableCell>
            <TableCell align="right">{formatDollars(quote.amount)}/mo</TableCell>
            <TableCell>
              <QuotePaidChip status={quote.status} />
            </TableCell>
            <TableCell>{dateOf(quote.created_at)}</TableCell>
            <TableCell align="right">
              <Button
                size="small"
                color="error"
                onClick={() => onDelete(quote)}
                disabled={busyId === quote.id}
                aria-label={`Delete quote of ${quote.email || 'unknown'} for ${quote.device}`}
              >
                Delete
              </Button>
            </TableCell>
          </TableRow>
        ))}
        {loaded && quotes.length === 0 && (
          <TableRow>
            <TableCell colSpan={7}>No quotes found.</TableCell>
          </TableRow>
        )}
      </TableBody>
    </CatalogueTable>
  );
}
