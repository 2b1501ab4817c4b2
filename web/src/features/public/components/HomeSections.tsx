// The home page below its hero (pages/HomePage.tsx).
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { useAddOns } from '../../../api/get-addons';
import { PageSection } from '../../../components/PageSection';
import { site } from '../../../config/site';
import { AddOnCard, AddOnCardSkeleton } from '../../../components/AddOnCard';
import { AutoCarousel, type CarouselSlide } from './AutoCarousel';
import { CallToAction } from './CallToAction';
import { PlansSection } from './PlansSection';
import { WhyChooseUsSection } from './FeatureGrid';
import { testimonials } from '../content/marketing';

const HOW_IT_WORKS_MS = 3000;
const TESTIMONIALS_MS = 5000;

const steps = [
  {
    title: 'Choose Your Device',
    text: `Pick your phone or tablet from ${site.stats.deviceModels} current models. Your price depends on the exact model you own.`,
    icon: SmartphoneIcon,
  },
  {
    title: 'Get Instant Quote',
    text: 'See your monthly price, deductibles and what is covered in seconds. No photos, no inspection.',
    icon: RequestQuoteIcon,
  },
  {
    title: 'Activate Protection',
    text: 'Create your account, register your device and pay by card. Coverage starts right away.',
    icon: VerifiedUserIcon,
  },
];

const stepSlides: CarouselSlide[] = steps.map((step, index) => ({
  id: step.title,
  label: `Step ${index + 1}: ${step.title}`,
  content: (
    <Card sx={{ maxWidth: 640, mx: 'auto' }}>
      <CardContent
        sx={{
          display: 'flex',
          gap: 3,
          alignItems: 'center',
          flexDirection: { xs: 'column', sm: 'row' },
          textAlign: { xs: 'center', sm: 'left' },
          p: 4,
        }}
      >
        <Box
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: '50%',
            width: 72,
            height: 72,
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
          }}
          aria-hidden
        >
          <step.icon fontSize="large" />
        </Box>
        <Box>
          <Typography color="primary" sx={{ fontWeight: 700 }}>
            Step {index + 1} of {steps.length}
          </Typography>
          <Typography variant="h3">{step.title}</Typography>
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            {step.text}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  ),
}));

const testimonialSlides: CarouselSlide[] = testimonials.map((t) => ({
  id: t.name,
  label: `Review by ${t.name}`,
  content: (
    <Box component="figure" sx={{ m: 0, maxWidth: 720, mx: 'auto', textAlign: 'center' }}>
      <Box
        role="img"
        aria-label="5 out of 5 stars"
        sx={{ color: 'warning.main', display: 'inline-flex' }}
      >
        {[1, 2, 3, 4, 5].map((n) => (
          <StarIcon key={n} aria-hidden />
        ))}
      </Box>
      <Typography
        component="blockquote"
        sx={{ m: 0, mt: 1, fontSize: { xs: '1.1rem', md: '1.3rem' }, fontStyle: 'italic' }}
      >
        “{t.quote}”
      </Typography>
      <Typography component="figcaption" color="textSecondary" sx={{ mt: 2 }}>
        <strong>{t.name}</strong>, {t.place} · {t.device}
      </Typography>
    </Box>
  ),
}));

function AddOns() {
  const { addOns, isLoading } = useAddOns();
  if (!isLoading && addOns.length === 0) return null;
  return (
    <PageSection
      id="addons"
      tinted
      title="Optional Add-ons"
      lead="Extend any plan with extra protection for a small monthly fee."
    >
      <Grid container spacing={3} aria-busy={isLoading}>
        {isLoading
          ? Array.from({ length: 3 }, (_, i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                <AddOnCardSkeleton />
              </Grid>
            ))
          : addOns.map((addOn) => (
              <Grid key={addOn.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <AddOnCard addOn={addOn} />
              </Grid>
            ))}
      </Grid>
    </PageSection>
  );
}

/** The home page below its hero: how it works, plans, add-ons, reviews, why us and the call to action. */
export default function HomeSections() {
  return (
    <>
      <PageSection
        id="how-it-works"
        tinted
        title="How It Works"
        lead="Three steps between you and a protected device."
      >
        <AutoCarousel slides={stepSlides} intervalMs={HOW_IT_WORKS_MS} label="How it works" />
      </PageSection>
      <PlansSection
        title="Choose Your Protection Plan"
        lead="Simple monthly plans. No contracts, no hidden fees."
        wording="home"
        fallback={false}
        placeholders={6}
        actionLabel="Get Quote Now"
      />
      <AddOns />
      <PageSection
        id="testimonials"
        title="What Our Customers Say"
        lead={`${site.stats.rating} average rating from ${site.stats.reviews} reviews.`}
      >
        <AutoCarousel
          slides={testimonialSlides}
          intervalMs={TESTIMONIALS_MS}
          label="Customer reviews"
        />
      </PageSection>
      <WhyChooseUsSection id="why-us" />
      <CallToAction
        title="Ready to protect your device?"
        lead="Get your instant quote in under a minute, or talk to our team about the right plan for you."
      />
    </>
  );
}
