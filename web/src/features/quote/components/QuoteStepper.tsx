import { Step, StepLabel, Stepper } from '@mui/material';

export const QUOTE_STEPS = ['Select Device', 'Choose Plan', 'Get Quote'] as const;

/** The three-step indicator; completed steps show a check mark (MUI's completed icon). */
export function QuoteStepper({ completed }: { completed: readonly boolean[] }) {
  const active = completed.findIndex((done) => !done);
  return (
    <Stepper activeStep={active === -1 ? QUOTE_STEPS.length : active} alternativeLabel aria-label="Quote progress">
      {QUOTE_STEPS.map((label, index) => (
        <Step key={label} completed={completed[index] === true}>
          <StepLabel>
            {label}
            <span className="visually-hidden">{completed[index] ? ' (completed)' : index === active ? ' (current step)' : ''}</span>
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
