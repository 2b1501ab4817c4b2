// Sign-in and route guards in a real browser against the local stack (spec 01 sections 2, 4, 5, 6, 8).
import { expect, test } from '../support/test';
import { createAccount, uniqueEmail } from '../support/accounts';
import { openLoginPage, settledPath, submitLogin, toastText } from '../support/pages';

test.describe.configure({ timeout: 90_000 });

test.describe('login page', () => {
  test('when a visitor opens /login, then the Auth SDK is fetched only once they start on the form, and signing in works', async ({
    openPage,
  }) => {
    const email = uniqueEmail('first-use');
    await createAccount({ email, password: 'Customer123!', emailVerified: true });
    const { page, context } = await openPage();
    const authSdkRequests: string[] = [];
    context.on('request', (request) => {
      if (/\/assets\/firebase-sdk-[^/]+\.js$/.test(request.url()))
        authSdkRequests.push(request.url());
    });
    await openLoginPage(page);
    await page.waitForLoadState('networkidle');
    expect(authSdkRequests).toEqual([]);

    await submitLogin(page, email, 'Customer123!');
    await toastText(page, 'Welcome back!');
    expect(await settledPath(page, '/customer/dashboard')).toBe('/customer/dashboard');
    expect(authSdkRequests.length).toBeGreaterThan(0);
  });

  test('when the password is wrong, then it says "Incorrect email or password." and stays on /login', async ({
    openPage,
  }) => {
    const email = uniqueEmail('wrongpw');
    await createAccount({ email, password: 'Right123!', emailVerified: true });
    const { page } = await openPage();
    await openLoginPage(page);
    await submitLogin(page, email, 'Wrong123!');
    expect(await page.getByTestId('login-error').textContent()).toBe(
      'Incorrect email or password.',
    );
    expect(await toastText(page, 'Incorrect email or password.')).toContain(
      'Incorrect email or password.',
    );
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('when no account has the e-mail, then it says "No user found with this email."', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await openLoginPage(page);
    await submitLogin(page, uniqueEmail('nobody'), 'Whatever123!');
    expect(await page.getByTestId('login-error').textContent()).toBe(
      'No user found with this email.',
    );
  });

  test('when the e-mail is not verified, then it says "Please verify your email before logging in." and signs out', async ({
    openPage,
  }) => {
    const email = uniqueEmail('unverified');
    await createAccount({ email, password: 'Unverified123!', emailVerified: false });
    const { page } = await openPage();
    await openLoginPage(page);
    await submitLogin(page, email, 'Unverified123!');
    expect(await page.getByTestId('login-error').textContent()).toBe(
      'Please verify your email before logging in.',
    );
    expect(new URL(page.url()).pathname).toBe('/login');
    // Signed out: no session user is kept, and a protected page sends the visitor back to /login.
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.goto('/customer/dashboard');
    expect(await settledPath(page, '/login')).toBe('/login');
  });

  test('when the form is submitted empty, then the domain messages appear next to the fields', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await openLoginPage(page);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.locator('#login-email').fill('not-an-address');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Invalid email address').waitFor();
  });

  test('when the show password toggle is pressed, then the password becomes readable and can be hidden again', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await openLoginPage(page);
    const password = page.locator('#login-password');
    await password.fill('Secret123!');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
  });

  test('when a verified customer signs in, then "Welcome back!" shows, they land on /customer/dashboard and the first-device tip follows', async ({
    openPage,
  }) => {
    const email = uniqueEmail('customer');
    await createAccount({
      email,
      password: 'Customer123!',
      displayName: 'Casey Tester',
      emailVerified: true,
    });
    const { page } = await openPage();
    await openLoginPage(page);
    await submitLogin(page, email, 'Customer123!');
    // The toast first: it hides after 4 s, which the dashboard's settling may outlast on a busy machine.
    await toastText(page, 'Welcome back!');
    expect(await settledPath(page, '/customer/dashboard')).toBe('/customer/dashboard');
    await toastText(page, 'Tip: Add your first device to get started with protection!', 10_000);
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('user'))) ?? 'null',
    ) as {
      name: string;
      email: string;
      role: string;
    } | null;
    expect(stored).toMatchObject({ name: 'Casey Tester', email, role: 'customer' });
  });

  test('when an admin signs in, then "Welcome back, Admin!" shows and they land on /admin/dashboard', async ({
    openPage,
  }) => {
    const email = uniqueEmail('admin');
    await createAccount({ email, password: 'Admin123!', emailVerified: true, admin: true });
    const { page } = await openPage();
    await openLoginPage(page);
    await submitLogin(page, email, 'Admin123!');
    await toastText(page, 'Welcome back, Admin!');
    expect(await settledPath(page, '/admin/dashboard')).toBe('/admin/dashboard');
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}'),
    ).toMatchObject({
      role: 'admin',
    });
  });

  test('when the seeded admin signs in, then they land on /admin/dashboard', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await openLoginPage(page);
    await submitLogin(page, 'admin@demo.test', 'Admin123!');
    expect(await settledPath(page, '/admin/dashboard')).toBe('/admin/dashboard');
  });
});

test.describe('remember me', () => {
  for (const [label, remember] of [
    ['on', true],
    ['off', false],
  ] as const) {
    test(`when remember me is ${label}, then the session survives a reload of the tab`, async ({
      openPage,
    }) => {
      const email = uniqueEmail(`remember${remember ? 'on' : 'off'}`);
      await createAccount({ email, password: 'Customer123!', emailVerified: true });
      const { page } = await openPage();
      await openLoginPage(page);
      if (remember) await page.getByLabel('Remember me').check();
      await submitLogin(page, email, 'Customer123!');
      expect(await settledPath(page, '/customer/dashboard')).toBe('/customer/dashboard');
      // Without "remember me" the session lives in the tab's session storage only, and ends with the tab.
      const tabOnly = await page.evaluate(() =>
        Object.keys(sessionStorage).some((k) => k.startsWith('firebase:authUser')),
      );
      expect(tabOnly).toBe(!remember);
      await page.reload();
      expect(await settledPath(page, '/customer/dashboard', 5_000)).toBe('/customer/dashboard');
    });
  }
});

test.describe('route guards', () => {
  test('when a signed-out visitor opens a customer page, then they sign in and are taken back to that page', async ({
    openPage,
  }) => {
    const email = uniqueEmail('returning');
    await createAccount({ email, password: 'Customer123!', emailVerified: true });
    const { page } = await openPage();
    await page.goto('/customer/claims');
    expect(await settledPath(page, '/login')).toBe('/login');
    await submitLogin(page, email, 'Customer123!');
    expect(await settledPath(page, '/customer/claims')).toBe('/customer/claims');
  });

  test('when a customer types any admin address, then they end on /customer/dashboard', async ({
    openPage,
  }) => {
    const email = uniqueEmail('nosy');
    await createAccount({ email, password: 'Customer123!', emailVerified: true });
    const { page } = await openPage();
    await openLoginPage(page);
    await page.getByLabel('Remember me').check();
    await submitLogin(page, email, 'Customer123!');
    expect(await settledPath(page, '/customer/dashboard')).toBe('/customer/dashboard');
    for (const adminPage of [
      '/admin/dashboard?tab=plans',
      '/admin/users',
      '/admin/user/some-user',
      '/admin/quotes',
      '/admin/claims',
      '/admin/claims/review/some-claim',
    ]) {
      await page.goto(adminPage);
      expect([adminPage, await settledPath(page, '/customer/dashboard')]).toEqual([
        adminPage,
        '/customer/dashboard',
      ]);
    }
  });
});
