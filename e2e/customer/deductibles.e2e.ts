// Deductibles at claim time in the browser (issue 22 item 3): the claim form shows the deductible before
// the claim is sent; an approval whose charge to the card on file is declined leaves the deductible due on
// the claim, and the customer pays it there with the card field (3-D Secure included); the admin claim
// screens show it due, then paid. At 390 px and 1280 px.
import type { Page } from '@playwright/test';
import {
  CLAIM_MESSAGES,
  type DevicePricing,
  type Plan,
  type UserClaimsAnswer,
  dollarsToCents,
  formatCents,
} from '@protect/domain';
import { grantAdmin, idTokenFor, createCustomer } from '../support/accounts';
import { DESKTOP, baseUrl, seriousA11yViolations } from '../support/browser';
import { expect, test } from '../support/test';
import { appStarted, toastText } from '../support/pages';
import { shot } from '../support/screenshots';
import { basicPlanAndPhone, registerDeviceThroughApi } from '../support/subscriptions';

test.describe.configure({ timeout: 180_000 });

const PHONE_390 = { width: 390, height: 844 };

let basic: Plan;
let phone: DevicePricing;
let adminToken: string;
let admin: { email: string; password: string };

test.beforeAll(async () => {
  ({ basic, phone } = await basicPlanAndPhone());
  admin = await createCustomer('deductible-admin');
  await grantAdmin(admin.email);
  adminToken = await idTokenFor(admin.email, admin.password);
});

async function api<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A customer with the test phone on Basic whose card on file now declines every charge. */
async function claimant(label: string) {
  const { email, password } = await createCustomer(label);
  const token = await idTokenFor(email, password);
  const answer = await registerDeviceThroughApi(token, { plan: basic, device: phone });
  await api(`/api/subscriptions/${answer.subscription.id}/payment-method`, token, {
    method: 'PUT',
    body: JSON.stringify({ paymentMethodId: 'pm_card_chargeCustomerFail' }),
  });
  return {
    email,
    password,
    token,
    uid: answer.subscription.user_id,
    deviceLabel: `${answer.device.brand} ${answer.device.model}`,
  };
}

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function openClaims(page: Page): Promise<void> {
  await page.goto('/customer/claims');
  await appStarted(page);
  await page.getByRole('heading', { name: 'Submit a Claim' }).waitFor();
}

async function fillCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Name on Card').fill('Quinn Quote');
  await page.getByLabel('ZIP/Postal Code').fill('10001');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

/** /admin/claims, 'All Claims' searched for one customer's e-mail (the admin's own browser, 1280 px). */
async function openAllClaimsFor(page: Page, email: string) {
  await page.goto('/admin/claims');
  await appStarted(page);
  await page.getByRole('button', { name: /^All Claims \(\d+\)$/ }).click({ timeout: 60_000 });
  const searched = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/admin/claims' && url.searchParams.get('search') === email;
  });
  await page.getByLabel('Search by email, name or claim number').fill(email);
  await searched;
}

const rowOf = (page: Page, claimId: string) =>
  page.locator(`[data-testid="admin-claim-row"][data-claim-id="${claimId}"]`);

