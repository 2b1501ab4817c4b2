import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** The closing call to action: quote or talk to us. */
export function CallToAction({ title, lead }: { title: string; lead: string }) {
  return (
    <Box component="section" aria-labelledby="cta-title" sx={{ py: { xs: 6, md: 8 }, background: (t) => `linear-gradient(135deg, ${t.palette.hero.from}, ${t.palette.hero.to})`, color: 'hero.text', textAlign: 'center' }}>
      <Container maxWidth="md">
        <Typography variant="h2" id="cta-title">
          {title}
        </Typography>
        <Typography sx={{ mt: 2, mb: 4, fontSize: '1.1rem' }}>{lead}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to={paths.quote.getHref()} variant="contained" color="inherit" size="large" sx={{ color: 'primary.dark', bgcolor: 'common.white', '&:hover': { bgcolor: 'primary.light' } }}>
            Get Your Free Quote
          </Button>
          <Button component={RouterLink} to={paths.contact.getHref()} variant="outlined" color="inherit" size="large">
            Contact Us
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
