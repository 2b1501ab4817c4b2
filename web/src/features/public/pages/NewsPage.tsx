import { Button, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { PageHero, PageSection } from '../../../components/PageSection';
import { site } from '../../../config/site';
import { NEWS_CATEGORIES, newsItems, type NewsCategory, type NewsItem } from '../content/articles';
import { SearchField } from '../../../components/SearchField';
import { useFilteredList } from '../utils/use-filtered-list';
import { CategoryChips } from '../components/CategoryChips';
import { notifyComingSoon } from '../utils/coming-soon';
import { EmailLink } from '../../../components/EmailLink';
import { Badge } from '../../../components/Badge';

const labels: Record<NewsCategory, string> = {
  all: 'All',
  company: 'Company',
  product: 'Product',
  partnerships: 'Partnerships',
  awards: 'Awards',
  industry: 'Industry',
};
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const textOfNews = (n: NewsItem) => `${n.title} ${n.summary}`;

export default function NewsPage() {
  const filter = useFilteredList(newsItems, NEWS_CATEGORIES, textOfNews);
  const items = filter.shown;

  return (
    <>
      <PageHero
        title="News & Press"
        pageTitle="News"
        lead={`The latest from ${site.name}: company milestones, product updates and partnerships.`}
      />
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <SearchField label="Search news" value={filter.search} onChange={filter.setSearch} />
        <CategoryChips
          categories={NEWS_CATEGORIES}
          chosen={filter.category}
          onChoose={filter.setCategory}
          labelOf={(c) => labels[c]}
          ariaLabel="News categories"
        />
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
                    <Badge label={labels[n.category]} sx={{ mb: 1 }} />
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
          {['Download Logos', 'Company Fact Sheet', 'Executive Photos'].map((item) => (
            <Button
              key={item}
              variant="outlined"
              startIcon={<DownloadIcon aria-hidden />}
              onClick={notifyComingSoon}
            >
              {item}
            </Button>
          ))}
        </Stack>
      </PageSection>
    </>
  );
}
