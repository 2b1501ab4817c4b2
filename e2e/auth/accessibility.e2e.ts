// The sign-in screens at phone and desktop widths: no serious axe-core violations, nothing wider than
// the screen, and the whole login form reachable with the keyboard alone.
import { DESKTOP, PHONE, seriousA11yViolations } from '../support/browser';
import { expect, test } from '../support/test';
import { appStarted } from '../support/pages';

test.describe.configure({ timeout: 90_000 });

const SCREENS = ['/login', '/register', '/signup', '/forgot-password'];

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`sign-in screens on a ${name}`, () => {
    for (const path of SCREENS) {
      test(`when ${path} is opened, then it has no serious accessibility violations and no sideways scrolling`, async ({
        openPage,
      }) => {
        const { page } = await openPage(viewport);
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        // Also with the form's error messages showing.
        const submit = page.locator('form button[type="submit"]');
        await submit.click();
        await page.locator('.Mui-error').first().waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}

test.describe('keyboard', () => {
  test('when a person opens the login page, then the e-mail field has the focus', async ({
    openPage,
  }) => {
    const { page } = await openPage(DESKTOP);
    await page.goto('/login');
    await page.waitForFunction(() => document.activeElement?.id === 'login-email');
  });

  test('when a person tabs through the login form, then every control is reached in order', async ({
    openPage,
  }) => {
    const { page } = await openPage(DESKTOP);
    await page.goto('/login');
    // Focus moves into the form once the app runs the page (before, the form is disabled).
    await appStarted(page);
    await page.locator('#login-email').focus();
    const reached: string[] = [];
    for (let i = 0; i < 7; i++) {
      reached.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return el?.getAttribute('aria-label') || el?.id || el?.textContent?.trim() || '';
        }),
      );
      await page.keyboard.press('Tab');
    }
    expect(reached).toEqual([
      'login-email',
      'login-password',
      'Show password',
      'login-remember',
      'Forgot password?',
      'Sign In',
      'Continue with Google',
    ]);
  });
});
