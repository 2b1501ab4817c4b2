// The admin dashboard's Subscriptions and Users tabs against the local stack, signed in as the seeded admin:
// a new customer's subscription is set paused from the Manage modal (toast, badge) and back to active;
// Export Users CSV downloads a file whose first line is the header row; failures read as spec 02 section 8
// words them (list, export, the modal's read and change); on a 390 px phone the list tabs keep the page's
// width (their tables scroll in their own frame).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  type AdminSubscriptionStatus,
  type DevicePricing,
  type Plan,
  adminSubscriptionActionLabel,
  priceSubscription,
  subscriptionStatusUpdatedMessage,
} from '@protect/domain';
import { DEMO_ADMIN } from '../../emulators/seed/demo-accounts';
import { idTokenFor, createCustomer } from '../support/accounts';
import { DESKTOP } from '../support/browser';
import { expect, test } from '../support/test';
import { appStarted, toastText } from '../support/pages';
import { registerDeviceThroughApi } from '../support/subscriptions';
import { catalogPhones, catalogPlans } from '../support/catalogue';

test.describe.configure({ timeout: 180_000 });

const PHONE_390 = { width: 390, height: 844 };

let basic: Plan;
let phone: DevicePricing;

test.beforeAll(async () => {
  const found = (await catalogPlans()).find((p) => p.planType === 'basic');
  if (!found) throw new Error('The seeded catalogue has no basic plan');
  basic = found;
  const priced = (await catalogPhones()).find((p) => priceSubscription(basic, p, []) !== null);
  if (!priced) throw new Error('The seeded device pricing has no phone the basic plan prices');
  phone = priced;
});

async function openTab(page: Page, tab: string): Promise<void> {
  await page.goto(`/admin/dashboard?tab=${tab}`);
  await appStarted(page);
  await page.getByRole('heading', { name: 'Welcome, Admin' }).waitFor();
}

async function setStatus(page: Page, subscriptionId: string, to: AdminSubscriptionStatus) {
  const row = page.locator(`[data-subscription-id="${subscriptionId}"]`);
  await row.getByRole('button', { name: /^Manage/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Subscription' });
  // The current status is the one action that cannot be chosen.
  const current = to === 'paused' ? 'active' : 'paused';
  await dialog.getByRole('button', { name: adminSubscriptionActionLabel(current) }).waitFor();
  expect(
    await dialog.getByRole('button', { name: adminSubscriptionActionLabel(current) }).isDisabled(),
  ).toBe(true);
  await dialog.getByRole('button', { name: adminSubscriptionActionLabel(to) }).click();
  await toastText(page, subscriptionStatusUpdatedMessage(to));
  await dialog.waitFor({ state: 'detached' });
  await row.getByTestId('subscription-status').getByText(to, { exact: true }).waitFor();
}

test.describe('admin dashboard: subscriptions and users tabs', () => {
  test('when the admin sets a new subscription paused from Manage, then the toast and badge say paused, and it can be set active again', async ({
    openAdminPage,
  }) => {
    const customer = await createCustomer('admin-subs');
    const token = await idTokenFor(customer.email, customer.password);
    const registered = await registerDeviceThroughApi(token, { plan: basic, device: phone });
    const subscriptionId = registered.subscription.id;

    const { page } = await openAdminPage(DESKTOP);
    await openTab(page, 'subscriptions');
    const row = page.locator(`[data-subscription-id="${subscriptionId}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain(customer.email);
    await row.getByTestId('subscription-status').getByText('active', { exact: true }).waitFor();

    await setStatus(page, subscriptionId, 'paused');
    await setStatus(page, subscriptionId, 'active');

    // What the customer's own api says afterwards.
    const res = await fetch(`${new URL(page.url()).origin}/api/subscriptions/${subscriptionId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await res.json()) as { subscription: { status: string } }).subscription.status).toBe(
      'active',
    );
  });

  test('when the admin presses Export Users CSV on the users tab, then a CSV downloads whose first line is the header row', async ({
    openAdminPage,
  }) => {
    const { page } = await openAdminPage(DESKTOP);
    await openTab(page, 'users');
    await page.getByTestId('admin-user-row').first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Users CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^users.*\.csv$/);
    const file = await download.path();
    const text = await readFile(file, 'utf8');
    const [header = '', ...rows] = text.split(/\r?\n/);
    expect(header.toLowerCase()).toContain('email');
    expect(header).not.toContain('@');
    expect(rows.filter((line) => line !== '').length).toBeGreaterThan(0);
    expect(text).toContain(DEMO_ADMIN.email);
  });

  test('when a list or an export fails, then the tab reads "{Resource} HTTP {status}" with Retry, the export toasts "Export failed ({status})" and Manage reads "Failed to fetch subscription {status}" and "Failed to update status {status}"', async ({
    openAdminPage,
  }) => {
    const { page } = await openAdminPage(DESKTOP);
    let failList = true;
    await page.route('**/api/admin/payments*', (route) =>
      failList ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
    );
    await page.route('**/api/admin/export-payments', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
    );
    await openTab(page, 'payments');
    await page.getByText('Payments HTTP 503').waitFor();
    failList = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('admin-payment-row').first().waitFor();
    expect(await page.getByText('Payments HTTP 503').count()).toBe(0);

    await page.getByRole('button', { name: 'Export CSV' }).click();
    await toastText(page, 'Export failed (500)');

    // The Manage modal: a failed read, then (read again) a refused change.
    let failRead = true;
    await page.route(/\/api\/admin\/subscriptions\/[^/?]+$/, (route) =>
      failRead ? route.fulfill({ status: 404, body: '' }) : route.fallback(),
    );
    await page.route(/\/api\/admin\/subscriptions\/[^/?]+\/status$/, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Changed meanwhile' }),
      }),
    );
    await page.getByRole('tab', { name: 'Subscriptions' }).click();
    await page.getByTestId('admin-subscription-row').first().getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Manage Subscription' });
    await dialog.getByText('Failed to fetch subscription 404').waitFor();
    failRead = false;
    await dialog.getByRole('button', { name: 'Retry' }).click();
    const current = await dialog.getByTestId('subscription-status').innerText();
    const other = current.toLowerCase() === 'paused' ? 'active' : 'paused';
    await dialog.getByRole('button', { name: adminSubscriptionActionLabel(other) }).click();
    await toastText(page, 'Failed to update status 409');
    await dialog.getByText('Changed meanwhile').waitFor();
  });

  test('when each list tab opens on a 390 px phone, then the page keeps its width', async ({
    openAdminPage,
  }) => {
    const { page } = await openAdminPage(PHONE_390);
    await openTab(page, 'users');
    for (const tab of ['users', 'subscriptions', 'claims', 'payments']) {
      await page.goto(`/admin/dashboard?tab=${tab}`);
      await appStarted(page);
      await page.locator('table tbody tr').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect({ tab, width }).toEqual({ tab, width: 390 });
    }
  });
});
