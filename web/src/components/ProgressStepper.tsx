// A page's step indicator (spec 01 section 7, spec 02 section 2): the steps' names in a row, done steps
// with MUI's check mark, and for screen readers each step's state: ' (completed)' or ' (current step)'.
import { Step, StepLabel, Stepper, type SxProps, type Theme } from '@mui/material';

export function ProgressStepper({
  steps,
  active,
  completed = steps.map((_, index) => index < active),
  'aria-label': ariaLabel,
  sx,
}: {
  steps: readonly string[];
  /** The current step's index; steps.length when every step is done. */
  active: number;
  /** Which steps are done; by default the ones before the current step. */
  completed?: readonly boolean[];
  'aria-label': string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Stepper activeStep={active} alternativeLabel aria-label={ariaLabel} sx={sx}>
      {steps.map((label, index) => (
        <Step key={label} completed={completed[index] === true}>
          <StepLabel>
            {label}
            <span className="visually-hidden">
              {completed[index] ? ' (completed)' : index === active ? ' (current step)' : ''}
            </span>
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
