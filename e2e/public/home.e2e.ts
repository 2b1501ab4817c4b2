// The home page and the shared layout against the local stack with seeded data.
import { PHONE } from '../support/browser';
import { expect, test } from '../support/test';
import { appStarted, toastText } from '../support/pages';

test.describe.configure({ timeout: 90_000 });

test.describe('home page', () => {
  test('when the home page opens, then it shows the three seeded plans at once, each leading to the quote', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await page.goto('/');
    const names = await page
      .getByTestId('plan-card')
      .getByRole('heading', { level: 3 })
      .allTextContents();
    expect(names).toEqual(['Basic Plan', 'Premium Plan', 'Family Plan']);
    expect(await page.getByTestId('plan-skeleton').count()).toBe(0);
    await appStarted(page);
    await page.getByRole('link', { name: 'Get Quote Now: Premium Plan' }).click();
    await page.waitForURL((url) => url.pathname === '/quote');
  });

  test('when a visitor comes to the home page from a page without the plans, then six placeholders show while plans load and then the three seeded plans', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/plans', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about');
    await appStarted(page);
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByTestId('plan-skeleton').first().waitFor();
    expect(await page.getByTestId('plan-skeleton').count()).toBe(6);
    release();
    await page.getByTestId('plan-card').first().waitFor();
    const names = await page
      .getByTestId('plan-card')
      .getByRole('heading', { level: 3 })
      .allTextContents();
    expect(names).toEqual(['Basic Plan', 'Premium Plan', 'Family Plan']);
    expect(await page.getByTestId('plan-skeleton').count()).toBe(0);
    // Each plan card leads to the quote.
    await page.getByRole('link', { name: 'Get Quote Now: Premium Plan' }).click();
    await page.waitForURL((url) => url.pathname === '/quote');
  });

  test('when the plans and add-ons calls fail on the way to the home page, then no plans show and the fallback add-ons do', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await page.route('**/api/plans', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.route('**/api/addons', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/about');
    await appStarted(page);
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByText('Accessories Coverage').waitFor();
    await page.getByText('Extended Warranty').waitFor();
    await page.getByText('Data Recovery').waitFor();
    expect(await page.getByTestId('plan-card').count()).toBe(0);
  });

  test('when a phone visitor opens the menu, then it lists the same links and closes after choosing one', async ({
    openPage,
  }) => {
    const { page } = await openPage(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of [
      'Home',
      'Services',
      'Get Quote',
      'About Us',
      'News',
      'Careers',
      'Partners',
      'Investors',
      'Blog',
      'Contact',
      'Login',
      'Get Protected',
    ]) {
      await menu.getByRole('link', { name, exact: true }).waitFor();
    }
    await menu.getByRole('link', { name: 'Careers', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/careers');
    await menu.waitFor({ state: 'detached' });
  });

  test('when a customer is signed in, then the header shows their name and role linking to the dashboard, and Logout returns to /login', async ({
    openCustomerPage,
  }) => {
    const { page } = await openCustomerPage();
    await page.goto('/');
    const account = page.getByRole('link', { name: 'Quinn Quote (Customer)' });
    await account.waitFor();
    expect(await account.getAttribute('href')).toBe('/customer/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await toastText(page, 'Logged out successfully.');
    await page.getByRole('link', { name: 'Get Protected' }).waitFor();
  });

  test('when a page does not exist, then Page Not Found offers Go Home and Go Back', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await page.goto('/faq');
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL((url) => url.pathname === '/faq');
    await page.goto('/no/such/page');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
