// How plans and add-ons are shown (spec 01 section 5 "Plan display normalisation", section 8 fallbacks):
// the extra feature lines, price texts and the built-in lists for when the api cannot be reached.
// Display only: none of this is a price rule, and none of it is ever sent to the api or stored.
import {
  type AddOn,
  type Cents,
  type Plan,
  UNLIMITED_CLAIMS_ABOVE,
  formatCents,
  planWithDefaults,
} from '@protect/domain';

/**
 * Which page's wording applies. The home page uses the spec 01 defaults ('Device protection', '24/7 support');
 * the quote, plans (/services) and customer pages use 'Accidental damage protection' and '24/7 customer support'.
 */
export type FeatureWording = 'home' | 'quote';

export const DEFAULT_FEATURES: Readonly<Record<FeatureWording, readonly string[]>> = {
  home: ['Screen repair coverage', 'Device protection', '24/7 support'],
  quote: ['Screen repair coverage', 'Accidental damage protection', '24/7 customer support'],
};
const SCREEN_LINE = 'Screen repair coverage';
const SUPPORT_LINE: Readonly<Record<FeatureWording, string>> = {
  home: '24/7 support',
  quote: '24/7 customer support',
};

/** The claims line: 'Unlimited claims' above 10, else 'N claims per year' ('1 claim per year' for one). */
export function claimsLine(claimLimit: number): string {
  if (claimLimit > UNLIMITED_CLAIMS_ABOVE) return 'Unlimited claims';
  return claimLimit === 1 ? '1 claim per year' : `${claimLimit} claims per year`;
}

/**
 * The lines shown for a plan: its own features (the page's defaults when it has none), then a Screen
 * repair line, a 24/7 support line and a claims line when no line already mentions them.
 */
export function featureLines(
  plan: Pick<Plan, 'features' | 'claimLimit'>,
  wording: FeatureWording,
): string[] {
  const lines = plan.features.length > 0 ? [...plan.features] : [...DEFAULT_FEATURES[wording]];
  const mentions = (word: string) => lines.some((line) => line.toLowerCase().includes(word));
  if (!mentions('screen')) lines.push(SCREEN_LINE);
  if (!mentions('support')) lines.push(SUPPORT_LINE[wording]);
  if (!mentions('claim')) lines.push(claimsLine(plan.claimLimit));
  return lines;
}

/** A plan as a page shows it: the stored plan, with the lines its card lists. */
export interface DisplayPlan extends Plan {
  featureLines: string[];
}

/** Active plans in display order (ties keep the api's order), with their feature lines. */
export function displayPlans(plans: readonly Plan[], wording: FeatureWording): DisplayPlan[] {
  return plans
    .filter((plan) => plan.isActive)
    .map((plan, index) => ({ plan, index }))
    .sort((a, b) => a.plan.displayOrder - b.plan.displayOrder || a.index - b.index)
    .map(({ plan }) => ({ ...plan, featureLines: featureLines(plan, wording) }));
}

/** Shows "$9.99 - $14.99", or a single "$9.99" when both ends are equal. */
export function formatPriceRange(minCents: Cents, maxCents: Cents): string {
  return minCents === maxCents
    ? formatCents(minCents)
    : `${formatCents(minCents)} - ${formatCents(maxCents)}`;
}

/** Public plan price when a plan carries none ("19.99 when no price", spec 02 section 9). */
export const DEFAULT_PLAN_PRICE_CENTS: Cents = 1999;

/** The price text of a plan card: its range for a price-range plan, else its monthly price. */
export function formatPlanPrice(plan: Plan): string {
  if (plan.isPriceRange && plan.priceMinCents !== null && plan.priceMaxCents !== null) {
    return formatPriceRange(plan.priceMinCents, plan.priceMaxCents);
  }
  return formatCents(plan.monthlyPriceCents ?? DEFAULT_PLAN_PRICE_CENTS);
}

/**
 * Plans shown when the plans fetch fails on the plans and quote pages (spec 01 section 8): basic 9.99,
 * premium 19.99, family 29.99. A quote saved from one is priced by the server from the stored plan.
 */
export const FALLBACK_PLANS: readonly Plan[] = [
  planWithDefaults({
    id: 1,
    displayOrder: 1,
    name: 'Basic Plan',
    planType: 'basic',
    description: 'Essential protection for your device',
    monthlyPriceCents: 999,
    claimLimit: 2,
  }),
  planWithDefaults({
    id: 2,
    displayOrder: 2,
    name: 'Premium Plan',
    planType: 'premium',
    description: 'Complete protection with extra benefits',
    monthlyPriceCents: 1999,
    claimLimit: 3,
    isPopular: true,
  }),
  planWithDefaults({
    id: 3,
    displayOrder: 3,
    name: 'Family Plan',
    planType: 'family',
    description: 'Protection for up to 5 devices',
    monthlyPriceCents: 2999,
    claimLimit: 3,
  }),
];

/** Add-ons shown when the add-ons fetch fails (spec 01 section 8, spec 02 section 9). */
export const FALLBACK_ADDONS: readonly AddOn[] = [
  {
    id: 'accessories-coverage',
    name: 'Accessories Coverage',
    monthlyPriceCents: 199,
    description: 'Protect your chargers, cases and headphones',
    addonType: 'accessories',
    iconName: 'Shield',
    colorScheme: 'blue',
    isPopular: true,
    isActive: true,
    displayOrder: 1,
    features: [],
  },
  {
    id: 'extended-warranty',
    name: 'Extended Warranty',
    monthlyPriceCents: 299,
    description: 'Coverage for mechanical failures after the manufacturer warranty ends',
    addonType: 'warranty',
    iconName: 'Clock',
    colorScheme: 'blue',
    isPopular: false,
    isActive: true,
    displayOrder: 2,
    features: [],
  },
  {
    id: 'data-recovery',
    name: 'Data Recovery',
    monthlyPriceCents: 399,
    description: 'Professional recovery of photos, contacts and files',
    addonType: 'data',
    iconName: 'Smartphone',
    colorScheme: 'blue',
    isPopular: false,
    isActive: true,
    displayOrder: 3,
    features: [],
  },
];

/** Active add-ons in display order. */
export function displayAddOns(addOns: readonly AddOn[]): AddOn[] {
  return addOns.filter((addOn) => addOn.isActive).sort((a, b) => a.displayOrder - b.displayOrder);
}
