// The admin dashboard's Audit tab against the local stack, signed in as the seeded admin: a plan changed
// through the api is listed (the newest plan entries come first) and its Details show the changed fields
// before and after; the entity filter keeps it; a phone keeps its width.
import type { Page } from '@playwright/test';
import { DEMO_ADMIN } from '../../emulators/seed/demo-accounts';
import { idTokenFor } from '../support/accounts';
import { DESKTOP, baseUrl } from '../support/browser';
import { expect, test } from '../support/test';
import { appStarted } from '../support/pages';

test.describe.configure({ timeout: 120_000 });

const PHONE_390 = { width: 390, height: 844 };

async function adminCall(token: string, method: string, path: string, body?: object) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as { plan?: { id: number } };
}

async function openAudit(page: Page): Promise<void> {
  await page.goto('/admin/dashboard?tab=audit');
  await appStarted(page);
  await page.getByRole('region', { name: 'Audit', exact: true }).waitFor();
}

test.describe('admin dashboard: Audit tab', () => {
  let token: string;
  let planId: number;
  const name = `Audit Plan ${Date.now()}`;
  test.beforeAll(async () => {
    token = await idTokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const created = await adminCall(token, 'POST', '/api/admin/plans', {
      name,
      monthly_price: 12.49,
    });
    planId = created.plan?.id ?? 0;
    await adminCall(token, 'PUT', `/api/admin/plans/${planId}`, { name, monthly_price: 17.25 });
  });
  test.afterAll(async () => {
    if (planId) await adminCall(token, 'DELETE', `/api/admin/plans/${planId}`);
  });

  test('when the admin opens ?tab=audit after a plan change, then the entry is listed and its details show the price before and after', async ({
    openAdminPage,
  }) => {
    const { page } = await openAdminPage(DESKTOP);
    await openAudit(page);
    await page.getByRole('combobox', { name: 'Entity' }).click();
    await page.getByRole('option', { name: 'Plans' }).click();
    const row = page
      .locator(`[data-testid="audit-row"][data-target-id="${planId}"]`)
      .filter({ hasText: 'plan.update' });
    await row.waitFor();
    expect(await row.innerText()).toContain(DEMO_ADMIN.email);
    await row.getByRole('button', { name: /^Details/ }).click();
    const dialog = page.getByRole('dialog', { name: 'plan.update' });
    await dialog.waitFor();
    const price = dialog.locator('[data-testid="audit-change"][data-field="monthlyPrice"]');
    expect(await price.getByTestId('audit-before').innerText()).toBe('Before: 12.49');
    expect(await price.getByTestId('audit-after').innerText()).toBe('After: 17.25');
    // Only changed fields: the name stayed the same.
    expect(await dialog.locator('[data-testid="audit-change"][data-field="name"]').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  test('when the audit list fails, then it reads "Audit HTTP 503" and Retry brings the rows', async ({
    openAdminPage,
  }) => {
    const { page } = await openAdminPage(DESKTOP);
    await page.route('**/api/admin/audit*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Unavailable', code: 'e2e' }),
      }),
    );
    await openAudit(page);
    const failure = page.getByRole('alert').filter({ hasText: 'Audit HTTP 503' });
    await failure.waitFor();
    await page.unroute('**/api/admin/audit*');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('audit-row').first().waitFor();
  });

  test('when the Audit tab opens on a phone, then the page keeps its width', async ({
    openAdminPage,
  }) => {
    const { page } = await openAdminPage(PHONE_390);
    await openAudit(page);
    await page.getByTestId('audit-row').first().waitFor();
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
  });
});
