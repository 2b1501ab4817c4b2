import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** What a tab shows when there is nothing in it yet: a title, a line of help and the way forward. */
export function EmptyState({
  title,
  children,
  action,
  testId,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: 4, px: 2 }} data-testid={testId}>
      <Typography variant="h4" component="p" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: action ? 3 : 0, maxWidth: 480, mx: 'auto' }}>
        {children}
      </Typography>
      {action}
    </Box>
  );
}
