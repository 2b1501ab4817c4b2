// The pages in prerenderedPaths are written out as HTML at build time (web/src/prerender.tsx): a visitor
// sees the whole page as soon as its HTML arrives, with scripts off too, and the app then takes it over
// without rebuilding it. Until it has, the page's forms are disabled, so nothing is sent by the browser
// itself (web/src/components/Form.tsx). The signed-in pages get the plain app shell, which brings the
// styles of what they draw first (prerenderShellStyles).
import type { Page } from '@playwright/test';
import { STYLE_KEY, prerenderedPaths } from '../../web/src/public';
import { DESKTOP, PHONE } from '../support/browser';
import { expect, test } from '../support/test';
import { createAccount, uniqueEmail } from '../support/accounts';
import { appStarted } from '../support/pages';

test.describe.configure({ timeout: 120_000 });

const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/** The first heading of each prerendered page. */
const HEADINGS: Record<string, string> = {
  '/': 'Protect your phone and tablet',
  '/services': 'Plans & Coverage',
  '/quote': 'Get Your Instant Quote',
  '/login': 'Sign In',
  '/about': 'About Us',
  '/faq': 'Frequently Asked Questions',
  '/contact': 'Contact Us',
  '/blog': 'Blog',
  '/news': 'News',
  '/careers': 'Careers',
  '/partners': 'Partners',
  '/investors': 'Investor Relations',
  '/terms': 'Terms of Service',
  '/privacy': 'Privacy Policy',
};

/**
 * The style rules on the page, by class id: those its HTML brought (data-emotion="app id1 id2 ...", from
 * src/prerender.tsx, styleTags), the rules the app wrote after (its own tags, filled rule by rule) and the
 * ids in them, and those worn by the elements `selectors` pick.
 */
function emotionStyles(page: Page, selectors: string[] = []) {
  return page.evaluate(
    ({ selectors, key }) => {
      const tags = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion]'));
      const brought = tags.flatMap((tag) => {
        const [tagKey, ...ids] = (tag.dataset.emotion ?? '').split(' ');
        return tagKey === key ? ids : [];
      });
      const written = tags
        .filter((tag) => tag.dataset.emotion === key)
        .flatMap((tag) => Array.from(tag.sheet?.cssRules ?? [], (rule) => rule.cssText));
      const writtenIds = written.flatMap((text) =>
        Array.from(text.matchAll(new RegExp(`\\.${key}-([\\w-]+)`, 'g'))).flatMap((m) =>
          m[1] ? [m[1]] : [],
        ),
      );
      const worn = selectors.flatMap((selector) =>
        Array.from(document.querySelector(selector)?.classList ?? []).flatMap((name) =>
          name.startsWith(`${key}-`) ? [name.slice(key.length + 1)] : [],
        ),
      );
      return { brought, written: written.map((text) => text.slice(0, 80)), writtenIds, worn };
    },
    { selectors, key: STYLE_KEY },
  );
}

/**
 * Opens `route` as it is before the app starts: the app's entry script is held back until `release` is
 * called. Waits for the page's footer only: the document is not "loaded" (not even DOMContentLoaded)
 * until its module script has run.
 */
async function openBeforeAppStart(page: Page, route: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY_SCRIPT, async (held) => {
    await released;
    await held.continue();
  });
  await page.goto(route, { waitUntil: 'commit' });
  await page.locator('footer').waitFor();
  return release;
}

