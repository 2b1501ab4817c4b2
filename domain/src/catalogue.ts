// The catalogue as it is stored and priced: plans, device pricing and add-ons, money in integer cents.
// Every price rule (quote, registration total, add-ons, plan change, renewal) takes these shapes; the
// api's dollar shapes (wire.ts) are made from them only in functions/src/presenters.ts.
import { type Cents, formatCents } from './money';

/** The colour options of the admin plan form; blue is the default. */
export const COLOR_SCHEMES = ['blue', 'green', 'purple', 'red', 'yellow'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** The icons an add-on may show. */
export const ADDON_ICONS = ['Shield', 'Clock', 'Smartphone'] as const;
export type AddOnIcon = (typeof ADDON_ICONS)[number];

/** Add-on types; the type is inferred from the name (spec 02 section 3). */
export const ADDON_TYPES = ['accessories', 'warranty', 'data'] as const;
export type AddOnType = (typeof ADDON_TYPES)[number];

/**
 * What the customer pays at claim time for a peril: an amount, or nothing because the plan does not
 * cover that peril at all; `label` is the plan's wording for it ('No Coverage').
 */
export type Deductible = { kind: 'amount'; cents: Cents } | { kind: 'notCovered'; label: string };

/** Shows a deductible: "$29.99", or the plan's wording for a peril it does not cover ("No Coverage"). */
export function formatDeductible(deductible: Deductible): string {
  return deductible.kind === 'amount' ? formatCents(deductible.cents) : deductible.label;
}

export interface PlanDeductibles {
  screen: Deductible;
  backGlass: Deductible;
  theft: Deductible;
}

/** The spec's wording for a peril a plan does not cover. */
export const NOT_COVERED_LABEL = 'No Coverage';

/** Plan defaults for deductibles (spec 02 section 5 plan form). */
export const DEFAULT_PLAN_DEDUCTIBLES = {
  screen: { kind: 'amount', cents: 2999 },
  backGlass: { kind: 'amount', cents: 3999 },
  theft: { kind: 'notCovered', label: NOT_COVERED_LABEL },
} as const satisfies PlanDeductibles;

export interface Plan {
  /** basic=1, premium=2, family=3; plans an admin adds get the next number. */
  id: number;
  name: string;
  description: string;
  /** 'basic' is priced per device from device pricing; others use monthlyPriceCents. */
  planType: string;
  /** Null for a plan without a single price (a price-range plan). */
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
  durationMonths: number;
  /** The plan's own feature lines, as the admin wrote them. */
  features: string[];
  featureCategories: Record<string, string[]>;
  deductibles: PlanDeductibles;
  /** Claims per policy year; above 10 means unlimited. */
  claimLimit: number;
  coverageLimitCents: Cents;
}

export interface DevicePricing {
  id: string;
  deviceBrand: string;
  deviceModel: string;
  deviceValueCents: Cents;
  /** Monthly price of the basic plan for this device. */
  planPriceCents: Cents;
  deductibleScreenCents: Cents;
  deductibleBackGlassCents: Cents;
  deductibleTheftCents: Cents;
  isActive: boolean;
}

export interface AddOn {
  id: string;
  name: string;
  description: string;
  monthlyPriceCents: Cents;
  addonType: AddOnType | null;
  iconName: AddOnIcon;
  colorScheme: ColorScheme;
  displayOrder: number;
  isActive: boolean;
  isPopular: boolean;
  features: string[];
}
