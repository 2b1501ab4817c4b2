// Static blog and news items (spec 01 section 2 "Other static pages").
import { site } from '../../../config/site';
export const BLOG_CATEGORIES = [
  'All',
  'Device Care',
  'Claims',
  'Security',
  'Buying Guides',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  category: Exclude<BlogCategory, 'All'>;
  date: string;
  readMinutes: number;
  featured?: boolean;
}

export const blogPosts: BlogPost[] = [
  {
    id: 'screen-survival',
    title: 'How to Survive a Cracked Screen: What to Do in the First Hour',
    excerpt:
      'Stop the crack spreading, back up your data and file a claim from your couch. A step-by-step guide from our claims team.',
    category: 'Claims',
    date: '2025-10-02',
    readMinutes: 6,
    featured: true,
  },
  {
    id: 'water-myths',
    title: 'Rice Does Not Fix Wet Phones: 5 Water Damage Myths',
    excerpt: 'What actually helps a phone that took a swim, and what makes it worse.',
    category: 'Device Care',
    date: '2025-09-18',
    readMinutes: 4,
  },
  {
    id: 'theft-checklist',
    title: 'Phone Stolen? Your 48-Hour Checklist',
    excerpt:
      'Lock it, locate it, report it. Why the police report within 48 hours matters for your claim.',
    category: 'Security',
    date: '2025-09-05',
    readMinutes: 5,
  },
  {
    id: 'best-tablets',
    title: 'Best Tablets for Families in 2025',
    excerpt: 'iPad, Galaxy Tab, Surface or Fire: which tablet survives a house full of kids.',
    category: 'Buying Guides',
    date: '2025-08-21',
    readMinutes: 8,
  },
  {
    id: 'battery-health',
    title: 'Make Your Battery Last Another Year',
    excerpt: 'Charging habits, settings and apps that keep your battery healthy.',
    category: 'Device Care',
    date: '2025-08-07',
    readMinutes: 5,
  },
  {
    id: 'claims-explained',
    title: 'Deductibles Explained Without the Jargon',
    excerpt: 'What a deductible is, when you pay it and how to find yours on your quote.',
    category: 'Claims',
    date: '2025-07-24',
    readMinutes: 4,
  },
  {
    id: 'two-factor',
    title: 'Two-Factor Authentication: Set It Up in 5 Minutes',
    excerpt:
      'The single best thing you can do to protect your accounts if your phone goes missing.',
    category: 'Security',
    date: '2025-07-10',
    readMinutes: 3,
  },
];

export const trendingTopics = [
  'Cracked screens',
  'Water damage',
  'iPhone 16',
  'Galaxy S25',
  'Family plans',
  'Theft claims',
  'Battery care',
];

export const NEWS_CATEGORIES = [
  'all',
  'company',
  'product',
  'partnerships',
  'awards',
  'industry',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export interface NewsItem {
  id: string;
  title: string;
  summary: string;
  category: Exclude<NewsCategory, 'all'>;
  date: string;
}

export const newsItems: NewsItem[] = [
  {
    id: 'customers-500k',
    title: 'We Now Protect More Than 500,000 Customers',
    summary:
      'A milestone reached sixteen years after our founding in 2009, with customers in 50+ countries.',
    category: 'company',
    date: '2025-10-14',
  },
  {
    id: 'instant-quote-2',
    title: `Instant Quote Now Covers ${site.stats.deviceModels} Phone and Tablet Models`,
    summary:
      'Model-based pricing extends to the latest Apple, Samsung, Google, Motorola and OnePlus phones, and to Microsoft and Amazon tablets.',
    category: 'product',
    date: '2025-09-30',
  },
  {
    id: 'repair-network',
    title: `Repair Network Grows to ${site.stats.repairCenters} Certified Centers`,
    summary: 'New partnerships bring same-week repairs within 20 miles of most customers.',
    category: 'partnerships',
    date: '2025-09-02',
  },
  {
    id: 'award-service',
    title: 'Named Best Customer Service in Device Protection',
    summary: 'Recognized for a 4.9/5 rating from 12,000+ reviews and 98.5% of claims approved.',
    category: 'awards',
    date: '2025-08-12',
  },
  {
    id: 'industry-report',
    title: 'Report: Screen Damage Still Tops Device Claims',
    summary:
      'Our annual claims report finds cracked screens behind 6 in 10 claims; water damage is rising.',
    category: 'industry',
    date: '2025-07-28',
  },
  {
    id: 'family-plan-update',
    title: 'Family Plan Price Drops to $29.99 a Month',
    summary:
      'The Family plan, protecting up to 5 phones and tablets on one bill since 2019, now costs $10 a month less.',
    category: 'product',
    date: '2025-06-17',
  },
];
