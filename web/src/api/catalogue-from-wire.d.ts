import { type AddOn, type AddOnWire, type DevicePricing, type DevicePricingWire, type Plan, type PlanWire } from '@protect/domain';
export declare function planFromWire(plan: PlanWire): Plan;
export declare function addOnFromWire(addOn: AddOnWire): AddOn;
export declare function devicePricingFromWire(device: DevicePricingWire): DevicePricing;
