// Device registration (/register-device) against the local stack, in the sandbox payment mode: a new
// customer registers a listed phone or a custom model and pays with Stripe's test cards; what the api then
// holds is priced from the catalogue; the receipt arrives in the stack's MailDev with the policy certificate
// attached (issue 24). A declined card, the 3-D Secure step and a device registered twice.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  CARD_ERROR_MESSAGES,
  DECLINE_HINTS,
  PAYMENT_MESSAGES,
  REGISTER_DEVICE_MESSAGES,
  type AddOn,
  type DevicePricing,
  type PaymentsAnswer,
  type Plan,
  type SubscriptionsAnswer,
  centsToDollars,
  deviceLabel,
  dollarsToCents,
  formatCents,
  listedModelMessage,
  priceCustomDevice,
  priceSubscription,
  registrationPaymentErrorMessage,
} from '@protect/domain';
import { idTokenFor, createCustomer } from '../support/accounts';
import { DESKTOP, PHONE, baseUrl, seriousA11yViolations } from '../support/browser';
import { expect, test } from '../support/test';
import { shot } from '../support/screenshots';
import { appStarted, holdSessionRestore, toastText } from '../support/pages';
import { activeAddOns, catalogPhones, catalogPlans } from '../support/catalogue';
import { planOfType as planOfTypeIn, uniqueImei } from '../support/subscriptions';
import { extractText, getDocumentProxy } from 'unpdf';
import { mailDevInbox } from '../../functions/src/public';

test.describe.configure({ timeout: 150_000 });

const VISA = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const NEEDS_3DS = '4000 0027 6000 3184';

let plans: Plan[];
let phone: DevicePricing;
let addOns: AddOn[];

const planOfType = (type: string) => planOfTypeIn(plans, type);

test.beforeAll(async () => {
  plans = await catalogPlans();
  const phones = await catalogPhones();
  // A phone whose label no other label contains, so that the search finds it alone.
  const unique = phones.find(
    (p) =>
      !phones.some(
        (o) => o !== p && deviceLabel(o).toLowerCase().includes(deviceLabel(p).toLowerCase()),
      ),
  );
  if (!unique) throw new Error('The seeded device pricing has no phone with a unique label');
  phone = unique;
  addOns = await activeAddOns();
  if (addOns.length < 2) throw new Error('The seeded catalogue has fewer than two add-ons');
});

async function apiGet<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function storedRegistrations(email: string, password: string) {
  const token = await idTokenFor(email, password);
  const { subscriptions } = await apiGet<SubscriptionsAnswer>('/api/subscriptions', token);
  const { payments } = await apiGet<PaymentsAnswer>('/api/payment/user', token);
  return { subscriptions, payments };
}

type Model =
  { listed: DevicePricing } | { custom: { brand: string; model: string; value: number } };

interface Details {
  type: 'Smartphone' | 'Tablet';
  model: Model;
  imei: string;
  plan: Plan;
  addOns: AddOn[];
}

/** Step 1 as a customer fills it in, up to 'Continue to Payment'. */
async function fillDetails(page: Page, details: Details): Promise<void> {
  await page.goto('/register-device');
  await appStarted(page);
  await page.getByRole('radio', { name: new RegExp(details.type) }).check();
  const model = page.getByRole('combobox', { name: /Device model/ });
  await model.click();
  if ('listed' in details.model) {
    await model.fill(details.model.listed.deviceModel);
    await page
      .getByRole('option', { name: new RegExp(`^${deviceLabel(details.model.listed)}`) })
      .first()
      .click();
  } else {
    await model.fill(details.model.custom.model);
    await page.getByRole('option', { name: /Other \/ Custom Model/ }).click();
    await page.getByLabel('Model name').fill(details.model.custom.model);
    await page.getByLabel('Brand (optional)').fill(details.model.custom.brand);
    await page.getByLabel('Current device value').fill(String(details.model.custom.value));
  }
  await page.getByLabel('IMEI').fill(details.imei);
  await page.getByLabel('Device condition').click();
  await page.getByRole('option', { name: 'Good' }).click();
  await page.getByRole('radio', { name: `Choose ${details.plan.name}` }).check();
  for (const addOn of details.addOns)
    await page.getByRole('checkbox', { name: `Add ${addOn.name}` }).check();
}

async function continueToPayment(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByTestId('registration-summary').waitFor();
}

/** Step 2: billing info and a card, then Pay. */
async function payWith(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Name on Card').fill('Rene Register');
  await page.getByLabel('ZIP/Postal Code').fill('94107');
  await typeCard(page, cardNumber);
  await page.getByRole('button', { name: /^Pay .* & Start Coverage$/ }).click();
}

