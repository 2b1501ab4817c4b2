// A loading placeholder with the look of MUI's Skeleton: a grey block that pulses, as a line of text
// ('text'), a box ('rectangular') or a box with the theme's corners ('rounded'). MUI's Skeleton was
// 1.4 KB gz on every page that shows one (home, dashboards, subscription), for one styled span; this is a
// Box with the same styles. The pulse stops for people who ask for reduced motion.
import type { HTMLAttributes } from 'react';
import { keyframes } from '@emotion/react';
import { Box, type SxProps, type Theme } from '@mui/material';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

type SkeletonProps = Omit<HTMLAttributes<HTMLSpanElement>, 'style' | 'children'> & {
  variant?: 'text' | 'rectangular' | 'rounded';
  width?: number | string;
  height?: number | string;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
};

const base = {
  display: 'block',
  height: '1.2em',
  bgcolor: (theme: Theme) => theme.alpha(theme.palette.text.primary, 0.11),
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;

// A text line keeps the height of the text it stands for (a non-breaking space in it) and is drawn at
// 60% of it, as MUI's is.
const byVariant = {
  text: {
    height: 'auto',
    transformOrigin: '0 55%',
    transform: 'scale(1, 0.60)',
    borderRadius: ({ shape }: Theme) =>
      `${shape.borderRadius}px/${Math.round((Number(shape.borderRadius) / 0.6) * 10) / 10}px`,
    '&:empty::before': { content: '"\\00a0"' },
  },
  rectangular: {},
  rounded: { borderRadius: 1 },
} as const;

export function Skeleton({ variant = 'text', width, height, sx, ...rest }: SkeletonProps) {
  return (
    <Box
      component="span"
      {...rest}
      style={{ width, height }}
      sx={[base, byVariant[variant], ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
