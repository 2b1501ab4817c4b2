// The subscription page (/customer/subscription/{id}) against the local stack: a customer with a device
// registered through the api changes plan and pays, opens the page with ?changePlan, replaces the card,
// cancels within the money-back period for a refund of the first payment, and is told before confirming
// that a claim filed means no refund.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  type AddOn,
  type DevicePricing,
  type PaymentsAnswer,
  type Plan,
  type SubscriptionAnswer,
  type SubscriptionWire,
  DECLINE_HINTS,
  SUBSCRIPTION_MESSAGES,
  canceledAtPeriodEndMessage,
  canceledWithRefundMessage,
  dollarsToCents,
  formatCents,
  formatUsDate,
  paymentSuccessMessage,
  periodEndPreviewMessage,
  priceSubscription,
  refundPreviewMessage,
} from '@protect/domain';
import { idTokenFor, createCustomer } from '../support/accounts';
import { DESKTOP, PHONE, baseUrl, seriousA11yViolations } from '../support/browser';
import { expect, test } from '../support/test';
import { settledPath, toastText } from '../support/pages';
import { shot } from '../support/screenshots';
import { activeAddOns, catalogPhones, catalogPlans } from '../support/catalogue';
import { planOfType as planOfTypeIn, registerDeviceThroughApi } from '../support/subscriptions';

test.describe.configure({ timeout: 150_000 });

let plans: Plan[];
let phone: DevicePricing;
let addOns: AddOn[];

const planOfType = (type: string) => planOfTypeIn(plans, type);

test.beforeAll(async () => {
  plans = await catalogPlans();
  const phones = await catalogPhones();
  // A phone every seeded plan has a price for.
  const priced = phones.find((p) => plans.every((plan) => priceSubscription(plan, p, []) !== null));
  if (!priced) throw new Error('The seeded device pricing has no phone every plan prices');
  phone = priced;
  addOns = await activeAddOns();
  if (addOns.length === 0) throw new Error('The seeded catalogue has no add-ons');
});

async function api<T>(
  path: string,
  token: string,
  init: { method?: string; body?: unknown; idempotent?: boolean } = {},
): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.idempotent ? { 'Idempotency-Key': randomUUID() } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Subscriber {
  email: string;
  password: string;
  token: string;
  subscription: SubscriptionWire;
  /** What the registration charged: the first payment, refunded by a cancellation within 30 days. */
  firstPaymentCents: number;
}

/** A verified customer who registered the test phone on the Basic plan, paid with Stripe's test Visa. */
async function subscriber(label: string): Promise<Subscriber> {
  const { email, password } = await createCustomer(label);
  const token = await idTokenFor(email, password);
  const answer = await registerDeviceThroughApi(token, {
    plan: planOfType('basic'),
    device: phone,
  });
  return {
    email,
    password,
    token,
    subscription: answer.subscription,
    firstPaymentCents: dollarsToCents(answer.payment.amount),
  };
}

async function storedSubscription(who: Subscriber): Promise<SubscriptionWire> {
  const answer = await api<SubscriptionAnswer>(
    `/api/subscriptions/${encodeURIComponent(who.subscription.id)}`,
    who.token,
  );
  return answer.subscription;
}

