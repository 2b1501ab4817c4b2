// A failure line with Retry: what a list, a page or a dialog shows when its data failed to load.
import type { ReactNode } from 'react';
import { Alert, Button, type SxProps, type Theme } from '@mui/material';

export function RetryAlert({
  onRetry,
  children,
  sx,
}: {
  onRetry: () => void;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
