// Plans: turning whatever the api sends into one display shape, the spec's defaults and fallbacks,
// the plan id mapping and the plan-switch display prices.
import { type Cents, dollarsFromUnknown, dollarsToCents, formatCents } from './money';
import {
  COLOR_SCHEMES,
  type ColorScheme,
  PLAN_FEATURE_FLAGS,
  type Plan,
  type PlanFeatureFlag,
  type PlanFeaturesInput,
} from './wire';

/** Spec defaults (spec 01 section 9, spec 02 section 9). */
export const DEFAULT_PLAN_TYPE = 'standard';
export const DEFAULT_CLAIM_LIMIT = 2;
export const DEFAULT_COVERAGE_LIMIT_CENTS: Cents = 100_000;
export const DEFAULT_COLOR_SCHEME: ColorScheme = 'blue';
/** Public plan price when a plan carries none ("19.99 when no price"). */
export const DEFAULT_PLAN_PRICE_CENTS: Cents = 1999;
/** A claim limit above this shows as 'Unlimited claims'. */
export const UNLIMITED_CLAIMS_ABOVE = 10;
/** Plans, add-ons and device pricing lists are cached for 5 minutes. */
export const CATALOGUE_CACHE_TTL_MS = 5 * 60 * 1000;

/** Readable labels for the ten boolean feature flags; only flags set to true are shown. */
export const FEATURE_FLAG_LABELS: Readonly<Record<PlanFeatureFlag, string>> = {
  theft: 'Theft coverage',
  water_damage: 'Water damage coverage',
  accidental_damage: 'Accidental damage coverage',
  extended_warranty: 'Extended warranty',
  mechanical_breakdown: 'Mechanical breakdown coverage',
  data_recovery: 'Data recovery',
  loaner_device: 'Loaner device',
  liquid_damage: 'Liquid damage coverage',
  theft_protection: 'Theft protection',
  worldwide_coverage: 'Worldwide coverage',
};

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

function isFlagObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads features that arrive as a list of strings, a JSON string (of a list or of flags), a comma separated
 * string, or an object of boolean flags. Returns trimmed, non-blank lines; flags become readable labels.
 */
export function parseFeatures(features: PlanFeaturesInput | unknown): string[] {
  if (features === null || features === undefined) return [];
  if (Array.isArray(features)) {
    return features
      .filter(
        (item): item is string | number => typeof item === 'string' || typeof item === 'number',
      )
      .map((item) => String(item).trim())
      .filter((item) => item !== '');
  }
  if (typeof features === 'string') {
    const text = features.trim();
    if (text === '') return [];
    if (text.startsWith('[') || text.startsWith('{')) {
      try {
        return parseFeatures(JSON.parse(text) as unknown);
      } catch {
        // Not JSON after all: fall through to the comma separated reading.
      }
    }
    return splitCommaList(text);
  }
  if (isFlagObject(features)) {
    return PLAN_FEATURE_FLAGS.filter((flag) => features[flag] === true).map(
      (flag) => FEATURE_FLAG_LABELS[flag],
    );
  }
  return [];
}

