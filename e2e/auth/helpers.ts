// Accounts and sign-in steps shared by the auth browser tests.
import type { Page } from 'playwright-core';
import { authEmulatorHost, projectId } from '../support/auth-emulator';

let counter = 0;

/** An address no other test (or earlier run against the same emulator) has used. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
}

interface NewAccount {
  email: string;
  password: string;
  displayName?: string;
  emailVerified?: boolean;
  admin?: boolean;
}

/**
 * Creates an account directly in the Auth emulator (the emulator accepts `Bearer owner` as an admin
 * credential), with the admin role claim when asked.
 * REST reference: https://firebase.google.com/docs/reference/rest/auth (accounts create as an admin).
 */
export async function createAccount(account: NewAccount): Promise<{ uid: string }> {
  const res = await fetch(
    `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${projectId()}/accounts`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: account.email,
        password: account.password,
        displayName: account.displayName,
        emailVerified: account.emailVerified ?? false,
      }),
    },
  );
  if (!res.ok)
    throw new Error(
      `Creating ${account.email} in the Auth emulator: HTTP ${res.status} ${await res.text()}`,
    );
  const { localId: uid } = (await res.json()) as { localId: string };
  // Custom claims are set by an update, as `npm run admin:grant` does with the admin SDK.
  if (account.admin) await setClaims(uid, { role: 'admin' });
  return { uid };
}

async function setClaims(uid: string, claims: Record<string, unknown>): Promise<void> {
  const res = await fetch(
    `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${projectId()}/accounts:update`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify(claims) }),
    },
  );
  if (!res.ok) throw new Error(`Setting claims of ${uid}: HTTP ${res.status} ${await res.text()}`);
}

/** Gives an existing account (found by e-mail) the admin role claim. */
export async function grantAdmin(email: string): Promise<void> {
  const res = await fetch(
    `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${projectId()}/accounts:lookup`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const body = (await res.json()) as { users?: Array<{ localId: string }> };
  const uid = body.users?.[0]?.localId;
  if (!uid) throw new Error(`No account for ${email}`);
  await setClaims(uid, { role: 'admin' });
}

/** Whether the Auth emulator still holds an account for this address. */
export async function accountExists(email: string): Promise<boolean> {
  const res = await fetch(
    `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${projectId()}/accounts:lookup`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  if (!res.ok) throw new Error(`Looking up ${email}: HTTP ${res.status}`);
  const body = (await res.json()) as { users?: unknown[] };
  return (body.users?.length ?? 0) > 0;
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
