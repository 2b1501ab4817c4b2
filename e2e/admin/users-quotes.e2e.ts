// /admin/users, /admin/user/{id} and /admin/quotes against the local stack, signed in as the seeded admin:
// a new customer is found by the e-mail search, their page shows the e-mail, the role and the registered
// device, and Delete (after 'Are you sure you want to delete this user?') says 'User deleted successfully.'
// and removes the row and the sign-in account; the deleted user's page then says 'User not found'. A saved
// quote is found by e-mail and deleted the same way ('Quote deleted successfully'). Refusals and failures
// read as spec 02 section 8 words them, and each page keeps a 390 px phone's width
// without serious axe violations. The quotes export downloads quotes-{date}.csv.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  ADMIN_LIST_MESSAGES,
  ADMIN_MESSAGES,
  type DevicePricing,
  type Plan,
  type SaveQuoteAnswer,
  dollarsToCents,
  formatCents,
  priceCustomDevice,
  priceSubscription,
} from '@protect/domain';
import { DEMO_ADMIN } from '../../emulators/seed/demo-accounts';
import { accountExists, idTokenFor, createCustomer, registeredCustomer } from '../support/accounts';
import { DESKTOP, PHONE, baseUrl, seriousA11yViolations } from '../support/browser';
import { expect, test } from '../support/test';
import { appStarted, holdSessionRestore } from '../support/pages';
import { shot } from '../support/screenshots';
import { registerDeviceThroughApi } from '../support/subscriptions';
import { catalogPhones, catalogPlans, quotesOf } from '../support/catalogue';

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

const customerWithProfile = (label: string) =>
  registeredCustomer(label, { firstName: 'Uma', lastName: 'Userlist' });

/** A quote saved through POST /api/quotes as the customer of `token`. */
async function savedQuote(token: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/quotes`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ deviceType: 'phone', deviceModel: phone.id, planId: String(basic.id) }),
  });
  if (res.status !== 201)
    throw new Error(`POST /api/quotes: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as SaveQuoteAnswer).quote.id;
}

async function openAsAdmin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appStarted(page);
}

/**
 * Types into the page's e-mail search and waits for the searched list's answer (the unsearched list, newest
 * first, may already show the row) and then for `rowSelector`.
 */
async function search(page: Page, text: string, rowSelector: string): Promise<void> {
  const searched = page.waitForResponse(
    (res) => new URL(res.url()).searchParams.get('search') === text && res.ok(),
    { timeout: 30_000 },
  );
  await page.getByRole('searchbox', { name: 'Search by email' }).fill(text);
  await searched;
  await page.locator(rowSelector).first().waitFor({ timeout: 30_000 });
}

