// Fixed marketing copy (spec 01 section 1): the claims every page may repeat.
import BoltIcon from '@mui/icons-material/Bolt';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import SavingsIcon from '@mui/icons-material/Savings';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import VerifiedIcon from '@mui/icons-material/Verified';
import { site } from '../../../config/site';
import type { FeatureItem } from '../components/FeatureGrid';

export const whyChooseUs: FeatureItem[] = [
  {
    title: 'Instant Coverage',
    text: 'Protection starts the moment you subscribe. No waiting period, no inspection, no photos.',
    icon: <BoltIcon />,
  },
  {
    title: 'Model-Based Pricing',
    text: 'You pay for the device you own. Prices follow your exact model, not a one-size-fits-all tier.',
    icon: <PriceCheckIcon />,
  },
  {
    title: 'Cancel Any Time',
    text: 'No contracts. Cancel whenever you like and stay covered until the end of your billing period.',
    icon: <EventBusyIcon />,
  },
  {
    title: '30-Day Money-Back Guarantee',
    text: 'Not happy in your first 30 days? Get every cent back, no questions asked.',
    icon: <VerifiedIcon />,
  },
  {
    title: 'Up to 60% Off the First Year',
    text: 'Introductory savings on our plans make protecting a new device easy on your wallet.',
    icon: <SavingsIcon />,
  },
  {
    title: '24/7 Support',
    text: `Real people answer our claims line day and night; phone and email support is open ${site.supportHours}.`,
    icon: <SupportAgentIcon />,
  },
];

export const headlineStats = [
  { value: site.stats.customers, label: 'Happy customers' },
  { value: site.stats.averageClaimTime, label: 'Average claim time' },
  { value: site.stats.rating, label: `Rating from ${site.stats.reviews} reviews` },
  { value: site.stats.claimsApproved, label: 'Claims approved' },
];

export const testimonials = [
  {
    name: 'Jessica M.',
    place: 'Austin, TX',
    device: 'iPhone 15 Pro',
    quote:
      'I cracked my screen on a Friday night and had it repaired by Monday lunch. The claim took five minutes on my phone.',
  },
  {
    name: 'David R.',
    place: 'Columbus, OH',
    device: 'Galaxy S24',
    quote:
      'My phone was stolen on the subway. Theft is covered on my Premium plan, so I filed the police report, sent it in, and had a replacement within two days.',
  },
  {
    name: 'Priya S.',
    place: 'Seattle, WA',
    device: 'iPad Air',
    quote:
      'The family plan covers all four of our devices for less than I paid for one phone with my carrier. Easy decision.',
  },
  {
    name: 'Marcus T.',
    place: 'Atlanta, GA',
    device: 'Pixel 8',
    quote:
      'Coffee went straight into my bag. Water damage is covered on my Premium plan, and the claims line answered at 2 AM.',
  },
];
