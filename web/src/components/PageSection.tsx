import type { ReactNode } from 'react';
import { Box, Container, type SxProps, type Theme, Typography } from '@mui/material';
import { HeroBand } from './HeroBand';
import { PageTitle } from './PageTitle';

/** A band's content in the page's container: its heading, an optional lead paragraph, the rest. */
function BandContent({
  heading,
  lead,
  leadSx,
  children,
}: {
  heading: ReactNode;
  lead?: ReactNode;
  leadSx: SxProps<Theme>;
  children?: ReactNode;
}) {
  return (
    <Container>
      {heading}
      {lead ? (
        <Typography component="p" sx={leadSx}>
          {lead}
        </Typography>
      ) : null}
      {children}
    </Container>
  );
}

/**
 * A page's opening band: the page's one h1, an optional lead paragraph and extra content. It names the
 * page in the browser tab too: `pageTitle`, else the heading.
 */
export function PageHero({
  title,
  pageTitle = title,
  lead,
  children,
}: {
  title: string;
  pageTitle?: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <HeroBand sx={{ py: { xs: 6, md: 9 } }}>
      <PageTitle page={pageTitle} />
      <BandContent
        heading={<Typography variant="h1">{title}</Typography>}
        lead={lead}
        leadSx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 760 }}
      >
        {children}
      </BandContent>
    </HeroBand>
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
      <BandContent
        heading={
          title ? (
            <Typography variant="h2" id={headingId} sx={{ mb: lead ? 1 : 4, textAlign: 'center' }}>
              {title}
            </Typography>
          ) : null
        }
        lead={lead}
        leadSx={{ color: 'text.secondary', mb: 4, textAlign: 'center', maxWidth: 720, mx: 'auto' }}
      >
        {children}
      </BandContent>
    </Box>
  );
}