/** Presses Delete in `row`, checks the question and confirms. */
async function confirmDelete(page: Page, row: ReturnType<Page['locator']>, question: string) {
  await row.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(question, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

const outcome = (page: Page) => page.getByTestId('action-outcome');

test.describe('admin users, user details and quotes pages', () => {
  test('when the session is still being restored, then a user\'s page already shows "User Details" and "All users" above "Checking authentication...", and its answer once the session is back', async ({
    openAdminPage,
  }) => {
    const { page } = await openAdminPage(PHONE);
    const release = await holdSessionRestore(page);
    await page.goto('/admin/user/no-such-user');

    await page.getByText('Checking authentication...').waitFor();
    await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All users' })).toBeVisible();
    expect(await page.title()).toBe('User Details | DeviceProtect');
    await shot(page, 'admin-user-session-restoring');

    release();
    await page.getByTestId('admin-user-not-found').waitFor({ timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toHaveCount(1);
    await shot(page, 'admin-user-session-restored');
  });

  test('when the admin searches a new customer, views them and deletes them after the confirmation, then the page shows their e-mail and device, and the alert says "User deleted successfully."', async ({
    openAdminPage,
  }) => {
    const customer = await customerWithProfile('admin-users');
    const registered = await registerDeviceThroughApi(customer.token, {
      plan: basic,
      device: phone,
    });
    const { page } = await openAdminPage(DESKTOP);
    await openAsAdmin(page, '/admin/users');
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await search(
      page,
      customer.email,
      `[data-testid="admin-user-row"]:has-text("${customer.email}")`,
    );
    const row = page.getByTestId('admin-user-row').filter({ hasText: customer.email });
    const uid = await row.getAttribute('data-user-id');
    expect(await page.getByTestId('admin-user-row').count()).toBe(1);

    await row.getByRole('link', { name: `View ${customer.email}` }).click();
    await page.waitForURL((url) => url.pathname === `/admin/user/${uid}`);
    await page.getByTestId('admin-user-email').getByText(customer.email).waitFor();
    expect(await page.getByTestId('admin-user-role').innerText()).toBe('Customer');
    const device = page.locator(`[data-device-id="${registered.device.id}"]`);
    await device.waitFor();
    expect(await device.innerText()).toContain(`${phone.deviceBrand} ${phone.deviceModel}`);
    expect(await page.getByTestId('admin-user-subscription').count()).toBe(1);

    await page.getByRole('link', { name: 'All users' }).click();
    await search(page, customer.email, `[data-user-id="${uid}"]`);
    await confirmDelete(page, page.locator(`[data-user-id="${uid}"]`), ADMIN_MESSAGES.deleteUser);
    await outcome(page).getByText(ADMIN_LIST_MESSAGES.userDeleted, { exact: true }).waitFor();
    await page.locator(`[data-user-id="${uid}"]`).waitFor({ state: 'detached' });
    await page.getByText('No users found.').waitFor();
    expect(await accountExists(customer.email)).toBe(false);

    await page.goto(`/admin/user/${uid}`);
    await page.getByTestId('admin-user-not-found').waitFor();
    expect(await page.getByTestId('admin-user-not-found').innerText()).toContain('User not found');
    await page.getByRole('link', { name: 'Back to all users' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/users');
  });

  test("when the admin tries to delete their own account, then the alert gives the server's refusal and the row stays", async ({
    openAdminPage,
  }) => {
    const { page } = await openAdminPage(DESKTOP);
    await openAsAdmin(page, '/admin/users');
    await search(
      page,
      DEMO_ADMIN.email,
      `[data-testid="admin-user-row"]:has-text("${DEMO_ADMIN.email}")`,
    );
    const row = page.getByTestId('admin-user-row').filter({ hasText: DEMO_ADMIN.email });
    await confirmDelete(page, row, ADMIN_MESSAGES.deleteUser);
    await outcome(page).getByText(ADMIN_LIST_MESSAGES.cannotDeleteSelf, { exact: true }).waitFor();
    expect(await outcome(page).getAttribute('data-severity')).toBe('error');
    expect(await row.count()).toBe(1);
  });

  test('when the admin searches a customer\'s quote and deletes it after the confirmation, then the alert says "Quote deleted successfully" and the quote is gone', async ({
    openAdminPage,
  }) => {
    const customer = await createCustomer('admin-quotes');
    const token = await idTokenFor(customer.email, customer.password);
    const quoteId = await savedQuote(token);
    const { page } = await openAdminPage(DESKTOP);
    await openAsAdmin(page, '/admin/quotes');
    await page.getByRole('heading', { name: 'Manage Quotes' }).waitFor();
    await search(page, customer.email, `[data-quote-id="${quoteId}"]`);
    const row = page.locator(`[data-quote-id="${quoteId}"]`);
    expect(await row.innerText()).toContain(phone.deviceModel);
    expect(await row.getByTestId('quote-paid').innerText()).toBe('Unpaid');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^quotes.*\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split(/\r?\n/)[0]).toContain('email');
    expect(csv).toContain(quoteId);

    // A failure without a message first: the page's own wording, and the row stays.
    await page.route(`**/api/admin/quote/${quoteId}`, (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await confirmDelete(page, row, ADMIN_MESSAGES.deleteQuote);
    await outcome(page).getByText(ADMIN_LIST_MESSAGES.quoteDeleteFailed, { exact: true }).waitFor();
    expect(await row.count()).toBe(1);
    await page.unroute(`**/api/admin/quote/${quoteId}`);

    await confirmDelete(page, row, ADMIN_MESSAGES.deleteQuote);
    await outcome(page).getByText(ADMIN_LIST_MESSAGES.quoteDeleted, { exact: true }).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByText('No quotes found.').waitFor();
    expect((await quotesOf(token)).map((q) => q.id)).not.toContain(quoteId);
  });

  for (const [width, viewport] of [
    ['390', PHONE_390],
    ['1280', DESKTOP],
  ] as const) {
    test(`when a customer registered a custom device, then their page marks it "Custom device" with its declared value (${width} px)`, async ({
      openAdminPage,
    }) => {
      const customer = await customerWithProfile('admin-user-custom');
      const custom = priceCustomDevice({
        deviceBrand: 'Fairphone',
        deviceModel: `Gen ${Date.now() % 100_000}`,
        deviceValueCents: 45_000,
      });
      const registered = await registerDeviceThroughApi(customer.token, {
        plan: basic,
        device: custom,
      });
      const { page } = await openAdminPage(viewport);
      await openAsAdmin(page, `/admin/user/${registered.subscription.user_id}`);
      const device = page.getByTestId('admin-user-device');
      await device.first().waitFor();
      const declared = `Declared value ${formatCents(dollarsToCents(450))}`;
      await device.getByText('Custom device').waitFor();
      await device.getByText(declared).waitFor();
      await page
        .getByTestId('admin-user-subscription')
        .getByTestId('custom-device-mark')
        .getByText(declared)
        .waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBe(viewport.width);
      await shot(page, 'admin-user-custom-device');
    });
  }

  test('when each page opens on a 390 px phone, then the page keeps its width and has no serious axe violations', async ({
    openAdminPage,
  }) => {
    const customer = await customerWithProfile('admin-users-phone');
    await registerDeviceThroughApi(customer.token, { plan: basic, device: phone });
    await savedQuote(customer.token);
    const { page } = await openAdminPage(PHONE_390);
    await openAsAdmin(page, '/admin/users');
    await search(page, customer.email, '[data-testid="admin-user-row"]');
    expect(await page.getByTestId('admin-user-row').count()).toBe(1);
    const uid = await page.getByTestId('admin-user-row').getAttribute('data-user-id');
    const pages = [
      { path: '/admin/users', ready: '[data-testid="admin-user-row"]' },
      { path: '/admin/quotes', ready: '[data-testid="admin-quote-row"]' },
      { path: `/admin/user/${uid}`, ready: '[data-testid="admin-user-device"]' },
    ];
    for (const { path, ready } of pages) {
      await page.goto(path);
      await appStarted(page);
      await page.locator(ready).first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect({ path, width }).toEqual({ path, width: 390 });
      expect({ path, violations: await seriousA11yViolations(page) }).toEqual({
        path,
        violations: [],
      });
    }
  });
});