/** Splits a comma separated admin input into trimmed lines, dropping blanks ("a, ,b" -> ["a","b"]). */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Reads a claim limit that may arrive as a number or numeric string; null when it is not numeric. */
export function readClaimLimit(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

/** The claims line: 'Unlimited claims' above 10, else 'N claims per year' ('1 claim per year' for one). */
export function claimsLine(claimLimit: number): string {
  if (claimLimit > UNLIMITED_CLAIMS_ABOVE) return 'Unlimited claims';
  return claimLimit === 1 ? '1 claim per year' : `${claimLimit} claims per year`;
}

/**
 * The feature list shown for a plan (spec 01 section 5 "Plan display normalisation"): defaults when empty,
 * then a Screen repair line, a 24/7 support line and a claims line when no feature already mentions them.
 */
export function displayFeatures(
  features: PlanFeaturesInput | unknown,
  claimLimit: unknown,
  wording: FeatureWording = 'quote',
): string[] {
  const parsed = parseFeatures(features);
  const lines = parsed.length > 0 ? parsed : [...DEFAULT_FEATURES[wording]];
  const mentions = (word: string) => lines.some((line) => line.toLowerCase().includes(word));
  if (!mentions('screen')) lines.push(SCREEN_LINE);
  if (!mentions('support')) lines.push(SUPPORT_LINE[wording]);
  const limit = readClaimLimit(claimLimit);
  if (limit !== null && !mentions('claim')) lines.push(claimsLine(limit));
  return lines;
}

/** A deductible is an amount, or a text such as 'No Coverage'. */
export type Deductible = { kind: 'amount'; cents: Cents } | { kind: 'text'; text: string };

/** Reads a deductible from the wire: numbers and numeric strings become amounts, other text stays text. */
export function readDeductible(value: unknown, fallbackCents: Cents): Deductible {
  const cents = dollarsFromUnknown(value);
  if (cents !== null) return { kind: 'amount', cents };
  if (typeof value === 'string' && value.trim() !== '') return { kind: 'text', text: value.trim() };
  return { kind: 'amount', cents: fallbackCents };
}

/** Shows a deductible: "$29.99" or its text ("No Coverage"). */
export function formatDeductible(deductible: Deductible): string {
  return deductible.kind === 'amount' ? formatCents(deductible.cents) : deductible.text;
}

/** Plan defaults for deductibles (spec 02 section 5 plan form). */
export const DEFAULT_PLAN_DEDUCTIBLES = {
  screen: { kind: 'amount', cents: 2999 },
  backGlass: { kind: 'amount', cents: 3999 },
  theft: { kind: 'text', text: 'No Coverage' },
} as const satisfies Record<string, Deductible>;

/** A plan ready to show: cents, defaults applied, features normalised. */
export interface DisplayPlan {
  id: string;
  name: string;
  description: string;
  planType: string;
  /** Null for a price-range plan without a single price. */
  monthlyPriceCents: Cents | null;
  originalPriceCents: Cents | null;
  isPriceRange: boolean;
  priceMinCents: Cents | null;
  priceMaxCents: Cents | null;
  savingsText: string;
  promotionText: string;
  isPopular: boolean;
  isActive: boolean;
  colorScheme: ColorScheme;
  displayOrder: number;
  features: string[];
  deductibles: { screen: Deductible; backGlass: Deductible; theft: Deductible };
  claimLimit: number;
  coverageLimitCents: Cents;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Normalises a received plan to a DisplayPlan. Returns null when the plan cannot be transformed
 * (no id or no name), so that lists can skip it.
 */
export function normalisePlan(
  plan: Plan | unknown,
  wording: FeatureWording = 'quote',
): DisplayPlan | null {
  if (!isFlagObject(plan)) return null;
  const raw = plan as Partial<Plan>;
  const id =
    typeof raw.id === 'number' || (typeof raw.id === 'string' && raw.id !== '')
      ? String(raw.id)
      : null;
  const name = typeof raw.name === 'string' ? raw.name.trim() : '';
  if (id === null || name === '') return null;
  const isPriceRange = raw.is_price_range === true;
  const priceMinCents = dollarsFromUnknown(raw.price_min);
  const priceMaxCents = dollarsFromUnknown(raw.price_max);
  const ownPrice = dollarsFromUnknown(raw.monthly_price) ?? dollarsFromUnknown(raw.price);
  const colorScheme = (COLOR_SCHEMES as readonly string[]).includes(text(raw.color_scheme))
    ? (raw.color_scheme as ColorScheme)
    : DEFAULT_COLOR_SCHEME;
  return {
    id,
    name,
    description: text(raw.description),
    planType: text(raw.plan_type).trim().toLowerCase() || DEFAULT_PLAN_TYPE,
    monthlyPriceCents: ownPrice ?? (isPriceRange ? null : DEFAULT_PLAN_PRICE_CENTS),
    originalPriceCents: dollarsFromUnknown(raw.original_price),
    isPriceRange,
    priceMinCents,
    priceMaxCents,
    savingsText: text(raw.savings_text),
    promotionText: text(raw.promotion_text),
    isPopular: raw.is_popular === true,
    isActive: raw.is_active !== false,
    colorScheme,
    displayOrder: typeof raw.display_order === 'number' ? raw.display_order : 0,
    features: displayFeatures(raw.features, raw.claim_limit, wording),
    deductibles: {
      screen: readDeductible(raw.deductible_screen, DEFAULT_PLAN_DEDUCTIBLES.screen.cents),
      backGlass: readDeductible(
        raw.deductible_back_glass,
        DEFAULT_PLAN_DEDUCTIBLES.backGlass.cents,
      ),
      theft:
        raw.deductible_theft === null ||
        raw.deductible_theft === undefined ||
        raw.deductible_theft === ''
          ? DEFAULT_PLAN_DEDUCTIBLES.theft
          : readDeductible(raw.deductible_theft, 0),
    },
    claimLimit: readClaimLimit(raw.claim_limit) ?? DEFAULT_CLAIM_LIMIT,
    coverageLimitCents: dollarsFromUnknown(raw.coverage_limit) ?? DEFAULT_COVERAGE_LIMIT_CENTS,
  };
}

/**
 * Normalises a plans answer: anything that is not an array gives an empty list; plans that fail to
 * transform are skipped. Sorted by display order, keeping the received order for ties.
 */
export function normalisePlans(plans: unknown, wording: FeatureWording = 'quote'): DisplayPlan[] {
  if (!Array.isArray(plans)) return [];
  return plans
    .map((plan) => {
      try {
        return normalisePlan(plan, wording);
      } catch {
        return null; // a plan that fails to transform is skipped, never the whole list
      }
    })
    .filter((plan): plan is DisplayPlan => plan !== null)
    .map((plan, index) => ({ plan, index }))
    .sort((a, b) => a.plan.displayOrder - b.plan.displayOrder || a.index - b.index)
    .map(({ plan }) => plan);
}

/**
 * Reads the plans answer of GET /api/plans: empty unless success is true and plans is an array (spec 01 section 7).
 * Also accepts the customer-area variants {data: [...]} and a bare array (spec 02 section 7).
 */
export function plansFromResponse(body: unknown, wording: FeatureWording = 'quote'): DisplayPlan[] {
  if (Array.isArray(body)) return normalisePlans(body, wording);
  if (!isFlagObject(body)) return [];
  if (body.success === true && Array.isArray(body.plans))
    return normalisePlans(body.plans, wording);
  if (Array.isArray(body.data)) return normalisePlans(body.data, wording);
  return [];
}

/** Plan types with a fixed plan id (spec 02 section 9). */
export const PLAN_ID_BY_TYPE = { basic: 1, premium: 2, family: 3 } as const;
export type KnownPlanType = keyof typeof PLAN_ID_BY_TYPE;

/** basic=1, premium=2, family=3; undefined for other types. */
export function planIdForType(planType: string): number | undefined {
  const key = planType.trim().toLowerCase();
  return key in PLAN_ID_BY_TYPE ? PLAN_ID_BY_TYPE[key as KnownPlanType] : undefined;
}

/** 1=basic, 2=premium, 3=family; undefined for other ids. */
export function planTypeForId(planId: number | string): KnownPlanType | undefined {
  const id = Number(planId);
  return (Object.keys(PLAN_ID_BY_TYPE) as KnownPlanType[]).find(
    (type) => PLAN_ID_BY_TYPE[type] === id,
  );
}

/** Built-in plans shown when the plans fetch fails on the plans page (spec 01 section 8). */
export const FALLBACK_PLANS: readonly Plan[] = [
  {
    id: 1,
    name: 'Basic Plan',
    plan_type: 'basic',
    description: 'Essential protection for your device',
    monthly_price: 9.99,
    claim_limit: 2,
    coverage_limit: 1000,
    display_order: 1,
  },
  {
    id: 2,
    name: 'Premium Plan',
    plan_type: 'premium',
    description: 'Complete protection with extra benefits',
    monthly_price: 19.99,
    is_popular: true,
    claim_limit: 3,
    coverage_limit: 1000,
    display_order: 2,
  },
  {
    id: 3,
    name: 'Family Plan',
    plan_type: 'family',
    description: 'Protection for up to 5 devices',
    monthly_price: 29.99,
    claim_limit: 3,
    coverage_limit: 1000,
    display_order: 3,
  },
];

/** The lowest and highest price among amounts, or null when there are none. */
export interface PriceRange {
  minCents: Cents;
  maxCents: Cents;
}

export function priceRange(amounts: readonly Cents[]): PriceRange | null {
  if (amounts.length === 0) return null;
  return { minCents: Math.min(...amounts), maxCents: Math.max(...amounts) };
}

/** Shows "$9.99 - $14.99", or a single "$9.99" when both ends are equal. */
export function formatPriceRange(range: PriceRange): string {
  return range.minCents === range.maxCents
    ? formatCents(range.minCents)
    : `${formatCents(range.minCents)} - ${formatCents(range.maxCents)}`;
}

/**
 * The price text of a plan card: its range for a price-range plan (from price_min/price_max, else from the
 * given per-device basic prices), else its monthly price.
 */
export function formatPlanPrice(
  plan: DisplayPlan,
  devicePlanPricesCents: readonly Cents[] = [],
): string {
  if (plan.isPriceRange) {
    if (plan.priceMinCents !== null && plan.priceMaxCents !== null) {
      return formatPriceRange({ minCents: plan.priceMinCents, maxCents: plan.priceMaxCents });
    }
    const range = priceRange(devicePlanPricesCents);
    if (range) return formatPriceRange(range);
  }
  return formatCents(plan.monthlyPriceCents ?? DEFAULT_PLAN_PRICE_CENTS);
}

/** Plan-switch display prices by plan name (spec 02 section 9). */
export const PLAN_SWITCH_PRICES_CENTS: Readonly<Record<string, Cents>> = {
  'Premium Plan': dollarsToCents(19.99),
  'Family Plan': dollarsToCents(34.99),
};

/**
 * The monthly price shown when switching plans: Premium Plan 19.99, Family Plan 34.99, Basic Plan from the
 * device's plan_price; otherwise the plan's own price, else 0.
 */
export function planSwitchPriceCents(
  plan: { name: string; monthlyPriceCents: Cents | null },
  devicePlanPriceCents: Cents | null,
): Cents {
  const fixed = PLAN_SWITCH_PRICES_CENTS[plan.name];
  if (fixed !== undefined) return fixed;
  if (plan.name === 'Basic Plan' && devicePlanPriceCents !== null) return devicePlanPriceCents;
  return plan.monthlyPriceCents ?? 0;
}
