import { Container, Typography } from '@mui/material';
import { PageTitle } from './PageTitle';

/** A signed-in page whose screen is delivered by a later issue. */
export function ComingSoon({ title, lead }: { title: string; lead: string }) {
  return (
    <Container sx={{ py: 8 }}>
      <PageTitle page={title} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography color="textSecondary">{lead} Coming soon.</Typography>
    </Container>
  );
}
