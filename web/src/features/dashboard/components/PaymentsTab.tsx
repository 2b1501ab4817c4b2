// Payments: date (Today / Yesterday / locale date), amount, payment type, status (succeeded reads
// 'Completed'; failed and pending as they are) and the payment processor's id (spec 02 section 2), with
// the receipt (a credit note for a refund) of each payment that went through.
// A table from tablet width; on a phone each payment is a compact card so nothing scrolls sideways.
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { PAYMENT_TYPE_LABELS, formatCents } from '@protect/domain';
import { StatusBadge } from '../../../components/StatusBadge';
import { DataTable } from '../../../components/DataTable';
import { ReceiptDownloadButton } from '../../../components/DocumentDownloadButton';
import { formatDay } from '../../../lib/dates';
import type { CustomerPayment } from '../api/dashboard-from-wire';
import { EmptyState } from './EmptyState';

function dayOf(payment: CustomerPayment, now: Date): string {
  return payment.createdAt ? formatDay(payment.createdAt, now) : '';
}

const idStyle = { fontFamily: 'monospace', fontSize: '0.8rem', overflowWrap: 'anywhere' } as const;

export function PaymentsTab({
  payments,
  paymentsCount,
  now,
}: {
  payments: readonly CustomerPayment[];
  paymentsCount: number;
  now: Date;
}) {
  if (payments.length === 0)
    return (
      <EmptyState title="No payments yet" testId="payments-empty">
        Your monthly payments will be listed here once a device is covered.
      </EmptyState>
    );
  return (
    <>
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <DataTable
          label="Your payments"
          minWidth={0}
          wrap
          columns={[
            {
              header: 'Date',
              sx: { whiteSpace: 'nowrap' },
              cell: (payment) => dayOf(payment, now),
            },
            {
              header: 'Amount',
              align: 'right',
              sx: { fontWeight: 600, whiteSpace: 'nowrap' },
              cell: (payment) => formatCents(payment.amountCents),
            },
            {
              header: 'Type',
              cell: (payment) => PAYMENT_TYPE_LABELS[payment.type] ?? payment.type,
            },
            {
              header: 'Status',
              cell: (payment) => (
                <StatusBadge of="payment" variant="outlined" status={payment.status} />
              ),
            },
            { header: 'Payment ID', sx: idStyle, cell: (payment) => payment.chargeId ?? '—' },
            {
              header: 'Receipt',
              cell: (payment) => (
                <ReceiptDownloadButton payment={payment} day={dayOf(payment, now)} />
              ),
            },
          ]}
          rows={payments}
          rowKey={(payment) => payment.id}
          rowData={() => ({ 'data-testid': 'payment-row' })}
          empty="No payments yet."
        />
      </Box>
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ display: { xs: 'flex', sm: 'none' }, listStyle: 'none', m: 0, p: 0 }}
        aria-label="Your payments"
      >
        {payments.map((payment) => (
          <Card component="li" variant="outlined" key={payment.id}>
            <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 1,
                  alignItems: 'center',
                }}
              >
                <Typography sx={{ fontWeight: 700 }}>{formatCents(payment.amountCents)}</Typography>
                <StatusBadge of="payment" variant="outlined" status={payment.status} />
              </Box>
              <Typography variant="body2" color="textSecondary">
                {dayOf(payment, now)} · {PAYMENT_TYPE_LABELS[payment.type] ?? payment.type}
              </Typography>
              {payment.chargeId ? (
                <Typography variant="body2" color="textSecondary" sx={idStyle}>
                  {payment.chargeId}
                </Typography>
              ) : null}
              <ReceiptDownloadButton payment={payment} day={dayOf(payment, now)} />
            </CardContent>
          </Card>
        ))}
      </Stack>
      {paymentsCount > payments.length ? (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
          Showing your latest {payments.length} of {paymentsCount} payments.
        </Typography>
      ) : null}
    </>
  );
}
