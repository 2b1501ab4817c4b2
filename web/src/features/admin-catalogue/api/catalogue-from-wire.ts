// The catalogue lists as the tabs show them: each price read once into cents for the tables (formatCents).
// The record itself stays beside them, as the api holds it, because the Add/Edit forms edit exactly
// those dollar fields as typed text and send them back.
import {
  type AddOnWire,
  type Cents,
  type DevicePricingWire,
  type PlanWire,
  dollarsToCents,
} from '@protect/domain';

const centsOrNull = (dollars: number | null): Cents | null =>
  dollars === null ? null : dollarsToCents(dollars);

export type AdminPlan = PlanWire & {
  monthlyPriceCents: Cents | null;
  priceMinCents: Cents | null;
  priceMaxCents: Cents | null;
};

export const planFromWire = (plan: PlanWire): AdminPlan => ({
  ...plan,
  monthlyPriceCents: centsOrNull(plan.monthly_price),
  priceMinCents: centsOrNull(plan.price_min),
  priceMaxCents: centsOrNull(plan.price_max),
});

export type AdminAddOn = AddOnWire & { monthlyPriceCents: Cents };

export const addOnFromWire = (addOn: AddOnWire): AdminAddOn => ({
  ...addOn,
  monthlyPriceCents: dollarsToCents(addOn.monthly_price),
});

export type AdminDevicePricing = DevicePricingWire & {
  deviceValueCents: Cents;
  planPriceCents: Cents;
  deductibleScreenCents: Cents;
  deductibleBackGlassCents: Cents;
  deductibleTheftCents: Cents;
};

export const devicePricingFromWire = (device: DevicePricingWire): AdminDevicePricing => ({
  ...device,
  deviceValueCents: dollarsToCents(device.device_value),
  planPriceCents: dollarsToCents(device.plan_price),
  deductibleScreenCents: dollarsToCents(device.deductible_screen),
  deductibleBackGlassCents: dollarsToCents(device.deductible_back_glass),
  deductibleTheftCents: dollarsToCents(device.deductible_theft),
});
