// Shared steps of the public-site browser tests: the catalogue as the api serves it, accounts made
// directly in the Auth emulator, ID tokens for api checks, and toast reading.
import type { Page } from 'playwright-core';
import { classifyDevice, plansFromResponse, type DevicePricing, type DisplayPlan } from '@protect/domain';
import { authEmulatorHost, projectId } from '../support/auth-emulator';
import { baseUrl } from '../support/browser';

let counter = 0;

/** An address no other test (or earlier run) has used. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
}

async function getJson<T>(path: string, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
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
  return devices.filter((d) => d.is_active !== false && classifyDevice(d.device_model) === 'tablet');
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

/** Creates a verified customer in the Auth emulator (`Bearer owner` is the emulator's admin credential). */
export async function createCustomer(label: string): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(label);
  const password = 'Quote123!';
  const res = await fetch(`http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${projectId()}/accounts`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, displayName: 'Quinn Quote', emailVerified: true }),
  });
  if (!res.ok) throw new Error(`Creating ${email}: HTTP ${res.status} ${await res.text()}`);
  return { email, password };
}

/** An ID token for e-mail and password, from the Auth emulator's sign-in endpoint. */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const res = await fetch(`http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`Signing in ${email}: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { idToken: string }).idToken;
}

/** Signs in through the login page as a person would, and waits to leave it. */
export async function signInThroughLoginPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
}

/** Waits for a toast containing `text` (notistack, top right). */
export async function toast(page: Page, text: string, timeout = 15_000): Promise<void> {
  await page.locator('.notistack-SnackbarContainer').getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout });
}
