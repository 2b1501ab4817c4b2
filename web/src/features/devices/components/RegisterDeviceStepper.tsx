import { Box } from '@mui/material';
import { ProgressStepper } from '../../../components/ProgressStepper';

/** Spec 02 section 2: the third step is never reached, a paid registration goes to the dashboard. */
export const REGISTER_DEVICE_STEPS = [
  'Device & Plan Details',
  'Payment & Confirmation',
  'Welcome',
] as const;

export function RegisterDeviceStepper({ active }: { active: number }) {
  return (
    <Box sx={{ mb: 4 }}>
      <ProgressStepper
        steps={REGISTER_DEVICE_STEPS}
        active={active}
        aria-label="Registration progress"
      />
    </Box>
  );
}
