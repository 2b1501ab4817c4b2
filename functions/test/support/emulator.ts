// Shared set-up of the api integration tests: the in-process Express app on the emulated Firestore, and
// real ID tokens from the Auth emulator for users each test creates for itself.
import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import type { Clock } from '../../src/adapters/clock';
import { createApp } from '../../src/app';
import { adminServices } from '../../src/firebase';
import { loadConfig } from '../../src/config';
import { createRepositories } from '../../src/repositories';
import { collections } from '../../src/repositories/collections';
import type { AddOnRecord } from '../../src/repositories/addons';
import type { DevicePricingRecord } from '../../src/repositories/device-pricing';
import type { PlanRecord } from '../../src/repositories/plans';

// Emulator round trips (token checks, transactions) are slower than unit tests, and a worker's first request
// loads the whole app and, on the first receipt, the PDF renderer: beside the browser tests on a cold clone
// that took over 30 s.
jest.setTimeout(60_000);

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set: the api tests run against the Firebase emulators (npm test starts them).`,
    );
  }
  return value;
}

export const emulator = {
  authHost: required('FIREBASE_AUTH_EMULATOR_HOST'),
  firestoreHost: required('FIRESTORE_EMULATOR_HOST'),
  projectId: required('GCLOUD_PROJECT'),
};

export const { firestore, auth } = adminServices(emulator.projectId);

export const repos = createRepositories(firestore);

/** Stores catalogue records for one test; the returned function removes them again. */
export async function storeCatalogue(records: {
  plans?: PlanRecord[];
  addOns?: AddOnRecord[];
  devices?: DevicePricingRecord[];
}): Promise<() => Promise<void>> {
  const plans = records.plans ?? [];
  const addOns = records.addOns ?? [];
  const devices = records.devices ?? [];
  await Promise.all([
    repos.plans.createAllIfMissing(plans),
    repos.addOns.createAllIfMissing(addOns),
    repos.devicePricing.createAllIfMissing(devices),
  ]);
  return async () => {
    await Promise.all([
      ...plans.map((p) => firestore.collection(collections.plans).doc(String(p.id)).delete()),
      ...addOns.map((a) => firestore.collection(collections.addons).doc(a.id).delete()),
      ...devices.map((d) => firestore.collection(collections.devicePricing).doc(d.id).delete()),
    ]);
  };
}

/** A fresh app (its own catalogue cache and rate-limit counters), on the clock given or the system's. */
export function newApp(clock?: Clock): Express {
  return createApp({ firestore, auth, config: loadConfig(), ...(clock ? { clock } : {}) });
}

/**
 * A clock stopped at this moment. The rate limits count in fixed windows: on the system clock, a test whose
 * requests straddle a window's edge sees the count start again (a slow machine made that likely).
 */
export function stoppedClock(at = new Date()): Clock {
  return { now: () => at };
}

/** A unique address so that tests never share accounts. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 12)}@test.example`;
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

/**
 * The Auth emulator takes a visitor's project from the API key, and so always answers for the stack's own
 * project; npm test gives the api tests a project of their own on the same emulators, named here with the
 * emulator's owner credential.
 */
const TO_TEST_PROJECT = {
  headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
  project: { targetProjectId: emulator.projectId },
};

/** Signs in through the Auth emulator's REST API, as the web SDK does, and returns the ID token. */
export async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${emulator.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: TO_TEST_PROJECT.headers,
      body: JSON.stringify({
        email,
        password,
        returnSecureToken: true,
        ...TO_TEST_PROJECT.project,
      }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message?: string } };
  if (!response.ok || !body.idToken)
    throw new Error(`Sign-in failed for ${email}: ${body.error?.message ?? response.status}`);
  return body.idToken;
}

/** Signs in with a Google account through the Auth emulator's fake identity provider (creates it if new). */
export async function signInWithGoogle(
  email: string,
  name: string,
): Promise<{ uid: string; idToken: string }> {
  const claims = { sub: `google-${randomUUID()}`, email, email_verified: true, name };
  const response = await fetch(
    `http://${emulator.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=any`,
    {
      method: 'POST',
      headers: TO_TEST_PROJECT.headers,
      body: JSON.stringify({
        ...TO_TEST_PROJECT.project,
        postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  const body = (await response.json()) as {
    idToken?: string;
    localId?: string;
    error?: { message?: string };
  };
  if (!response.ok || !body.idToken || !body.localId) {
    throw new Error(
      `Google sign-in failed for ${email}: ${body.error?.message ?? response.status}`,
    );
  }
  return { uid: body.localId, idToken: body.idToken };
}

/** Creates an account (verified unless told otherwise), optionally an admin, and signs it in. */
export async function createUser(
  options: { role?: 'admin'; label?: string; emailVerified?: boolean; displayName?: string } = {},
): Promise<TestUser> {
  const email = uniqueEmail(options.label ?? options.role ?? 'customer');
  const password = 'Secret123!';
  const user = await auth.createUser({
    email,
    password,
    emailVerified: options.emailVerified ?? true,
    displayName: options.displayName,
  });
  if (options.role) await auth.setCustomUserClaims(user.uid, { role: options.role });
  return { uid: user.uid, email, password, idToken: await signIn(email, password) };
}

export function bearer(user: TestUser): [string, string] {
  return ['Authorization', `Bearer ${user.idToken}`];
}

/** Signs a test user up (their profile users/{uid}) through the api, as the web's registration page does. */
export async function signUpThroughApi(
  app: Express,
  user: TestUser,
  name: { firstName: string; lastName: string },
): Promise<void> {
  const res = await request(app)
    .post('/api/signup/registerCustomer')
    .send({
      idToken: user.idToken,
      ...name,
      phone: '(555) 010-2222',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      terms: true,
    });
  if (res.status !== 201)
    throw new Error(`Sign-up answered ${res.status}: ${JSON.stringify(res.body)}`);
}
