// Registration through the form and with Google (spec 01 sections 2, 4, 5, 8) against the local stack.
import { applyOobLink, waitForOobCode } from '../support/auth-emulator';
import { PHONE } from '../support/browser';
import { expect, test } from '../support/test';
import { accountExists, applicant, fillRegistration, uniqueEmail } from '../support/accounts';
import { settledPath, submitLogin, toastText } from '../support/pages';

test.describe.configure({ timeout: 120_000 });

test.describe('registration form', () => {
  test('when a person registers, verifies through the e-mailed link and signs in, then they land on /customer/dashboard', async ({
    openPage,
  }) => {
    const a = applicant('register');
    // A phone-sized screen: the whole journey must work at 360 px.
    const { page } = await openPage(PHONE);
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
    await fillRegistration(page, a);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toastText(page, 'Verification email sent! Check your inbox.');
    expect(await settledPath(page, '/login', 30_000)).toBe('/login');
    // The message handed to /login tells them to verify and then add a device.
    await toastText(page, 'verify your email');
    // Shown once: a reload of /login does not repeat it.
    await page.reload();
    await page.locator('#login-email').waitFor();
    await page.waitForTimeout(1_000);
    expect(
      await page.locator('.notistack-SnackbarContainer').getByText('verify your email').count(),
    ).toBe(0);

    // Signing in before verifying is refused.
    await submitLogin(page, a.email, a.password);
    expect(await page.getByTestId('login-error').textContent()).toBe(
      'Please verify your email before logging in.',
    );

    const code = await waitForOobCode(a.email, 'VERIFY_EMAIL');
    await applyOobLink(code.oobLink);

    await submitLogin(page, a.email, a.password);
    expect(await settledPath(page, '/customer/dashboard')).toBe('/customer/dashboard');
    await toastText(page, 'Welcome back!');
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}'),
    ).toMatchObject({
      name: 'Riley Register',
      email: a.email,
      role: 'customer',
    });
  });

  test('when the form is submitted with mistakes, then the domain messages show and no account is created', async ({
    openPage,
  }) => {
    const a = applicant('invalid');
    const { page } = await openPage();
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Address is required',
      'City is required',
      'State is required',
      'ZIP Code is required',
      'Password is required',
      'Please confirm your password',
      'You must accept the terms and conditions',
    ]) {
      await page.getByText(message, { exact: true }).first().waitFor();
    }
    await fillRegistration(page, { ...a, password: 'abc' }, 'abd');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await page.getByText('Passwords do not match').waitFor();
    expect(await accountExists(a.email)).toBe(false);
  });

  test('when the e-mail already has an account, then registration fails with a message and the existing account stays', async ({
    openPage,
  }) => {
    const a = applicant('taken');
    const { page } = await openPage();
    await page.goto('/register');
    await fillRegistration(page, a);
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(await settledPath(page, '/login', 30_000)).toBe('/login');

    await page.goto('/signup');
    await fillRegistration(page, a);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByTestId('register-error').waitFor();
    expect(await page.getByTestId('register-error').textContent()).toMatch(/already exists/);
    expect(await accountExists(a.email)).toBe(true);
  });
});

test.describe('registration failures leave nothing behind', () => {
  for (const [backendCase, status, body, expected] of [
    [
      'answers 503 with a message',
      503,
      { success: false, message: 'Registration is paused for maintenance.' },
      'Registration is paused for maintenance.',
    ],
    ['answers success false without a message', 200, { success: false }, 'Backend error'],
  ] as const) {
    test(`when the backend ${backendCase}, then that is shown and the just-created account is deleted`, async ({
      openPage,
    }) => {
      const a = applicant('backendfail');
      const { page } = await openPage();
      await page.route('**/api/signup/registerCustomer', (route) =>
        route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
      );
      await page.goto('/register');
      await fillRegistration(page, a);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByTestId('register-error').waitFor();
      expect(await page.getByTestId('register-error').textContent()).toBe(expected);
      expect(new URL(page.url()).pathname).toBe('/register');
      expect(await accountExists(a.email)).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    });
  }
});

