// The whole product as a customer and an operator live it (issue 14, part 1), at 1280 px and again at
// 390 px, each run with its own new customer and device: a visitor quotes a listed phone and saves the
// quote, registers, verifies the e-mail through the Auth emulator's link, signs in and the quote is
// attached; registers the phone with two add-ons and pays with a test card; files a screen-damage claim
// with two photos; the seeded admin finds it under Review Claims, opens its photos and approves it with a
// note; the customer reads it approved with the note; moves to Premium and pays the difference for the
// rest of the month; `npm run billing:run` a month later renews at the Premium total on the unchanged date,
// and the payment shows on both sides.
// Every step checks what the person sees (text, toasts, tables); the api is read only to confirm.
// Set E2E_SHOTS_DIR to keep a screenshot of each step.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
  CLAIM_MESSAGES,
  REGISTER_DEVICE_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  type AddOn,
  type DevicePricing,
  type Plan,
  type SubscriptionsAnswer,
  claimStatusUpdatedMessage,
  deviceLabel,
  formatCents,
  paymentSuccessMessage,
  priceSubscription,
  quoteMonthlyCents,
} from '@protect/domain';
import { DEMO_ADMIN } from '../../emulators/seed/demo-accounts';
import { type Applicant, applicant, fillRegistration, idTokenFor } from '../support/accounts';
import { waitForOobCode } from '../support/auth-emulator';
import { runBilling } from '../support/billing-run';
import { DESKTOP, baseUrl } from '../support/browser';
import { expect, test } from '../support/test';
import { pngFile } from '../support/photos';
import {
  appStarted,
  settledPath,
  signInThroughLoginPage,
  submitLogin,
  toastText,
} from '../support/pages';
import { shot } from '../support/screenshots';
import { activeAddOns, catalogPhones, catalogPlans, quotesOf } from '../support/catalogue';
import { planOfType, uniqueImei } from '../support/subscriptions';

// Each width takes about 50 s; the billing run also renews whatever else the stack holds that is due
// (in `npm test`, the subscriptions of the api tests), at about 0.1 s each.
test.describe.configure({ timeout: 300_000 });

const MOBILE = { width: 390, height: 844 };
const VISA = '4242 4242 4242 4242';
const NOTE = 'Approved: bring it to any partner store for a same-day screen repair.';

let basic: Plan;
let premium: Plan;
let phone: DevicePricing;
let chosenAddOns: AddOn[];

test.beforeAll(async () => {
  const plans = await catalogPlans();
  basic = planOfType(plans, 'basic');
  premium = planOfType(plans, 'premium');
  const phones = await catalogPhones();
  // A phone every plan prices, whose label no other label contains (so the model search finds it alone).
  const found = phones.find(
    (p) =>
      plans.every((plan) => priceSubscription(plan, p, []) !== null) &&
      !phones.some(
        (o) => o !== p && deviceLabel(o).toLowerCase().includes(deviceLabel(p).toLowerCase()),
      ),
  );
  if (!found)
    throw new Error('The seeded catalogue has no phone every plan prices with a unique label');
  phone = found;
  chosenAddOns = (await activeAddOns()).slice(0, 2);
  if (chosenAddOns.length < 2) throw new Error('The seeded catalogue has fewer than two add-ons');
});

function newPerson(width: number): Applicant {
  return applicant(`journey${width}`, {
    firstName: 'Jordan',
    lastName: 'Journey',
    phone: '555-010-3000',
    address: '7 Harbour Road',
    city: 'Portland',
    state: 'OR',
    zipCode: '97201',
    password: 'Journey123!',
  });
}

const today = (): string => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** The one of several renderings (a table from tablet width, cards on a phone) that is on screen. */
const onScreen = (page: Page, selector: string): Locator =>
  page.locator(`${selector} >> visible=true`);

