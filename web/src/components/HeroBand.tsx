// In a file of its own so that the home page's hero loads it without the page bands (PageSection.tsx).
import { Box, type BoxProps } from '@mui/material';

/** A full-width band in the brand's gradient: a page's opening, the closing call to action. */
export function HeroBand({ sx, ...box }: BoxProps) {
  return (
    <Box
      {...box}
      sx={[
        {
          background: (t) =>
            `linear-gradient(135deg, ${t.palette.hero.from}, ${t.palette.hero.to})`,
          color: 'hero.text',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