test.describe('a lost answer from the backend', () => {
  test('when the profile was stored but its answer never arrives, then the account is kept, so no profile is orphaned', async ({
    openPage,
  }) => {
    const a = applicant('lostanswer');
    const { page } = await openPage();
    // The request reaches the server (which stores the profile); the browser then sees a network failure.
    await page.route('**/api/signup/registerCustomer', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto('/register');
    await fillRegistration(page, a);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByTestId('register-error').waitFor();
    expect(await accountExists(a.email)).toBe(true);
    // Registration did not finish here, so nobody stays signed in with the unverified account.
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });
});

test.describe('a lost answer that the next try gets through', () => {
  test('when the first answer from the backend is lost, then registration asks again, finishes once and goes to /login', async ({
    openPage,
  }) => {
    const a = applicant('retry');
    const { page } = await openPage();
    let calls = 0;
    await page.route('**/api/signup/registerCustomer', async (route) => {
      calls += 1;
      if (calls > 1) return route.continue();
      // The first request stores the profile, but its answer never reaches the browser.
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.goto('/register');
    await fillRegistration(page, a);
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(await settledPath(page, '/login', 30_000)).toBe('/login');
    expect(calls).toBe(2);
    expect(await accountExists(a.email)).toBe(true);
  });
});

test.describe('Google sign-up', () => {
  test('when a person signs up with Google, then the profile is created and they go to /register-device', async ({
    openPage,
  }) => {
    const email = uniqueEmail('gsignup');
    const { page } = await openPage();
    await page.goto('/register');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await popup.waitForLoadState();
    await popup.getByText('Add new account').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Gale Van Google');
    await popup.locator('#sign-in').click();
    await toastText(page, 'Signed up with Google! Welcome to the product!');
    expect(await settledPath(page, '/register-device')).toBe('/register-device');
  });

  test('when the backend refuses a Google sign-up, then its message shows, the new account is removed and nobody is signed in', async ({
    openPage,
  }) => {
    const email = uniqueEmail('gsignupfail');
    const { page } = await openPage();
    await page.route('**/api/signup/registerCustomer', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'First name is required' }),
      }),
    );
    await page.goto('/register');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await popup.getByText('Add new account').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#sign-in').click();
    await page.getByTestId('register-error').waitFor();
    expect(await page.getByTestId('register-error').textContent()).toBe('First name is required');
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await accountExists(email)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });
});

test.describe('a quote kept while signed out', () => {
  test('when a visitor registers after saving a quote, then it is stored only once they have verified and signed in', async ({
    openPage,
  }) => {
    const a = applicant('quote-register');
    const { page } = await openPage();
    const quotePosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/quotes')
        quotePosts.push(request.url());
    });
    await page.goto('/quote');
    await page.getByRole('radio', { name: /Phone/ }).check();
    await page.getByRole('combobox', { name: /Device model/ }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('radio', { name: /Premium Plan/ }).check();
    await page.getByRole('button', { name: 'Get My Quote' }).click();
    await page.getByRole('button', { name: 'Save Quote & Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/signup');

    await fillRegistration(page, a);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toastText(page, 'Verification email sent! Check your inbox.');
    expect(await settledPath(page, '/login', 30_000)).toBe('/login');
    // Registration signs the account in for a moment; that must not take the quote.
    await page.waitForTimeout(1_000);
    expect(quotePosts).toEqual([]);
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('currentQuote'))) ?? '{}'),
    ).not.toHaveProperty('savedQuoteId');

    const code = await waitForOobCode(a.email, 'VERIFY_EMAIL');
    await applyOobLink(code.oobLink);
    await submitLogin(page, a.email, a.password);
    await toastText(page, 'Your quote has been saved to your account.');
    expect(quotePosts).toHaveLength(1);
    const kept = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('currentQuote'))) ?? '{}',
    ) as { savedQuoteId?: string };
    expect(kept.savedQuoteId).toEqual(expect.any(String));
  });
});

test.describe('registration page', () => {
  test('when /register opens, then the tab is titled, the State label sits in its empty field, secondary text is muted and no password policy error is logged', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const policyRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('passwordPolicy')) policyRequests.push(request.url());
    });
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.title()).toBe('Register | DeviceProtect');
    expect(policyRequests).toEqual([]);
    expect(errors).toEqual([]);

    const stateLabel = page.locator('label[for="register-state"]');
    expect(await stateLabel.getAttribute('data-shrink')).toBe('false');
    await page.locator('#register-state').selectOption('IL');
    expect(await stateLabel.getAttribute('data-shrink')).toBe('true');

    // The subtitle uses the theme's secondary text colour (#46516a), not the main one.
    const subtitle = page.getByText('Protect your devices in minutes.');
    expect(await subtitle.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(70, 81, 106)');

    await page.goto('/signup');
    await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
    expect(await page.title()).toBe('Sign Up | DeviceProtect');
  });
});
