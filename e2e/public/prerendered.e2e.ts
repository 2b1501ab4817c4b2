// The public pages are prerendered at build time (web/vite-plugins/landing-pages.ts): a visitor sees the
// page as soon as its HTML arrives, the app then takes it over without rebuilding it, and what the
// visitor did in between (a tap, a few words typed, Enter in a form) is not lost.
import type { Page } from 'playwright-core';
import { baseUrl, openPage, PHONE, sharedBrowser } from '../support/browser';
import { createAccount, uniqueEmail } from '../support/accounts';
import { appStarted } from '../support/pages';

jest.setTimeout(120_000);

const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

const PRERENDERED: Array<[string, string]> = [
  ['/', 'Protect your phone and tablet'],
  ['/services', 'Plans & Coverage'],
  ['/quote', 'Get Your Instant Quote'],
  ['/login', 'Sign In'],
  ['/about', 'About Us'],
  ['/faq', 'Frequently Asked Questions'],
  ['/contact', 'Contact Us'],
  ['/blog', 'Blog'],
  ['/news', 'News'],
  ['/careers', 'Careers'],
  ['/partners', 'Partners'],
  ['/investors', 'Investor Relations'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
];

/**
 * Opens `route` as it is before the app starts: the app's entry script is held back until `release` is
 * called. Waits for the HTML only, because the page may ask for the held script before its load event,
 * which would then never come.
 */
async function openBeforeAppStart(page: Page, route: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY_SCRIPT, async (held) => {
    await released;
    await held.continue();
  });
  await page.goto(route, { waitUntil: 'domcontentloaded' });
  return release;
}

describe('prerendered public pages', () => {
  it('when a visitor opens a public page with scripts off, then its heading, text and links are there', async () => {
    const context = await sharedBrowser().newContext({
      javaScriptEnabled: false,
      baseURL: baseUrl(),
    });
    const page = await context.newPage();
    try {
      for (const [route, heading] of PRERENDERED) {
        await page.goto(route);
        const h1 = (await page.locator('h1').first().textContent()) ?? '';
        expect([route, h1]).toEqual([route, expect.stringContaining(heading)]);
        expect(await page.locator('header a[href="/quote"]').count()).toBeGreaterThan(0);
      }
    } finally {
      await context.close();
    }
  });

  it('when the app takes over a prerendered page, then it reports no error and the page stays the same', async () => {
    const { context, page } = await openPage(PHONE);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      for (const [route] of PRERENDERED) {
        await page.goto(route);
        const firstHeading = page.locator('h1').first();
        const before = await firstHeading.elementHandle();
        await appStarted(page);
        // Hydrated, not rebuilt: the heading on screen is still the element the HTML brought.
        expect([route, await before?.evaluate((el) => el.isConnected)]).toEqual([route, true]);
      }
      // A failed api call (none is expected here) would also log; hydration mismatches log as errors.
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('when the app takes over a page on a phone, then no control on the first screen moves under the finger', async () => {
    const { context, page } = await openPage(PHONE);
    try {
      for (const [route] of PRERENDERED) {
        const release = await openBeforeAppStart(page, route);
        // Only the app taking over is measured here, not images arriving.
        await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
        // The controls on the first screen, kept on window so the same elements are measured again.
        const before = await page.evaluate(() => {
          const controls = Array.from(
            document.querySelectorAll<HTMLElement>(
              'a, button, input, textarea, [role="tab"], [role="combobox"]',
            ),
          ).filter(
            (el) => el.getBoundingClientRect().top < window.innerHeight && el.offsetParent !== null,
          );
          (window as { firstScreen?: HTMLElement[] }).firstScreen = controls;
          return controls.map((el) => JSON.stringify(el.getBoundingClientRect()));
        });
        release();
        await appStarted(page);
        await page.unroute(ENTRY_SCRIPT);
        const after = await page.evaluate(() =>
          ((window as { firstScreen?: HTMLElement[] }).firstScreen ?? []).map((el) =>
            JSON.stringify(el.getBoundingClientRect()),
          ),
        );
        const moved = before.flatMap((box, i) =>
          box === after[i] ? [] : [`${route} control ${i}: ${box} -> ${after[i]}`],
        );
        expect(moved).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });

  it('when a phone visitor taps the menu before the app has started, then the menu opens once it has', async () => {
    const { context, page } = await openPage(PHONE);
    try {
      const release = await openBeforeAppStart(page, '/');
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      await menuButton.click();
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
      release();
      await page.waitForFunction(
        () => document.querySelector('header button[aria-expanded="true"]') !== null,
      );
    } finally {
      await context.close();
    }
  });

  it('when a visitor types an FAQ search before the app has started, then the search applies once it has', async () => {
    const { context, page } = await openPage();
    try {
      const release = await openBeforeAppStart(page, '/faq');
      const all = await page.getByTestId('faq-item').count();
      await page.getByRole('searchbox', { name: 'Search questions' }).fill('police report');
      release();
      await appStarted(page);
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="faq-item"]').length < n,
        all,
      );
      expect(await page.getByRole('searchbox', { name: 'Search questions' }).inputValue()).toBe(
        'police report',
      );
      expect((await page.getByTestId('faq-item').allTextContents()).join(' ')).toMatch(/theft/i);
    } finally {
      await context.close();
    }
  });

  it('when a visitor presses Enter in the contact form before the app has started, then nothing is sent into the address and the form is checked once it has', async () => {
    const { context, page } = await openPage();
    try {
      const release = await openBeforeAppStart(page, '/contact');
      await page.getByRole('textbox', { name: 'Name' }).fill('Early Visitor');
      await page.getByRole('textbox', { name: 'Name' }).press('Enter');
      await page.waitForTimeout(300);
      expect(new URL(page.url()).search).toBe('');
      release();
      await appStarted(page);
      await page.getByText('Email is required', { exact: true }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Early Visitor');
      expect(new URL(page.url()).search).toBe('');
    } finally {
      await context.close();
    }
  });

  it('when a visitor signs in before the app has started, then no password goes into the address and they are signed in once it has', async () => {
    const email = uniqueEmail('early-login');
    await createAccount({ email, password: 'Early123!', emailVerified: true });
    const { context, page } = await openPage();
    try {
      const release = await openBeforeAppStart(page, '/login');
      await page.locator('#login-email').fill(email);
      await page.locator('#login-password').fill('Early123!');
      await page.locator('#login-password').press('Enter');
      await page.waitForTimeout(300);
      expect(new URL(page.url()).search).toBe('');
      release();
      await page.waitForURL((url) => url.pathname === '/customer/dashboard', { timeout: 20_000 });
    } finally {
      await context.close();
    }
  });
});
