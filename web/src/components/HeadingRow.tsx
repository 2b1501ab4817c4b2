import type { ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

/**
 * A heading with what goes beside it (a status, a button): at either end of the row, the second one
 * wrapping under the heading when the row is too narrow for both.
 */
export function HeadingRow({
  children,
  gap = 1.5,
  alignItems = 'flex-start',
  sx,
}: {
  children: ReactNode;
  gap?: number;
  alignItems?: 'flex-start' | 'center';
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      sx={[
        { display: 'flex', justifyContent: 'space-between', alignItems, gap, flexWrap: 'wrap' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
