import { ProgressStepper } from '../../../components/ProgressStepper';

export const QUOTE_STEPS = ['Select Device', 'Choose Plan', 'Get Quote'] as const;

/** The three-step indicator; completed steps show a check mark. */
export function QuoteStepper({ completed }: { completed: readonly boolean[] }) {
  const active = completed.findIndex((done) => !done);
  return (
    <ProgressStepper
      steps={QUOTE_STEPS}
      active={active === -1 ? QUOTE_STEPS.length : active}
      completed={completed}
      aria-label="Quote progress"
    />
  );
}
