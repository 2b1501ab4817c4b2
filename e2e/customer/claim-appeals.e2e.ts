// An appeal goes to the admin queue and back (issue 24), at 390 px and 1280 px: a customer appeals a
// rejected claim from the claims page (the text checked as the api checks it, one more photo), sees it
// 'appealed' in its badge and timeline with no second appeal offered; the admin finds it first in the
// review queue with the original decision beside it, approves it (the deductible charged as for any
// approval), and the customer sees the decision.
import {
  CLAIM_APPEAL_MESSAGES,
  type DevicePricing,
  type Plan,
  claimRejectionReasonLabel,
  claimStatusUpdatedMessage,
} from '@protect/domain';
import { DEMO_ADMIN } from '../../emulators/seed/demo-accounts';
import { idTokenFor } from '../support/accounts';
import { DESKTOP, seriousA11yViolations } from '../support/browser';
import { fileClaimThroughApi, setClaimStatusThroughApi } from '../support/claims';
import { appStarted, toastText } from '../support/pages';
import { pngFile } from '../support/photos';
import { shot } from '../support/screenshots';
import { basicPlanAndPhone } from '../support/subscriptions';
import { expect, test } from '../support/test';

test.describe.configure({ timeout: 180_000 });

let basic: Plan;
let phone: DevicePricing;
let adminToken: string;

test.beforeAll(async () => {
  ({ basic, phone } = await basicPlanAndPhone());
  adminToken = await idTokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password);
});

const APPEAL = 'The screen cracked when the phone slipped from the table; the new photo shows it.';
const NOTE = 'The photo does not show the crack.';

for (const viewport of [{ width: 390, height: 844 }, DESKTOP]) {
  test(`when a customer appeals a rejected claim, then the admin sees it first with the original decision, approves it, and the customer sees the decision at ${viewport.width} px`, async ({
    openAdminPage,
    openPageAs,
  }) => {
    const filed = await fileClaimThroughApi(
      `appeal-${viewport.width}`,
      { plan: basic, device: phone },
      1,
    );
    await setClaimStatusThroughApi(adminToken, filed.claimId, {
      status: 'rejected',
      from: 'pending',
      reason: 'insufficient_evidence',
      note: NOTE,
    });

    // The customer appeals from the claims page.
    const customer = await openPageAs(filed, viewport);
    await customer.page.goto('/customer/claims');
    await appStarted(customer.page);
    const claimItem = customer.page.getByTestId('claim-item');
    await claimItem
      .getByRole('button', { name: 'Appeal this decision' })
      .click({ timeout: 60_000 });
    const dialog = customer.page.getByRole('dialog', { name: /^Appeal the decision on claim / });
    const text = dialog.getByLabel(/^Why should we look again\?/);
    await text.fill('Please look again');
    await dialog.getByRole('button', { name: 'Send appeal' }).click();
    await dialog.getByText(CLAIM_APPEAL_MESSAGES.textTooShort).waitFor();
    await text.fill(APPEAL);
    await dialog.getByTestId('appeal-photos-input').setInputFiles([pngFile('crack.png')]);
    await dialog.getByRole('img', { name: /^Photo 1: crack\.png$/ }).waitFor();
    expect(await seriousA11yViolations(customer.page)).toEqual([]);
    await shot(customer.page, 'appeal-dialog');
    await dialog.getByRole('button', { name: 'Send appeal' }).click();
    await toastText(customer.page, CLAIM_APPEAL_MESSAGES.submitted);
    await dialog.waitFor({ state: 'detached' });

    await expect(claimItem.getByTestId('claim-status')).toHaveText('appealed');
    const steps = claimItem.getByTestId('claim-timeline-step');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(2)).toContainText('Appealed');
    await expect(steps.nth(2)).toContainText(APPEAL);
    await expect(claimItem.getByRole('button', { name: 'Appeal this decision' })).toHaveCount(0);
    expect(
      await customer.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await shot(customer.page, 'appeal-sent');

    // The admin's review queue lists the appeals first, each with the decision it answers.
    const { page } = await openAdminPage(viewport);
    await page.goto('/admin/claims');
    await appStarted(page);
    const appeals = page.getByRole('region', { name: /^Appeals \(\d+\+?\)$/ });
    const row = appeals.locator(
      `[data-testid="admin-claim-row"][data-claim-id="${filed.claimId}"]`,
    );
    await row.waitFor({ timeout: 60_000 });
    // First in the queue: the page's first claim row is an appeal's.
    const firstRow = page.getByTestId('admin-claim-row').first();
    expect(
      await firstRow.evaluate((el) => el.closest('[aria-labelledby="appeals-title"]') !== null),
    ).toBe(true);
    await expect(row.getByTestId('admin-claim-original-decision')).toContainText(
      claimRejectionReasonLabel('insufficient_evidence')!,
    );
    await expect(row.getByTestId('admin-claim-appeal')).toContainText(NOTE);
    await expect(row.getByTestId('admin-claim-appeal')).toContainText(APPEAL);
    await expect(row.getByTestId('admin-claim-status')).toHaveText('appealed');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'appeal-queue');

    // The claim's page shows the appeal's text and its photo beside the original decision.
    await page.goto(`/admin/claims/review/${filed.claimId}`);
    await appStarted(page);
    await expect(page.getByTestId('admin-claim-appeal-text')).toHaveText(APPEAL, {
      timeout: 60_000,
    });
    await expect(page.getByTestId('admin-claim-original-decision')).toContainText(NOTE);
    await page.getByRole('button', { name: 'View appeal photos (1)' }).click();
    const photos = page.getByRole('dialog', { name: 'Claim Photos' });
    await photos.getByTestId('admin-claim-photo').first().waitFor({ timeout: 20_000 });
    await photos.getByRole('button', { name: 'Close' }).click();
    await photos.waitFor({ state: 'detached' });
    await shot(page, 'appeal-review');

    await page.goto('/admin/claims');
    await appStarted(page);
    await row.getByRole('button', { name: 'Approve' }).click({ timeout: 60_000 });
    await page
      .getByTestId('action-outcome')
      .filter({ hasText: claimStatusUpdatedMessage('approved') })
      .waitFor({ timeout: 15_000 });

    // The customer sees the decision.
    await customer.page.reload();
    await appStarted(customer.page);
    await expect(claimItem.getByTestId('claim-status')).toHaveText('approved', {
      timeout: 60_000,
    });
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(3)).toContainText('Approved');
    await shot(customer.page, 'appeal-approved');
  });
}
