// What every public page shows a visitor beyond its content (QA of issue 4): a tab title naming the
// page, a visible keyboard focus ring, only contact channels that exist, and buttons that answer.
import { expect, test } from '../support/test';
import { appStarted, toastText } from '../support/pages';

test.describe.configure({ timeout: 120_000 });

const TITLES: Array<[string, string]> = [
  ['/', 'Home'],
  ['/services', 'Plans & Coverage'],
  ['/quote', 'Get an Instant Quote'],
  ['/about', 'About Us'],
  ['/news', 'News'],
  ['/careers', 'Careers'],
  ['/partners', 'Partners'],
  ['/investors', 'Investor Relations'],
  ['/blog', 'Blog'],
  ['/contact', 'Contact Us'],
  ['/faq', 'Frequently Asked Questions'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/login', 'Login'],
  ['/register', 'Register'],
  ['/signup', 'Sign Up'],
  ['/forgot-password', 'Forgot Password'],
];

test.describe('public pages', () => {
  test('when each public and sign-in page opens, then the tab title is "<Page> | DeviceProtect"', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    const seen: Array<[string, string]> = [];
    for (const [path, name] of TITLES) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page
        .waitForFunction((expected) => document.title === expected, `${name} | DeviceProtect`, {
          timeout: 5_000,
        })
        .catch(() => undefined);
      seen.push([path, await page.title()]);
    }
    expect(seen).toEqual(TITLES.map(([path, name]) => [path, `${name} | DeviceProtect`]));
  });

  test('when a keyboard user tabs to a button or a link, then a 3px focus ring shows', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).waitFor();
    const outlines = new Map<string, string>();
    for (let i = 0; i < 60 && outlines.size < 3; i += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return null;
        const style = getComputedStyle(el);
        const kind =
          el.tagName === 'BUTTON'
            ? 'button'
            : el.tagName === 'A'
              ? 'link'
              : el.tagName === 'INPUT' || el.tagName === 'TEXTAREA'
                ? 'input'
                : null;
        return kind ? { kind, outline: `${style.outlineStyle} ${style.outlineWidth}` } : null;
      });
      if (focused && !outlines.has(focused.kind)) outlines.set(focused.kind, focused.outline);
    }
    expect(outlines.get('button')).toBe('solid 3px');
    expect(outlines.get('link')).toBe('solid 3px');
  });

  test('when the contact page opens, then it offers phone, e-mail and the form but no live chat', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await page.goto('/contact');
    const details = page.getByRole('complementary', { name: 'Contact details' });
    await details.getByRole('heading', { name: 'Phone' }).waitFor();
    await details.getByRole('heading', { name: 'Email' }).waitFor();
    expect(await page.getByText(/live chat/i).count()).toBe(0);
  });

  test('when Subscribe, a press-kit download or Apply Now is pressed, then a coming-soon toast names the support e-mail', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    const comingSoon = 'Coming soon: write to us at support@deviceprotect.example';
    await page.goto('/blog');
    await appStarted(page);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await toastText(page, comingSoon);

    await page.goto('/news');
    await appStarted(page);
    await page.getByRole('button', { name: 'Download Logos' }).click();
    await toastText(page, comingSoon);

    await page.goto('/careers');
    await appStarted(page);
    await page
      .getByRole('button', { name: /^Apply Now/ })
      .first()
      .click();
    await toastText(page, comingSoon);
  });
});
