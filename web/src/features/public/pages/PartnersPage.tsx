import { Card, CardContent, Grid, Typography } from '@mui/material';
import BuildIcon from '@mui/icons-material/Build';
import StorefrontIcon from '@mui/icons-material/Storefront';
import CellTowerIcon from '@mui/icons-material/CellTower';
import BusinessIcon from '@mui/icons-material/Business';
import { PageHero, PageSection } from '../../../components/PageSection';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { CallToAction } from '../components/CallToAction';
import { FeatureGrid, StatsBand } from '../components/FeatureGrid';

const programs = [
  {
    title: 'Repair Centers',
    text: `Join our network of ${site.stats.repairCenters} certified repair centers. Steady work, fast payment, no chasing customers.`,
    icon: <BuildIcon />,
  },
  {
    title: 'Retailers',
    text: 'Offer protection at checkout with instant, model-based quotes and earn commission on every plan.',
    icon: <StorefrontIcon />,
  },
  {
    title: 'Carriers',
    text: 'White-label protection for your subscribers, with our claims team behind it 24/7.',
    icon: <CellTowerIcon />,
  },
  {
    title: 'Businesses',
    text: 'Protect company phones and tablets with one bill and a dedicated account manager.',
    icon: <BusinessIcon />,
  },
];

const featured = [
  { name: 'FixFast Repairs', text: 'Certified partner since 2014; 300+ locations across the US.' },
  { name: 'CityCell Stores', text: 'Retail partner offering instant quotes in-store.' },
  { name: 'GreenLoop Recycling', text: 'Responsible recycling of every device we replace.' },
];

export default function PartnersPage() {
  return (
    <>
      <PageHero
        title="Partners"
        lead="We work with repair centers, retailers and carriers to get customers back to their devices fast."
      />
      <PageSection id="programs" title="Partner Programs">
        <FeatureGrid items={programs} columns={4} />
      </PageSection>
      <PageSection id="numbers" tinted title="A Network That Delivers">
        <StatsBand
          stats={[
            { value: site.stats.repairCenters, label: 'Repair centers' },
            { value: site.stats.countries, label: 'Countries' },
            { value: site.stats.averageClaimTime, label: 'Average claim time' },
            { value: site.stats.claimsApproved, label: 'Claims approved' },
          ]}
        />
      </PageSection>
      <PageSection id="featured" title="Featured Partners">
        <Grid container spacing={3}>
          {featured.map((p) => (
            <Grid key={p.name} size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
                    {p.name}
                  </Typography>
                  <Typography color="textSecondary" sx={{ mt: 1 }}>
                    {p.text}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </PageSection>
      <CallToAction
        title="Become a partner"
        lead={`Tell us about your business at ${site.partnershipsEmail} and our partnerships team will be in touch.`}
        actions={[
          { label: 'Email Our Partnerships Team', href: `mailto:${site.partnershipsEmail}` },
          { label: 'Contact Us', to: paths.contact.getHref() },
        ]}
      />
    </>
  );
}
