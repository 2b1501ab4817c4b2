// Plans: the spec's defaults, reading an admin's feature input, plan ids by type, and plan-switch prices.
// How a plan is shown (feature lines, 'From $x', fallbacks) is the web's display code, not a rule here.
import {
  type ColorScheme,
  DEFAULT_PLAN_DEDUCTIBLES,
  type Deductible,
  NOT_COVERED_LABEL,
  type Plan,
} from './catalogue';
import { type Cents, dollarsToCents } from './money';

/** Spec defaults (spec 01 section 9, spec 02 section 9). */
export const DEFAULT_PLAN_TYPE = 'standard';
export const DEFAULT_CLAIM_LIMIT = 2;
export const DEFAULT_COVERAGE_LIMIT_CENTS: Cents = 100_000;
export const DEFAULT_COLOR_SCHEME: ColorScheme = 'blue';
/** A claim limit above this means unlimited claims. */
export const UNLIMITED_CLAIMS_ABOVE = 10;
/** Plans, add-ons and device pricing lists are cached for 5 minutes. */
export const CATALOGUE_CACHE_TTL_MS = 5 * 60 * 1000;

/**
 * What a public catalogue lacks before its pages can show it: 'plans', 'add-ons', 'device prices'
 * (none: complete). Complete means at least one active plan, add-on and device price, as the seed always
 * writes (3 plans, 3 add-ons, the device table): the home page lists plans and add-ons, and the quote
 * prices the Basic plan per device. A read that lacks one is either the start of a stack before its
 * seed, a seed half written, or an operator's mistake: the api serves it but does not keep it, and the
 * web build refuses to prerender pages from it.
 */
export function catalogueGaps(lists: {
  plans: readonly unknown[];
  addOns: readonly unknown[];
  devices: readonly unknown[];
}): string[] {
  const gaps: string[] = [];
  if (lists.plans.length === 0) gaps.push('plans');
  if (lists.addOns.length === 0) gaps.push('add-ons');
  if (lists.devices.length === 0) gaps.push('device prices');
  return gaps;
}

/**
 * A plan with the spec's defaults (spec 02 section 5) for every field not given: standard type, no
 * price, active, blue, 1 month, claim limit 2, coverage 1000 dollars, deductibles 29.99 / 39.99 / none.
 */
export function planWithDefaults(fields: Pick<Plan, 'id' | 'name'> & Partial<Plan>): Plan {
  return {
    description: '',
    planType: DEFAULT_PLAN_TYPE,
    monthlyPriceCents: null,
    originalPriceCents: null,
    isPriceRange: false,
    priceMinCents: null,
    priceMaxCents: null,
    savingsText: '',
    promotionText: '',
    isPopular: false,
    isActive: true,
    colorScheme: DEFAULT_COLOR_SCHEME,
    displayOrder: 0,
    durationMonths: 1,
    features: [],
    featureCategories: {},
    deductibles: DEFAULT_PLAN_DEDUCTIBLES,
    claimLimit: DEFAULT_CLAIM_LIMIT,
    coverageLimitCents: DEFAULT_COVERAGE_LIMIT_CENTS,
    ...fields,
  };
}

/** The ten boolean feature flags an admin's feature input may carry (spec 01 section 3). */
export const PLAN_FEATURE_FLAGS = [
  'theft',
  'water_damage',
  'accidental_damage',
  'extended_warranty',
  'mechanical_breakdown',
  'data_recovery',
  'loaner_device',
  'liquid_damage',
  'theft_protection',
  'worldwide_coverage',
] as const;
export type PlanFeatureFlag = (typeof PLAN_FEATURE_FLAGS)[number];

/** Readable labels for the ten boolean feature flags; only flags set to true become lines. */
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

function isFlagObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the features an admin sends: a list of strings, a JSON string (of a list or of flags), a comma
 * separated string, or an object of boolean flags. Returns trimmed, non-blank lines; flags become labels.
 */
export function parseFeatures(features: unknown): string[] {
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

/**
 * A deductible as the admin form and the wire carry it: a dollar amount, or a label for a peril the
 * plan does not cover ('No Coverage'); a blank label means the spec's wording.
 */
export function deductibleFromDollarsOrLabel(value: number | string): Deductible {
  if (typeof value === 'number') return { kind: 'amount', cents: dollarsToCents(value) };
  return { kind: 'notCovered', label: value.trim() || NOT_COVERED_LABEL };
}
