import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import LocalPoliceIcon from '@mui/icons-material/LocalPolice';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import { usePlans } from '../../../api/get-plans';
import { PageHero, PageSection } from '../../../components/PageSection';
import { paths } from '../../../config/paths';
import { CallToAction } from '../components/CallToAction';
import { FeatureGrid, WhyChooseUsSection, type FeatureItem } from '../components/FeatureGrid';
import { PlanGrid } from '../../../components/PlanCard';
import { faqs } from '../content/faq';
import { PageTitle } from '../../../components/PageTitle';
import { keepHyphenated } from '../content/typography';

const covered: FeatureItem[] = [
  {
    title: 'Accidental Damage',
    text: 'Cracked screens, broken back glass and drops that stop your device from working, on every plan. Repaired in 1-2 business days.',
    icon: <BrokenImageIcon />,
  },
  {
    title: 'Theft',
    text: 'On the Premium and Family plans: file a police report within 48 hours and we replace your stolen device (theft deductible applies). Not covered on the Basic plan; lost devices are not covered on standard plans.',
    icon: <LocalPoliceIcon />,
  },
  {
    title: 'Water Damage',
    text: 'Pools, rain, coffee: water and liquid damage is covered on the Premium and Family plans. Not covered on the Basic plan.',
    icon: <WaterDropIcon />,
  },
  {
    title: 'Family Plans',
    text: 'Protect up to 5 phones and tablets under one subscription and one monthly bill.',
    icon: <FamilyRestroomIcon />,
  },
];

const planFaqIds = ['waiting-period', 'device-age', 'deductible', 'change-plan', 'cancel'];

function PlanFaq() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }}>
      {faqs
        .filter((f) => planFaqIds.includes(f.id))
        .map((f) => (
          <Accordion
            key={f.id}
            expanded={open === f.id}
            onChange={(_e, ex) => setOpen(ex ? f.id : null)}
            disableGutters
            variant="outlined"
            sx={{ mb: 1, borderRadius: 2, '&::before': { display: 'none' } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden />}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {f.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="textSecondary">{keepHyphenated(f.answer)}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
    </Box>
  );
}

export default function ServicesPage() {
  // Spec 01 section 8: the plans page falls back to the built-in plans when the call fails.
  const { plans, isLoading } = usePlans('quote', true);
  return (
    <>
      <PageTitle page="Plans & Coverage" />
      <PageHero
        title="Device Protection Plans & Coverage"
        lead="Every plan covers accidental damage to your phone or tablet; Premium and Family also cover theft and water damage. Coverage starts the day you join: no waiting period, cancel any time."
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
          <Button
            component={RouterLink}
            to={paths.quote.getHref()}
            size="large"
            variant="contained"
            sx={{
              bgcolor: 'common.white',
              color: 'primary.dark',
              '&:hover': { bgcolor: 'primary.light' },
            }}
          >
            Get Instant Quote
          </Button>
          <Button href="#plans" size="large" variant="outlined" color="inherit">
            Compare Plans
          </Button>
        </Stack>
      </PageHero>
      <PageSection
        id="covered"
        title="What's Covered"
        lead="Real protection for the things that actually happen to phones and tablets."
      >
        <FeatureGrid items={covered} columns={4} />
      </PageSection>
      <WhyChooseUsSection id="why" />
      <PageSection
        id="plans"
        title="Choose Your Plan"
        lead="Basic plan prices follow your exact model; Premium and Family are one simple price."
      >
        <PlanGrid
          plans={plans}
          isLoading={isLoading}
          placeholders={3}
          actionLabel="Get Protected Now"
        />
      </PageSection>
      <PageSection id="plan-faq" tinted title="Plan Questions">
        <PlanFaq />
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button component={RouterLink} to={paths.faq.getHref()}>
            See all FAQs
          </Button>
        </Box>
      </PageSection>
      <CallToAction
        title="Protect your device today"
        lead="Instant coverage, a 30-day money-back guarantee and up to 60% off your first year."
      />
    </>
  );
}
