// Saved sign-ins for the signed-in fixtures: a person signs in once through the login page with
// "Remember me" (so Firebase Auth keeps the session in IndexedDB, not in the tab's sessionStorage), and
// every later context starts from a copy of that storage instead of signing in again.
import type { Browser, BrowserContext } from '@playwright/test';
import type { Credentials } from './accounts';
import { openLoginPage, submitLogin } from './pages';

export type SavedSignIn = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs `who` in through the login page in a context of its own and answers its storage. */
export async function signedInState(
  browser: Browser,
  baseURL: string,
  who: Credentials,
): Promise<SavedSignIn> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await openLoginPage(page);
    await page.getByLabel('Remember me').check();
    await submitLogin(page, who.email, who.password);
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}
