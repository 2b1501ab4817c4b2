import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * A form's buttons under it: the way back first, the form's action last (on the right). On phones they
 * stack full width with the action on top, where the thumb is.
 */
export function FormActions({
  children,
  justify = 'space-between',
}: {
  children: ReactNode;
  /** 'flex-end' keeps both buttons on the right from tablet width. */
  justify?: 'space-between' | 'flex-end';
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        mt: 3,
        justifyContent: justify,
        flexDirection: { xs: 'column-reverse', sm: 'row' },
      }}
    >
      {children}
    </Box>
  );
}