test.describe('prerendered public pages', () => {
  test('when a visitor opens a prerendered page with scripts off, then its heading, text and links are there', async ({
    openPage,
  }) => {
    const { page } = await openPage(DESKTOP, { javaScriptEnabled: false });
    expect(Object.keys(HEADINGS).sort()).toEqual([...prerenderedPaths].sort());
    for (const route of prerenderedPaths) {
      await page.goto(route);
      const h1 = (await page.locator('h1').first().textContent()) ?? '';
      expect([route, h1]).toEqual([route, expect.stringContaining(HEADINGS[route] ?? '?')]);
      expect(await page.locator('header a[href="/quote"]').count()).toBeGreaterThan(0);
    }
  });

  test('when a visitor opens the home and plans pages with scripts off, then they list the three plans with their prices and every section', async ({
    openPage,
  }) => {
    const { page } = await openPage(DESKTOP, { javaScriptEnabled: false });
    await page.goto('/');
    const planNames = () =>
      page.getByTestId('plan-card').getByRole('heading', { level: 3 }).allTextContents();
    expect(await planNames()).toEqual(['Basic Plan', 'Premium Plan', 'Family Plan']);
    expect(
      await page.getByTestId('plan-card').filter({ hasText: 'Family Plan' }).textContent(),
    ).toContain('$29.99');
    for (const section of [
      'How It Works',
      'Choose Your Protection Plan',
      'Optional Add-ons',
      'What Our Customers Say',
      'Ready to protect your device?',
    ]) {
      await page.getByRole('heading', { name: section }).waitFor();
    }
    await page.getByText('Extended Warranty').waitFor();
    await page.goto('/services');
    expect(await planNames()).toEqual(['Basic Plan', 'Premium Plan', 'Family Plan']);
    await page.getByRole('heading', { name: 'Plan Questions' }).waitFor();
  });

  test('when the app takes over a prerendered page, then it reports no error and the page stays the same', async ({
    openPage,
  }) => {
    const { page } = await openPage(PHONE);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    for (const route of prerenderedPaths) {
      await page.goto(route);
      const firstHeading = page.locator('h1').first();
      const before = await firstHeading.elementHandle();
      await appStarted(page);
      // Hydrated, not rebuilt: the heading on screen is still the element the HTML brought.
      expect([route, await before?.evaluate((el) => el.isConnected)]).toEqual([route, true]);
    }
    // A failed api call (none is expected here) would also log; hydration mismatches log as errors.
    expect(errors).toEqual([]);
  });

  test('when the app takes over the home page, then every style it draws with came with the HTML, and it writes none', async ({
    openPage,
  }) => {
    const { page } = await openPage(PHONE);
    await page.goto('/');
    await appStarted(page);
    const styles = await emotionStyles(page);
    expect(styles.brought.length).toBeGreaterThan(0);
    expect(styles.written).toEqual([]);
  });

  test('when the app takes over a page on a phone, then no control on the first screen moves under the finger', async ({
    openPage,
  }) => {
    const { page } = await openPage(PHONE);
    for (const route of prerenderedPaths) {
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
  });

  test('when a visitor signs in before the app has started, then the form waits for it: nothing goes into the address, and signing in works once it has', async ({
    openPage,
  }) => {
    const email = uniqueEmail('early-login');
    await createAccount({ email, password: 'Early123!', emailVerified: true });
    const { page } = await openPage();
    const release = await openBeforeAppStart(page, '/login');
    // Every field and button of the form is disabled until the app runs the page.
    for (const control of [
      page.locator('#login-email'),
      page.locator('#login-password'),
      page.getByRole('button', { name: 'Sign In', exact: true }),
    ]) {
      expect(await control.isDisabled()).toBe(true);
    }
    await page
      .locator('#login-email')
      .press('Enter', { timeout: 1000 })
      .catch(() => undefined);
    expect(new URL(page.url()).search).toBe('');
    release();
    await appStarted(page);
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill('Early123!');
    await page.locator('#login-password').press('Enter');
    await page.waitForURL((url) => url.pathname === '/customer/dashboard', { timeout: 20_000 });
    expect(new URL(page.url()).search).toBe('');
  });

  test('when the contact form is on screen before the app has started, then it is disabled until it has, and then checks what is sent', async ({
    openPage,
  }) => {
    const { page } = await openPage(PHONE);
    const release = await openBeforeAppStart(page, '/contact');
    expect(await page.getByRole('textbox', { name: 'Name' }).isDisabled()).toBe(true);
    release();
    await page.getByRole('textbox', { name: 'Name' }).fill('Early Visitor');
    await page.getByRole('textbox', { name: 'Name' }).press('Enter');
    await page.getByText('Email is required', { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Early Visitor');
    expect(new URL(page.url()).search).toBe('');
  });
});

test.describe('the app shell of the signed-in pages', () => {
  test('when an admin opens the dashboard, then its header, footer and heading use styles that came with the HTML, and the app writes none of them again', async ({
    openAdminPage,
  }) => {
    const { page } = await openAdminPage(PHONE);
    await page.goto('/admin/dashboard');
    await appStarted(page);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Admin' }).waitFor();
    const styles = await emotionStyles(page, ['header', 'footer', 'main h1']);
    expect(styles.worn.length).toBeGreaterThan(0);
    expect(styles.worn.filter((id) => !styles.brought.includes(id))).toEqual([]);
    expect(styles.writtenIds.filter((id) => styles.brought.includes(id))).toEqual([]);
  });
});
