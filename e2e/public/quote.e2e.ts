// The quote wizard (/quote) against the local stack: prices come from the domain rule, saving signed out
// keeps the quote and asks for an account, saving signed in stores it, and a kept quote is attached at sign-in.
import type { Page } from '@playwright/test';
import {
  deviceLabel,
  formatCents,
  quoteMonthlyCents,
  yearlyCents,
  type DevicePricing,
  type Plan,
} from '@protect/domain';
import { PHONE } from '../support/browser';
import { expect, test } from '../support/test';
import { idTokenFor, createCustomer } from '../support/accounts';
import { signInThroughLoginPage, toastText } from '../support/pages';
import { catalogPhones, catalogPlans, catalogTablets, quotesOf } from '../support/catalogue';

test.describe.configure({ timeout: 120_000 });

let plans: Plan[];
let phone: DevicePricing;

test.beforeAll(async () => {
  plans = await catalogPlans();
  const phones = await catalogPhones();
  // A phone whose label is not part of another's ("iPhone 15" vs "iPhone 15 Pro"), so the search is unambiguous.
  const unique = phones.filter(
    (p) =>
      !phones.some(
        (o) => o !== p && deviceLabel(o).toLowerCase().includes(deviceLabel(p).toLowerCase()),
      ),
  );
  const chosen = unique[0];
  if (!chosen) throw new Error('The seeded device pricing has no phone with a unique label');
  phone = chosen;
});

async function chooseDevice(page: Page, device: DevicePricing): Promise<void> {
  await page.getByRole('radio', { name: /Phone/ }).check();
  const model = page.getByRole('combobox', { name: /Device model/ });
  await model.click();
  await model.fill(device.deviceModel);
  await page
    .getByRole('option', { name: deviceLabel(device) })
    .first()
    .click();
}

/** Opens /quote's model search with Phone chosen; answers the search and its list, once it shows. */
async function openModelSearch(page: Page) {
  await page.goto('/quote');
  await page.getByRole('radio', { name: /Phone/ }).check();
  const model = page.getByRole('combobox', { name: /Device model/ });
  await model.click();
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option').first()).toBeVisible();
  return { model, list };
}

async function generateQuote(page: Page, plan: Plan): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(plan.name) }).check();
  await page.getByRole('button', { name: 'Get My Quote' }).click();
  await page.getByTestId('quote-summary').waitFor();
}

