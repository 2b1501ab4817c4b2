import { Box, Button, Card, CardContent, Grid, Typography } from '@mui/material';
import { PageHero, PageSection } from '../../../components/PageSection';
import { site } from '../../../config/site';
import { StatsBand } from '../components/FeatureGrid';
import { EmailLink } from '../../../components/EmailLink';
import { notifyComingSoon } from '../utils/coming-soon';

const highlights = [
  { value: site.stats.customers, label: 'Customers' },
  { value: site.stats.countries, label: 'Countries' },
  { value: site.stats.claimsApproved, label: 'Claims approved' },
  { value: site.stats.rating, label: 'Customer rating' },
];

const reports = [
  { title: 'Annual Report 2025', date: 'March 2026' },
  { title: 'Q2 2026 Results', date: 'August 2026' },
  { title: 'Q3 2026 Results', date: 'November 2026' },
];

const events = [
  { title: 'Q4 2026 Earnings Call', date: 'February 2027' },
  { title: 'Annual Shareholder Meeting', date: 'May 2027' },
];

export default function InvestorsPage() {
  return (
    <>
      <PageHero
        title="Investor Relations"
        lead={`Founded in ${site.founded}, ${site.name} is a leader in subscription protection for phones and tablets.`}
      />
      <PageSection id="highlights" title="Highlights">
        <StatsBand stats={highlights} />
      </PageSection>
      <PageSection id="strategy" tinted title="Our Strategy">
        <Grid container spacing={3}>
          {[
            [
              'Recurring revenue',
              'Monthly subscriptions with no contracts keep customers because they want to stay, not because they have to.',
            ],
            [
              'Efficient claims',
              `Average claim time under 4 hours and a network of ${site.stats.repairCenters} repair centers keep costs down and satisfaction up.`,
            ],
            [
              'Model-based pricing',
              'Pricing that follows each device model keeps plans fair for customers and sustainable for us.',
            ],
          ].map(([title, text]) => (
            <Grid key={title} size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
                    {title}
                  </Typography>
                  <Typography color="textSecondary">{text}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="reports" title="Reports & Events">
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h3" sx={{ mb: 2 }}>
              Financial reports
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {reports.map((r) => (
                <Box
                  component="li"
                  key={r.title}
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    alignItems: 'center',
                    py: 1.5,
                    borderBottom: 1,
                    borderColor: 'divider',
                    gap: 2,
                  }}
                >
                  <span>
                    <strong>{r.title}</strong>
                    <Typography variant="body2" color="textSecondary">
                      {r.date}
                    </Typography>
                  </span>
                  <Button
                    variant="outlined"
                    size="small"
                    aria-label={`Download ${r.title}`}
                    onClick={notifyComingSoon}
                  >
                    PDF
                  </Button>
                </Box>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h3" sx={{ mb: 2 }}>
              Upcoming events
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {events.map((e) => (
                <Box
                  component="li"
                  key={e.title}
                  sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
                >
                  <strong>{e.title}</strong>
                  <Typography variant="body2" color="textSecondary">
                    {e.date}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Typography sx={{ mt: 3 }}>
              Investor contact: <EmailLink address={site.investorsEmail} />
            </Typography>
          </Grid>
        </Grid>
      </PageSection>
    </>
  );
}
