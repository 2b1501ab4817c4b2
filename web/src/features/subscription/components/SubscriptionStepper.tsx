import { ProgressStepper } from '../../../components/ProgressStepper';

export const SUBSCRIPTION_STEPS = ['Subscription Management', 'Update Payment'] as const;

/** The two-step progress indicator (spec 02 section 2). */
export function SubscriptionStepper({ step }: { step: 0 | 1 }) {
  return (
    <ProgressStepper
      steps={SUBSCRIPTION_STEPS}
      active={step}
      aria-label="Subscription progress"
      sx={{ mb: 4 }}
    />
  );
}
