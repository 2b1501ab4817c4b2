// The status chip of a claim, a payment or a subscription, on admin and customer screens alike; its colour
// comes from lib/status-colors. Without a `label` it shows the status itself (payments: the domain's label).
import { Chip } from '@mui/material';
import { paymentStatusLabel } from '@protect/domain';
import { type StatusOf, statusColor } from '../lib/status-colors';

export function StatusChip({
  of,
  status,
  label,
  variant = 'filled',
  testId = `${of}-status`,
}: {
  of: StatusOf;
  status: string;
  /** Words other than the status's own ('Past due: 3 days overdue'). */
  label?: string;
  variant?: 'filled' | 'outlined';
  /** null: no test id. */
  testId?: string | null;
}) {
  const own = of === 'payment' ? paymentStatusLabel(status) : status.replace('_', ' ');
  return (
    <Chip
      label={label ?? own}
      color={statusColor(of, status)}
      size="small"
      variant={variant}
      sx={{
        fontWeight: 600,
        textTransform: label === undefined && of !== 'payment' ? 'capitalize' : undefined,
      }}
      data-testid={testId ?? undefined}
    />
  );
}
