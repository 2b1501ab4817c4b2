import { Box } from '@mui/material';

/**
 * A plan price or price range ("$7.99 – $17.99") kept on one line: a range broken after its dash
 * reads as two prices. The domain's hyphen becomes an en dash, the typographic mark for a range.
 */
export function PlanPrice({ text }: { text: string }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {text.replace(' - ', '\u00a0\u2013 ')}
    </Box>
  );
}
