import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';

/** A page's opening band: the page's one h1, an optional lead paragraph and extra content. */
export function PageHero({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        background: (t) => `linear-gradient(135deg, ${t.palette.hero.from}, ${t.palette.hero.to})`,
        color: 'hero.text',
        py: { xs: 6, md: 9 },
      }}
    >
      <Container>
        <Typography variant="h1">{title}</Typography>
        {lead ? (
          <Typography
            component="p"
            sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 760 }}
          >
            {lead}
          </Typography>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}

/** A titled band of a page (h2), alternating background when `tinted`. */
export function PageSection({
  title,
  lead,
  tinted = false,
  children,
  id,
}: {
  title?: string;
  lead?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={title ? headingId : undefined}
      sx={{ py: { xs: 6, md: 8 }, bgcolor: tinted ? 'background.default' : 'background.paper' }}
    >
      <Container>
        {title ? (
          <Typography variant="h2" id={headingId} sx={{ mb: lead ? 1 : 4, textAlign: 'center' }}>
            {title}
          </Typography>
        ) : null}
        {lead ? (
          <Typography
            color="textSecondary"
            sx={{ mb: 4, textAlign: 'center', maxWidth: 720, mx: 'auto' }}
          >
            {lead}
          </Typography>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
