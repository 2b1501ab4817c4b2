// Password reset (spec 01 sections 2, 4, 5, 8).
import { listOobCodes, waitForOobCode } from '../support/auth-emulator';
import { PHONE } from '../support/browser';
import { expect, test } from '../support/test';
import { createAccount, uniqueEmail } from '../support/accounts';
import { settledPath, toastText } from '../support/pages';

// In order, in one worker: the empty-form test counts the reset e-mails, and the other test sends one.
test.describe.configure({ timeout: 60_000, mode: 'default' });

/** The reset e-mails the Auth emulator holds (other tests' verification e-mails run beside these). */
async function resetCodes(): Promise<number> {
  return (await listOobCodes()).filter((code) => code.requestType === 'PASSWORD_RESET').length;
}

test.describe('forgot password', () => {
  test('when a customer asks for a reset, then the e-mail is sent and Check Your Email offers another address or Back to Sign In', async ({
    openPage,
  }) => {
    const email = uniqueEmail('reset');
    await createAccount({ email, password: 'Forgot123!', emailVerified: true });
    const { page } = await openPage(PHONE);
    await page.goto('/forgot-password');
    await page.locator('#reset-email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await toastText(page, 'Password reset email sent.');
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    const code = await waitForOobCode(email, 'PASSWORD_RESET');
    expect(code.oobLink).toContain('resetPassword');

    await page.getByRole('button', { name: 'Try a different email' }).click();
    await page.locator('#reset-email').waitFor();
    await page.getByRole('heading', { name: 'Forgot Password?' }).waitFor();

    await page.locator('#reset-email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    expect(await settledPath(page, '/login')).toBe('/login');
  });

  test('when the e-mail is left empty, then it says "Please enter your email" and sends nothing', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    const before = await resetCodes();
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Please enter your email').waitFor();
    expect(await resetCodes()).toBe(before);
    // The support contact details are beside the form.
    await page.getByRole('complementary', { name: 'Need help?' }).waitFor();
  });
});
