// The sign-in screens at phone and desktop widths: no serious axe-core violations, nothing wider than
// the screen, and the whole login form reachable with the keyboard alone.
import { DESKTOP, openPage, PHONE, seriousA11yViolations } from '../support/browser';
import { appStarted } from '../support/pages';

jest.setTimeout(90_000);

const SCREENS = ['/login', '/register', '/signup', '/forgot-password'];

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('sign-in screens on a %s', (_name, viewport) => {
  it.each(SCREENS)(
    'when %s is opened, then it has no serious accessibility violations and no sideways scrolling',
    async (path) => {
      const { context, page } = await openPage(viewport);
      try {
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
      } finally {
        await context.close();
      }
    },
  );
});

describe('keyboard', () => {
  it('when a person opens the login page, then the e-mail field has the focus', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
      await page.goto('/login');
      await page.waitForFunction(() => document.activeElement?.id === 'login-email');
    } finally {
      await context.close();
    }
  });

  it('when a person tabs through the login form, then every control is reached in order', async () => {
    const { context, page } = await openPage(DESKTOP);
    try {
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
    } finally {
      await context.close();
    }
  });
});
