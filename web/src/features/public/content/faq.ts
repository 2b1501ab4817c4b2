// FAQ copy, from the policy facts of spec 01 section 9.
import { site } from '../../../config/site';

export const FAQ_CATEGORIES = [
  'all',
  'coverage',
  'claims',
  'billing',
  'devices',
  'account',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  all: 'All',
  coverage: 'Coverage',
  claims: 'Claims',
  billing: 'Billing',
  devices: 'Devices',
  account: 'Account',
};

export interface FaqEntry {
  id: string;
  category: Exclude<FaqCategory, 'all'>;
  question: string;
  answer: string;
}

export const faqs: FaqEntry[] = [
  {
    id: 'what-is-covered',
    category: 'coverage',
    question: 'What does my protection plan cover?',
    answer:
      'Every plan covers accidental damage, such as a cracked screen or back glass. Theft and water or liquid damage are covered on the Premium and Family plans only; the Basic plan covers neither, but it does cover mechanical breakdown. See the plan details on the Plans & Coverage page.',
  },
  {
    id: 'waiting-period',
    category: 'coverage',
    question: 'Is there a waiting period before coverage starts?',
    answer:
      'No. There is no waiting period: your device is protected as soon as your subscription is active.',
  },
  {
    id: 'lost-devices',
    category: 'coverage',
    question: 'Are lost devices covered?',
    answer:
      'Lost devices are not covered on standard plans. Theft is covered on the Premium and Family plans, with a police report filed within 48 hours; the Basic plan does not cover theft.',
  },
  {
    id: 'family-plan',
    category: 'coverage',
    question: 'How many devices can I add to a family plan?',
    answer: 'A family plan protects up to 5 devices under one monthly subscription.',
  },
  {
    id: 'how-fast-claims',
    category: 'claims',
    question: 'How quickly are claims processed?',
    answer: `Most claims are processed within 24 hours, and our average claim time is ${site.stats.averageClaimTime.toLowerCase()}. Repairs usually take 1-2 business days.`,
  },
  {
    id: 'theft-claim',
    category: 'claims',
    question: 'What do I need to file a theft claim?',
    answer:
      'Theft is covered on the Premium and Family plans. File a police report within 48 hours of the theft and include it with your claim, together with the device details.',
  },
  {
    id: 'deductible',
    category: 'claims',
    question: 'When do I pay the deductible?',
    answer:
      'Deductibles are paid at claim time, only when you make a claim: the claim form shows the deductible before you send it, and it is charged to your card on file when the claim is approved. If that card is declined, you pay it on the claim before the repair. Screen, back glass and theft have their own deductibles; water damage, mechanical failure and other repairs use the screen repair deductible. Your deductibles are shown on your quote and in your dashboard.',
  },
  {
    id: 'claims-per-year',
    category: 'claims',
    question: 'How many claims can I make each year?',
    answer:
      'The Basic plan includes 2 claims per year and the Premium and Family plans 3. Claims must be for different issues.',
  },
  {
    id: 'cancel',
    category: 'billing',
    question: 'Can I cancel at any time?',
    answer:
      'Yes. You can cancel any time and you stay covered until the end of your current billing period. New customers also have a 30-day money-back guarantee: cancel within 30 days of starting and your first payment is refunded in full. It is given once per customer and once per device, and not once you have made a claim that was not rejected; the cancel screen tells you which applies before you confirm.',
  },
  {
    id: 'change-plan',
    category: 'billing',
    question: 'What happens when I change my plan?',
    answer:
      'An upgrade starts covering you the day after you make it: you pay today only the difference for the rest of your billing period, and the new monthly price from your next billing date. A downgrade, or removing an add-on, costs nothing and takes effect on your next billing date; until then you keep your current cover. Your billing date never changes. A claim is always judged by the plan you had on the day of the incident.',
  },
  {
    id: 'payment',
    category: 'billing',
    question: 'How am I billed?',
    answer:
      'Plans are billed monthly in US dollars to the card you add when you register your device.',
  },
  {
    id: 'device-age',
    category: 'devices',
    question: 'Which devices can I protect?',
    answer:
      'Smartphones and tablets under 3 years old can be enrolled, including Apple, Samsung, Google, Motorola and OnePlus phones and iPad, Galaxy Tab, Surface and Fire tablets.',
  },
  {
    id: 'device-price',
    category: 'devices',
    question: 'Why does my price depend on my model?',
    answer:
      'We use model-based pricing: the Basic plan price follows the value of your exact model, so you never pay for more device than you own.',
  },
  {
    id: 'imei',
    category: 'devices',
    question: 'Do I need my IMEI to get a quote?',
    answer:
      'No. The IMEI or serial number is optional for a quote. You will need it when you register the device for protection.',
  },
  {
    id: 'create-account',
    category: 'account',
    question: 'Do I need an account to get a quote?',
    answer:
      'No. Anyone can get an instant quote. To save it and activate protection, create a free account and verify your email.',
  },
  {
    id: 'support-response',
    category: 'account',
    question: 'How fast does support answer emails?',
    answer: `We answer emails within 24-48 hours. Phone support is available ${site.supportHours}, and our emergency claims line is open 24/7.`,
  },
  {
    id: 'reset-password',
    category: 'account',
    question: 'I forgot my password. What should I do?',
    answer:
      'Use the Forgot password link on the login page and we will email you a link to reset it.',
  },
];
