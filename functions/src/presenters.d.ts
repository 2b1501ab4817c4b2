import { type AddOn, type Deductible, type DevicePricing, type Plan, type Quote } from '@protect/domain';
import type { AddOnRecord } from './repositories/addons';
import type { DevicePricingRecord } from './repositories/device-pricing';
import type { PlanRecord } from './repositories/plans';
import type { QuoteRecord } from './repositories/quotes';
import type { UserRecord } from './repositories/users';
/** An amount travels as dollars, a text deductible ('No Coverage') as text. */
export declare function deductibleToWire(deductible: Deductible): number | string;
export type PlanWire = Plan & {
    id: number;
};
export declare function planToWire(plan: PlanRecord): PlanWire;
export type AddOnWire = AddOn & {
    id: string;
};
export declare function addOnToWire(addOn: AddOnRecord): AddOnWire;
export type DevicePricingWire = DevicePricing & {
    id: string;
    device_value: number;
    plan_price: number;
    /** phone or tablet, classified from the model name (spec 01 section 9). */
    device_type: 'phone' | 'tablet';
};
export declare function devicePricingToWire(record: DevicePricingRecord): DevicePricingWire;
export type QuoteWire = Quote & {
    id: string;
    devicePricingId: string;
    status: string;
    planId: string;
};
export declare function quoteToWire(quote: QuoteRecord): QuoteWire;
/** The customer profile answer of GET /api/customers/profile/{email} (spec 02 section 3). */
export interface CustomerProfileWire {
    name: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    state: string;
    zipCode: string;
    registrationDate: string;
    role: string;
    devices: unknown[];
}
export declare function profileToWire(user: UserRecord, devices?: unknown[]): CustomerProfileWire;
