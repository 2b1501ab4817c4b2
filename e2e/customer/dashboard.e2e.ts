// The customer dashboard (/customer/dashboard) against the local stack: the seeded demo customer files a
// claim with two photos and finds it on the dashboard's Claims tab; the profile edit survives a reload; a
// customer with no devices sees empty states, an account without a profile the error screen; the
// subscription management modal leads to the subscription page with changePlan.
import type { Page, Response } from '@playwright/test';
import {
  CLAIM_MESSAGES,
  NO_SUBSCRIPTIONS_ON_HOME,
  PROFILE_MESSAGES,
  type UserClaimsAnswer,
} from '@protect/domain';
import { DEMO_CUSTOMER } from '../../emulators/seed/demo-accounts';
import { idTokenFor, createCustomer, registeredCustomer } from '../support/accounts';
import { DESKTOP, PHONE, baseUrl, seriousA11yViolations } from '../support/browser';
import { expect, test } from '../support/test';
import { pngFile } from '../support/photos';
import { appStarted, settledPath, toastText } from '../support/pages';
import { planOfType, registerDeviceThroughApi } from '../support/subscriptions';
import { catalogPhones, catalogPlans } from '../support/catalogue';

test.describe.configure({ timeout: 180_000 });

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const customerWithProfile = (label: string) =>
  registeredCustomer(label, { firstName: 'Dana', lastName: 'Dashboard' });

/** Opens the dashboard (signed in already); the first api call may start a cold instance of the api. */
async function openDashboard(page: Page, query = ''): Promise<void> {
  await page.goto(`/customer/dashboard${query}`);
  await appStarted(page);
}

async function dashboardLoaded(page: Page): Promise<void> {
  await page.getByRole('tablist', { name: 'Dashboard sections' }).waitFor({ timeout: 60_000 });
}

