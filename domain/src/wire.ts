// Wire shapes: the JSON the api sends and the web receives, in the spec's field names, money in dollars.
// Rules elsewhere in domain/ convert these to cents on the way in and back to dollars on the way out.

/** A dollar amount as it travels in JSON (e.g. 19.99). Some legacy fields may carry a numeric string. */
export type Dollars = number;

/** ISO-8601 timestamp string as it travels in JSON. */
export type IsoDateString = string;

/** The ten boolean feature flags a plan's features may arrive as (spec 01 section 3). */
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
export type PlanFeatureFlags = Partial<Record<PlanFeatureFlag, boolean>>;

/** Features may arrive as a list of strings, a JSON string of either, or boolean flags. */
export type PlanFeaturesInput = readonly string[] | string | PlanFeatureFlags | null | undefined;

/** The colour options of the admin plan form; blue is the default. */
export const COLOR_SCHEMES = ['blue', 'green', 'purple', 'red', 'yellow'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/**
 * A plan as received from GET /api/plans and GET /api/admin/plans (spec 01 section 3, spec 02 section 3).
 * Only id and name are always present; everything else may be missing and gets the spec's defaults.
 */
export interface Plan {
  id: string | number;
  name: string;
  description?: string | null;
  /** Defaults to 'standard'; 'basic' is priced per device from device pricing. */
  plan_type?: string | null;
  monthly_price?: Dollars | string | null;
  original_price?: Dollars | string | null;
  price?: Dollars | string | null;
  price_min?: Dollars | string | null;
  price_max?: Dollars | string | null;
  is_price_range?: boolean | null;
  savings_text?: string | null;
  promotion_text?: string | null;
  is_popular?: boolean | null;
  is_active?: boolean | null;
  color_scheme?: string | null;
  display_order?: number | null;
  duration_months?: number | null;
  features?: PlanFeaturesInput;
  feature_categories?: Record<string, unknown> | null;
  /** An amount, or text such as 'No Coverage'. */
  deductible_screen?: Dollars | string | null;
  deductible_back_glass?: Dollars | string | null;
  deductible_theft?: Dollars | string | null;
  /** Defaults to 2; above 10 means unlimited. */
  claim_limit?: number | string | null;
  /** Defaults to 1000 dollars. */
  coverage_limit?: Dollars | string | null;
  updated_at?: IsoDateString | null;
}

/** The icons an add-on may show. */
export const ADDON_ICONS = ['Shield', 'Clock', 'Smartphone'] as const;
export type AddOnIcon = (typeof ADDON_ICONS)[number];

/** An optional monthly add-on as received from GET /api/addons (spec 01 section 3, spec 02 section 3). */
export interface AddOn {
  id?: string | number;
  name: string;
  monthly_price: Dollars | string;
  description?: string | null;
  addon_type?: string | null;
  icon_name?: string | null;
  color_scheme?: string | null;
  display_order?: number | null;
  is_popular?: boolean | null;
  is_active?: boolean | null;
  features?: readonly string[] | string | null;
  updated_at?: IsoDateString | null;
}

/** A per-device price record as received from GET /api/device-pricing. */
export interface DevicePricing {
  id: string | number;
  device_brand: string;
  device_model: string;
  device_value: Dollars | string;
  /** The monthly price of a basic plan for this device. */
  plan_price: Dollars | string;
  deductible_screen?: Dollars | string | null;
  deductible_back_glass?: Dollars | string | null;
  deductible_theft?: Dollars | string | null;
  is_active?: boolean | null;
  created_at?: IsoDateString | null;
  updated_at?: IsoDateString | null;
}

/** Deductibles as the stored quote carries them: dollar amounts, or text such as 'No Coverage'. */
export interface QuoteDeductibles {
  screen: Dollars | string;
  backGlass: Dollars | string;
  theft: Dollars | string;
}

/** The quote saved under the current-quote key by the quote wizard (spec 01 section 3). */
export interface Quote {
  deviceType: 'phone' | 'tablet';
  deviceBrand: string;
  deviceModel: string;
  deviceValue: Dollars;
  planId: string;
  planType: string;
  planName: string;
  monthlyPrice: Dollars;
  /** Always 12 times monthlyPrice. */
  yearlyPrice: Dollars;
  originalPrice: Dollars | null;
  savingsText: string | null;
  deductibles: QuoteDeductibles;
  claimLimit: number;
  coverageLimit: Dollars;
  planFeatures: string[];
  imei: string;
  userId: string | null;
  userEmail: string | null;
  createdAt: IsoDateString;
}
