import { Box, Container } from '@mui/material';
import { QuoteStepper } from './QuoteStepper';
import { LoadingStatus } from '../../../components/LoadingStatus';

/** The wizard's frame around its content: the same width and spacing while loading and after. */
export const QUOTE_CONTAINER_SX = { py: { xs: 4, md: 6 } } as const;

export function QuoteLoadingStatus() {
  return <LoadingStatus label="Loading devices and plans..." py={8} size={28} />;
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
