// Quote pricing: the monthly price of a plan for a device, yearly price, savings, deductibles, add-on totals.
import { addOnsTotalCents } from './addons';
import { type DeviceType, classifyDevice } from './devices';
import { type Cents, centsToDollars, dollarsFromUnknown, multiplyCents } from './money';
import {
  type Deductible,
  DEFAULT_PLAN_PRICE_CENTS,
  type DisplayPlan,
  readDeductible,
} from './plans';
import type { DevicePricing, Quote } from './wire';

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
/** Defaults of the device pricing cache, and the displayed deductible fallback (spec 02 section 9). */
export const PRICING_CACHE_DEFAULTS_CENTS = { planPrice: 1000, screenDeductible: 5900 } as const;
export const DISPLAYED_DEDUCTIBLE_FALLBACK_CENTS: Cents = 9900;

/** The numbers of a quote, in cents. */
export interface QuotePricing {
  monthlyCents: Cents;
  yearlyCents: Cents;
  originalMonthlyCents: Cents | null;
  /** (original - monthly) x 12 when the plan shows an original price above its price, else 0. */
  savingsPerYearCents: Cents;
  deviceValueCents: Cents;
  deductibles: { screen: Deductible; backGlass: Deductible; theft: Deductible };
}

/** Yearly = 12 x monthly. */
export function yearlyCents(monthly: Cents): Cents {
  return multiplyCents(monthly, MONTHS_PER_YEAR);
}

/**
 * The monthly price of a plan for a device: a plan of type basic costs the device's plan_price,
 * any other plan its own monthly_price (spec 01 section 9). Falls back to 19.99 when no price is known.
 */
export function quoteMonthlyCents(
  plan: Pick<DisplayPlan, 'planType' | 'monthlyPriceCents'>,
  device: Pick<DevicePricing, 'plan_price'> | null | undefined,
): Cents {
  if (plan.planType === 'basic' && device) {
    const devicePrice = dollarsFromUnknown(device.plan_price);
    if (devicePrice !== null) return devicePrice;
  }
  return plan.monthlyPriceCents ?? DEFAULT_PLAN_PRICE_CENTS;
}

/** Savings per year against the original price; 0 when there is none or it is not higher. */
export function savingsPerYearCents(monthly: Cents, originalMonthly: Cents | null): Cents {
  if (originalMonthly === null || originalMonthly <= monthly) return 0;
  return yearlyCents(originalMonthly - monthly);
}

/**
 * Prices a quote. Deductibles come from the device's price record; a record without them uses the plan's;
 * an unknown device (no record) uses 29.99 / 70 / 99 and a device value of 400. Either way a peril the plan
 * does not cover at all (a text such as 'No Coverage') stays uncovered.
 */
export function priceQuote(
  plan: DisplayPlan,
  device: DevicePricing | null | undefined,
): QuotePricing {
  const monthlyCents = quoteMonthlyCents(plan, device);
  const deductibles = device
    ? {
        screen: pick(device.deductible_screen, plan.deductibles.screen),
        backGlass: pick(device.deductible_back_glass, plan.deductibles.backGlass),
        theft: pick(device.deductible_theft, plan.deductibles.theft),
      }
    : {
        screen: orUncovered(UNKNOWN_DEVICE_DEDUCTIBLES_CENTS.screen, plan.deductibles.screen),
        backGlass: orUncovered(
          UNKNOWN_DEVICE_DEDUCTIBLES_CENTS.backGlass,
          plan.deductibles.backGlass,
        ),
        theft: orUncovered(UNKNOWN_DEVICE_DEDUCTIBLES_CENTS.theft, plan.deductibles.theft),
      };
  return {
    monthlyCents,
    yearlyCents: yearlyCents(monthlyCents),
    originalMonthlyCents: plan.originalPriceCents,
    savingsPerYearCents: savingsPerYearCents(monthlyCents, plan.originalPriceCents),
    deviceValueCents:
      (device && dollarsFromUnknown(device.device_value)) ?? DEFAULT_DEVICE_VALUE_CENTS,
    deductibles,
  };
}

