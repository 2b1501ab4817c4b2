// Admin claims management against the local stack, signed in as the seeded admin: a pending claim
// approved from /admin/claims is 'approved' on the customer's own claims page; one is rejected with a note
// and a reason from the review page; an approved one is marked repaired; the photos open in 'Claim Photos';
// a claim rejected from the list asks for its reason, and the customer reads the reason in the claim's
// timeline on the claims page and the dashboard, at 390 px and 1280 px.
import type { Page } from '@playwright/test';
import {
  type AdminClaimAnswer,
  type ClaimRejectionReason,
  type ClaimStatus,
  type DevicePricing,
  type Plan,
  CLAIM_MESSAGES,
  claimChangedMessage,
  claimRejectionReasonLabel,
  claimStatusUpdatedMessage,
} from '@protect/domain';
import { DEMO_ADMIN } from '../../emulators/seed/demo-accounts';
import { idTokenFor } from '../support/accounts';
import { type FiledClaim, fileClaimThroughApi, setClaimStatusThroughApi } from '../support/claims';
import { DESKTOP, PHONE, baseUrl, seriousA11yViolations } from '../support/browser';
import { expect, test } from '../support/test';
import { appStarted } from '../support/pages';
import { shot } from '../support/screenshots';
import { basicPlanAndPhone } from '../support/subscriptions';

test.describe.configure({ timeout: 180_000 });

let basic: Plan;
let phone: DevicePricing;
let adminToken: string;

test.beforeAll(async () => {
  ({ basic, phone } = await basicPlanAndPhone());
  adminToken = await idTokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password);
});

async function adminClaim(id: string) {
  const res = await fetch(`${baseUrl()}/api/admin/claim/${id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  return ((await res.json()) as AdminClaimAnswer).claim;
}

const filedClaim = (label: string, photos = 0) =>
  fileClaimThroughApi(label, { plan: basic, device: phone }, photos);

const setStatusThroughApi = (id: string, status: ClaimStatus, from: ClaimStatus) =>
  setClaimStatusThroughApi(adminToken, id, { status, from });

/** /admin/claims as the seeded admin, with 'All Claims' searched for one customer's e-mail. */
async function openAllClaimsFor(page: Page, email: string) {
  await page.goto('/admin/claims');
  await appStarted(page);
  await page
    .getByRole('button', { name: /^Review Claims \(\d+ pending\)$/ })
    .waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: /^All Claims \(\d+\)$/ }).click();
  // The search is sent after a pause in typing: wait for its answer, so that what the test sees next is
  // the searched list and not the unfiltered one about to be replaced.
  const searched = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/admin/claims' && url.searchParams.has('search');
  });
  await page.getByLabel('Search by email, name or claim number').fill(email);
  await searched;
}

const rowOf = (page: Page, claimId: string) =>
  page.locator(`[data-testid="admin-claim-row"][data-claim-id="${claimId}"]`);

/** Gives a test customer the profile the dashboard needs, through the api as the sign-up page does. */
async function signUp(who: FiledClaim): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/signup/registerCustomer`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      idToken: await idTokenFor(who.email, who.password),
      firstName: 'Rita',
      lastName: 'Reason',
      phone: '(555) 010-2222',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      terms: true,
    }),
  });
  if (res.status !== 201) throw new Error(`Sign-up: HTTP ${res.status} ${await res.text()}`);
}

/** Chooses a rejection reason in the 'Reason for rejecting' select (inside `scope`: the page or a dialog). */
async function chooseReason(
  page: Page,
  reason: ClaimRejectionReason,
  scope = page.locator('body'),
) {
  await scope.getByRole('combobox', { name: 'Reason for rejecting' }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: claimRejectionReasonLabel(reason)! })
    .click();
}

/** The page's alert saying how a status change ended (spec 02 section 8 lists these as alerts). */
async function outcomeAlert(page: Page, text: string): Promise<void> {
  await page.getByTestId('action-outcome').filter({ hasText: text }).waitFor({ timeout: 15_000 });
}

