// Google sign-in through the Auth emulator's own popup page (spec 01 section 4 "Google sign-in").
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { grantAdmin, uniqueEmail } from '../support/accounts';
import { settledPath, toastText } from '../support/pages';

test.describe.configure({ timeout: 90_000 });

/** Clicks Continue with Google and, in the emulator's popup, adds a new Google account. */
async function signInWithNewGoogleAccount(
  page: Page,
  email: string,
  displayName: string,
): Promise<void> {
  const button = page.getByRole('button', { name: 'Continue with Google' });
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await popup.waitForLoadState();
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill(displayName);
  await popup.locator('#sign-in').click();
}

test.describe('Google sign-in on /login', () => {
  test('when a person signs in with Google, then they are greeted by name and land on /customer/dashboard', async ({
    openPage,
  }) => {
    const email = uniqueEmail('google');
    const { page } = await openPage();
    await page.goto('/login');
    await signInWithNewGoogleAccount(page, email, 'Gwen Google');
    expect(await settledPath(page, '/customer/dashboard')).toBe('/customer/dashboard');
    // A new Google account: welcomed, not welcomed back.
    await toastText(page, 'Welcome, Gwen Google!');
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}'),
    ).toMatchObject({
      name: 'Gwen Google',
      email,
      role: 'customer',
    });
  });

  test('when a Google account holds the admin claim, then signing in with it lands on /admin/dashboard', async ({
    openPage,
  }) => {
    const email = uniqueEmail('googleadmin');
    const first = await openPage();
    await first.page.goto('/login');
    await signInWithNewGoogleAccount(first.page, email, 'Gus Admin');
    expect(await settledPath(first.page, '/customer/dashboard')).toBe('/customer/dashboard');
    await grantAdmin(email);

    const { page } = await openPage();
    await page.goto('/login');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    // The emulator's page lists the Google accounts it knows: pick the one made above.
    await popup.getByText(email).click();
    expect(await settledPath(page, '/admin/dashboard')).toBe('/admin/dashboard');
    await toastText(page, 'Welcome, Admin Gus Admin!');
  });

  test('when the popup is open, then the Google button is disabled until it finishes', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await page.goto('/login');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    const busy = page.locator('button[aria-busy="true"]', { hasText: 'Signing In...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await popup.close();
    await page.getByRole('button', { name: 'Continue with Google' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Continue with Google' }).isEnabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
