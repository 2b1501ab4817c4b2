// The status badge of a claim, a payment or a subscription, on admin and customer screens alike; its colour
// comes from lib/status-colors. Without a `label` it shows the status itself (payments: the domain's label).
import { paymentStatusLabel } from '@protect/domain';
import { type StatusOf, statusColor } from '../lib/status-colors';
import { Badge } from './Badge';

export function StatusBadge({
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
    <Badge
      label={label ?? own}
      color={statusColor(of, status)}
      variant={variant}
      sx={{ textTransform: label === undefined && of !== 'payment' ? 'capitalize' : undefined }}
      data-testid={testId ?? undefined}
    />
  );
}
