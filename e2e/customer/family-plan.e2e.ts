// The Family plan on the dashboard: a customer whose Family plan covers one phone adds a second device
// from its card ("Add device (1 of 5)"), at a phone's width and a desktop's, and sees it listed under it.
import type { Page } from '@playwright/test';
import { deviceLabel } from '@protect/domain';
import { registeredCustomer } from '../support/accounts';
import { DESKTOP, seriousA11yViolations } from '../support/browser';
import { expect, test } from '../support/test';
import { appStarted, signInThroughLoginPage, toastText } from '../support/pages';
import { shot } from '../support/screenshots';
import { planOfType, registerDeviceThroughApi, uniqueImei } from '../support/subscriptions';
import { catalogPhones, catalogPlans, catalogTablets } from '../support/catalogue';

test.describe.configure({ timeout: 180_000 });

const PHONE_390 = { width: 390, height: 844 };

/** A verified account with a customer profile and a Family plan covering one phone. */
async function familyCustomer(label: string) {
  const { email, password, token } = await registeredCustomer(label, {
    firstName: 'Fran',
    lastName: 'Family',
  });
  const [plans, phones] = await Promise.all([catalogPlans(), catalogPhones()]);
  await registerDeviceThroughApi(token, { plan: planOfType(plans, 'family'), device: phones[0]! });
  return { email, password };
}

async function addTabletFromCard(page: Page, label: string): Promise<void> {
  const [tablet] = await catalogTablets();
  const who = await familyCustomer(label);
  await signInThroughLoginPage(page, who.email, who.password);
  await page.goto('/customer/dashboard');
  await appStarted(page);
  const card = page.getByTestId('subscription-card').first();
  await card.getByRole('button', { name: 'Add device (1 of 5)' }).waitFor({ timeout: 60_000 });
  expect(await card.getByTestId('family-device').count()).toBe(1);
  await shot(page, 'family-card');

  await card.getByRole('button', { name: 'Add device (1 of 5)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a device to your Family Plan' });
  const model = dialog.getByRole('combobox', { name: /Device model/ });
  await model.click();
  await model.fill(tablet!.deviceModel);
  await page
    .getByRole('option', { name: deviceLabel(tablet!) })
    .first()
    .click();
  await dialog.getByRole('textbox', { name: /IMEI/ }).fill(uniqueImei());
  await shot(page, 'family-add-device');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add device' }).click();

  await toastText(page, 'Device added to your Family Plan.');
  await card.getByRole('button', { name: 'Add device (2 of 5)' }).waitFor();
  expect(await card.getByTestId('family-device').count()).toBe(2);
  await card.getByText(deviceLabel(tablet!), { exact: false }).first().waitFor();
  await shot(page, 'family-two-devices');
}

test.describe('the Family plan on the dashboard', () => {
  for (const [width, viewport] of [
    ['390 px', PHONE_390],
    ['1280 px', DESKTOP],
  ] as const) {
    test(`when a Family plan customer adds a tablet from the card at ${width}, then the card lists both devices and offers 2 of 5`, async ({
      openPage,
    }) => {
      const { page } = await openPage(viewport);
      await addTabletFromCard(page, `family-${viewport.width}`);
    });
  }
});
