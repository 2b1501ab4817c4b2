import { Step, StepLabel, Stepper } from '@mui/material';

export const SUBSCRIPTION_STEPS = ['Subscription Management', 'Update Payment'] as const;

/** The two-step progress indicator (spec 02 section 2). */
export function SubscriptionStepper({ step }: { step: 0 | 1 }) {
  return (
    <Stepper activeStep={step} alternativeLabel aria-label="Subscription progress" sx={{ mb: 4 }}>
      {SUBSCRIPTION_STEPS.map((label, index) => (
        <Step key={label} completed={index < step}>
          <StepLabel>
            {label}
            <span className="visually-hidden">
              {index < step ? ' (completed)' : index === step ? ' (current step)' : ''}
            </span>
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
