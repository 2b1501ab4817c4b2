import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import LocalPoliceIcon from '@mui/icons-material/LocalPolice';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import { PageHero, PageSection } from '../../../components/PageSection';
import { paths } from '../../../config/paths';
import { CallToAction } from '../components/CallToAction';
import { HeroActions, instantQuoteAction } from '../components/HeroActions';
import { FaqList } from '../components/FaqList';
import { PlansSection } from '../components/PlansSection';
import { FeatureGrid, WhyChooseUsSection, type FeatureItem } from '../components/FeatureGrid';
import { faqs } from '../content/faq';

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

const planFaqs = faqs.filter((f) => planFaqIds.includes(f.id));

export default function ServicesPage() {
  return (
    <>
      <PageHero
        title="Device Protection Plans & Coverage"
        pageTitle="Plans & Coverage"
        lead="Every plan covers accidental damage to your phone or tablet; Premium and Family also cover theft and water damage. Coverage starts the day you join: no waiting period, cancel any time."
      >
        <HeroActions
          actions={[instantQuoteAction, { label: 'Compare Plans', href: '#plans' }]}
          sx={{ mt: 4 }}
        />
      </PageHero>
      <PageSection
        id="covered"
        title="What's Covered"
        lead="Real protection for the things that actually happen to phones and tablets."
      >
        <FeatureGrid items={covered} columns={4} />
      </PageSection>
      <WhyChooseUsSection id="why" />
      <PlansSection
        title="Choose Your Plan"
        lead="Basic plan prices follow your exact model; Premium and Family are one simple price."
        wording="quote"
        // Spec 01 section 8: the plans page falls back to the built-in plans when the call fails.
        fallback
        placeholders={3}
        actionLabel="Get Protected Now"
      />
      <PageSection id="plan-faq" tinted title="Plan Questions">
        <Box sx={{ maxWidth: 800, mx: 'auto' }}>
          <FaqList faqs={planFaqs} heading="h3" />
        </Box>
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
