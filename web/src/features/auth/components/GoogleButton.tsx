import { Button, CircularProgress } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import { UntilAppStarts } from '../../../components/Form';

interface GoogleButtonProps {
  onClick: () => void;
  /** A Google sign-in is under way: the button is disabled and says so. */
  busy: boolean;
  disabled?: boolean;
  /** What the button says while busy (registration: "Creating Account..."). */
  busyLabel?: string;
}

export function GoogleButton({
  onClick,
  busy,
  disabled,
  busyLabel = 'Signing In...',
}: GoogleButtonProps) {
  // The popup opens from the tap itself (a browser blocks it otherwise), so only once the app runs.
  return (
    <UntilAppStarts>
      <Button
        type="button"
        variant="outlined"
        size="large"
        fullWidth
        onClick={onClick}
        disabled={busy || disabled}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={18} aria-hidden /> : <GoogleIcon aria-hidden />}
      >
        {busy ? busyLabel : 'Continue with Google'}
      </Button>
    </UntilAppStarts>
  );
}
