// A card's badge ('Most Popular', a plan's promotion, an add-on's 'Popular'): words in a pill, drawn like a
// small MUI Chip. Not a Chip: it does nothing when pressed, and on / Chip's code (2.7 KB gzipped) was the
// largest piece after the page's own.
import { Box } from '@mui/material';

export function CardBadge({ label, color }: { label: string; color: 'primary' | 'secondary' }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        maxWidth: '100%',
        height: 24,
        px: 1,
        borderRadius: 3,
        bgcolor: `${color}.main`,
        color: `${color}.contrastText`,
        fontSize: '0.8125rem',
        fontWeight: 600,
        lineHeight: '24px',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
    >
      {label}
    </Box>
  );
}
