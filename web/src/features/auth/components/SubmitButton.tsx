import type { ReactNode } from 'react';
import { Button, CircularProgress, type SxProps, type Theme } from '@mui/material';

/** A sign-in form's full-width submit button, with a spinner while its own request is under way. */
export function SubmitButton({
  busy,
  disabled = busy,
  sx,
  children,
}: {
  /** This form's request is under way. */
  busy: boolean;
  /** Also while another way of signing in (Google) is under way. */
  disabled?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={disabled}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      sx={sx}
    >
      {children}
    </Button>
  );
}