// Step 1: the instant quote on the public site, saved while signed out.
async function quoteAndSave(page: Page): Promise<void> {
  await page.goto('/');
  await appStarted(page);
  await page.getByRole('link', { name: 'Get Instant Quote' }).first().click();
  await page.waitForURL((url) => url.pathname === '/quote');
  await appStarted(page);
  await page.getByRole('radio', { name: /Phone/ }).check();
  const model = page.getByRole('combobox', { name: /Device model/ });
  await model.click();
  await model.fill(phone.deviceModel);
  await page
    .getByRole('option', { name: deviceLabel(phone) })
    .first()
    .click();
  await page.getByRole('radio', { name: new RegExp(basic.name) }).check();
  await page.getByRole('button', { name: 'Get My Quote' }).click();
  await toastText(page, 'Quote generated successfully!');
  const summary = page.getByTestId('quote-summary');
  await summary.getByText(basic.name, { exact: true }).waitFor();
  expect((await page.getByTestId('quote-monthly-price').textContent())?.trim()).toBe(
    formatCents(quoteMonthlyCents(basic, phone) ?? -1),
  );
  await shot(page, '1-quote');
  await page.getByRole('button', { name: 'Save Quote & Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/signup');
  await toastText(page, 'create an account to save your quote');
}

// Step 2: registration on the page the save led to, the e-mailed link, and the first sign-in.
async function registerVerifyAndSignIn(page: Page, context: BrowserContext, who: Applicant) {
  await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
  await fillRegistration(page, who);
  await shot(page, '2-register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await toastText(page, 'Verification email sent! Check your inbox.');
  expect(await settledPath(page, '/login', 30_000)).toBe('/login');

  // The link in the e-mail, opened in a tab as a person clicking it in their inbox would.
  const code = await waitForOobCode(who.email, 'VERIFY_EMAIL');
  const inbox = await context.newPage();
  const opened = await inbox.goto(code.oobLink);
  expect(opened?.ok()).toBe(true);
  await inbox.getByText('The email has been successfully verified.').waitFor();
  await inbox.close();

  await submitLogin(page, who.email, who.password);
  expect(await settledPath(page, '/customer/dashboard')).toBe('/customer/dashboard');
  await toastText(page, 'Welcome back!');
  // The quote kept in the browser is attached to the new account at this first verified sign-in.
  await toastText(page, 'Your quote has been saved to your account.');
  const token = await idTokenFor(who.email, who.password);
  const quotes = await quotesOf(token);
  expect(quotes.map((q) => [q.devicePricingId, q.planId])).toEqual([
    [String(phone.id), String(basic.id)],
  ]);
}

// Step 3: the device with two add-ons, paid with Stripe's test Visa on the sandbox card field.
async function registerDeviceAndPay(page: Page, imei: string, totalCents: number) {
  await page.getByRole('link', { name: 'Add New Device' }).first().click();
  await page.waitForURL((url) => url.pathname === '/register-device');
  await appStarted(page);
  await page.getByRole('radio', { name: /Smartphone/ }).check();
  const model = page.getByRole('combobox', { name: /Device model/ });
  await model.click();
  await model.fill(phone.deviceModel);
  await page
    .getByRole('option', { name: new RegExp(`^${deviceLabel(phone)}`) })
    .first()
    .click();
  await page.getByLabel('IMEI').fill(imei);
  await page.getByLabel('Device condition').click();
  await page.getByRole('option', { name: 'Good' }).click();
  await page.getByRole('radio', { name: `Choose ${basic.name}` }).check();
  for (const addOn of chosenAddOns)
    await page.getByRole('checkbox', { name: `Add ${addOn.name}` }).check();
  expect(await page.getByTestId('addons-selected').textContent()).toMatch(/^2 selected/);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  const summary = page.getByTestId('registration-summary');
  await summary.getByText(imei).waitFor();
  expect(await page.getByTestId('summary-monthly-payment').textContent()).toBe(
    formatCents(totalCents),
  );
  await page.getByLabel('Name on Card').fill('Jordan Journey');
  await page.getByLabel('ZIP/Postal Code').fill('97201');
  await page.getByLabel('Card number').fill(VISA);
  await page
    .getByLabel('Expiry (MM / YY)')
    .fill(`12${String(new Date().getFullYear() + 3).slice(2)}`);
  await page.getByLabel('CVC').fill('123');
  await shot(page, '3-payment');
  await page
    .getByRole('button', { name: `Pay ${formatCents(totalCents)} & Start Coverage` })
    .click();
  await page.waitForURL((url) => url.pathname === '/customer/dashboard', { timeout: 30_000 });
  await toastText(page, REGISTER_DEVICE_MESSAGES.success);
  const card = page.getByTestId('subscription-card').first();
  await card.getByText(basic.name).waitFor({ timeout: 30_000 });
  await card.getByText(formatCents(totalCents)).waitFor();
  await shot(page, '3-dashboard');
}

// Step 4: a screen-damage claim with two photos; answers its claim number as the customer reads it.
async function fileClaim(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'File New Claim' }).first().click();
  await page.waitForURL((url) => url.pathname === '/customer/claims');
  await appStarted(page);
  await page.getByRole('form', { name: 'Claim form' }).waitFor({ timeout: 60_000 });
  await page.getByRole('combobox', { name: /Device/ }).click();
  await page
    .getByRole('option', { name: new RegExp(`^${phone.deviceBrand} ${phone.deviceModel}`) })
    .first()
    .click();
  await page.getByRole('combobox', { name: /Claim type/ }).click();
  await page.getByRole('option', { name: 'screen damage', exact: true }).click();
  await page.getByLabel(/Description/).fill('Slipped off the table; the screen is cracked across.');
  await page.getByLabel(/Incident date/).fill(today());
  await page.getByLabel(/Estimated repair cost/).fill('149.00');
  await page
    .getByTestId('claim-photos-input')
    .setInputFiles([pngFile('front.png'), pngFile('corner.png')]);
  await page.getByRole('list', { name: 'Chosen photos' }).getByRole('img').nth(1).waitFor();
  await shot(page, '4-claim');
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await toastText(page, CLAIM_MESSAGES.submitted);
  expect(await settledPath(page, '/customer/dashboard')).toBe('/customer/dashboard');
  await page.getByRole('tab', { name: 'Claims' }).click();
  const item = page.getByTestId('claim-item').first();
  await item.getByText('the screen is cracked across', { exact: false }).waitFor();
  expect(await item.getByTestId('claim-status').textContent()).toBe('pending');
  await item.getByTestId('claim-photo').nth(1).waitFor();
  const number = /CLM-\d{4}-[0-9A-Z]+/.exec((await item.textContent()) ?? '')?.[0];
  if (!number) throw new Error('The filed claim shows no claim number');
  return number;
}

