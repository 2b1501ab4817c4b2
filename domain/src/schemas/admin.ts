// Admin forms (spec 02 section 5): plan, device pricing, add-on, and the small status/popular bodies.
import { type InferType, array, boolean, mixed, number, object, string } from 'yup';
import { inferAddOnType } from '../addons';
import { CLAIM_DECISION_MESSAGES, CLAIM_REJECTION_REASON_CODES } from '../claim-decisions';
import { CLAIM_STATUSES } from '../claim-status';
import { MAX_CLAIM_NOTE_LENGTH } from '../claims';
import { parseFeatures, splitCommaList } from '../plans';
import { ADMIN_SUBSCRIPTION_STATUSES } from '../subscriptions';
import { ADDON_ICONS, COLOR_SCHEMES } from '../catalogue';
import { ADMIN_MESSAGES } from '../admin-messages';

/** Blank inputs become null; numeric strings are parsed ("Numbers are parsed on save"). */
function optionalNumber() {
  return number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null || original === undefined ? null : value,
    )
    .typeError(ADMIN_MESSAGES.invalidNumber)
    .nullable()
    .default(null);
}

/** A number that defaults to `fallback` when blank. */
function numberWithDefault(fallback: number) {
  return number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null || original === undefined ? fallback : value,
    )
    .typeError(ADMIN_MESSAGES.invalidNumber)
    .default(fallback);
}

/** Features typed comma separated (or already a list / JSON string): trimmed, blanks dropped. */
function featureList() {
  return array(string().defined())
    .transform((_value: unknown, original: unknown) => parseFeatures(original))
    .default([]);
}

/** A deductible: an amount, or text such as 'No Coverage'. Numeric strings become numbers. */
function deductibleField(fallback: number | string) {
  return mixed<number | string>()
    .transform((value: unknown) => {
      if (value === '' || value === null || value === undefined) return fallback;
      if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
      return typeof value === 'string' ? value.trim() : value;
    })
    .test(
      'deductible',
      ADMIN_MESSAGES.invalidNumber,
      (v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v) && v >= 0),
    )
    .default(fallback);
}

/** The admin plan form's defaults (spec 02 section 5). */
export const PLAN_FORM_DEFAULTS = {
  name: '',
  description: '',
  plan_type: 'standard',
  monthly_price: null,
  original_price: null,
  price_min: null,
  price_max: null,
  is_price_range: false,
  savings_text: '',
  promotion_text: '',
  duration_months: 1,
  claim_limit: 2,
  deductible_screen: 29.99,
  deductible_back_glass: 39.99,
  deductible_theft: 'No Coverage',
  coverage_limit: 1000,
  display_order: 0,
  color_scheme: 'blue',
  is_active: true,
  is_popular: false,
  features: [] as string[],
} as const;

export const planFormSchema = object({
  name: string().trim().required(ADMIN_MESSAGES.planNameRequired),
  description: string().trim().default(''),
  plan_type: string().trim().lowercase().default(PLAN_FORM_DEFAULTS.plan_type),
  monthly_price: optionalNumber(),
  original_price: optionalNumber(),
  price_min: optionalNumber(),
  price_max: optionalNumber(),
  is_price_range: boolean().default(false),
  savings_text: string().trim().default(''),
  promotion_text: string().trim().default(''),
  duration_months: numberWithDefault(PLAN_FORM_DEFAULTS.duration_months),
  claim_limit: numberWithDefault(PLAN_FORM_DEFAULTS.claim_limit),
  deductible_screen: deductibleField(PLAN_FORM_DEFAULTS.deductible_screen),
  deductible_back_glass: deductibleField(PLAN_FORM_DEFAULTS.deductible_back_glass),
  deductible_theft: deductibleField(PLAN_FORM_DEFAULTS.deductible_theft),
  coverage_limit: numberWithDefault(PLAN_FORM_DEFAULTS.coverage_limit),
  display_order: numberWithDefault(PLAN_FORM_DEFAULTS.display_order),
  color_scheme: string()
    .transform((v: string) => (v === '' ? PLAN_FORM_DEFAULTS.color_scheme : v))
    .oneOf(COLOR_SCHEMES, ADMIN_MESSAGES.invalidColor)
    .default(PLAN_FORM_DEFAULTS.color_scheme),
  is_active: boolean().default(true),
  is_popular: boolean().default(false),
  features: featureList(),
});
export type PlanFormValues = InferType<typeof planFormSchema>;