/** An unknown device's fallback amount, unless the plan does not cover that peril at all ('No Coverage'). */
function orUncovered(cents: Cents, planDeductible: Deductible): Deductible {
  return planDeductible.kind === 'text' ? planDeductible : { kind: 'amount', cents };
}

/** The device's figure for a peril, unless the plan does not price that peril at all ('No Coverage'). */
function pick(deviceValue: unknown, planDeductible: Deductible): Deductible {
  if (planDeductible.kind === 'text') return planDeductible;
  if (deviceValue === null || deviceValue === undefined || deviceValue === '')
    return planDeductible;
  return readDeductible(deviceValue, 0);
}

function deductibleToWire(deductible: Deductible): number | string {
  return deductible.kind === 'amount' ? centsToDollars(deductible.cents) : deductible.text;
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
export type QuoteSelection =
  | { ok: true; device: DevicePricing; plan: DisplayPlan }
  | { ok: false; field: 'deviceModel' | 'planId'; message: string };

/** On submit: an unknown model gives 'Please select a valid device model', an unknown plan 'Please select a valid plan'. */
export function resolveQuoteSelection(
  devices: readonly DevicePricing[],
  plans: readonly DisplayPlan[],
  deviceModelId: string,
  planId: string,
): QuoteSelection {
  const device = devices.find((d) => String(d.id) === deviceModelId);
  if (!device) return { ok: false, field: 'deviceModel', message: QUOTE_MESSAGES.invalidDevice };
  const plan = plans.find((p) => p.id === planId);
  if (!plan) return { ok: false, field: 'planId', message: QUOTE_MESSAGES.invalidPlan };
  return { ok: true, device, plan };
}

export interface BuildQuoteInput {
  plan: DisplayPlan;
  device: DevicePricing | null;
  /** Used when there is no device record; otherwise classified from the model name. */
  deviceType?: DeviceType;
  deviceBrand?: string;
  deviceModel?: string;
  imei?: string;
  userId?: string | null;
  userEmail?: string | null;
  now: Date;
}

/** Builds the quote stored by the quote wizard (wire shape, dollars). */
export function buildQuote(input: BuildQuoteInput): Quote {
  const { plan, device, now } = input;
  const pricing = priceQuote(plan, device);
  const deviceModel = device?.device_model ?? input.deviceModel ?? '';
  return {
    deviceType: device
      ? classifyDevice(device.device_model)
      : (input.deviceType ?? classifyDevice(deviceModel)),
    deviceBrand: device?.device_brand ?? input.deviceBrand ?? '',
    deviceModel,
    deviceValue: centsToDollars(pricing.deviceValueCents),
    planId: plan.id,
    planType: plan.planType,
    planName: plan.name,
    monthlyPrice: centsToDollars(pricing.monthlyCents),
    yearlyPrice: centsToDollars(pricing.yearlyCents),
    originalPrice:
      pricing.originalMonthlyCents === null ? null : centsToDollars(pricing.originalMonthlyCents),
    savingsText: plan.savingsText === '' ? null : plan.savingsText,
    deductibles: {
      screen: deductibleToWire(pricing.deductibles.screen),
      backGlass: deductibleToWire(pricing.deductibles.backGlass),
      theft: deductibleToWire(pricing.deductibles.theft),
    },
    claimLimit: plan.claimLimit,
    coverageLimit: centsToDollars(plan.coverageLimitCents),
    planFeatures: [...plan.features],
    imei: input.imei ?? '',
    userId: input.userId ?? null,
    userEmail: input.userEmail ?? null,
    createdAt: now.toISOString(),
  };
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

/** Prices a plan with add-ons for a device: base (per quote rules) + add-ons, and 12 x that per year. */
export function priceSubscription(
  plan: DisplayPlan,
  device: DevicePricing | null | undefined,
  addOns: readonly PricedAddOn[],
): SubscriptionPricing {
  const quote = priceQuote(plan, device);
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
