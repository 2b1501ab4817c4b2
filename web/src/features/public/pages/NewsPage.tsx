import { useMemo, useState } from 'react';
import { Button, Card, CardContent, Chip, Container, Grid, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { PageHero, PageSection } from '../../../components/PageSection';
import { site } from '../../../config/site';
import { NEWS_CATEGORIES, newsItems, type NewsCategory } from '../content/articles';
import { SearchField } from '../../../components/SearchField';
import { PageTitle } from '../../../components/PageTitle';
import { notifyComingSoon } from '../utils/coming-soon';
import { EmailLink } from '../../../components/EmailLink';

const labels: Record<NewsCategory, string> = {
  all: 'All',
  company: 'Company',
  product: 'Product',
  partnerships: 'Partnerships',
  awards: 'Awards',
  industry: 'Industry',
};
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export default function NewsPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<NewsCategory>('all');
  const items = useMemo(() => {
    const q = search.trim().toLowerCase();
    return newsItems.filter(
      (n) =>
        (category === 'all' || n.category === category) &&
        (q === '' || `${n.title} ${n.summary}`.toLowerCase().includes(q)),
    );
  }, [search, category]);

  return (
    <>
      <PageTitle page="News" />
      <PageHero
        title="News & Press"
        lead={`The latest from ${site.name}: company milestones, product updates and partnerships.`}
      />
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <SearchField label="Search news" value={search} onChange={setSearch} />
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', my: 2 }}
          role="group"
          aria-label="News categories"
        >
          {NEWS_CATEGORIES.map((c) => (
            <Chip
              key={c}
              label={labels[c]}
              clickable
              color={c === category ? 'primary' : 'default'}
              variant={c === category ? 'filled' : 'outlined'}
              onClick={() => setCategory(c)}
              aria-pressed={c === category}
            />
          ))}
        </Stack>
        {items.length === 0 ? (
          <Typography role="status" sx={{ py: 6, textAlign: 'center' }} color="textSecondary">
            No news found
          </Typography>
        ) : (
          <Grid container spacing={3}>
            {items.map((n) => (
              <Grid key={n.id} size={{ xs: 12, md: 6 }}>
                <Card component="article" sx={{ height: '100%' }}>
                  <CardContent>
                    <Chip label={labels[n.category]} size="small" sx={{ mb: 1 }} />
                    <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
                      {n.title}
                    </Typography>
                    <Typography variant="body2" color="textSecondary">
                      <time dateTime={n.date}>{dateFormat.format(new Date(n.date))}</time>
                    </Typography>
                    <Typography sx={{ mt: 1 }}>{n.summary}</Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
      </Container>
      <PageSection
        id="press-kit"
        tinted
        title="Press Kit"
        lead={
          <>
            Media inquiries: <EmailLink address={site.pressEmail} />
          </>
        }
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center' }}
        >
          <Button
            variant="outlined"
            startIcon={<DownloadIcon aria-hidden />}
            onClick={notifyComingSoon}
          >
            Download Logos
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon aria-hidden />}
            onClick={notifyComingSoon}
          >
            Company Fact Sheet
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon aria-hidden />}
            onClick={notifyComingSoon}
          >
            Executive Photos
          </Button>
        </Stack>
      </PageSection>
    </>
  );
}
