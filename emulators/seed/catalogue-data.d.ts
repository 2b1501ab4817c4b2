import type { AddOnRecord } from '../../functions/src/repositories/addons';
import type { DevicePricingRecord } from '../../functions/src/repositories/device-pricing';
import type { PlanRecord } from '../../functions/src/repositories/plans';
export declare function slug(text: string): string;
export declare function demoDevicePricing(now: Date): DevicePricingRecord[];
export declare function demoPlans(
  now: Date,
  devices?: readonly DevicePricingRecord[],
): PlanRecord[];
/** The three add-ons, from the domain's fallback list so that seeded and fallback add-ons agree. */
export declare function demoAddOns(now: Date): AddOnRecord[];
