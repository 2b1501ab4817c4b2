// The catalogue as the api serves it, read into the domain's cent shapes, and saved quotes: for the tests
// that price what a page should show with the domain's own rules.
// The web reads the same answers in web/src/api/catalogue-from-wire.ts; that is the app's inside, not a
// public entry point, so the suite keeps its own reader here (a test of what the api answers).
import {
  type AddOn,
  type AddOnWire,
  type AddOnsAnswer,
  type DevicePricing,
  type DevicePricingAnswer,
  type DevicePricingWire,
  type Plan,
  type PlanWire,
  type PlansAnswer,
  type QuoteWire,
  classifyDevice,
  deductibleFromDollarsOrLabel,
  dollarsToCents,
} from '@protect/domain';
import { baseUrl } from './browser';

async function getJson<T>(path: string, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

function centsOrNull(dollars: number | null): number | null {
  return dollars === null ? null : dollarsToCents(dollars);
}

function planFromWire(plan: PlanWire): Plan {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    planType: plan.plan_type,
    monthlyPriceCents: centsOrNull(plan.monthly_price),
    originalPriceCents: centsOrNull(plan.original_price),
    isPriceRange: plan.is_price_range,
    priceMinCents: centsOrNull(plan.price_min),
    priceMaxCents: centsOrNull(plan.price_max),
    savingsText: plan.savings_text,
    promotionText: plan.promotion_text,
    isPopular: plan.is_popular,
    isActive: plan.is_active,
    colorScheme: plan.color_scheme,
    displayOrder: plan.display_order,
    durationMonths: plan.duration_months,
    features: plan.features,
    featureCategories: plan.feature_categories,
    deductibles: {
      screen: deductibleFromDollarsOrLabel(plan.deductible_screen),
      backGlass: deductibleFromDollarsOrLabel(plan.deductible_back_glass),
      theft: deductibleFromDollarsOrLabel(plan.deductible_theft),
    },
    claimLimit: plan.claim_limit,
    coverageLimitCents: dollarsToCents(plan.coverage_limit),
  };
}

export function addOnFromWire(addOn: AddOnWire): AddOn {
  return {
    id: addOn.id,
    name: addOn.name,
    description: addOn.description,
    monthlyPriceCents: dollarsToCents(addOn.monthly_price),
    addonType: addOn.addon_type,
    iconName: addOn.icon_name,
    colorScheme: addOn.color_scheme,
    displayOrder: addOn.display_order,
    isActive: addOn.is_active,
    isPopular: addOn.is_popular,
    features: addOn.features,
  };
}

function devicePricingFromWire(device: DevicePricingWire): DevicePricing {
  return {
    id: device.id,
    deviceBrand: device.device_brand,
    deviceModel: device.device_model,
    deviceValueCents: dollarsToCents(device.device_value),
    planPriceCents: dollarsToCents(device.plan_price),
    deductibleScreenCents: dollarsToCents(device.deductible_screen),
    deductibleBackGlassCents: dollarsToCents(device.deductible_back_glass),
    deductibleTheftCents: dollarsToCents(device.deductible_theft),
    isActive: device.is_active,
  };
}

/** The active plans of GET /api/plans in display order (ties keep the api's order), as the quote shows them. */
export async function catalogPlans(): Promise<Plan[]> {
  const { plans } = await getJson<PlansAnswer>('/api/plans');
  return plans
    .map(planFromWire)
    .map((plan, index) => ({ plan, index }))
    .filter(({ plan }) => plan.isActive)
    .sort((a, b) => a.plan.displayOrder - b.plan.displayOrder || a.index - b.index)
    .map(({ plan }) => plan);
}

/** The add-ons customers can choose now. */
export async function activeAddOns(): Promise<AddOn[]> {
  const { addons } = await getJson<AddOnsAnswer>('/api/addons');
  return addons.map(addOnFromWire).filter((a) => a.isActive);
}

async function catalogDevices(): Promise<DevicePricing[]> {
  const { devices } = await getJson<DevicePricingAnswer>('/api/device-pricing');
  return devices.map(devicePricingFromWire).filter((d) => d.isActive);
}

/** The phones of GET /api/device-pricing (classified by the domain rule). */
export async function catalogPhones(): Promise<DevicePricing[]> {
  return (await catalogDevices()).filter((d) => classifyDevice(d.deviceModel) === 'phone');
}

/** The tablets of GET /api/device-pricing (classified by the domain rule). */
export async function catalogTablets(): Promise<DevicePricing[]> {
  return (await catalogDevices()).filter((d) => classifyDevice(d.deviceModel) === 'tablet');
}

/** GET /api/quotes as the given user. */
export async function quotesOf(idToken: string): Promise<QuoteWire[]> {
  const body = await getJson<{ quotes: QuoteWire[] }>('/api/quotes', idToken);
  return body.quotes;
}