test.describe('customer dashboard', () => {
  test('when the demo customer files a screen-damage claim with two photos, then the dashboard Claims tab shows it with its photos from /api/files', async ({
    openPageAs,
  }) => {
    const { page } = await openPageAs(DEMO_CUSTOMER, PHONE);
    await openDashboard(page);
    await dashboardLoaded(page);
    expect(await page.getByTestId('stat-coverage').textContent()).toBe('Active');
    const card = page.getByTestId('subscription-card').first();
    await card.getByRole('heading', { name: /iPhone 16/ }).waitFor();
    expect(await card.getAttribute('data-status')).toBe('active');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'File New Claim' }).first().click();
    const form = page.getByRole('form', { name: 'Claim form' });
    await form.waitFor({ timeout: 60_000 });
    await page.getByRole('combobox', { name: /Device/ }).click();
    await page.getByRole('option', { name: /iPhone 16/ }).click();
    await page.getByRole('combobox', { name: /Claim type/ }).click();
    await page.getByRole('option', { name: 'screen damage', exact: true }).click();
    await page.getByLabel(/Description/).fill('Dashboard test: the screen cracked in a fall.');
    await page.getByLabel(/Incident date/).fill(today());
    await page
      .getByTestId('claim-photos-input')
      .setInputFiles([pngFile('front.png'), pngFile('back.png')]);
    await page.getByRole('list', { name: 'Chosen photos' }).getByRole('img').nth(1).waitFor();
    await page.getByRole('button', { name: 'Submit Claim' }).click();
    await toastText(page, CLAIM_MESSAGES.submitted);
    expect(await settledPath(page, '/customer/dashboard')).toBe('/customer/dashboard');

    const fileAnswers: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/files/')) fileAnswers.push(response);
    });
    await dashboardLoaded(page);
    await page.getByRole('tab', { name: 'Claims' }).click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('claims');
    const item = page.getByTestId('claim-item').first();
    await item.getByText('the screen cracked in a fall', { exact: false }).waitFor();
    expect(await item.getByTestId('claim-status').textContent()).toBe('pending');
    const shown = item.getByTestId('claim-photo');
    await shown.nth(1).waitFor();
    expect(await shown.count()).toBe(2);
    for (const img of await shown.all())
      expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1);
    expect(fileAnswers.length).toBeGreaterThanOrEqual(2);
    expect(fileAnswers.every((r) => r.status() === 200)).toBe(true);

    // What the api holds agrees: the newest claim is this one, with two stored photos.
    const token = await idTokenFor(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const uid = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
      .user_id as string;
    const res = await fetch(`${baseUrl()}/api/claims/user/${uid}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [newest] = ((await res.json()) as UserClaimsAnswer).claims;
    expect(newest?.description).toContain('the screen cracked in a fall');
    expect(newest?.photo_urls).toHaveLength(2);
  });

  test('when a customer edits the profile and saves, then the change is stored and survives a reload, and the e-mail cannot be edited', async ({
    openPageAs,
  }) => {
    const who = await customerWithProfile('dash-profile');
    const { page } = await openPageAs(who, DESKTOP);
    await openDashboard(page, '?tab=profile');
    const save = page.getByRole('button', { name: 'Save Changes' });
    await save.waitFor({ timeout: 60_000 });
    const email = page.getByLabel('Email');
    expect(await email.inputValue()).toBe(who.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();

    await page.getByLabel('Phone').fill('555-0199');
    await page.getByLabel('City').fill('  Chicago ');
    await page.getByLabel('State').selectOption('NY');
    await save.click();
    await toastText(page, PROFILE_MESSAGES.saved);

    await page.reload();
    await appStarted(page);
    await page.getByRole('button', { name: 'Save Changes' }).waitFor({ timeout: 60_000 });
    expect(await page.getByLabel('Phone').inputValue()).toBe('555-0199');
    expect(await page.getByLabel('City').inputValue()).toBe('Chicago');
    expect(await page.getByLabel('State').inputValue()).toBe('NY');
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Dana Dashboard');
  });

  test('when a customer has no devices, then every tab shows its empty state and nothing is an error', async ({
    openPageAs,
  }) => {
    const who = await customerWithProfile('dash-empty');
    const { page } = await openPageAs(who, PHONE);
    await openDashboard(page);
    await dashboardLoaded(page);
    expect(await page.getByTestId('stat-coverage').textContent()).toBe('Inactive');
    expect(await page.getByTestId('stat-total-payments').textContent()).toBe('$0.00');
    expect(await page.getByTestId('no-subscriptions').textContent()).toContain(
      NO_SUBSCRIPTIONS_ON_HOME,
    );
    for (const [tab, empty] of [
      ['My Devices', 'devices-empty'],
      ['Claims', 'claims-empty'],
      ['Payments', 'payments-empty'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByTestId(empty).waitFor();
    }
    expect(await page.getByTestId('dashboard-error').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('when a signed-in account has no customer profile, then Error Loading Dashboard offers Complete Registration and Retry', async ({
    openPageAs,
  }) => {
    const { email, password } = await createCustomer('dash-noprofile');
    const { page } = await openPageAs({ email, password }, DESKTOP);
    await openDashboard(page);
    const error = page.getByTestId('dashboard-error');
    await error.waitFor({ timeout: 60_000 });
    await error.getByText('Error Loading Dashboard').waitFor();
    await error.getByText(PROFILE_MESSAGES.notFound).waitFor();
    expect(
      await error.getByRole('link', { name: 'Complete Registration' }).getAttribute('href'),
    ).toBe('/register');
    await error.getByRole('button', { name: 'Retry' }).waitFor();
  });

  test('when a customer opens Manage on a subscription, then the modal shows the plans priced for the device and leads to the subscription page', async ({
    openPageAs,
  }) => {
    const who = await customerWithProfile('dash-manage');
    const plans = await catalogPlans();
    const basic = planOfType(plans, 'basic');
    const premium = planOfType(plans, 'premium');
    const [phone] = await catalogPhones();
    if (!phone) throw new Error('The seeded catalogue has no phone');
    const registered = await registerDeviceThroughApi(who.token, { plan: basic, device: phone });
    const { page } = await openPageAs(who, DESKTOP);
    await openDashboard(page);
    await dashboardLoaded(page);
    expect(await page.getByTestId('stat-devices').textContent()).toBe('1');
    await page
      .getByRole('button', { name: /^Manage subscription for/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /Manage Subscription/ });
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: 'Available Plans' }).waitFor();
    const current = dialog.getByTestId('available-plan').filter({ hasText: 'Current' });
    await current.getByText(basic.name).waitFor();
    await dialog.getByRole('heading', { name: 'Billing Information' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).waitFor();
    const update = dialog.getByRole('link', { name: 'Update Payment Method' });
    expect(await update.getAttribute('href')).toBe(
      `/customer/subscription/${registered.subscription.id}?step=payment`,
    );
    await dialog.getByRole('link', { name: `Switch to ${premium.name}` }).click();
    expect(await settledPath(page, `/customer/subscription/${registered.subscription.id}`)).toBe(
      `/customer/subscription/${registered.subscription.id}`,
    );
    expect(new URL(page.url()).searchParams.get('changePlan')).toBe(String(premium.id));
    await page.getByText('Update Your Plan').waitFor({ timeout: 60_000 });
  });
});