test.describe('quote wizard', () => {
  test('when an anonymous visitor quotes a listed phone on each plan, then each quote shows the price the domain rule gives', async ({
    openPage,
  }) => {
    expect(plans.map((p) => p.planType)).toEqual(
      expect.arrayContaining(['basic', 'premium', 'family']),
    );
    const { page } = await openPage();
    await page.goto('/quote');
    await chooseDevice(page, phone);
    for (const [index, plan] of plans.entries()) {
      if (index > 0) {
        await page.getByRole('button', { name: 'Modify Quote' }).click();
        // Back on step 1 with the device kept.
        await page.getByRole('combobox', { name: /Device model/ }).waitFor();
        expect(await page.getByRole('combobox', { name: /Device model/ }).inputValue()).toBe(
          deviceLabel(phone),
        );
      }
      await generateQuote(page, plan);
      if (index === 0) await toastText(page, 'Quote generated successfully!');
      const monthly = quoteMonthlyCents(plan, phone);
      if (monthly === null) throw new Error(`${plan.name} has no price for ${phone.deviceModel}`);
      expect((await page.getByTestId('quote-monthly-price').textContent())?.trim()).toBe(
        formatCents(monthly),
      );
      const summary = page.getByTestId('quote-summary');
      await summary.getByText(`${formatCents(yearlyCents(monthly))} per year`).waitFor();
      await summary.getByText(plan.name, { exact: true }).waitFor();
    }
    // All three steps are complete: the indicator says so for each.
    const steps = page.getByRole('list', { name: 'Quote progress' }).getByRole('listitem');
    expect(await steps.filter({ hasText: '(completed)' }).count()).toBe(3);
  });

  test('when an unknown model is typed and nothing chosen, then step 1 asks for a device model', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await page.goto('/quote');
    await page.getByRole('radio', { name: /Phone/ }).check();
    const model = page.getByRole('combobox', { name: /Device model/ });
    await model.fill('Nokia 3310 Ultra');
    await page
      .getByText('No phones match "Nokia 3310 Ultra". Try a brand or model name.')
      .waitFor();
    await page.getByRole('button', { name: 'Get My Quote' }).click();
    await page.getByText('Please select a device model').waitFor();
    await page.getByText('Please select a plan').waitFor();
  });

  test('when a signed-out visitor saves a quote, then it is kept in the browser and they land on registration', async ({
    openPage,
  }) => {
    const { page } = await openPage(PHONE);
    await page.goto('/quote');
    await chooseDevice(page, phone);
    await generateQuote(page, plans[0] as Plan);
    await page.getByRole('button', { name: 'Save Quote & Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
    await toastText(page, 'create an account to save your quote');
    const kept = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('currentQuote'))) ?? 'null',
    ) as Record<string, unknown> | null;
    expect(kept).toMatchObject({
      devicePricingId: String(phone.id),
      planId: (plans[0] as Plan).id,
      deviceModel: phone.deviceModel,
    });
    expect(kept?.savedQuoteId).toBeUndefined();
  });

  test('when a signed-in customer saves a quote, then the api stores it and they go to the dashboard to set up payment', async ({
    openPageAs,
  }) => {
    const customer = await createCustomer('quote-save');
    const premium = plans.find((p) => p.planType === 'premium') ?? (plans[0] as Plan);
    const { page } = await openPageAs(customer);
    await page.goto('/quote');
    await chooseDevice(page, phone);
    await page.getByLabel('IMEI or serial number (optional)').fill('356938035643809');
    await generateQuote(page, premium);
    await page.getByRole('button', { name: 'Save Quote & Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/customer/dashboard');
    await toastText(page, 'Complete your payment setup');

    const quotes = await quotesOf(await idTokenFor(customer.email, customer.password));
    expect(quotes).toHaveLength(1);
    expect(quotes[0]).toMatchObject({
      devicePricingId: String(phone.id),
      planId: String(premium.id),
      imei: '356938035643809',
      monthlyPrice: (premium.monthlyPriceCents ?? 0) / 100,
    });
    // The browser now keeps the quote as the server priced and stored it.
    const kept = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('currentQuote'))) ?? '{}',
    ) as { savedQuoteId?: string; monthlyPriceCents?: number };
    expect(kept).toMatchObject({
      savedQuoteId: quotes[0]?.id,
      monthlyPriceCents: Math.round((quotes[0]?.monthlyPrice ?? 0) * 100),
    });
  });

  test('when a quote kept while signed out exists and the visitor signs in, then it is attached to their account', async ({
    openPage,
  }) => {
    const customer = await createCustomer('quote-attach');
    const family = plans.find((p) => p.planType === 'family') ?? (plans[0] as Plan);
    const { page } = await openPage();
    await page.goto('/quote');
    await chooseDevice(page, phone);
    await generateQuote(page, family);
    await page.getByRole('button', { name: 'Save Quote & Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/signup');

    await signInThroughLoginPage(page, customer.email, customer.password);
    await toastText(page, 'Your quote has been saved to your account.');
    const token = await idTokenFor(customer.email, customer.password);
    const quotes = await quotesOf(token);
    expect(quotes.map((q) => ({ devicePricingId: q.devicePricingId, planId: q.planId }))).toEqual([
      { devicePricingId: String(phone.id), planId: String(family.id) },
    ]);
    // Marked as saved, so a later sign-in does not store it twice.
    const kept = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('currentQuote'))) ?? '{}',
    ) as { savedQuoteId?: string };
    expect(kept.savedQuoteId).toBe(quotes[0]?.id);
  });

  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    test(`when the model search opens at ${viewport.width} px, then its list shows right under the field, as wide as it`, async ({
      openPage,
    }) => {
      const { page } = await openPage(viewport);
      const { model, list } = await openModelSearch(page);
      // The outlined box around the input is what the list hangs from (the label sits on its border).
      const field = await model.locator('xpath=..').boundingBox();
      const shown = await list.boundingBox();
      if (!field || !shown) throw new Error('The field or its list has no box');
      expect(Math.abs(shown.y - (field.y + field.height))).toBeLessThanOrEqual(8);
      expect(Math.abs(shown.x - field.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(shown.width - field.width)).toBeLessThanOrEqual(2);
      // And it is the list on top there: a press picks the first model.
      await list.getByRole('option').first().click();
      await expect(model).not.toHaveValue('');
    });
  }

  test('when a keyboard user arrows down the open model list, then the highlighted model stays in view and Enter picks it', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    const { model, list } = await openModelSearch(page);
    for (let press = 0; press < 15; press++) await page.keyboard.press('ArrowDown');
    const highlighted = page.locator(`[id="${await model.getAttribute('aria-activedescendant')}"]`);
    const name = (await highlighted.locator('p').first().textContent()) ?? '';
    expect(name).not.toBe('');
    // Inside the list's visible part, not only in the page: the list scrolled to it.
    const shown = await list.boundingBox();
    const row = await highlighted.boundingBox();
    if (!shown || !row) throw new Error('The list or its highlighted model has no box');
    expect(row.y).toBeGreaterThanOrEqual(shown.y - 1);
    expect(row.y + row.height).toBeLessThanOrEqual(shown.y + shown.height + 1);
    await page.keyboard.press('Enter');
    await expect(model).toHaveValue(name);
  });

  test('when a tablet model is searched with Phone chosen, then the search suggests choosing Tablet', async ({
    openPage,
  }) => {
    const tablet = (await catalogTablets())[0];
    if (!tablet) throw new Error('The seeded device pricing has no tablet');
    const { page } = await openPage();
    await page.goto('/quote');
    await page.getByRole('radio', { name: /Phone/ }).check();
    const model = page.getByRole('combobox', { name: /Device model/ });
    await model.click();
    await model.fill(tablet.deviceModel);
    await page
      .getByText(
        `No phones match "${tablet.deviceModel}". Looking for a tablet? Choose Tablet above.`,
      )
      .waitFor();
  });

  test('when Get My Quote is pressed twice and the visitor goes on to sign up, then one success toast shows and it does not follow them', async ({
    openPage,
  }) => {
    const basic = plans.find((p) => p.planType === 'basic') ?? (plans[0] as Plan);
    const { page } = await openPage(PHONE);
    await page.goto('/quote');
    await chooseDevice(page, phone);
    await generateQuote(page, basic);
    await page.getByRole('button', { name: 'Modify Quote' }).click();
    await page.getByRole('button', { name: 'Get My Quote' }).click();
    await page.getByTestId('quote-summary').waitFor();
    await toastText(page, 'Quote generated successfully!');
    const generated = page
      .locator('.notistack-SnackbarContainer')
      .getByText('Quote generated successfully!');
    expect(await generated.count()).toBe(1);
    // A basic plan saves nothing a year: no "$0.00" savings row, and no price-lock promise.
    const summary = page.getByTestId('quote-summary');
    expect(await summary.getByText('Savings per year').count()).toBe(0);
    expect(await summary.getByText(/locked in/).count()).toBe(0);

    await page.getByRole('button', { name: 'Save Quote & Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
    await toastText(page, 'create an account to save your quote');
    await generated.waitFor({ state: 'detached', timeout: 5_000 });
  });

  test('when the Basic plan is offered before a device is chosen, then it reads "From" its lowest price with its range on one line at 1280 px, and the home page range stays on one line at 360 px', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await page.goto('/quote');
    const basicPrice = page
      .getByTestId('plan-option-basic')
      .getByTestId('plan-option-price')
      .locator('span')
      .first();
    await basicPrice.waitFor();
    expect(await basicPrice.textContent()).toMatch(/^From \$\d+\.\d{2}$/);
    const range = page.getByTestId('plan-option-basic').getByText(/\u2013/);
    expect(await range.textContent()).toMatch(/^\$\d+\.\d{2}\u00a0\u2013 \$\d+\.\d{2}$/);
    expect(await oneLine(range)).toBe(true);
    // Nothing of the price line ("/month" included) sticks out of the plan's card.
    const overhang = await page.getByTestId('plan-option-basic').evaluate((card) => {
      const right = card.getBoundingClientRect().right;
      return Math.max(
        ...Array.from(card.querySelectorAll('[data-testid="plan-option-price"] span')).map(
          (el) => el.getBoundingClientRect().right - right,
        ),
      );
    });
    expect(overhang).toBeLessThanOrEqual(0);

    await page.setViewportSize(PHONE);
    await page.goto('/');
    const cardPrice = page.getByTestId('plan-card').first().locator('p span').first();
    await cardPrice.waitFor();
    expect(await cardPrice.textContent()).toContain('\u2013');
    expect(await oneLine(cardPrice)).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
});

/** Whether the element's text sits on a single line. */
async function oneLine(locator: ReturnType<Page['locator']>): Promise<boolean> {
  return locator.evaluate(
    (el) =>
      el.getClientRects().length === 1 &&
      el.getBoundingClientRect().height < parseFloat(getComputedStyle(el).fontSize) * 2,
  );
}
