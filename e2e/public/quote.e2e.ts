// The quote wizard (/quote) against the local stack: prices come from the domain rule, saving signed out
// keeps the quote and asks for an account, saving signed in stores it, and a kept quote is attached at sign-in.
import type { Browser, Page } from 'playwright-core';
import { deviceLabel, formatCents, quoteMonthlyCents, yearlyCents, type DevicePricing, type DisplayPlan } from '@protect/domain';
import { launchBrowser, openPage, PHONE } from '../support/browser';
import { catalogPhones, catalogPlans, createCustomer, idTokenFor, quotesOf, signInThroughLoginPage, toast } from './helpers';

jest.setTimeout(120_000);

let browser: Browser;
let plans: DisplayPlan[];
let phone: DevicePricing;

beforeAll(async () => {
  browser = await launchBrowser();
  plans = await catalogPlans();
  const phones = await catalogPhones();
  // A phone whose label is not part of another's ("iPhone 15" vs "iPhone 15 Pro"), so the search is unambiguous.
  const unique = phones.filter((p) => !phones.some((o) => o !== p && deviceLabel(o).toLowerCase().includes(deviceLabel(p).toLowerCase())));
  const chosen = unique[0];
  if (!chosen) throw new Error('The seeded device pricing has no phone with a unique label');
  phone = chosen;
});
afterAll(async () => {
  await browser?.close();
});

async function chooseDevice(page: Page, device: DevicePricing): Promise<void> {
  await page.getByRole('radio', { name: /Phone/ }).check();
  const model = page.getByRole('combobox', { name: /Device model/ });
  await model.click();
  await model.fill(device.device_model);
  await page.getByRole('option', { name: deviceLabel(device) }).first().click();
}

async function generateQuote(page: Page, plan: DisplayPlan): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(plan.name) }).check();
  await page.getByRole('button', { name: 'Get My Quote' }).click();
  await page.getByTestId('quote-summary').waitFor();
}

describe('quote wizard', () => {
  it('when an anonymous visitor quotes a listed phone on each plan, then each quote shows the price the domain rule gives', async () => {
    expect(plans.map((p) => p.planType)).toEqual(expect.arrayContaining(['basic', 'premium', 'family']));
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/quote');
      await chooseDevice(page, phone);
      for (const [index, plan] of plans.entries()) {
        if (index > 0) {
          await page.getByRole('button', { name: 'Modify Quote' }).click();
          // Back on step 1 with the device kept.
          await page.getByRole('combobox', { name: /Device model/ }).waitFor();
          expect(await page.getByRole('combobox', { name: /Device model/ }).inputValue()).toBe(deviceLabel(phone));
        }
        await generateQuote(page, plan);
        if (index === 0) await toast(page, 'Quote generated successfully!');
        const monthly = quoteMonthlyCents(plan, phone);
        expect((await page.getByTestId('quote-monthly-price').textContent())?.trim()).toBe(formatCents(monthly));
        const summary = page.getByTestId('quote-summary');
        await summary.getByText(`${formatCents(yearlyCents(monthly))} per year`).waitFor();
        await summary.getByText(plan.name, { exact: true }).waitFor();
      }
      // All three steps are complete: the indicator shows three check marks.
      expect(await page.locator('.MuiStepLabel-iconContainer.Mui-completed').count()).toBe(3);
    } finally {
      await context.close();
    }
  });

  it('when an unknown model is typed and nothing chosen, then step 1 asks for a device model', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/quote');
      await page.getByRole('radio', { name: /Phone/ }).check();
      const model = page.getByRole('combobox', { name: /Device model/ });
      await model.fill('Nokia 3310 Ultra');
      await page.getByText('No devices match your search').waitFor();
      await page.getByRole('button', { name: 'Get My Quote' }).click();
      await page.getByText('Please select a device model').waitFor();
      await page.getByText('Please select a plan').waitFor();
    } finally {
      await context.close();
    }
  });

  it('when a signed-out visitor saves a quote, then it is kept in the browser and they land on registration', async () => {
    const { context, page } = await openPage(browser, PHONE);
    try {
      await page.goto('/quote');
      await chooseDevice(page, phone);
      await generateQuote(page, plans[0] as DisplayPlan);
      await page.getByRole('button', { name: 'Save Quote & Continue' }).click();
      await page.waitForURL((url) => url.pathname === '/signup');
      await toast(page, 'create an account to save your quote');
      const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('currentQuote'))) ?? 'null') as Record<string, unknown> | null;
      expect(kept).toMatchObject({ devicePricingId: String(phone.id), planId: (plans[0] as DisplayPlan).id, deviceModel: phone.device_model });
      expect(kept?.savedQuoteId).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  it('when a signed-in customer saves a quote, then the api stores it and they go to the dashboard to set up payment', async () => {
    const customer = await createCustomer('quote-save');
    const premium = plans.find((p) => p.planType === 'premium') ?? (plans[0] as DisplayPlan);
    const { context, page } = await openPage(browser);
    try {
      await signInThroughLoginPage(page, customer.email, customer.password);
      await page.goto('/quote');
      await chooseDevice(page, phone);
      await page.getByLabel('IMEI or serial number (optional)').fill('356938035643809');
      await generateQuote(page, premium);
      await page.getByRole('button', { name: 'Save Quote & Continue' }).click();
      await page.waitForURL((url) => url.pathname === '/customer/dashboard');
      await toast(page, 'Complete your payment setup');

      const quotes = await quotesOf(await idTokenFor(customer.email, customer.password));
      expect(quotes).toHaveLength(1);
      expect(quotes[0]).toMatchObject({
        devicePricingId: String(phone.id),
        planId: premium.id,
        imei: '356938035643809',
        monthlyPrice: quoteMonthlyCents(premium, phone) / 100,
      });
    } finally {
      await context.close();
    }
  });

  it('when a quote kept while signed out exists and the visitor signs in, then it is attached to their account', async () => {
    const customer = await createCustomer('quote-attach');
    const family = plans.find((p) => p.planType === 'family') ?? (plans[0] as DisplayPlan);
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/quote');
      await chooseDevice(page, phone);
      await generateQuote(page, family);
      await page.getByRole('button', { name: 'Save Quote & Continue' }).click();
      await page.waitForURL((url) => url.pathname === '/signup');

      await signInThroughLoginPage(page, customer.email, customer.password);
      await toast(page, 'Your quote has been saved to your account.');
      const token = await idTokenFor(customer.email, customer.password);
      const quotes = await quotesOf(token);
      expect(quotes.map((q) => ({ devicePricingId: q.devicePricingId, planId: q.planId }))).toEqual([
        { devicePricingId: String(phone.id), planId: family.id },
      ]);
      // Marked as saved, so a later sign-in does not store it twice.
      const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('currentQuote'))) ?? '{}') as { savedQuoteId?: string };
      expect(kept.savedQuoteId).toBe(quotes[0]?.id);
    } finally {
      await context.close();
    }
  });
});
