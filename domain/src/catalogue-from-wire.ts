// The public catalogue as the api answers it (wire.ts, dollars) read into the cent shapes every price rule
// takes (catalogue.ts): by the web's api edge, and by the browser tests that price what a page should show.
import type { AddOn, DevicePricing, Plan } from './catalogue';
import { deductibleFromDollarsOrLabel } from './plans';
import { dollarsToCents } from './money';
import type { AddOnWire, DevicePricingWire, PlanWire } from './wire';

function centsOrNull(dollars: number | null): number | null {
  return dollars === null ? null : dollarsToCents(dollars);
}

export function planFromWire(plan: PlanWire): Plan {
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

export function devicePricingFromWire(device: DevicePricingWire): DevicePricing {
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
