// The sticky header at every width a visitor might use (issue 4): nothing scrolls sideways, and the
// mobile menu behaves like a disclosure for keyboard users.
import type { Page } from '@playwright/test';
import { createCustomer } from '../support/accounts';
import { DESKTOP } from '../support/browser';
import { appStarted, openLoginPage, submitLogin } from '../support/pages';
import { expect, test } from '../support/test';

test.describe.configure({ timeout: 120_000 });

const WIDTHS = [360, 900, 1024, 1200, 1280];

/** How far the page is wider than the window (0 when nothing scrolls sideways). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Heights of the header's buttons and links: one line of text each when none wraps. */
async function wrappedHeaderControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('header a, header button'))
      .filter((el) => el.offsetParent !== null)
      .filter((el) => {
        const style = getComputedStyle(el);
        const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.75;
        const box = el.getBoundingClientRect();
        return (
          box.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom) > line * 1.5
        );
      })
      .map((el) => el.textContent ?? ''),
  );
}

test.describe('header', () => {
  test('when a signed-out visitor opens the home page at 360 to 1280 px, then nothing scrolls sideways and no header button wraps', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await page
        .getByRole('link', { name: 'Login' })
        .or(page.getByRole('button', { name: 'Open menu' }))
        .first()
        .waitFor();
      expect({ width, overflow: await sidewaysOverflow(page) }).toEqual({ width, overflow: 0 });
      expect({ width, wrapped: await wrappedHeaderControls(page) }).toEqual({
        width,
        wrapped: [],
      });
      // Below 1200 px the links live in the menu; from 1200 px they are in the bar.
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      expect({ width, menu: await menuButton.isVisible() }).toEqual({
        width,
        menu: width < 1200,
      });
      if (width >= 1200)
        expect(await page.getByRole('link', { name: 'Get Protected' }).isVisible()).toBe(true);
    }
  });

  test('when a customer is signed in at 360 to 1280 px, then nothing scrolls sideways and their name shows on one line', async ({
    openCustomerPage,
  }) => {
    const { page } = await openCustomerPage();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      if (width >= 1200) await page.getByRole('button', { name: 'Logout' }).waitFor();
      expect({ width, overflow: await sidewaysOverflow(page) }).toEqual({ width, overflow: 0 });
      expect({ width, wrapped: await wrappedHeaderControls(page) }).toEqual({
        width,
        wrapped: [],
      });
      if (width >= 1200) {
        const account = page.getByRole('link', { name: 'Quinn Quote (Customer)' });
        expect(await account.getAttribute('title')).toBe('Quinn Quote (Customer)');
      }
    }
  });

  test('when a visitor without a session reads public pages, then the Auth SDK is not fetched, and a sign-in in another tab shows in their header', async ({
    openPage,
  }) => {
    const who = await createCustomer('other-tab');
    const { page, context } = await openPage(DESKTOP);
    const authSdkRequests: string[] = [];
    context.on('request', (request) => {
      if (/\/assets\/firebase-sdk-[^/]+\.js$/.test(request.url()))
        authSdkRequests.push(request.url());
    });
    // Network idle on each page: the time an "on idle" load would have taken place.
    for (const path of ['/services', '/quote']) {
      await page.goto(path);
      await appStarted(page);
      await page.waitForLoadState('networkidle');
    }
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(authSdkRequests).toEqual([]);

    const otherTab = await context.newPage();
    await openLoginPage(otherTab);
    await otherTab.getByLabel('Remember me').check();
    await submitLogin(otherTab, who.email, who.password);
    await otherTab.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
    await page.getByRole('link', { name: 'Quinn Quote (Customer)' }).waitFor();
    expect(authSdkRequests.length).toBeGreaterThan(0);
  });

  test('when a customer signed in without Remember me and another tab found nobody signed in, then their own tab still shows them after a reload', async ({
    openPage,
  }) => {
    const who = await createCustomer('tab-only');
    const { page, context } = await openPage(DESKTOP);
    await openLoginPage(page);
    await submitLogin(page, who.email, who.password);
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });

    // A second tab: Firebase keeps a sign-in without Remember me in its own tab only, so there it finds
    // nobody and clears the session the tabs share.
    const otherTab = await context.newPage();
    await otherTab.goto('/services');
    await appStarted(otherTab);
    await otherTab.waitForFunction(() => window.localStorage.getItem('user') === null);
    await otherTab.getByRole('link', { name: 'Login' }).waitFor();

    await page.goto('/');
    await page.getByRole('link', { name: 'Quinn Quote (Customer)' }).waitFor();
  });

  test('when the mobile menu is open and the visitor presses Escape, then it closes and focus returns to the menu button', async ({
    openPage,
  }) => {
    const { page } = await openPage({ width: 360, height: 740 });
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await mobileNav.waitFor();
    await mobileNav.getByRole('link', { name: 'Services' }).focus();
    await page.keyboard.press('Escape');
    await mobileNav.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Open menu',
    );
    expect(await open.getAttribute('aria-expanded')).toBe('false');
  });
});