/** Files a screen damage claim on the subscriber's phone through the api, as the claims page does. */
async function fileClaimThroughApi(who: Subscriber): Promise<void> {
  const form = new FormData();
  form.set('user_id', who.subscription.user_id);
  form.set('device_id', who.subscription.device.id);
  form.set('claim_type', 'screen_damage');
  form.set('description', 'Dropped it, the screen is cracked');
  form.set('incident_date', new Date().toISOString().slice(0, 10));
  const res = await fetch(`${baseUrl()}/api/claims`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${who.token}` },
    body: form,
  });
  if (res.status !== 201)
    throw new Error(`POST /api/claims: HTTP ${res.status} ${await res.text()}`);
}

async function openSubscription(page: Page, who: Subscriber, query = ''): Promise<void> {
  await page.goto(`/customer/subscription/${encodeURIComponent(who.subscription.id)}${query}`);
  // Generous: the first call may start a cold api instance of the Functions emulator.
  await page.getByRole('heading', { name: 'Subscription Summary' }).waitFor({ timeout: 60_000 });
}

/** Fills step 2's card form with a Stripe test card, as a person would. */
/** Step 2's 'Due today' for the held upgrade, as the api priced it ('$4.52'). */
async function dueToday(page: Page): Promise<string> {
  return (await page.getByTestId('due-today').textContent())?.trim() ?? '';
}

async function fillCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Name on Card').fill('Quinn Quote');
  await page.getByLabel('ZIP/Postal Code').fill('10001');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

test.describe('subscription page', () => {
  test('when a customer moves to another plan with an add-on and pays, then the toast and the stored subscription carry the new monthly amount', async ({
    openPageAs,
  }) => {
    const who = await subscriber('sub-change');
    const premium = planOfType('premium');
    const addOn = addOns[0] as AddOn;
    const expected = priceSubscription(premium, phone, [addOn]);
    if (!expected) throw new Error('Premium has no price for the test phone');
    const { page } = await openPageAs(who, DESKTOP);
    await openSubscription(page, who);
    await page.getByRole('button', { name: 'Edit Plan' }).click();
    await page.getByRole('heading', { name: 'Update Your Plan' }).waitFor();
    await page.getByRole('radio', { name: new RegExp(premium.name) }).check();
    await page.getByRole('checkbox', { name: new RegExp(addOn.name) }).check();
    // The preview is the domain's price for this device: what the api will charge.
    expect((await page.getByTestId('preview-total').textContent())?.trim()).toBe(
      formatCents(expected.totalMonthlyCents),
    );
    // An upgrade mid-period: due today is the difference for the rest of the period, as the api prices it.
    const previewDue = (await page.getByTestId('preview-due-today').textContent())?.trim();
    await page.getByRole('button', { name: 'Update Subscription' }).click();
    await toastText(page, SUBSCRIPTION_MESSAGES.planUpdated);
    const due = await dueToday(page);
    expect(due).toBe(previewDue);
    expect(dollarsToCents(Number(due.replace(/[$,]/g, '')))).toBeLessThan(
      expected.totalMonthlyCents,
    );

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Update Payment Method' }).click();
    await toastText(page, paymentSuccessMessage(due, formatCents(expected.totalMonthlyCents)));
    await page.waitForURL((url) => url.pathname === '/customer/dashboard');

    const stored = await storedSubscription(who);
    expect(dollarsToCents(stored.monthlyTotal)).toBe(expected.totalMonthlyCents);
    expect(stored.plan.id).toBe(premium.id);
    expect(stored.addons.map((a) => a.id)).toEqual([addOn.id]);
    expect(stored.pendingChange).toBeNull();
  });

  test('when the card asks for 3-D Secure, then a refused check charges nothing and a completed one pays the change once', async ({
    openPageAs,
  }) => {
    const who = await subscriber('sub-3ds');
    const family = planOfType('family');
    const expected = priceSubscription(family, phone, []);
    if (!expected) throw new Error('Family has no price for the test phone');
    const { page } = await openPageAs(who, PHONE);
    await openSubscription(page, who, `?changePlan=${family.id}`);
    await page.getByRole('button', { name: 'Update Subscription' }).click();
    const due = await dueToday(page);
    await fillCard(page, '4000 0027 6000 3184');
    await page.getByRole('button', { name: 'Update Payment Method' }).click();
    const bank = page.getByRole('dialog', { name: 'Confirm your payment' });
    await bank.getByRole('button', { name: 'Fail authentication' }).click();
    await toastText(page, 'Failed to update payment:');
    expect((await storedSubscription(who)).plan.id).toBe(who.subscription.plan.id);

    await page.getByRole('button', { name: 'Update Payment Method' }).click();
    await bank.getByRole('button', { name: 'Complete authentication' }).click();
    await toastText(page, paymentSuccessMessage(due, formatCents(expected.totalMonthlyCents)));
    await page.waitForURL((url) => url.pathname === '/customer/dashboard');

    expect(dollarsToCents((await storedSubscription(who)).monthlyTotal)).toBe(
      expected.totalMonthlyCents,
    );
    const payments = await api<PaymentsAnswer>('/api/payment/user', who.token);
    const changes = payments.payments.filter(
      (p) => p.subscription_id === who.subscription.id && p.payment_type === 'proration',
    );
    expect(changes.map((p) => formatCents(dollarsToCents(p.amount)))).toEqual([due]);
  });

  test('when the card is declined, then the customer is told why, stays on the card form and can pay with another card', async ({
    openPageAs,
  }) => {
    const who = await subscriber('sub-declined');
    const premium = planOfType('premium');
    const expected = priceSubscription(premium, phone, []);
    if (!expected) throw new Error('Premium has no price for the test phone');
    const { page } = await openPageAs(who, DESKTOP);
    await openSubscription(page, who, `?changePlan=${premium.id}`);
    await page.getByRole('button', { name: 'Update Subscription' }).click();
    const due = await dueToday(page);
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Update Payment Method' }).click();
    const refusal = await toastText(page, 'Failed to update payment:');
    expect(refusal).toContain(DECLINE_HINTS.generic_decline);
    expect((await storedSubscription(who)).plan.id).toBe(who.subscription.plan.id);

    // Another card is a new attempt (a new Idempotency-Key), so it is charged.
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Update Payment Method' }).click();
    await toastText(page, paymentSuccessMessage(due, formatCents(expected.totalMonthlyCents)));
    expect((await storedSubscription(who)).plan.id).toBe(premium.id);
  });

  test('when the page is opened with ?changePlan, then the plan form is open with that plan chosen', async ({
    openPageAs,
  }) => {
    const who = await subscriber('sub-preselect');
    const family = planOfType('family');
    const { page } = await openPageAs(who, PHONE);
    await openSubscription(page, who, `?changePlan=${family.id}`);
    await page.getByRole('heading', { name: 'Update Your Plan' }).waitFor();
    expect(await page.getByRole('radio', { name: new RegExp(family.name) }).isChecked()).toBe(true);
    const pricing = priceSubscription(family, phone, []);
    expect((await page.getByTestId('preview-total').textContent())?.trim()).toBe(
      formatCents(pricing?.totalMonthlyCents ?? NaN),
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('when a customer enters a new card without a plan change, then it replaces the card on file and nothing is charged', async ({
    openPageAs,
  }) => {
    const who = await subscriber('sub-card');
    const { page } = await openPageAs(who, PHONE);
    await openSubscription(page, who);
    await page.getByRole('button', { name: 'Update Payment Method' }).click();
    await page.getByRole('heading', { name: 'Update Payment', exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await fillCard(page, '5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Update Payment Method' }).click();
    await toastText(page, 'Payment method updated');
    await page.getByRole('heading', { name: 'Subscription Summary' }).waitFor();
    expect(await page.getByTestId('subscription-card').textContent()).toMatch(/4444$/);

    const payments = await api<PaymentsAnswer>('/api/payment/user', who.token);
    expect(payments.payments.filter((p) => p.subscription_id === who.subscription.id)).toHaveLength(
      1,
    );
  });

  test('when a customer cancels within 30 days, then the first payment is refunded and shows as a negative payment', async ({
    openPageAs,
  }) => {
    const who = await subscriber('sub-cancel');
    const { page } = await openPageAs(who, DESKTOP);
    await openSubscription(page, who);
    await page.getByRole('button', { name: 'Cancel Coverage' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(refundPreviewMessage(formatCents(who.firstPaymentCents)), { exact: true })
      .waitFor();
    await shot(page, 'cancel-dialog-refund');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel Coverage' }).click();
    await toastText(page, canceledWithRefundMessage(formatCents(who.firstPaymentCents)));
    await page.getByTestId('subscription-status').getByText('Cancelled').waitFor();
    // The dialog closes and a cancelled subscription offers no second cancellation.
    await page.getByRole('button', { name: 'Cancel Coverage' }).waitFor({ state: 'detached' });

    const payments = await api<PaymentsAnswer>('/api/payment/user', who.token);
    const refunds = payments.payments.filter(
      (p) => p.subscription_id === who.subscription.id && p.payment_type === 'refund',
    );
    expect(refunds.map((r) => dollarsToCents(r.amount))).toEqual([-who.firstPaymentCents]);
    expect((await storedSubscription(who)).status).toBe('canceled');
  });

  for (const [label, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', DESKTOP],
  ] as const) {
    test(`when a claim was filed and the customer cancels within 30 days (${label}), then the dialog says cover continues with no refund before they confirm`, async ({
      openPageAs,
    }) => {
      const who = await subscriber('sub-cancel-claim');
      await fileClaimThroughApi(who);
      const { page } = await openPageAs(who, viewport);
      await openSubscription(page, who);
      await page.getByRole('button', { name: 'Cancel Coverage' }).click();
      const dialog = page.getByRole('dialog');
      const coverEnds = formatUsDate(new Date(who.subscription.nextBillingDate));
      await dialog
        .getByText(periodEndPreviewMessage(coverEnds, 'claim_filed'), { exact: true })
        .waitFor();
      await shot(page, 'cancel-dialog-claim-filed');
      expect(await seriousA11yViolations(page)).toEqual([]);
      // The dialog fits the screen: nothing to scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await dialog.getByRole('button', { name: 'Cancel Coverage' }).click();
      await toastText(page, canceledAtPeriodEndMessage(coverEnds));
      const payments = await api<PaymentsAnswer>('/api/payment/user', who.token);
      expect(payments.payments.filter((p) => p.payment_type === 'refund')).toEqual([]);
      expect(await storedSubscription(who)).toMatchObject({
        status: 'active',
        cancelAtPeriodEnd: true,
      });
    });
  }

  test('when a subscription does not exist, then the customer is told and sent to the dashboard', async ({
    openPageAs,
  }) => {
    const who = await createCustomer('sub-missing');
    const { page } = await openPageAs(who, PHONE);
    await page.goto('/customer/subscription/no-such-subscription');
    await toastText(page, SUBSCRIPTION_MESSAGES.notFound);
    await page.waitForURL((url) => url.pathname === '/customer/dashboard');
  });

  test('when nobody is signed in, then the visitor is asked to log in to view subscription details', async ({
    openPage,
  }) => {
    const { page } = await openPage(PHONE);
    await page.goto('/customer/subscription/any-subscription');
    expect(await settledPath(page, '/login')).toBe('/login');
    await toastText(page, SUBSCRIPTION_MESSAGES.loginRequired);
  });
});
