// Signs the seeded admin in once per run through the login page; openAdminPage starts every admin
// context from the saved storage (IndexedDB included) instead of signing in again.
import { DEMO_ADMIN } from '../emulators/seed/demo-accounts';
import { signedInState } from './support/sign-in';
import { ADMIN_STATE, saveState, test } from './support/test';

test('the seeded admin signs in once for the run', async ({ browser, baseURL }) => {
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
  await saveState(await signedInState(browser, baseURL, DEMO_ADMIN), ADMIN_STATE);
});
