// The claims page (/customer/claims) against the local stack: a customer with a device registered
// through the api files a screen-damage claim with photos and finds it, photos and all, in 'Your Claims';
// a theft claim asks for the police report number; the required-field message is the spec's; a customer
// with no devices is shown how to add one.
import type { Page, Response } from '@playwright/test';
import {
  CLAIM_MESSAGES,
  type DevicePricing,
  type Plan,
  type UserClaimsAnswer,
} from '@protect/domain';
import { idTokenFor, createCustomer } from '../support/accounts';
import { DESKTOP, PHONE, baseUrl, seriousA11yViolations } from '../support/browser';
import { expect, test } from '../support/test';
import { pngFile } from '../support/photos';
import { appStarted, settledPath, toastText } from '../support/pages';
import { basicPlanAndPhone, registerDeviceThroughApi } from '../support/subscriptions';

test.describe.configure({ timeout: 150_000 });

let basic: Plan;
let phone: DevicePricing;

test.beforeAll(async () => {
  ({ basic, phone } = await basicPlanAndPhone());
});

interface Claimant {
  email: string;
  password: string;
  token: string;
  uid: string;
  deviceLabel: string;
}

/** A verified customer who registered the test phone on the Basic plan through the api (covered today). */
async function claimant(label: string): Promise<Claimant> {
  const { email, password } = await createCustomer(label);
  const token = await idTokenFor(email, password);
  const answer = await registerDeviceThroughApi(token, { plan: basic, device: phone });
  return {
    email,
    password,
    token,
    uid: answer.subscription.user_id,
    deviceLabel: `${answer.device.brand} ${answer.device.model}`,
  };
}

