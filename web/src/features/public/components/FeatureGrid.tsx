import type { ReactNode } from 'react';
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { PageSection } from '../../../components/PageSection';
import { headlineStats, whyChooseUs } from '../content/marketing';
import { keepHyphenated } from '../content/typography';

export interface FeatureItem {
  title: string;
  text: string;
  icon: ReactNode;
}

/** A grid of icon + title + text cards (why choose us, what's covered, values). */
export function FeatureGrid({ items, columns = 3 }: { items: FeatureItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Grid key={item.title} size={{ xs: 12, sm: 6, md: 12 / columns }} component="li">
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Box
                sx={{
                  bgcolor: 'primary.light',
                  color: 'primary.main',
                  borderRadius: 2,
                  p: 1.25,
                  display: 'inline-flex',
                  mb: 2,
                }}
                aria-hidden
              >
                {item.icon}
              </Box>
              <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
                {item.title}
              </Typography>
              <Typography color="textSecondary">{keepHyphenated(item.text)}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/** A row of big numbers (customers, claim time, rating...). */
export function StatsBand({ stats }: { stats: Array<{ value: string; label: string }> }) {
  return (
    <Grid container spacing={3} component="dl" sx={{ m: 0, textAlign: 'center' }}>
      {stats.map((stat) => (
        <Grid
          key={stat.label}
          size={{ xs: 6, md: 12 / Math.min(stats.length, 6) }}
          sx={{ display: 'flex', flexDirection: 'column-reverse' }}
        >
          <Typography component="dt" color="textSecondary">
            {stat.label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontSize: { xs: '1.6rem', md: '2rem' },
              fontWeight: 800,
              color: 'primary.main',
            }}
          >
            {stat.value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}

/** The "Why Choose Us" section of the home and plans pages: the reasons, then the headline figures. */
export function WhyChooseUsSection({ id }: { id: string }) {
  return (
    <PageSection id={id} tinted title="Why Choose Us">
      <FeatureGrid items={whyChooseUs} />
      <Box sx={{ mt: 6 }}>
        <StatsBand stats={headlineStats} />
      </Box>
    </PageSection>
  );
}
