import { useMemo, useState } from 'react';
import {
  Button,
  Card,
  CardActions,
  CardContent,
  Container,
  Grid,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import PlaceIcon from '@mui/icons-material/Place';
import WorkIcon from '@mui/icons-material/Work';
import { PageHero, PageSection } from '../../../components/PageSection';
import { site } from '../../../config/site';
import { FeatureGrid } from '../components/FeatureGrid';
import HealthIcon from '@mui/icons-material/HealthAndSafety';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import SchoolIcon from '@mui/icons-material/School';
import { SearchField } from '../../../components/SearchField';
import { notifyComingSoon } from '../utils/coming-soon';
import { Badge } from '../../../components/Badge';

interface Job {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  summary: string;
}

const jobs: Job[] = [
  {
    id: 'fe-eng',
    title: 'Senior Frontend Engineer',
    department: 'Engineering',
    location: 'Remote (US)',
    type: 'Full-time',
    summary: 'Build the quote and claims experience used by 500K+ customers.',
  },
  {
    id: 'be-eng',
    title: 'Backend Engineer, Payments',
    department: 'Engineering',
    location: 'San Francisco, CA',
    type: 'Full-time',
    summary: 'Own subscription billing and card payments end to end.',
  },
  {
    id: 'claims-spec',
    title: 'Claims Specialist',
    department: 'Claims',
    location: 'Austin, TX',
    type: 'Full-time',
    summary: 'Help customers through damage and theft claims, most within 24 hours.',
  },
  {
    id: 'claims-lead',
    title: 'Claims Team Lead (Nights)',
    department: 'Claims',
    location: 'Remote (US)',
    type: 'Full-time',
    summary: 'Lead our 24/7 emergency claims line overnight.',
  },
  {
    id: 'support-agent',
    title: 'Customer Support Agent',
    department: 'Customer Support',
    location: 'Columbus, OH',
    type: 'Part-time',
    summary: `Answer calls and emails during support hours, ${site.supportHours}.`,
  },
  {
    id: 'partner-mgr',
    title: 'Repair Partner Manager',
    department: 'Operations',
    location: 'Atlanta, GA',
    type: 'Full-time',
    summary: `Grow and look after our network of ${site.stats.repairCenters} repair centers.`,
  },
  {
    id: 'product-designer',
    title: 'Product Designer',
    department: 'Design',
    location: 'Remote (US)',
    type: 'Full-time',
    summary: 'Design accessible, mobile-first flows for quotes and claims.',
  },
  {
    id: 'actuary',
    title: 'Pricing Analyst',
    department: 'Finance',
    location: 'San Francisco, CA',
    type: 'Full-time',
    summary: 'Keep model-based pricing fair as new devices launch.',
  },
];

const ALL = 'All';
const departments = [ALL, ...new Set(jobs.map((j) => j.department))];
const locations = [ALL, ...new Set(jobs.map((j) => j.location))];

const perks = [
  {
    title: 'Health & Well-being',
    text: 'Medical, dental and vision from day one, plus a monthly wellness budget.',
    icon: <HealthIcon />,
  },
  {
    title: 'Flexible Work',
    text: 'Remote-friendly teams across the US with offices in four cities.',
    icon: <HomeWorkIcon />,
  },
  {
    title: 'Learning',
    text: '$2,000 a year for courses, books and conferences.',
    icon: <SchoolIcon />,
  },
];

export default function CareersPage() {
  const [search, setSearch] = useState('');
  const [department, setDepartment] = useState(ALL);
  const [location, setLocation] = useState(ALL);
  const visible = useMemo(() => {
    const q = search.trim().toLowerCase();
    return jobs.filter(
      (j) =>
        (department === ALL || j.department === department) &&
        (location === ALL || j.location === location) &&
        (q === '' || `${j.title} ${j.summary} ${j.department}`.toLowerCase().includes(q)),
    );
  }, [search, department, location]);

  return (
    <>
      <PageHero
        title="Careers"
        lead="Help half a million people get back to their devices fast. Join our team."
      />
      <PageSection id="perks" tinted title="Why Work With Us">
        <FeatureGrid items={perks} />
      </PageSection>
      <Container sx={{ py: { xs: 4, md: 6 } }} component="section" aria-labelledby="jobs-title">
        <Typography variant="h2" id="jobs-title" sx={{ mb: 3, textAlign: 'center' }}>
          Open Positions
        </Typography>
        <Grid container spacing={2} sx={{ mb: 3 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <SearchField label="Search jobs" value={search} onChange={setSearch} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              select
              label="Department"
              value={department}
              onChange={(e) => setDepartment(e.target.value)}
            >
              {departments.map((d) => (
                <MenuItem key={d} value={d}>
                  {d}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              select
              label="Location"
              value={location}
              onChange={(e) => setLocation(e.target.value)}
            >
              {locations.map((l) => (
                <MenuItem key={l} value={l}>
                  {l}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        </Grid>
        <Typography role="status" color="textSecondary" sx={{ mb: 2 }}>
          {visible.length === 0
            ? 'No positions match your filters.'
            : `${visible.length} open position${visible.length === 1 ? '' : 's'}`}
        </Typography>
        <Stack spacing={2}>
          {visible.map((job) => (
            <Card key={job.id} component="article">
              <CardContent>
                <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
                  {job.title}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
                  <Badge icon={<WorkIcon aria-hidden />} label={job.department} />
                  <Badge icon={<PlaceIcon aria-hidden />} label={job.location} />
                  <Badge label={job.type} variant="outlined" />
                </Stack>
                <Typography color="textSecondary">{job.summary}</Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button
                  variant="contained"
                  aria-label={`Apply Now: ${job.title}`}
                  onClick={notifyComingSoon}
                >
                  Apply Now
                </Button>
              </CardActions>
            </Card>
          ))}
        </Stack>
      </Container>
    </>
  );
}
