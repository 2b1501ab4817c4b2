import { Step, StepLabel, Stepper } from '@mui/material';

/** Spec 02 section 2: the third step is never reached, a paid registration goes to the dashboard. */
export const REGISTER_DEVICE_STEPS = [
  'Device & Plan Details',
  'Payment & Confirmation',
  'Welcome',
] as const;

export function RegisterDeviceStepper({ active }: { active: number }) {
  return (
    <Stepper activeStep={active} alternativeLabel aria-label="Registration progress">
      {REGISTER_DEVICE_STEPS.map((label, index) => (
        <Step key={label} completed={index < active}>
          <StepLabel>
            {label}
            <span className="visually-hidden">
              {index < active ? ' (completed)' : index === active ? ' (current step)' : ''}
            </span>
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
