// Quote pricing on the stored catalogue (cents): the monthly price of a plan for a device, yearly price,
// savings and deductibles. The server prices every saved quote with these rules; the web shows the same
// numbers while the visitor chooses, and then what the server priced.
import { addOnsTotalCents } from './addons';
import type { Deductible, DevicePricing, Plan, PlanDeductibles } from './catalogue';
import { type DeviceType, classifyDevice } from './devices';
import { type Cents, multiplyCents } from './money';

/** Yearly price is 12 times monthly. */
export const MONTHS_PER_YEAR = 12;
/** Deductibles used when the device has no price record (spec 02 section 9). */
export const UNKNOWN_DEVICE_DEDUCTIBLES_CENTS = {
  screen: 2999,
  backGlass: 7000,
  theft: 9900,
} as const;
/** Device value used when the device has no price record. */
export const DEFAULT_DEVICE_VALUE_CENTS: Cents = 40_000;

/** The numbers of a quote, in cents. */
export interface QuotePricing {
  monthlyCents: Cents;
  yearlyCents: Cents;
  originalMonthlyCents: Cents | null;
  /** (original - monthly) x 12 when the plan shows an original price above its price, else 0. */
  savingsPerYearCents: Cents;
  deviceValueCents: Cents;
  deductibles: PlanDeductibles;
}

/** Yearly = 12 x monthly. */
export function yearlyCents(monthly: Cents): Cents {
  return multiplyCents(monthly, MONTHS_PER_YEAR);
}

/**
 * The monthly price of a plan for a device: a plan of type basic costs the device's plan price, any
 * other plan its own monthly price (spec 01 section 9). Null when the plan has no price for it (a
 * price-range plan without a single price, quoted without a device): such a plan cannot be sold.
 */
export function quoteMonthlyCents(
  plan: Pick<Plan, 'planType' | 'monthlyPriceCents'>,
  device: Pick<DevicePricing, 'planPriceCents'> | null,
): Cents | null {
  if (plan.planType === 'basic' && device) return device.planPriceCents;
  return plan.monthlyPriceCents;
}

/** Savings per year against the original price; 0 when there is none or it is not higher. */
export function savingsPerYearCents(monthly: Cents, originalMonthly: Cents | null): Cents {
  if (originalMonthly === null || originalMonthly <= monthly) return 0;
  return yearlyCents(originalMonthly - monthly);
}

/**
 * Prices a quote; null when the plan has no price for this device. Deductibles come from the device's
 * price record; an unknown device (no record) uses 29.99 / 70 / 99 and a device value of 400. Either way
 * a peril the plan does not cover at all stays uncovered.
 */
export function priceQuote(plan: Plan, device: DevicePricing | null): QuotePricing | null {
  const monthlyCents = quoteMonthlyCents(plan, device);
  if (monthlyCents === null) return null;
  const amounts = device
    ? {
        screen: device.deductibleScreenCents,
        backGlass: device.deductibleBackGlassCents,
        theft: device.deductibleTheftCents,
      }
    : UNKNOWN_DEVICE_DEDUCTIBLES_CENTS;
  return {
    monthlyCents,
    yearlyCents: yearlyCents(monthlyCents),
    originalMonthlyCents: plan.originalPriceCents,
    savingsPerYearCents: savingsPerYearCents(monthlyCents, plan.originalPriceCents),
    deviceValueCents: device ? device.deviceValueCents : DEFAULT_DEVICE_VALUE_CENTS,
    deductibles: {
      screen: unlessNotCovered(amounts.screen, plan.deductibles.screen),
      backGlass: unlessNotCovered(amounts.backGlass, plan.deductibles.backGlass),
      theft: unlessNotCovered(amounts.theft, plan.deductibles.theft),
    },
  };
}

/** The device's amount for a peril, unless the plan does not cover that peril at all. */
function unlessNotCovered(cents: Cents, planDeductible: Deductible): Deductible {
  return planDeductible.kind === 'notCovered' ? planDeductible : { kind: 'amount', cents };
}