// Step 5: the seeded admin, in a browser of their own: Review Claims, the photos, approval with a note.
async function adminApproves(page: Page, number: string, customerEmail: string): Promise<void> {
  await signInThroughLoginPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/admin/claims');
  await appStarted(page);
  await page
    .getByRole('button', { name: /^Review Claims \(\d+ pending\)$/ })
    .waitFor({ timeout: 60_000 });
  const row = page.getByTestId('admin-claim-row').filter({ hasText: number });
  // Newest first: the claim is on the first page unless many were filed since; then 'Load more'.
  for (let pages = 0; (await row.count()) === 0; pages += 1) {
    const more = page.getByRole('button', { name: 'Load more' });
    if (pages > 10 || (await more.count()) === 0) await row.waitFor({ timeout: 15_000 });
    else await more.click();
  }
  await row.getByText(customerEmail).waitFor();
  await row.getByTestId('admin-claim-status').filter({ hasText: 'pending' }).waitFor();
  await shot(page, '5-review-claims');

  await row.getByRole('button', { name: `Photos of claim ${number} (2)` }).click();
  const dialog = page.getByRole('dialog', { name: 'Claim Photos' });
  const photos = dialog.getByTestId('admin-claim-photo');
  await photos.nth(1).waitFor({ timeout: 20_000 });
  for (const img of await photos.all())
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1);
  await shot(page, '5-claim-photos');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });

  await row.getByRole('link', { name: number }).click();
  await page.getByRole('heading', { name: 'Review Claim' }).waitFor();
  await page.getByLabel('Note to the customer (optional)').fill(NOTE, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Approve' }).click();
  // The outcome reads as the page's alert (spec 02 section 8).
  await page
    .getByTestId('action-outcome')
    .getByText(claimStatusUpdatedMessage('approved'))
    .waitFor();
  await page.getByTestId('admin-claim-review-no-actions').waitFor();
  await page.getByText(NOTE).first().waitFor();
  await shot(page, '5-approved');
}

