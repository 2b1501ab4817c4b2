// Payments: date (Today / Yesterday / locale date), amount, payment type, status (succeeded reads
// 'Completed'; failed and pending as they are) and the payment processor's id (spec 02 section 2).
// A table from tablet width; on a phone each payment is a compact card so nothing scrolls sideways.
import {
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type PaymentType, formatCents } from '@protect/domain';
import { StatusChip } from '../../../components/StatusChip';
import { formatDay } from '../../../lib/dates';
import type { CustomerPayment } from '../api/dashboard-from-wire';
import { EmptyState } from './EmptyState';

const TYPE_LABEL: Record<PaymentType, string> = {
  initial: 'First month',
  renewal: 'Monthly renewal',
  proration: 'Upgrade (rest of the month)',
  deductible: 'Claim deductible',
  plan_change: 'Plan change',
  refund: 'Refund',
};

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
      <TableContainer sx={{ display: { xs: 'none', sm: 'block' } }}>
        <Table size="small" aria-label="Your payments">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Payment ID</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {payments.map((payment) => (
              <TableRow key={payment.id} data-testid="payment-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayOf(payment, now)}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {formatCents(payment.amountCents)}
                </TableCell>
                <TableCell>{TYPE_LABEL[payment.type] ?? payment.type}</TableCell>
                <TableCell>
                  <StatusChip of="payment" variant="outlined" status={payment.status} />
                </TableCell>
                <TableCell sx={idStyle}>{payment.chargeId ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
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
                <StatusChip of="payment" variant="outlined" status={payment.status} />
              </Box>
              <Typography variant="body2" color="textSecondary">
                {dayOf(payment, now)} · {TYPE_LABEL[payment.type] ?? payment.type}
              </Typography>
              {payment.chargeId ? (
                <Typography variant="body2" color="textSecondary" sx={idStyle}>
                  {payment.chargeId}
                </Typography>
              ) : null}
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
