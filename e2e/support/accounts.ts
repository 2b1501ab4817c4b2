// Accounts for browser tests, made directly in the Auth emulator (`Bearer owner` is its admin
// credential), and ID tokens for checking what the api stored.
import type { Page } from '@playwright/test';
import { authEmulatorHost, projectId } from './auth-emulator';
import { baseUrl } from './browser';

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

/** An ID token for e-mail and password, from the Auth emulator's sign-in endpoint. */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const res = await fetch(
    `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`Signing in ${email}: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { idToken: string }).idToken;
}

/** An e-mail and password that sign in. */
export interface Credentials {
  email: string;
  password: string;
}

/** Creates a verified customer (shown as Quinn Quote) with a password, ready to sign in. */
export async function createCustomer(label: string): Promise<Credentials> {
  const email = uniqueEmail(label);
  const password = 'Quote123!';
  await createAccount({ email, password, displayName: 'Quinn Quote', emailVerified: true });
  return { email, password };
}

/**
 * A verified account with a customer profile (as the registration page makes it, through
 * POST /api/signup/registerCustomer), its token and uid.
 */
export async function registeredCustomer(
  label: string,
  name: { firstName: string; lastName: string },
): Promise<Credentials & { token: string; uid: string }> {
  const { email, password } = await createCustomer(label);
  const token = await idTokenFor(email, password);
  const res = await fetch(`${baseUrl()}/api/signup/registerCustomer`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      idToken: token,
      ...name,
      phone: '555-0142',
      address: '2 Elm St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      terms: true,
    }),
  });
  if (!res.ok) throw new Error(`registerCustomer: HTTP ${res.status} ${await res.text()}`);
  // The token's payload names the account (user_id): no second call to the Auth emulator.
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    user_id: string;
  };
  return { email, password, token, uid: payload.user_id };
}

/** What a person types into the registration form (/register, /signup). */
export interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  password: string;
}

/** A new applicant with an address of their own (`label` names the test in it); `details` change the rest. */
export function applicant(
  label: string,
  details: Partial<Omit<Applicant, 'email'>> = {},
): Applicant {
  return {
    firstName: 'Riley',
    lastName: 'Register',
    email: uniqueEmail(label),
    phone: '555-010-2000',
    address: '12 Elm Street',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    password: 'Register123!',
    ...details,
  };
}

/** Fills the registration form as a person would and ticks the terms; does not submit. */
export async function fillRegistration(
  page: Page,
  a: Applicant,
  confirmPassword = a.password,
): Promise<void> {
  for (const field of [
    'firstName',
    'lastName',
    'email',
    'phone',
    'address',
    'city',
    'zipCode',
  ] as const) {
    await page.locator(`#register-${field}`).fill(a[field]);
  }
  await page.locator('#register-state').selectOption(a.state);
  await page.locator('#register-password').fill(a.password);
  await page.locator('#register-confirmPassword').fill(confirmPassword);
  await page
    .getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ })
    .check();
}
