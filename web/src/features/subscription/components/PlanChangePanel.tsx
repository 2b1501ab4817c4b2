import type { ReactNode } from 'react';
import { Box, Typography, type SxProps, type Theme } from '@mui/material';

/** A plan change's figures, set apart in the brand's light colour: the preview and the step that pays it. */
export function PlanChangePanel({
  name,
  title,
  sx,
  children,
}: {
  /** The section's test id; its heading's id, which names the section, is `{name}-title`. */
  name: string;
  title: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const titleId = `${name}-title`;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={[{ p: 2, borderRadius: 2, bgcolor: 'primary.light' }, ...(Array.isArray(sx) ? sx : [sx])]}
      data-testid={name}
    >
      <Typography variant="h3" id={titleId} sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
