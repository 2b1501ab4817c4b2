import { Box, Container, Link, Typography } from '@mui/material';
import { PageHero } from '../../../components/PageSection';
import { keepHyphenated } from '../content/typography';

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
}

/** A policy page: a table of contents and numbered sections. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <>
      <PageHero title={title} lead={`Last updated ${updated}`} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography sx={{ mb: 3 }}>{intro}</Typography>
        <Box
          component="nav"
          aria-label="Contents"
          sx={{ mb: 4, p: 2, bgcolor: 'background.default', borderRadius: 2 }}
        >
          <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
            Contents
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {sections.map((s) => (
              <li key={s.id}>
                <Link href={`#${s.id}`}>{s.title}</Link>
              </li>
            ))}
          </Box>
        </Box>
        {sections.map((s, index) => (
          <Box
            component="section"
            key={s.id}
            id={s.id}
            aria-labelledby={`${s.id}-title`}
            sx={{ mb: 4, scrollMarginTop: 80 }}
          >
            <Typography variant="h2" id={`${s.id}-title`} sx={{ fontSize: '1.3rem', mb: 1 }}>
              {index + 1}. {s.title}
            </Typography>
            {s.paragraphs.map((p) => (
              <Typography key={p} sx={{ mb: 1.5 }}>
                {keepHyphenated(p)}
              </Typography>
            ))}
          </Box>
        ))}
      </Container>
    </>
  );
}
