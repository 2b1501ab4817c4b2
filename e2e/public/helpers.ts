// Shared steps of the public-site browser tests: the catalogue as the api serves it and saved quotes.
import {
  classifyDevice,
  plansFromResponse,
  type DevicePricing,
  type DisplayPlan,
} from '@protect/domain';
import { createAccount, uniqueEmail } from '../support/accounts';
import { baseUrl } from '../support/browser';

async function getJson<T>(path: string, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The plans as the web shows them on the quote page (domain normalisation of GET /api/plans). */
export async function catalogPlans(): Promise<DisplayPlan[]> {
  return plansFromResponse(await getJson<unknown>('/api/plans'), 'quote').filter((p) => p.isActive);
}

/** The phones of GET /api/device-pricing (classified by the domain rule). */
export async function catalogPhones(): Promise<DevicePricing[]> {
  const { devices } = await getJson<{ devices: DevicePricing[] }>('/api/device-pricing');
  return devices.filter((d) => d.is_active !== false && classifyDevice(d.device_model) === 'phone');
}

/** The tablets of GET /api/device-pricing (classified by the domain rule). */
export async function catalogTablets(): Promise<DevicePricing[]> {
  const { devices } = await getJson<{ devices: DevicePricing[] }>('/api/device-pricing');
  return devices.filter(
    (d) => d.is_active !== false && classifyDevice(d.device_model) === 'tablet',
  );
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