test.describe('deductibles at claim time', () => {
  for (const size of [PHONE_390, DESKTOP]) {
    test(`when the card on file declines the deductible of an approved claim, then the customer pays it on the claim with 3-D Secure and the admin sees it paid (${size.width} px)`, async ({
      openPageAs,
    }) => {
      const who = await claimant(`deductible-${size.width}`);
      const { page } = await openPageAs(who, size);
      await openClaims(page);
      const form = page.getByRole('form', { name: 'Claim form' });
      await form.waitFor({ timeout: 60_000 });

      // The deductible is shown before the claim is sent, and follows the peril.
      await page.getByRole('combobox', { name: /Claim type/ }).click();
      await page.getByRole('option', { name: 'theft', exact: true }).click();
      await page.getByLabel(/Incident date/).fill(today());
      const preview = page.getByTestId('claim-deductible-preview');
      await preview.getByText(`Your ${basic.name} does not cover theft`).waitFor();
      await page.getByRole('combobox', { name: /Claim type/ }).click();
      await page.getByRole('option', { name: 'screen damage', exact: true }).click();
      await preview.getByText(/^Deductible for this claim: \$\d+\.\d\d/).waitFor();
      const previewText = (await preview.textContent()) ?? '';
      await page.getByLabel(/Description/).fill('Dropped it; the screen is cracked.');
      await shot(page, 'deductible-1-claim-form');
      await page.getByRole('button', { name: 'Submit Claim' }).click();
      await toastText(page, CLAIM_MESSAGES.submitted);

      const [claim] = (await api<UserClaimsAnswer>(`/api/claims/user/${who.uid}`, who.token))
        .claims;
      if (!claim) throw new Error('The claim was not filed');
      const amount = formatCents(dollarsToCents(Number(claim.judged_by?.deductible)));
      expect(previewText).toContain(`Deductible for this claim: ${amount}`);

      // The admin approves: the card on file declines, so the deductible is due.
      const approved = await api<{ claim: { deductible_due: boolean } }>(
        `/api/admin/claim/${claim.id}/status`,
        adminToken,
        { method: 'PUT', body: JSON.stringify({ status: 'approved' }) },
      );
      expect(approved.claim.deductible_due).toBe(true);

      // The admin sees the deductible due, and no Mark Repaired until it is paid.
      const desk = await openPageAs(admin, DESKTOP);
      await openAllClaimsFor(desk.page, who.email);
      const row = rowOf(desk.page, claim.id);
      await row
        .getByTestId('admin-claim-deductible')
        .getByText(`Deductible due ${amount}`)
        .waitFor({ timeout: 30_000 });
      await row.getByTestId('awaiting-deductible').waitFor();
      expect(await row.getByRole('button', { name: 'Mark Repaired' }).count()).toBe(0);
      if (size.width === DESKTOP.width) await shot(desk.page, 'deductible-admin-due');

      await openClaims(page);
      const item = page.getByTestId('claim-item').first();
      await item.getByTestId('claim-deductible').getByText(`Deductible due ${amount}`).waitFor({
        timeout: 60_000,
      });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shot(page, 'deductible-2-due');

      await item.getByRole('button', { name: `Pay deductible ${amount}` }).click();
      const dialog = page.getByRole('dialog', { name: `Pay deductible ${amount}` });
      await dialog.waitFor();
      await fillCard(page, '4000 0027 6000 3184');
      await shot(page, 'deductible-3-pay');
      await dialog.getByRole('button', { name: `Pay ${amount}` }).click();
      const bank = page.getByRole('dialog', { name: 'Confirm your payment' });
      await bank.getByRole('button', { name: 'Complete authentication' }).click();
      await toastText(page, `Deductible of ${amount} paid`);
      await item.getByTestId('claim-deductible').getByText(`Deductible paid ${amount}`).waitFor();
      expect(await item.getByRole('button', { name: /Pay deductible/ }).count()).toBe(0);
      await shot(page, 'deductible-4-paid');

      const payments = await api<{ payments: { payment_type: string; status: string }[] }>(
        '/api/payment/user',
        who.token,
      );
      expect(
        payments.payments
          .filter((p) => p.payment_type === 'deductible')
          .map((p) => p.status)
          .sort(),
      ).toEqual(['failed', 'succeeded']);

      // The admin sees it paid, and Mark Repaired is offered again.
      const after = await openPageAs(admin, DESKTOP);
      await openAllClaimsFor(after.page, who.email);
      const paidRow = rowOf(after.page, claim.id);
      await paidRow
        .getByTestId('admin-claim-deductible')
        .getByText(`Deductible paid ${amount}`)
        .waitFor({ timeout: 30_000 });
      await paidRow.getByRole('button', { name: 'Mark Repaired' }).waitFor();
      if (size.width === DESKTOP.width) await shot(after.page, 'deductible-admin-paid');
    });
  }
});
