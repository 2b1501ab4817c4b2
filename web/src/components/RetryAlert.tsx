// A failure line with Retry: what a list, a page or a dialog shows when its data failed to load.
import type { ReactNode } from 'react';
import { Button, type SxProps, type Theme } from '@mui/material';
import { Notice } from './Notice';

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
    <Notice
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {children}
    </Notice>
  );
}