test.describe('admin claims management', () => {
  test('when the admin approves a pending claim on /admin/claims, then the customer sees it approved', async ({
    openAdminPage,
    openPageAs,
  }) => {
    const filed = await filedClaim('admin-approve', 1);
    const { page } = await openAdminPage(DESKTOP);
    await openAllClaimsFor(page, filed.email);
    const row = rowOf(page, filed.claimId);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.getByTestId('admin-claim-status').textContent()).toBe('pending');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The photo is fetched from /api/files with the admin's token.
    await row.getByRole('button', { name: /^Photos of claim/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Claim Photos' });
    await dialog.getByTestId('admin-claim-photo').first().waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: 'Approve' }).click();
    await outcomeAlert(page, claimStatusUpdatedMessage('approved'));
    await row.getByTestId('admin-claim-status').filter({ hasText: 'approved' }).waitFor();
    expect(await row.getByRole('button', { name: 'Mark Repaired' }).count()).toBe(1);
    expect((await adminClaim(filed.claimId)).status).toBe('approved');

    const customer = await openPageAs(filed, PHONE);
    await customer.page.goto('/customer/claims');
    await appStarted(customer.page);
    const status = customer.page.getByTestId('claim-status').first();
    await status.waitFor({ timeout: 60_000 });
    expect(await status.textContent()).toBe('approved');
  });

  test('when the admin rejects a pending claim with a note on the review page, then it is rejected with no more actions', async ({
    openAdminPage,
  }) => {
    const filed = await filedClaim('admin-reject');
    const { page } = await openAdminPage(PHONE);
    await page.goto(`/admin/claims/review/${filed.claimId}`);
    await appStarted(page);
    await page.getByRole('heading', { name: 'Review Claim' }).waitFor();
    await page
      .getByLabel('Note to the customer (optional)')
      .fill('The damage predates the cover.', { timeout: 60_000 });
    expect(await page.getByRole('button', { name: 'Mark Repaired' }).count()).toBe(0);
    // Without a reason, Reject sends nothing and asks for one.
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Choose the reason for rejecting this claim').waitFor();
    expect((await adminClaim(filed.claimId)).status).toBe('pending');
    await chooseReason(page, 'incident_before_cover');
    await page.getByRole('button', { name: 'Reject' }).click();
    await outcomeAlert(page, claimStatusUpdatedMessage('rejected'));
    await page.getByTestId('admin-claim-review-no-actions').waitFor();
    const stored = await adminClaim(filed.claimId);
    expect(stored).toMatchObject({ status: 'rejected', notes: 'The damage predates the cover.' });
    expect(stored.status_history.map((entry) => [entry.status, entry.reason])).toEqual([
      ['pending', null],
      ['rejected', 'incident_before_cover'],
    ]);
  });

  for (const viewport of [{ width: 390, height: 844 }, DESKTOP]) {
    test(`when the admin rejects a claim from the list choosing a reason, then the customer sees the reason and the timeline at ${viewport.width} px`, async ({
      openAdminPage,
      openPageAs,
    }) => {
      const filed = await filedClaim(`reason-${viewport.width}`);
      await signUp(filed);
      const { page } = await openAdminPage(viewport);
      await openAllClaimsFor(page, filed.email);
      const row = rowOf(page, filed.claimId);
      await row.getByRole('button', { name: 'Reject' }).click({ timeout: 30_000 });
      const dialog = page.getByRole('dialog', { name: /^Reject claim / });
      await chooseReason(page, 'insufficient_evidence', dialog);
      await dialog
        .getByLabel('Note to the customer (optional)')
        .fill('Please file again with a photo of the cracked screen.');
      await shot(page, 'reject-claim-dialog');
      await dialog.getByRole('button', { name: 'Reject claim' }).click();
      await outcomeAlert(page, claimStatusUpdatedMessage('rejected'));
      await row.getByTestId('admin-claim-status').filter({ hasText: 'rejected' }).waitFor();

      const reason = claimRejectionReasonLabel('insufficient_evidence')!;
      const customer = await openPageAs(filed, viewport);
      for (const [address, name] of [
        ['/customer/claims', 'claims'],
        ['/customer/dashboard?tab=claims', 'dashboard'],
      ] as const) {
        await customer.page.goto(address);
        await appStarted(customer.page);
        const timeline = customer.page.getByRole('list', { name: /^Timeline of claim / });
        await timeline.waitFor({ timeout: 60_000 });
        const steps = timeline.getByRole('listitem');
        await expect(steps).toHaveCount(2);
        await expect(steps.nth(0)).toContainText('Claim filed');
        await expect(steps.nth(1)).toContainText('Rejected');
        await expect(steps.nth(1)).toContainText(`Reason: ${reason}`);
        await expect(steps.nth(1)).toContainText(
          'Note: Please file again with a photo of the cracked screen.',
        );
        // Readable at this width: the page does not scroll sideways.
        expect(
          await customer.page.evaluate(
            () => document.documentElement.scrollWidth <= window.innerWidth,
          ),
        ).toBe(true);
        expect(await seriousA11yViolations(customer.page)).toEqual([]);
        await timeline.scrollIntoViewIfNeeded();
        await shot(customer.page, `claim-timeline-${name}`);
      }
    });
  }

  test('when the admin marks an approved claim repaired, then it is completed with no actions left', async ({
    openAdminPage,
  }) => {
    const filed = await filedClaim('admin-repaired');
    await setStatusThroughApi(filed.claimId, 'approved', 'pending');
    const { page } = await openAdminPage(PHONE);
    await openAllClaimsFor(page, filed.email);
    const row = rowOf(page, filed.claimId);
    await row.getByRole('button', { name: 'Mark Repaired' }).click({ timeout: 30_000 });
    await outcomeAlert(page, claimStatusUpdatedMessage('completed'));
    await row.getByTestId('admin-claim-status').filter({ hasText: 'completed' }).waitFor();
    expect(await row.getByText('No actions').count()).toBe(1);
    expect((await adminClaim(filed.claimId)).status).toBe('completed');
  });

  test('when another admin rejected the claim after the page opened, then Approve is refused with the reason and the row shows rejected', async ({
    openAdminPage,
  }) => {
    const filed = await filedClaim('admin-conflict');
    const { page } = await openAdminPage(DESKTOP);
    await openAllClaimsFor(page, filed.email);
    const row = rowOf(page, filed.claimId);
    const approve = row.getByRole('button', { name: 'Approve' });
    await approve.waitFor({ timeout: 30_000 });
    await setStatusThroughApi(filed.claimId, 'rejected', 'pending');
    await approve.click();
    await outcomeAlert(page, `${CLAIM_MESSAGES.updateFailed}: ${claimChangedMessage('rejected')}`);
    await row.getByTestId('admin-claim-status').filter({ hasText: 'rejected' }).waitFor();
    expect((await adminClaim(filed.claimId)).status_history).toHaveLength(2);
  });
});
