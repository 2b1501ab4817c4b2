// The api contract: the JSON each route answers, in the spec's field names, money in dollars.
// functions/src/presenters.ts makes these from the stored records (catalogue.ts, cents); the web reads
// them once, in web/src/api/, and turns them back into the cent shapes. Exact: what is required is there.
import type { AddOnIcon, AddOnType, ColorScheme } from './catalogue';
import type { DeviceType } from './devices';
import type { SessionUser } from './roles';
import type { CustomerDeviceWire } from './wire-subscriptions';

/** A dollar amount as it travels in JSON, with at most 2 decimals (19.99). */
export type Dollars = number;

/** ISO-8601 timestamp string as it travels in JSON. */
export type IsoDateString = string;

/**
 * A deductible on the wire, as the spec has it: a dollar amount, or the label of a peril the plan does
 * not cover ('No Coverage'). A label is never a number written as text.
 */
export type DeductibleWire = number | string;

/** A plan of GET /api/plans and the admin plan routes (spec 01 section 3, spec 02 section 3). */
export interface PlanWire {
  id: number;
  name: string;
  description: string;
  /** 'basic' is priced per device from device pricing. */
  plan_type: string;
  monthly_price: Dollars | null;
  original_price: Dollars | null;
  /** The same as monthly_price (the spec names both). */
  price: Dollars | null;
  is_price_range: boolean;
  price_min: Dollars | null;
  price_max: Dollars | null;
  savings_text: string;
  promotion_text: string;
  is_popular: boolean;
  is_active: boolean;
  color_scheme: ColorScheme;
  display_order: number;
  duration_months: number;
  features: string[];
  feature_categories: Record<string, string[]>;
  deductible_screen: DeductibleWire;
  deductible_back_glass: DeductibleWire;
  deductible_theft: DeductibleWire;
  /** Above 10 means unlimited. */
  claim_limit: number;
  coverage_limit: Dollars;
  updated_at: IsoDateString;
}

/** An optional monthly add-on of GET /api/addons and the admin add-on routes. */
export interface AddOnWire {
  id: string;
  name: string;
  description: string;
  monthly_price: Dollars;
  addon_type: AddOnType | null;
  icon_name: AddOnIcon;
  color_scheme: ColorScheme;
  display_order: number;
  is_popular: boolean;
  is_active: boolean;
  features: string[];
  updated_at: IsoDateString;
}

/** A per-device price record of GET /api/device-pricing and the admin device pricing routes. */
export interface DevicePricingWire {
  id: string;
  device_brand: string;
  device_model: string;
  /** phone or tablet, classified from the model name (spec 01 section 9). */
  device_type: DeviceType;
  device_value: Dollars;
  /** The monthly price of a basic plan for this device. */
  plan_price: Dollars;
  deductible_screen: Dollars;
  deductible_back_glass: Dollars;
  deductible_theft: Dollars;
  is_active: boolean;
  created_at: IsoDateString;
  updated_at: IsoDateString;
}

/** A quote saved by POST /api/quotes, as the server priced it (spec 01 section 3 Quote). */
export interface QuoteWire {
  id: string;
  deviceType: DeviceType;
  devicePricingId: string;
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
  /** (original - monthly) x 12 when the plan shows an original price above its price, else 0. */
  savingsPerYear: Dollars;
  savingsText: string | null;
  deductibles: { screen: DeductibleWire; backGlass: DeductibleWire; theft: DeductibleWire };
  claimLimit: number;
  coverageLimit: Dollars;
  /** The plan's own feature lines when the quote was saved. */
  planFeatures: string[];
  imei: string;
  userId: string;
  userEmail: string;
  /** 'approved' once paid. */
  status: 'pending' | 'approved';
  createdAt: IsoDateString;
}

export interface PlansAnswer {
  success: true;
  plans: PlanWire[];
}

export interface AddOnsAnswer {
  success: true;
  addons: AddOnWire[];
}

export interface DevicePricingAnswer {
  success: true;
  devices: DevicePricingWire[];
}

export interface SaveQuoteAnswer {
  success: true;
  message: string;
  quote: QuoteWire;
}

export interface QuotesAnswer {
  success: true;
  quotes: QuoteWire[];
}

/** GET /api/health: `firestore` only for the deep check (`?deep=1`), which answers 503 when it fails. */
export interface HealthAnswer {
  status: 'ok' | 'unavailable';
  firestore?: 'ok' | 'unavailable';
}

/** An answer that only says what happened (contact sent, registration stored, record deleted). */
export interface MessageAnswer {
  success: true;
  message: string;
}

export interface SessionUserAnswer {
  success: true;
  user: SessionUser;
}

/** The customer profile of GET/PUT /api/customers/profile/{email} (spec 02 section 3). */
export interface CustomerProfileWire {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  registrationDate: IsoDateString;
  role: 'customer' | 'admin';
  /** The customer's registered devices, newest first (the PUT answer leaves them out: empty). */
  devices: CustomerDeviceWire[];
}

export interface CustomerProfileAnswer {
  success: true;
  message: string;
  data: CustomerProfileWire;
}

/** The admin catalogue routes' answer after a change: what happened and the record as it now is. */
export interface PlanChangeAnswer {
  success: true;
  message: string;
  plan: PlanWire;
}

export interface AddOnChangeAnswer {
  success: true;
  message: string;
  addon: AddOnWire;
}

export interface DevicePricingChangeAnswer {
  success: true;
  message: string;
  device: DevicePricingWire;
}
