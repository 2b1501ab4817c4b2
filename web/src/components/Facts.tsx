import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** Label and value pairs as a description list: two columns from tablet width, stacked on phones. */
export function Facts({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
      }}
    >
      {children}
    </Box>
  );
}

export function Fact({
  term,
  children,
  testId,
}: {
  term: string;
  children: ReactNode;
  /** A test id on the value. */
  testId?: string;
}) {
  return (
    <>
      <Typography component="dt" color="textSecondary" sx={{ mt: { xs: 1, sm: 0 } }}>
        {term}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
        data-testid={testId}
      >
        {children}
      </Typography>
    </>
  );
}
