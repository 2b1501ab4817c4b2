// The catalogue as the api serves it, read into the domain's cent shapes, and saved quotes: for the tests
// that price what a page should show with the domain's own rules.
import {
  type AddOn,
  type AddOnsAnswer,
  type DevicePricing,
  type DevicePricingAnswer,
  type Plan,
  type PlansAnswer,
  type QuoteWire,
  addOnFromWire,
  classifyDevice,
  devicePricingFromWire,
  planFromWire,
} from '@protect/domain';
import { baseUrl } from './browser';

async function getJson<T>(path: string, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
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
