// / (spec 01 "Home"): the hero, then the sections below it (components/HomeSections.tsx).
import { Suspense, lazy } from 'react';
import { Box, Container, Grid, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { HeroBand } from '../../../components/HeroBand';
import { PageTitle } from '../../../components/PageTitle';
import { PlainList } from '../../../components/PlainList';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { HeroActions, instantQuoteAction } from '../components/HeroActions';

// The sections below the hero are prerendered like the rest of the page, and React hydrates them when
// their code arrives (a lazy component in a Suspense boundary keeps its server HTML until then): the
// hero, all a phone shows first, is hydrated without waiting for the plans, carousels and cards.
const HomeSections = lazy(() => import('../components/HomeSections'));

function Hero() {
  return (
    <HeroBand sx={{ py: { xs: 7, md: 11 } }}>
      <Container>
        <Grid container spacing={4} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography variant="h1">Protect your phone and tablet in minutes</Typography>
            <Typography sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.25rem' }, maxWidth: 600 }}>
              Accidental damage and cracked screens on every plan, plus water damage and theft on
              Premium and Family. Coverage starts today, priced for your exact model, cancel any
              time.
            </Typography>
            <HeroActions
              actions={[
                instantQuoteAction,
                { label: 'See Plans & Coverage', to: paths.services.getHref() },
              ]}
              sx={{ mt: 4 }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <PlainList spacing={1.5}>
              {[
                '30-day money-back guarantee',
                'Up to 60% off your first year',
                `${site.stats.rating} from ${site.stats.reviews} reviews`,
                '24/7 support',
              ].map((line) => (
                <Box
                  component="li"
                  key={line}
                  sx={{ display: 'flex', gap: 1.5, alignItems: 'center', fontSize: '1.1rem' }}
                >
                  <CheckIcon aria-hidden /> {line}
                </Box>
              ))}
            </PlainList>
          </Grid>
        </Grid>
      </Container>
    </HeroBand>
  );
}

export default function HomePage() {
  return (
    <>
      <PageTitle page="Home" />
      <Hero />
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </>
  );
}
