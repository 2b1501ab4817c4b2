import { formatCents } from '@protect/domain';

/** '$12.99/month', the amount alone under its test id (the tests read the figure). */
export function MonthlyAmount({ cents, testId }: { cents: number; testId: string }) {
  return (
    <>
      <span data-testid={testId}>{formatCents(cents)}</span>/month
    </>
  );
}
