// Shared steps of the public-site browser tests: the catalogue as the api serves it and saved quotes.
import {
  classifyDevice,
  type DevicePricing,
  type DevicePricingAnswer,
  type Plan,
  type PlansAnswer,
} from '@protect/domain';
import { devicePricingFromWire, planFromWire } from '../../web/src/api/catalogue-from-wire';
import { displayPlans } from '../../web/src/lib/catalogue-display';
import { createAccount, uniqueEmail } from '../support/accounts';
import { baseUrl } from '../support/browser';

async function getJson<T>(path: string, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The active plans of GET /api/plans in display order, read as the web reads them. */
export async function catalogPlans(): Promise<Plan[]> {
  const { plans } = await getJson<PlansAnswer>('/api/plans');
  return displayPlans(plans.map(planFromWire), 'quote');
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

export interface SavedQuoteWire {
  id: string;
  devicePricingId?: string;
  deviceModel: string;
  planId: string;
  monthlyPrice: number;
  imei?: string;
  createdAt: string;
}

/** GET /api/quotes as the given user. */
export async function quotesOf(idToken: string): Promise<SavedQuoteWire[]> {
  const body = await getJson<{ quotes: SavedQuoteWire[] }>('/api/quotes', idToken);
  return body.quotes;
}

/** Creates a verified customer with a password, ready to sign in. */
export async function createCustomer(label: string): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(label);
  const password = 'Quote123!';
  await createAccount({ email, password, displayName: 'Quinn Quote', emailVerified: true });
  return { email, password };
}
