import type { ReactNode } from 'react';
import { Stack, type SxProps, type Theme } from '@mui/material';

/** A list without bullets or indent (cards, links, rows), its items `spacing` apart. */
export function PlainList({
  spacing = 0,
  sx,
  children,
  ...aria
}: {
  spacing?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <Stack
      component="ul"
      spacing={spacing}
      sx={[{ listStyle: 'none', m: 0, p: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...aria}
    >
      {children}
    </Stack>
  );
}
