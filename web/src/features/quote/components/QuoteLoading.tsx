import { Box, CircularProgress, Container, Typography } from '@mui/material';
import { QuoteStepper } from './QuoteStepper';

/** The wizard's frame around its content: the same width and spacing while loading and after. */
export const QUOTE_CONTAINER_SX = { py: { xs: 4, md: 6 } } as const;

export function QuoteLoadingStatus() {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography>Loading devices and plans...</Typography>
    </Box>
  );
}

/** What /quote shows until the wizard's code has arrived: the wizard's own loading state, so nothing moves. */
export function QuoteLoading() {
  return (
    <Container maxWidth="md" sx={QUOTE_CONTAINER_SX}>
      <Box sx={{ mb: 4 }}>
        <QuoteStepper completed={[false, false, false]} />
      </Box>
      <QuoteLoadingStatus />
    </Container>
  );
}
