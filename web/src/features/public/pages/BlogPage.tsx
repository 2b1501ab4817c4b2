import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  Grid,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Form } from '../../../components/Form';
import { formatCents } from '@protect/domain';
import { useAddOns } from '../../../api/get-addons';
import { PageHero } from '../../../components/PageSection';
import { BLOG_CATEGORIES, blogPosts, trendingTopics, type BlogPost } from '../content/articles';
import { SearchField } from '../../../components/SearchField';
import { useFilteredList } from '../utils/use-filtered-list';
import { CategoryChips } from '../components/CategoryChips';
import { notifyComingSoon } from '../utils/coming-soon';
import { Badge } from '../../../components/Badge';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function PostMeta({ post }: { post: BlogPost }) {
  return (
    <Typography variant="body2" color="textSecondary">
      {post.category} · <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time> ·{' '}
      {post.readMinutes} min read
    </Typography>
  );
}

const textOfPost = (p: BlogPost) => `${p.title} ${p.excerpt}`;

export default function BlogPage() {
  const filter = useFilteredList(blogPosts, BLOG_CATEGORIES, textOfPost);
  const posts = filter.shown;
  const { addOns } = useAddOns();
  const featured = posts.find((p) => p.featured);
  const rest = posts.filter((p) => p !== featured);

  return (
    <>
      <PageHero
        title="Blog"
        lead="Device care tips, claims advice and buying guides from our experts."
      />
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 8 }}>
            <SearchField
              label="Search articles"
              value={filter.search}
              onChange={filter.setSearch}
            />
            <CategoryChips
              categories={BLOG_CATEGORIES}
              chosen={filter.category}
              onChoose={filter.setCategory}
              ariaLabel="Categories"
            />
            {posts.length === 0 ? (
              <Typography role="status" sx={{ py: 6, textAlign: 'center' }} color="textSecondary">
                No articles found
              </Typography>
            ) : null}
            {featured ? (
              <Card
                component="article"
                sx={{ mb: 3, borderTop: 6, borderTopColor: 'primary.main' }}
              >
                <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
                  <Badge label="Featured" color="primary" sx={{ mb: 1 }} />
                  <Typography variant="h2" sx={{ fontSize: '1.6rem' }}>
                    {featured.title}
                  </Typography>
                  <PostMeta post={featured} />
                  <Typography sx={{ mt: 2 }}>{featured.excerpt}</Typography>
                </CardContent>
              </Card>
            ) : null}
            <Grid container spacing={3}>
              {rest.map((post) => (
                <Grid key={post.id} size={{ xs: 12, sm: 6 }}>
                  <Card component="article" sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
                        {post.title}
                      </Typography>
                      <PostMeta post={post} />
                      <Typography color="textSecondary" sx={{ mt: 1 }}>
                        {post.excerpt}
                      </Typography>
                    </CardContent>
                  </Card>
                </Grid>
              ))}
            </Grid>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }} component="aside" aria-label="More from the blog">
            <Stack spacing={3}>
              <Card>
                <CardContent>
                  <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
                    Trending topics
                  </Typography>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {trendingTopics.map((t) => (
                      <Chip
                        key={t}
                        label={t}
                        variant="outlined"
                        onClick={() => filter.setSearch(t)}
                      />
                    ))}
                  </Stack>
                </CardContent>
              </Card>
              {addOns.length > 0 ? (
                <Card>
                  <CardContent>
                    <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
                      Optional add-ons
                    </Typography>
                    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                      {addOns.map((a) => (
                        <li key={a.id}>
                          <strong>{a.name}</strong> +{formatCents(a.monthlyPriceCents)}/month
                        </li>
                      ))}
                    </Box>
                  </CardContent>
                </Card>
              ) : null}
              <Card>
                <CardContent>
                  <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
                    Newsletter
                  </Typography>
                  <Typography color="textSecondary" sx={{ mb: 2 }}>
                    Device tips once a month. No spam.
                  </Typography>
                  <Form
                    onSubmit={(e) => {
                      e.preventDefault();
                      notifyComingSoon();
                    }}
                    aria-label="Newsletter"
                  >
                    <TextField
                      type="email"
                      label="Email address"
                      size="small"
                      autoComplete="email"
                      sx={{ mb: 1 }}
                    />
                    <Button type="submit" variant="contained" fullWidth>
                      Subscribe
                    </Button>
                  </Form>
                </CardContent>
              </Card>
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
