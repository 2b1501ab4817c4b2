// Steps a person takes on our pages, shared by the browser tests.
import type { Page } from '@playwright/test';

/**
 * Resolves once the app runs the page. A prerendered page is on screen before that, and a tap on it then
 * does nothing (its forms are disabled, web/src/components/Form.tsx), so a step that taps or reads a
 * control's state waits for this first. AppLayout marks <body data-page-live> once the page's content is
 * committed (hydration is time-sliced: the content is on screen before its handlers are live).
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => document.body.dataset.pageLive === 'true');
}

/** Opens the login page and waits for the app to have started on it. */
export async function openLoginPage(page: Page): Promise<void> {
  await page.goto('/login');
  await appStarted(page);
}

/** Fills and submits the login form as a person would. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Text of the toast (notistack) that contains `text`, waiting for it to appear. */
export async function toastText(page: Page, text: string, timeout = 15_000): Promise<string> {
  const toast = page
    .locator('.notistack-SnackbarContainer')
    .getByText(text, { exact: false })
    .first();
  await toast.waitFor({ state: 'visible', timeout });
  return (await toast.textContent()) ?? '';
}

/**
 * The path of the page once the app has settled: loaded, past the guard's "Checking authentication...",
 * and on `expected` (or wherever it ended, when it does not get there in time).
 * Waiting for the URL alone is not enough: right after a reload the old URL still matches.
 */
export async function settledPath(page: Page, expected: string, timeout = 15_000): Promise<string> {
  try {
    await page.waitForLoadState('networkidle', { timeout });
    await page.getByText('Checking authentication...').waitFor({ state: 'detached', timeout });
    await page.waitForURL((url) => url.pathname === expected, { timeout });
  } catch {
    // Fall through: the caller's assertion shows where the page ended instead.
  }
  return new URL(page.url()).pathname;
}

/**
 * Holds the Auth SDK's reload of the saved user (accounts:lookup), which it makes before it says who is
 * signed in, as a slow phone network would: the page stays at "Checking authentication..." until the
 * returned function is called.
 */
export async function holdSessionRestore(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/accounts:lookup*', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Signs in through the login page as a person would, and waits to leave it. */
export async function signInThroughLoginPage(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  await openLoginPage(page);
  await submitLogin(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
}