async function typeCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page
    .getByLabel('Expiry (MM / YY)')
    .fill(`12${String(new Date().getFullYear() + 3).slice(2)}`);
  await page.getByLabel('CVC').fill('123');
}

async function landsOnDashboard(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/customer/dashboard', { timeout: 30_000 });
  await toastText(page, REGISTER_DEVICE_MESSAGES.success);
}

test.describe('register device', () => {
  test('when the session is still being restored, then the page already shows its heading and intro above "Checking authentication...", and its form once the session is back', async ({
    openCustomerPage,
  }) => {
    const { page } = await openCustomerPage(PHONE);
    const release = await holdSessionRestore(page);
    await page.goto('/register-device');

    await page.getByText('Checking authentication...').waitFor();
    await expect(page.getByRole('heading', { level: 1, name: 'Register a Device' })).toBeVisible();
    await expect(page.getByText(/^Protect a phone or tablet: tell us about it/)).toBeVisible();
    expect(await page.title()).toBe('Register a Device | DeviceProtect');
    await shot(page, 'register-device-session-restoring');

    release();
    await page.getByText('Checking authentication...').waitFor({ state: 'detached' });
    await expect(page.getByRole('heading', { level: 1, name: 'Register a Device' })).toHaveCount(1);
    await page.getByRole('combobox', { name: /Device model/ }).waitFor({ timeout: 60_000 });
    await shot(page, 'register-device-session-restored');
  });

  test('when a new customer registers a listed phone with two add-ons and pays with 4242 4242 4242 4242, then they land on the dashboard and the api holds the catalogue prices', async ({
    openPageAs,
  }) => {
    const customer = await createCustomer('register-listed');
    const basic = planOfType('basic');
    const chosen = addOns.slice(0, 2);
    const imei = uniqueImei();
    const expected = priceSubscription(basic, phone, chosen);
    if (!expected) throw new Error(`The basic plan has no price for ${phone.deviceModel}`);
    const { page } = await openPageAs(customer, PHONE);
    await fillDetails(page, {
      type: 'Smartphone',
      model: { listed: phone },
      imei,
      plan: basic,
      addOns: chosen,
    });
    // The basic plan costs the device's own price; the add-ons are counted and added up.
    await page
      .getByTestId('plan-option-basic')
      .getByText(formatCents(phone.planPriceCents), { exact: true })
      .waitFor();
    expect(await page.getByTestId('addons-selected').textContent()).toBe(
      `2 selected · ${formatCents(expected.addOnsTotalCents)}/mo`,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await continueToPayment(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const summary = page.getByTestId('registration-summary');
    expect(await page.getByTestId('summary-monthly-payment').textContent()).toBe(
      formatCents(expected.totalMonthlyCents),
    );
    await summary.getByText(imei).waitFor();
    await summary.getByText('Monthly (starts today)').waitFor();
    // Back to step 1 and forward again: every value is kept.
    await page.getByRole('button', { name: 'Go Back & Make Changes' }).click();
    expect(await page.getByLabel('IMEI').inputValue()).toBe(imei);
    expect(await page.getByRole('combobox', { name: /Device model/ }).inputValue()).toBe(
      deviceLabel(phone),
    );
    await continueToPayment(page);

    await payWith(page, VISA);
    await landsOnDashboard(page);

    const { subscriptions, payments } = await storedRegistrations(
      customer.email,
      customer.password,
    );
    expect(subscriptions).toHaveLength(1);
    const [subscription] = subscriptions;
    expect(subscription).toMatchObject({
      status: 'active',
      device: { imei, devicePricingId: phone.id, brand: phone.deviceBrand },
      plan: { id: basic.id, price: centsToDollars(phone.planPriceCents) },
      monthlyTotal: centsToDollars(expected.totalMonthlyCents),
    });
    expect(subscription?.addons.map((a) => [a.id, dollarsToCents(a.monthlyPrice)])).toEqual(
      chosen.map((a) => [a.id, a.monthlyPriceCents]),
    );
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amount: centsToDollars(expected.totalMonthlyCents),
      payment_type: 'initial',
      subscription_id: subscription?.id,
    });
  });

  for (const viewport of [{ width: 390, height: 844 }, DESKTOP]) {
    test(`when a customer pays for a phone (${viewport.width} px), then the receipt arrives by e-mail with the policy certificate naming the IMEI and the plan`, async ({
      openPageAs,
    }) => {
      const customer = await createCustomer(`receipt-${viewport.width}`);
      const premium = planOfType('premium');
      const imei = uniqueImei();
      const { page } = await openPageAs(customer, viewport);
      await fillDetails(page, {
        type: 'Smartphone',
        model: { listed: phone },
        imei,
        plan: premium,
        addOns: [],
      });
      await continueToPayment(page);
      await payWith(page, VISA);
      await landsOnDashboard(page);

      // The stack's sender (emulators/mail-sweep.ts) delivers the queued receipt within seconds.
      const inbox = mailDevInbox(process.env.MAILDEV_URL ?? '');
      const [receipt] = await inbox.waitForMessagesTo(customer.email, 1, 30_000);
      if (!receipt) throw new Error('No receipt arrived');
      expect(receipt.subject).toMatch(/receipt/i);
      expect(receipt.text).toContain(imei);
      const certificate = receipt.attachments.find((a) => a.contentType === 'application/pdf');
      if (!certificate) throw new Error('The receipt has no PDF attached');
      const pdf = await getDocumentProxy(await inbox.attachment(receipt.id, certificate));
      const { text } = await extractText(pdf, { mergePages: true });
      const certificateText = text.replace(/\s+/g, ' ');
      expect(certificateText).toContain(imei);
      expect(certificateText).toContain(premium.name);
    });
  }

  test('when a customer registers a custom model with its value, then the api prices it from that value and stores it as custom', async ({
    openPageAs,
  }) => {
    const customer = await createCustomer('register-custom');
    const basic = planOfType('basic');
    const custom = { brand: 'Nokia', model: `T21 Tab ${randomUUID().slice(0, 6)}`, value: 450 };
    const priced = priceCustomDevice({
      deviceBrand: custom.brand,
      deviceModel: custom.model,
      deviceValueCents: dollarsToCents(custom.value),
    });
    const expected = priceSubscription(basic, priced, []);
    if (!expected) throw new Error('The basic plan has no price for a custom device');
    const imei = uniqueImei();
    const { page } = await openPageAs(customer);
    await fillDetails(page, {
      type: 'Tablet',
      model: { custom },
      imei,
      plan: basic,
      addOns: [],
    });
    // Priced by the api once name and value are typed.
    await page
      .getByText(`Basic plan ${formatCents(priced.planPriceCents)}/month for a device worth`)
      .waitFor();
    await continueToPayment(page);
    await page
      .getByTestId('registration-summary')
      .getByText(`${custom.brand} ${custom.model}`)
      .waitFor();
    expect(await page.getByTestId('summary-monthly-payment').textContent()).toBe(
      formatCents(expected.totalMonthlyCents),
    );
    await payWith(page, VISA);
    await landsOnDashboard(page);

    const { subscriptions, payments } = await storedRegistrations(
      customer.email,
      customer.password,
    );
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({
      status: 'active',
      device: {
        imei,
        devicePricingId: 'custom',
        brand: custom.brand,
        model: custom.model,
        deviceValue: custom.value,
      },
      plan: { id: basic.id, price: centsToDollars(priced.planPriceCents) },
      addons: [],
      monthlyTotal: centsToDollars(expected.totalMonthlyCents),
    });
    expect(payments.map((p) => p.amount)).toEqual([centsToDollars(expected.totalMonthlyCents)]);
  });

  for (const [width, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1280', { width: 1280, height: 800 }],
  ] as const) {
    test(`when the most expensive listed phone is typed as a custom model worth $50 (${width} px), then the Model name field says it is in the list and nothing is priced`, async ({
      openPageAs,
    }) => {
      const customer = await createCustomer('register-listed-as-custom');
      const priciest = (await catalogPhones()).reduce((a, b) =>
        b.deviceValueCents > a.deviceValueCents ? b : a,
      );
      const refusal = listedModelMessage(priciest);
      const { page } = await openPageAs(customer, viewport);
      const pricingRequests: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/api/device-pricing/custom')) pricingRequests.push(req.url());
      });
      await fillDetails(page, {
        type: 'Smartphone',
        // Other case, spacing and punctuation, the brand typed again inside the model.
        model: {
          custom: {
            brand: priciest.deviceBrand.toLowerCase(),
            model: `${priciest.deviceBrand.toUpperCase()} ${priciest.deviceModel.replace(/(\d+)/, ' - $1')}`,
            value: 50,
          },
        },
        imei: uniqueImei(),
        plan: planOfType('basic'),
        addOns: [],
      });
      const modelName = page.getByLabel('Model name');
      await page.getByText(refusal).waitFor();
      expect(await modelName.getAttribute('aria-invalid')).toBe('true');
      await shot(page, 'register-listed-as-custom');
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await toastText(page, refusal);
      expect(await page.getByTestId('registration-summary').count()).toBe(0);
      expect(pricingRequests).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }

  test('when the card is declined (4000 0000 0000 0002), then the page says so with the hint and nothing is stored', async ({
    openPageAs,
  }) => {
    const customer = await createCustomer('register-declined');
    const { page } = await openPageAs(customer);
    await fillDetails(page, {
      type: 'Smartphone',
      model: { listed: phone },
      imei: uniqueImei(),
      plan: planOfType('premium'),
      addOns: [],
    });
    await continueToPayment(page);

    // The card field's own checks come first, without a call.
    await page.getByLabel('Name on Card').fill('Rene Register');
    await page.getByLabel('ZIP/Postal Code').fill('94107');
    await page.getByRole('button', { name: /^Pay .* & Start Coverage$/ }).click();
    await page.getByText(CARD_ERROR_MESSAGES.incomplete_number).waitFor();
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByText('Test mode accepts only Stripe test card numbers').waitFor();
    await page.getByLabel('Expiry (MM / YY)').fill('13');
    await page.getByLabel('Card number').fill(VISA);
    await page.getByText(CARD_ERROR_MESSAGES.invalid_expiry_month).waitFor();

    await typeCard(page, DECLINED);
    const answer = page.waitForResponse((res) =>
      res.url().endsWith('/api/payment/create-subscription-with-device'),
    );
    await page.getByRole('button', { name: /^Pay .* & Start Coverage$/ }).click();
    const refusal = await answer;
    expect(refusal.status()).toBe(402);
    const body = (await refusal.json()) as { message: string; decline_code: string };
    expect(body.decline_code).toBe('generic_decline');
    const alert = page.getByTestId('payment-error');
    await alert.waitFor();
    const text = (await alert.textContent()) ?? '';
    expect(text).toContain(registrationPaymentErrorMessage(402, body.message, 'generic_decline'));
    expect(text).toContain(DECLINE_HINTS.generic_decline);
    await toastText(page, PAYMENT_MESSAGES.failed);
    expect(new URL(page.url()).pathname).toBe('/register-device');

    const { subscriptions, payments } = await storedRegistrations(
      customer.email,
      customer.password,
    );
    expect(subscriptions).toEqual([]);
    expect(payments).toEqual([]);
  });

  test('when the card needs 3-D Secure (4000 0027 6000 3184), then a failed confirmation is refused and a completed one registers the device', async ({
    openPageAs,
  }) => {
    const customer = await createCustomer('register-3ds');
    const premium = planOfType('premium');
    const { page } = await openPageAs(customer, PHONE);
    await fillDetails(page, {
      type: 'Smartphone',
      model: { listed: phone },
      imei: uniqueImei(),
      plan: premium,
      addOns: [],
    });
    await continueToPayment(page);
    await payWith(page, NEEDS_3DS);
    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
    await dialog.getByText('Test mode: your bank asks you to confirm this payment').waitFor();
    await dialog.getByRole('button', { name: 'Fail authentication' }).click();
    await page
      .getByTestId('payment-error')
      .getByText(PAYMENT_MESSAGES.authenticationFailed)
      .waitFor();
    expect((await storedRegistrations(customer.email, customer.password)).subscriptions).toEqual(
      [],
    );

    await page.getByRole('button', { name: /^Pay .* & Start Coverage$/ }).click();
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    await landsOnDashboard(page);

    const { subscriptions, payments } = await storedRegistrations(
      customer.email,
      customer.password,
    );
    expect(subscriptions.map((s) => [s.status, s.plan.id])).toEqual([['active', premium.id]]);
    expect(payments.map((p) => [p.amount, p.status])).toEqual([
      [centsToDollars(premium.monthlyPriceCents ?? 0), 'succeeded'],
    ]);
  });

  test('when a device already registered is registered again, then the page says it has already been registered', async ({
    openPageAs,
  }) => {
    const first = await createCustomer('register-first');
    const second = await createCustomer('register-second');
    const imei = uniqueImei();
    const details = {
      type: 'Smartphone',
      model: { listed: phone },
      imei,
      plan: planOfType('premium'),
      addOns: [],
    } as const satisfies Details;
    const { page } = await openPageAs(first);
    await fillDetails(page, details);
    await continueToPayment(page);
    await payWith(page, VISA);
    await landsOnDashboard(page);

    const again = await openPageAs(second);
    await fillDetails(again.page, details);
    await continueToPayment(again.page);
    await payWith(again.page, VISA);
    await again.page
      .getByTestId('payment-error')
      .getByText(PAYMENT_MESSAGES.alreadyRegistered)
      .waitFor();
    const { subscriptions, payments } = await storedRegistrations(second.email, second.password);
    expect(subscriptions).toEqual([]);
    expect(payments).toEqual([]);
  });
});
