// The admin dashboard's catalogue tabs against the local stack, signed in as the seeded admin: a plan is
// created, edited, marked popular and deleted, and the public GET /api/plans follows within the cache
// rule; an add-on a customer's subscription uses cannot be deleted and is deactivated instead; the open
// tab survives a reload (?tab=plans).
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  type AddOnChangeAnswer,
  type AddOnsAnswer,
  type DevicePricing,
  type Plan,
  type PlanWire,
  type PlansAnswer,
  addOnFromWire,
} from '@protect/domain';
import { DEMO_ADMIN } from '../../emulators/seed/demo-accounts';
import { idTokenFor, createCustomer } from '../support/accounts';
import { DESKTOP, PHONE, baseUrl } from '../support/browser';
import { expect, test } from '../support/test';
import { appStarted, toastText } from '../support/pages';
import { basicPlanAndPhone, registerDeviceThroughApi } from '../support/subscriptions';

test.describe.configure({ timeout: 180_000 });

/**
 * The public catalogue is cached for 5 minutes per api instance and dropped by the instance that makes an
 * admin change; the local stack runs one instance, so a change shows at the next read. Polled briefly so
 * the test waits for that read rather than racing it.
 */
async function publicPlanEventually(
  name: string,
  expectation: (plan: PlanWire | undefined) => boolean,
): Promise<PlanWire | undefined> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = (await (await fetch(`${baseUrl()}/api/plans`)).json()) as PlansAnswer;
    const plan = answer.plans.find((p) => p.name === name);
    if (expectation(plan) || Date.now() > deadline) return plan;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function openTab(page: Page, tab: string): Promise<void> {
  await page.goto(`/admin/dashboard?tab=${tab}`);
  await appStarted(page);
  await page.getByRole('heading', { name: 'Welcome, Admin' }).waitFor();
}

function rowOf(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

test.describe('admin dashboard: plans', () => {
  test('when the admin creates, edits, marks popular and deletes a plan, then each step is toasted and the public plans follow', async ({
    openAdminPage,
  }) => {
    const { page } = await openAdminPage(DESKTOP);
    const name = `E2E Plan ${randomUUID().slice(0, 8)}`;
    await openTab(page, 'plans');

    // Create: the spec's defaults are filled in; only the name and price are typed.
    await page.getByRole('button', { name: 'Add Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Plan' });
    expect(await dialog.getByLabel('Claim Limit').inputValue()).toBe('2');
    expect(await dialog.getByLabel('Screen Deductible ($)').inputValue()).toBe('29.99');
    expect(await dialog.getByLabel('Theft Deductible').inputValue()).toBe('No Coverage');
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    expect(await dialog.getByText('Plan Name is required').isVisible()).toBe(true);
    await dialog.getByLabel('Plan Name').fill(name);
    await dialog.getByLabel('Monthly Price ($)').fill('12.49');
    await dialog.getByLabel('Features').fill('Screen repair, , Theft protection');
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await toastText(page, 'Plan created');
    await rowOf(page, name).waitFor();
    const created = await publicPlanEventually(name, (p) => p !== undefined);
    expect(created).toMatchObject({
      monthly_price: 12.49,
      claim_limit: 2,
      is_popular: false,
      features: expect.arrayContaining(['Screen repair', 'Theft protection']) as unknown,
    });

    // Edit the price.
    await rowOf(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Plan' });
    expect(await edit.getByLabel('Plan Name').inputValue()).toBe(name);
    await edit.getByLabel('Monthly Price ($)').fill('13.49');
    await edit.getByRole('button', { name: 'Update Plan' }).click();
    await toastText(page, 'Plan updated successfully');
    expect(
      (await publicPlanEventually(name, (p) => p?.monthly_price === 13.49))?.monthly_price,
    ).toBe(13.49);

    // Mark popular.
    await rowOf(page, name)
      .getByRole('button', { name: `Mark ${name} popular` })
      .click();
    await toastText(page, 'Plan marked as popular!');
    expect((await publicPlanEventually(name, (p) => p?.is_popular === true))?.is_popular).toBe(
      true,
    );

    // The tab is in the address: a reload opens Plans again.
    await page.reload();
    await appStarted(page);
    await rowOf(page, name).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('plans');
    expect(await page.getByRole('tab', { name: 'Plans' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    // Delete, asked first.
    await rowOf(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastText(page, 'Plan deleted');
    await rowOf(page, name).waitFor({ state: 'detached' });
    expect(await publicPlanEventually(name, (p) => p === undefined)).toBeUndefined();
  });

  test('when an unknown tab is in the address, then the overview opens', async ({
    openAdminPage,
  }) => {
    const { page } = await openAdminPage(PHONE);
    await openTab(page, 'no-such-tab');
    expect(await page.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    // The page keeps the phone's width (tables scroll inside their own frame).
    await openTab(page, 'device-pricing');
    await page.getByRole('table', { name: 'Device pricing' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
  });
});

test.describe('admin dashboard: add-ons', () => {
  let basic: Plan;
  let phone: DevicePricing;

  test.beforeAll(async () => {
    ({ basic, phone } = await basicPlanAndPhone());
  });

  test('when a customer subscription uses an add-on, then its delete is refused in the dialog and the admin deactivates it instead', async ({
    openAdminPage,
  }) => {
    // An add-on of this test's own, chosen by a customer who registers a phone with it.
    const adminToken = await idTokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const name = `E2E Guard ${randomUUID().slice(0, 8)}`;
    const createdRes = await fetch(`${baseUrl()}/api/admin/addons`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, monthly_price: 1.25, description: 'Made by a browser test' }),
    });
    expect(createdRes.status).toBe(201);
    const addOn = addOnFromWire(((await createdRes.json()) as AddOnChangeAnswer).addon);
    const customer = await createCustomer('addon-user');
    await registerDeviceThroughApi(await idTokenFor(customer.email, customer.password), {
      plan: basic,
      device: phone,
      addOns: [addOn],
    });

    const { page } = await openAdminPage(DESKTOP);
    await openTab(page, 'addons');
    await rowOf(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
    await dialog
      .getByText('Deletion is blocked if active subscriptions use this add-on', { exact: false })
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog
      .getByText('This add-on is used by active subscriptions and cannot be deleted.', {
        exact: false,
      })
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);

    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await toastText(page, 'Add-on deactivated!');
    await dialog.waitFor({ state: 'detached' });
    await rowOf(page, name).getByText('Inactive').waitFor();

    const adminList = (await (
      await fetch(`${baseUrl()}/api/admin/addons`, {
        headers: { Authorization: `Bearer ${adminToken}` },
      })
    ).json()) as AddOnsAnswer;
    expect(adminList.addons.find((a) => a.id === addOn.id)).toMatchObject({ is_active: false });
    const publicList = (await (await fetch(`${baseUrl()}/api/addons`)).json()) as AddOnsAnswer;
    expect(publicList.addons.some((a) => a.id === addOn.id)).toBe(false);
  });
});
