// The sticky header at every width a visitor might use (issue 4): nothing scrolls sideways, and the
// mobile menu behaves like a disclosure for keyboard users.
import type { Page } from '@playwright/test';
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