/** A quote as priced for one plan and one device: what is saved, and what the quote page shows. */
export interface PricedQuote {
  deviceType: DeviceType;
  devicePricingId: string;
  deviceBrand: string;
  deviceModel: string;
  deviceValueCents: Cents;
  planId: number;
  planType: string;
  planName: string;
  monthlyPriceCents: Cents;
  yearlyPriceCents: Cents;
  originalPriceCents: Cents | null;
  savingsPerYearCents: Cents;
  savingsText: string;
  deductibles: PlanDeductibles;
  claimLimit: number;
  coverageLimitCents: Cents;
  /** The plan's own feature lines; display lines ('24/7 customer support') are the web's. */
  planFeatures: string[];
  imei: string;
}

/** Prices a quote for a plan and a listed device; null when the plan has no price for it. */
export function quoteFor(plan: Plan, device: DevicePricing, imei: string): PricedQuote | null {
  const pricing = priceQuote(plan, device);
  if (!pricing) return null;
  return {
    deviceType: classifyDevice(device.deviceModel),
    devicePricingId: device.id,
    deviceBrand: device.deviceBrand,
    deviceModel: device.deviceModel,
    deviceValueCents: pricing.deviceValueCents,
    planId: plan.id,
    planType: plan.planType,
    planName: plan.name,
    monthlyPriceCents: pricing.monthlyCents,
    yearlyPriceCents: pricing.yearlyCents,
    originalPriceCents: pricing.originalMonthlyCents,
    savingsPerYearCents: pricing.savingsPerYearCents,
    savingsText: plan.savingsText,
    deductibles: pricing.deductibles,
    claimLimit: plan.claimLimit,
    coverageLimitCents: plan.coverageLimitCents,
    planFeatures: [...plan.features],
    imei,
  };
}

export const QUOTE_MESSAGES = {
  invalidDevice: 'Please select a valid device model',
  invalidPlan: 'Please select a valid plan',
  generateFailed: 'Failed to generate quote. Please try again',
  generated: 'Quote generated successfully!',
  loadDevicesFailed: 'Failed to load device pricing data',
  loadPlansFailed: 'Failed to load plans data',
  loadFailed: 'Unable to load data. Please try again',
} as const;

/** The outcome of matching the quote form's choices to the loaded lists. */
export type QuoteSelection<D, P> =
  | { ok: true; device: D; plan: P }
  | { ok: false; field: 'deviceModel' | 'planId'; message: string };

/** On submit: an unknown model gives 'Please select a valid device model', an unknown plan 'Please select a valid plan'. */
export function resolveQuoteSelection<D extends { id: string }, P extends { id: number }>(
  devices: readonly D[],
  plans: readonly P[],
  deviceModelId: string,
  planId: string,
): QuoteSelection<D, P> {
  const device = devices.find((d) => d.id === deviceModelId);
  if (!device) return { ok: false, field: 'deviceModel', message: QUOTE_MESSAGES.invalidDevice };
  const plan = plans.find((p) => String(p.id) === planId);
  if (!plan) return { ok: false, field: 'planId', message: QUOTE_MESSAGES.invalidPlan };
  return { ok: true, device, plan };
}

/** A chosen add-on as priced in the registration and subscription screens. */
export interface PricedAddOn {
  id: string;
  name: string;
  monthlyPriceCents: Cents;
}

/** The price breakdown of device registration step 1 / the plan update preview (spec 02 section 3). */
export interface SubscriptionPricing {
  planName: string;
  baseMonthlyCents: Cents;
  addOns: PricedAddOn[];
  addOnsTotalCents: Cents;
  /** Monthly total = base + add-ons. */
  totalMonthlyCents: Cents;
  /** 12 x the monthly total. */
  yearlyCents: Cents;
  deductibles: QuotePricing['deductibles'];
}

/** Prices a plan with add-ons for a device: base (per quote rules) + add-ons, and 12 x that per year; null when the plan has no price for it. */
export function priceSubscription(
  plan: Plan,
  device: DevicePricing | null,
  addOns: readonly PricedAddOn[],
): SubscriptionPricing | null {
  const quote = priceQuote(plan, device);
  if (!quote) return null;
  const addOnsTotal = addOnsTotalCents(addOns);
  const total = quote.monthlyCents + addOnsTotal;
  return {
    planName: plan.name,
    baseMonthlyCents: quote.monthlyCents,
    addOns: addOns.map((a) => ({ ...a })),
    addOnsTotalCents: addOnsTotal,
    totalMonthlyCents: total,
    yearlyCents: yearlyCents(total),
    deductibles: quote.deductibles,
  };
}
