// A badge: a short label in a pill, drawn like a small MUI Chip (a claim's status, 'Most Popular', 'Current').
// Not MUI's Badge (a dot or count on an icon) and not a Chip: a Chip is for what is pressed (the blog's topic
// filters), and its code (2.7 KB gzipped, with a style variant per colour) was in nearly every page's first
// load for labels that do nothing.
import type { ReactNode } from 'react';
import { Box, alpha, type SxProps, type Theme } from '@mui/material';

export type BadgeColor =
  'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

const filled = (color: BadgeColor) =>
  color === 'default'
    ? { bgcolor: 'action.selected', color: 'text.primary' }
    : { bgcolor: `${color}.main`, color: `${color}.contrastText` };

const outlined = (color: BadgeColor) =>
  color === 'default'
    ? { border: 1, borderColor: 'grey.400', color: 'text.primary' }
    : {
        border: 1,
        borderColor: (theme: Theme) => alpha(theme.palette[color].main, 0.7),
        color: `${color}.main`,
      };

export function Badge({
  label,
  color = 'default',
  variant = 'filled',
  icon,
  wrap = false,
  sx,
  ...data
}: {
  label: ReactNode;
  color?: BadgeColor;
  variant?: 'filled' | 'outlined';
  /** An icon before the words (aria-hidden: the words say it). */
  icon?: ReactNode;
  /** Long words go on as many lines as they need instead of ending in '...'. */
  wrap?: boolean;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}) {
  return (
    <Box
      component="span"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          maxWidth: '100%',
          minHeight: 24,
          boxSizing: 'border-box',
          px: variant === 'outlined' ? '7px' : 1,
          py: wrap ? 0.25 : 0,
          borderRadius: 3,
          fontSize: '0.8125rem',
          fontWeight: 600,
          lineHeight: wrap ? 1.4 : 1,
          verticalAlign: 'middle',
          '& > svg': { fontSize: 18, ml: -0.5 },
          ...(variant === 'outlined' ? outlined(color) : filled(color)),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...data}
    >
      {icon}
      <Box
        component="span"
        sx={
          wrap
            ? { whiteSpace: 'normal' }
            : { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }
        }
      >
        {label}
      </Box>
    </Box>
  );
}