/** The admin's list of saved quotes, searched for the customer. */
async function adminSeesQuote(page: Page, customerEmail: string): Promise<void> {
  await page.goto('/admin/quotes');
  await appStarted(page);
  await page.getByRole('heading', { name: 'Manage Quotes' }).waitFor({ timeout: 60_000 });
  await page.getByRole('searchbox', { name: 'Search by email' }).fill(customerEmail);
  const row = page.getByTestId('admin-quote-row').filter({ hasText: customerEmail });
  await row.waitFor({ timeout: 30_000 });
  await row.getByText(phone.deviceModel, { exact: false }).waitFor();
  expect(await row.getByTestId('quote-paid').innerText()).toBe('Unpaid');
}

// Step 6: the customer's own claims page.
async function customerSeesApproval(page: Page, number: string): Promise<void> {
  await page.goto('/customer/claims');
  await appStarted(page);
  await page.getByRole('heading', { name: 'Your Claims' }).waitFor({ timeout: 60_000 });
  const item = page.getByTestId('claim-item').filter({ hasText: number });
  await item.getByTestId('claim-status').filter({ hasText: 'approved' }).waitFor();
  expect(await item.getByTestId('claim-note').textContent()).toBe(NOTE);
  await shot(page, '6-customer-approved');
}

/** The customer's dashboard Payments tab: the rows as the customer reads them. */
async function customerPayments(page: Page): Promise<string> {
  await page.goto('/customer/dashboard');
  await appStarted(page);
  await page.getByRole('tablist', { name: 'Dashboard sections' }).waitFor({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Payments' }).click();
  // The table from tablet width (inside its scroll frame, named the same), the cards' list on a phone.
  const list = onScreen(page, 'table[aria-label="Your payments"], ul[aria-label="Your payments"]');
  await list.waitFor();
  return (await list.innerText()).replace(/\s+/g, ' ');
}

/** The admin's page of one user, found by e-mail on User Management. */
async function adminUserPayments(page: Page, customerEmail: string): Promise<Locator> {
  await page.goto('/admin/users');
  await appStarted(page);
  await page.getByRole('heading', { name: 'User Management' }).waitFor({ timeout: 60_000 });
  await page.getByRole('searchbox', { name: 'Search by email' }).fill(customerEmail);
  const row = page.getByTestId('admin-user-row').filter({ hasText: customerEmail });
  await row.getByRole('link', { name: `View ${customerEmail}` }).click({ timeout: 30_000 });
  await page.getByTestId('admin-user-email').getByText(customerEmail).waitFor({ timeout: 30_000 });
  return page.getByTestId('admin-user-payment');
}

// Step 8: Manage on the dashboard, 'Switch to Premium', the change and its payment.
async function changeToPremium(page: Page, totalCents: number): Promise<void> {
  await page.goto('/customer/dashboard');
  await appStarted(page);
  await page
    .getByRole('button', { name: /^Manage subscription for/ })
    .first()
    .click({ timeout: 60_000 });
  const dialog = page.getByRole('dialog', { name: /Manage Subscription/ });
  await dialog.getByRole('link', { name: `Switch to ${premium.name}` }).click();
  await page.getByRole('heading', { name: 'Update Your Plan' }).waitFor({ timeout: 60_000 });
  expect(await page.getByRole('radio', { name: new RegExp(premium.name) }).isChecked()).toBe(true);
  for (const addOn of chosenAddOns)
    expect(await page.getByRole('checkbox', { name: new RegExp(addOn.name) }).isChecked()).toBe(
      true,
    );
  expect((await page.getByTestId('preview-total').textContent())?.trim()).toBe(
    formatCents(totalCents),
  );
  await shot(page, '7-change-plan');
  await page.getByRole('button', { name: 'Update Subscription' }).click();
  await toastText(page, SUBSCRIPTION_MESSAGES.planUpdated);
  // Mid-period: due today is the new price for the rest of the period, not a whole month.
  const due = (await page.getByTestId('due-today').textContent())?.trim() ?? '';
  await page.getByLabel('Name on Card').fill('Jordan Journey');
  await page.getByLabel('ZIP/Postal Code').fill('97201');
  await page.getByLabel('Card number').fill(VISA);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Update Payment Method' }).click();
  await toastText(page, paymentSuccessMessage(due, formatCents(totalCents)));
  await page.waitForURL((url) => url.pathname === '/customer/dashboard', { timeout: 30_000 });
  const card = page.getByTestId('subscription-card').first();
  await card.getByText(premium.name).waitFor({ timeout: 30_000 });
  await card.getByText(formatCents(totalCents)).waitFor();
  await shot(page, '7-premium');
}

/** The next billing date of the customer's one subscription, as the api holds it. */
async function nextBillingDate(email: string, password: string): Promise<Date> {
  const token = await idTokenFor(email, password);
  const res = await fetch(`${baseUrl()}/api/subscriptions`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { subscriptions } = (await res.json()) as SubscriptionsAnswer;
  expect(subscriptions).toHaveLength(1);
  return new Date(subscriptions[0]?.nextBillingDate ?? NaN);
}

for (const [label, viewport] of [
  ['1280 px', DESKTOP],
  ['390 px', MOBILE],
] as const) {
  test.describe(`the customer journey at ${label}`, () => {
    // The whole journey, two people's pages, beside the api tests: 1.1-1.3 min in a CI run (at 8b8d1dd),
    // near the config's 90 s a test.
    test.describe.configure({ timeout: 240_000 });
    test('when a visitor quotes, saves, registers, pays, claims and changes plan, then customer and admin see each step', async ({
      openPage,
    }) => {
      const who = newPerson(viewport.width);
      const imei = uniqueImei();
      const basicPrice = priceSubscription(basic, phone, chosenAddOns);
      const premiumPrice = priceSubscription(premium, phone, chosenAddOns);
      if (!basicPrice || !premiumPrice)
        throw new Error('A plan has no price for the journey phone');
      const basicTotal = basicPrice.totalMonthlyCents;
      const premiumTotal = premiumPrice.totalMonthlyCents;

      const customer = await openPage(viewport);
      const admin = await openPage(viewport);
      const { page } = customer;
      await quoteAndSave(page);
      await registerVerifyAndSignIn(page, customer.context, who);
      await registerDeviceAndPay(page, imei, basicTotal);
      const number = await fileClaim(page);

      await adminApproves(admin.page, number, who.email);
      await adminSeesQuote(admin.page, who.email);
      await customerSeesApproval(page, number);

      // Step 7: the customer moves to Premium mid-period and pays the difference for the rest of it; the
      // billing date does not move.
      const due = await nextBillingDate(who.email, who.password);
      await changeToPremium(page, premiumTotal);
      expect(await nextBillingDate(who.email, who.password)).toEqual(due);

      // Step 8: a month passes; the renewal bills the new total on that date, once, and shows on both
      // sides. (Renewing before the change would time-travel only the billing: the browser's clock would
      // still be in the first month, paid ahead, a state production never reaches.)
      const counts = await runBilling(new Date(due.getTime() + 60_000));
      expect(counts.renewed).toBeGreaterThanOrEqual(1);
      const payments = await customerPayments(page);
      expect(payments).toMatch(/Monthly renewal/);
      expect(payments).toMatch(/First month/);
      // The approval in step 6 charged the claim's deductible to the card on file.
      expect(payments).toMatch(/Claim deductible/);
      // The upgrade charged the difference for the rest of the period, as its own payment.
      expect(payments).toMatch(/Upgrade \(rest of the month\)/);
      await shot(page, '8-customer-payments');
      const adminRows = await adminUserPayments(admin.page, who.email);
      const renewal = adminRows.filter({ hasText: /renewal/i });
      await renewal.waitFor();
      expect(await renewal.innerText()).toContain(formatCents(premiumTotal));
      // The first month, the deductible, the upgrade and the renewal.
      expect(await adminRows.count()).toBe(4);
      await shot(admin.page, '8-admin-user');
    });
  });
}
