import { Avatar, Box, Card, CardContent, Grid, Typography } from '@mui/material';
import FavoriteIcon from '@mui/icons-material/Favorite';
import BoltIcon from '@mui/icons-material/Bolt';
import VisibilityIcon from '@mui/icons-material/Visibility';
import HandshakeIcon from '@mui/icons-material/Handshake';
import { PageHero, PageSection } from '../../../components/PageSection';
import { site } from '../../../config/site';
import { CallToAction } from '../components/CallToAction';
import { FeatureGrid, StatsBand } from '../components/FeatureGrid';

const stats = [
  { value: site.stats.customers, label: 'Customers protected' },
  { value: site.stats.repairCenters, label: 'Repair centers' },
  { value: site.stats.claimsApproved, label: 'Claims approved' },
  { value: site.stats.countries, label: 'Countries' },
  { value: site.stats.rating, label: `From ${site.stats.reviews} reviews` },
  { value: String(site.founded), label: 'Founded' },
];

const values = [
  {
    title: 'Customers First',
    text: 'Every decision starts with the person holding the broken phone. We fix first and ask questions later.',
    icon: <FavoriteIcon />,
  },
  {
    title: 'Speed',
    text: 'Most claims are processed within 24 hours and repairs take 1-2 business days.',
    icon: <BoltIcon />,
  },
  {
    title: 'Transparency',
    text: 'Plain-English terms, deductibles shown up front, and prices based on the device you actually own.',
    icon: <VisibilityIcon />,
  },
  {
    title: 'Partnership',
    text: `We work with ${site.stats.repairCenters} certified repair centers so help is always close by.`,
    icon: <HandshakeIcon />,
  },
];

const leaders = [
  {
    name: 'Sarah Chen',
    role: 'Chief Executive Officer',
    bio: 'Fifteen years in consumer insurance; joined as head of claims in 2012.',
  },
  {
    name: 'Michael Okafor',
    role: 'Chief Technology Officer',
    bio: 'Built the instant quote engine and the claims platform behind under-4-hour claims.',
  },
  {
    name: 'Laura Martinez',
    role: 'Chief Operating Officer',
    bio: `Runs the repair network of ${site.stats.repairCenters} centers, our 24/7 claims line and our support teams.`,
  },
  {
    name: 'James Whitfield',
    role: 'Chief Financial Officer',
    bio: 'Keeps plans fair and sustainable; previously at a national insurer.',
  },
];

const timeline = [
  {
    year: '2009',
    text: 'Founded in San Francisco to protect the first generation of smartphones.',
  },
  { year: '2013', text: 'Launched model-based pricing, so customers pay for the device they own.' },
  { year: '2016', text: 'Repair network passes 1,000 certified centers; tablets join our plans.' },
  { year: '2019', text: 'Family plans launched, covering up to 5 devices on one bill.' },
  { year: '2022', text: 'Average claim time falls below 4 hours; 98.5% of claims approved.' },
  { year: '2025', text: 'Over 500K customers in 50+ countries, rated 4.9/5 from 12,000+ reviews.' },
];

export default function AboutPage() {
  return (
    <>
      <PageHero
        title="About Us"
        lead={`Since ${site.founded} we have helped people get back to their phones and tablets fast, with fair prices and claims handled by real people.`}
      />
      <PageSection id="stats" title="By the Numbers">
        <StatsBand stats={stats} />
      </PageSection>
      <PageSection id="mission" tinted title="Our Mission">
        <Typography sx={{ maxWidth: 760, mx: 'auto', textAlign: 'center', fontSize: '1.15rem' }}>
          Our devices hold our work, our photos and our lives. Our mission is simple: when something
          happens to yours, you should be back up and running within days, not weeks, without
          paperwork or surprises.
        </Typography>
      </PageSection>
      <PageSection id="values" title="Our Values">
        <FeatureGrid items={values} columns={4} />
      </PageSection>
      <PageSection id="leadership" tinted title="Leadership">
        <Grid container spacing={3}>
          {leaders.map((l) => (
            <Grid key={l.name} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent sx={{ textAlign: 'center' }}>
                  <Avatar
                    sx={{
                      width: 64,
                      height: 64,
                      mx: 'auto',
                      mb: 2,
                      bgcolor: 'primary.main',
                      fontWeight: 700,
                    }}
                    aria-hidden
                  >
                    {l.name
                      .split(' ')
                      .map((p) => p[0])
                      .join('')}
                  </Avatar>
                  <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
                    {l.name}
                  </Typography>
                  <Typography color="primary" sx={{ fontWeight: 600 }}>
                    {l.role}
                  </Typography>
                  <Typography color="textSecondary" sx={{ mt: 1 }}>
                    {l.bio}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="timeline" title="Our Story">
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            maxWidth: 720,
            mx: 'auto',
            borderLeft: 3,
            borderColor: 'primary.main',
          }}
        >
          {timeline.map((t) => (
            <Box component="li" key={t.year} sx={{ pl: 3, pb: 3, position: 'relative' }}>
              <Typography variant="h3" sx={{ fontSize: '1.2rem', color: 'primary.main' }}>
                {t.year}
              </Typography>
              <Typography>{t.text}</Typography>
            </Box>
          ))}
        </Box>
      </PageSection>
      <CallToAction
        title="Join 500K+ protected customers"
        lead="Get an instant quote for your phone or tablet in under a minute."
      />
    </>
  );
}