async function claimsOf(who: Claimant) {
  const res = await fetch(`${baseUrl()}/api/claims/user/${encodeURIComponent(who.uid)}`, {
    headers: { Authorization: `Bearer ${who.token}` },
  });
  if (!res.ok) throw new Error(`GET claims: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as UserClaimsAnswer).claims;
}

async function openClaims(page: Page): Promise<void> {
  await page.goto('/customer/claims');
  await appStarted(page);
  await page.getByRole('heading', { name: 'Submit a Claim' }).waitFor();
}

/** Waits for the form: the first api call may start a cold api instance of the Functions emulator. */
async function claimForm(page: Page) {
  const form = page.getByRole('form', { name: 'Claim form' });
  await form.waitFor({ timeout: 60_000 });
  return form;
}

async function chooseClaimType(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: /Claim type/ }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Today as the browser's (and this machine's) calendar reads it. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

test.describe('claims page', () => {
  test('when a covered customer files a screen-damage claim with two photos, then the dashboard follows and Your Claims shows it with its photos from /api/files', async ({
    openPageAs,
  }) => {
    const who = await claimant('claim-screen');
    const { page } = await openPageAs(who, PHONE);
    await openClaims(page);
    await claimForm(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('combobox', { name: /Device/ }).click();
    await page.getByRole('option', { name: new RegExp(`^${who.deviceLabel}`) }).click();
    await chooseClaimType(page, 'screen damage');
    expect(await page.getByLabel(/Police report number/).count()).toBe(0);
    await page.getByLabel(/Description/).fill('Dropped it on the pavement; the screen is cracked.');
    await page.getByLabel(/Incident date/).fill(today());
    await page.getByLabel(/Estimated repair cost/).fill('129.99');
    // Three chosen, one removed: two go with the claim.
    await page
      .getByTestId('claim-photos-input')
      .setInputFiles([pngFile('front.png'), pngFile('back.png'), pngFile('extra.png')]);
    const chosen = page.getByRole('list', { name: 'Chosen photos' }).getByRole('img');
    await chosen.nth(2).waitFor();
    await page.getByRole('button', { name: 'Remove photo 3' }).click();
    await chosen.nth(2).waitFor({ state: 'detached' });
    expect(await chosen.count()).toBe(2);

    await page.getByRole('button', { name: 'Submit Claim' }).click();
    await toastText(page, CLAIM_MESSAGES.submitted);
    expect(await settledPath(page, '/customer/dashboard')).toBe('/customer/dashboard');

    const [stored] = await claimsOf(who);
    expect(stored).toMatchObject({
      claim_type: 'screen_damage',
      status: 'pending',
      incident_date: today(),
      estimated_repair_cost: 129.99,
      police_report_number: null,
    });
    expect(stored?.photo_urls).toHaveLength(2);

    // Back on the claims page, the photos are fetched from /api/files with the customer's token.
    const fileAnswers: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/files/')) fileAnswers.push(response);
    });
    await page.goto('/customer/claims');
    await page.getByRole('heading', { name: 'Your Claims' }).waitFor({ timeout: 60_000 });
    const item = page.getByTestId('claim-item').first();
    await item.getByRole('heading', { name: who.deviceLabel }).waitFor();
    expect(await item.getByTestId('claim-type').textContent()).toBe('screen damage');
    expect(await item.getByTestId('claim-status').textContent()).toBe('pending');
    await item.getByText(stored?.claim_number ?? 'no claim number', { exact: true }).waitFor();
    await item.getByText('the screen is cracked', { exact: false }).waitFor();
    const shown = item.getByTestId('claim-photo');
    await shown.nth(1).waitFor();
    expect(await shown.count()).toBe(2);
    for (const img of await shown.all()) {
      expect(await img.getAttribute('src')).toMatch(/^blob:/);
      expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1);
    }
    expect(fileAnswers.every((r) => r.status() === 200)).toBe(true);
    const fetched = new Set(fileAnswers.map((r) => new URL(r.url()).pathname));
    expect([...fetched].sort()).toEqual([...(stored?.photo_urls ?? [])].sort());
  });

  test('when the claim type is theft, then the police report number is asked for and required', async ({
    openPageAs,
  }) => {
    const who = await claimant('claim-theft');
    const { page } = await openPageAs(who, DESKTOP);
    await openClaims(page);
    await claimForm(page);
    expect(await page.getByLabel(/Police report number/).count()).toBe(0);
    await chooseClaimType(page, 'theft');
    await page.getByLabel(/Police report number/).waitFor();
    await page.getByLabel(/Description/).fill('Taken from my bag on the train.');
    await page.getByLabel(/Incident date/).fill(today());
    await page.getByRole('button', { name: 'Submit Claim' }).click();
    await page.getByText(CLAIM_MESSAGES.policeReportRequired).waitFor();
    await chooseClaimType(page, 'water damage');
    await page.getByLabel(/Police report number/).waitFor({ state: 'detached' });
    expect(await claimsOf(who)).toEqual([]);
  });

  test('when the form is sent empty, then the spec required-field message is shown and nothing is filed', async ({
    openPageAs,
  }) => {
    const who = await claimant('claim-empty');
    const { page } = await openPageAs(who, DESKTOP);
    await openClaims(page);
    await claimForm(page);
    await page.getByRole('button', { name: 'Submit Claim' }).click();
    // Claim type, description and incident date (the only device is chosen already).
    const required = page.getByText(CLAIM_MESSAGES.required, { exact: true });
    await required.first().waitFor();
    expect(await required.count()).toBe(3);
    expect(await claimsOf(who)).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/customer/claims');
  });

  test('when the incident is before the coverage started, then the api refusal is shown on the date and nothing is filed', async ({
    openPageAs,
  }) => {
    const who = await claimant('claim-early');
    const { page } = await openPageAs(who, DESKTOP);
    await openClaims(page);
    await claimForm(page);
    await chooseClaimType(page, 'water damage');
    await page.getByLabel(/Description/).fill('Fell into the sink.');
    // The device was registered today: three days ago is before its coverage in every time zone.
    const early = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await page
      .getByLabel(/Incident date/)
      .fill(`${early.getFullYear()}-${pad(early.getMonth() + 1)}-${pad(early.getDate())}`);
    await page.getByRole('button', { name: 'Submit Claim' }).click();
    await toastText(page, CLAIM_MESSAGES.incidentBeforeCoverage);
    await page
      .getByRole('form', { name: 'Claim form' })
      .getByText(CLAIM_MESSAGES.incidentBeforeCoverage)
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/customer/claims');
    expect(await claimsOf(who)).toEqual([]);
  });

  test('when a customer has no devices, then the page offers to add one instead of an error', async ({
    openPageAs,
  }) => {
    const { email, password } = await createCustomer('claim-none');
    const { page } = await openPageAs({ email, password }, PHONE);
    await openClaims(page);
    const empty = page.getByTestId('claims-no-devices');
    await empty.waitFor({ timeout: 60_000 });
    const add = empty.getByRole('link', { name: 'Add New Device' });
    expect(await add.getAttribute('href')).toBe('/register-device');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Your Claims' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