/** The plan fields sent on save: only price_min/price_max for a range plan, else only the two prices. */
export type PlanPayload = Omit<
  PlanFormValues,
  'monthly_price' | 'original_price' | 'price_min' | 'price_max'
> &
  (
    | {
        is_price_range: true;
        price_min: number | null;
        price_max: number | null;
        monthly_price: null;
        original_price: null;
      }
    | { is_price_range: false; monthly_price: number | null; original_price: number | null }
  );

export function toPlanPayload(values: PlanFormValues): PlanPayload {
  const { monthly_price, original_price, price_min, price_max, ...rest } = values;
  if (values.is_price_range) {
    return {
      ...rest,
      is_price_range: true,
      price_min,
      price_max,
      monthly_price: null,
      original_price: null,
    };
  }
  return { ...rest, is_price_range: false, monthly_price, original_price };
}

/** Device pricing form: no required fields; numbers default to 0. */
export const devicePricingFormSchema = object({
  device_brand: string().trim().default(''),
  device_model: string().trim().default(''),
  device_value: numberWithDefault(0),
  plan_price: numberWithDefault(0),
  deductible_screen: numberWithDefault(0),
  deductible_back_glass: numberWithDefault(0),
  deductible_theft: numberWithDefault(0),
  is_active: boolean().default(true),
});
export type DevicePricingFormValues = InferType<typeof devicePricingFormSchema>;

/** Add-on form: no required fields; numbers default to 0; features comma separated; type inferred from the name. */
export const addOnFormSchema = object({
  name: string().trim().default(''),
  description: string().trim().default(''),
  monthly_price: numberWithDefault(0),
  addon_type: string().trim().default(''),
  icon_name: string()
    .transform((v: string) => ((ADDON_ICONS as readonly string[]).includes(v) ? v : 'Shield'))
    .default('Shield'),
  color_scheme: string().trim().default('blue'),
  display_order: numberWithDefault(0),
  is_active: boolean().default(true),
  is_popular: boolean().default(false),
  features: array(string().defined())
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' ? splitCommaList(original) : parseFeatures(original),
    )
    .default([]),
}).transform((value: Record<string, unknown>) =>
  // A blank type is inferred from the name: accessories; warranty (or 'extended'); data (or 'recovery').
  typeof value.name === 'string' && (value.addon_type === '' || value.addon_type === undefined)
    ? { ...value, addon_type: inferAddOnType(value.name) ?? '' }
    : value,
);
export type AddOnFormValues = InferType<typeof addOnFormSchema>;

/** PUT /api/admin/subscriptions/{id}/status: active, paused or canceled. */
export const adminSubscriptionStatusSchema = object({
  status: string()
    .required(ADMIN_MESSAGES.invalidStatus)
    .oneOf(ADMIN_SUBSCRIPTION_STATUSES, ADMIN_MESSAGES.invalidStatus),
});

/**
 * PUT /api/admin/claim/{id}/status: the new status, an optional note for the customer (on any decision), the
 * reason from CLAIM_REJECTION_REASONS (required to reject; not kept on other changes), and the status the
 * admin saw (`from`), so that a change made meanwhile by another admin is refused rather than overridden.
 * The api checks the transition with canTransitionClaim.
 */
export const claimStatusUpdateSchema = object({
  status: string()
    .required(ADMIN_MESSAGES.invalidStatus)
    .oneOf(CLAIM_STATUSES, ADMIN_MESSAGES.invalidStatus),
  note: string()
    .trim()
    .max(MAX_CLAIM_NOTE_LENGTH, `A note can be at most ${MAX_CLAIM_NOTE_LENGTH} characters`)
    .optional(),
  reason: string()
    .oneOf(CLAIM_REJECTION_REASON_CODES, CLAIM_DECISION_MESSAGES.unknownReason)
    .when('status', {
      is: 'rejected',
      then: (reason) => reason.required(CLAIM_DECISION_MESSAGES.reasonRequired),
      otherwise: (reason) => reason.optional(),
    }),
  from: string().oneOf(CLAIM_STATUSES, ADMIN_MESSAGES.invalidStatus).optional(),
});
export type ClaimStatusUpdateBody = InferType<typeof claimStatusUpdateSchema>;

/** PUT .../popular: {is_popular}. */
export const popularSchema = object({ is_popular: boolean().required() });
export type PopularBody = InferType<typeof popularSchema>;
