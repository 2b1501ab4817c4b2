// The bench's own stack (emulators/launcher.ts) for the signed-in pages: the seeded demo customer and admin,
// the customer's subscription, and a claim with two photos for the admin's photo viewer.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import type { DevicePricing, Plan, SubscriptionsAnswer } from '@protect/domain';
import { DEMO_ADMIN, DEMO_CUSTOMER, type DemoAccount } from '../../emulators/seed/demo-accounts';
import { startStack, type RunningStack } from '../../emulators/launcher';
import { json, signIn } from '../bench-support';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const BENCH_PROJECT = 'demo-bench';

export type Visitor = 'visitor' | 'customer' | 'admin';
export const ACCOUNTS: Record<Exclude<Visitor, 'visitor'>, DemoAccount> = {
  customer: DEMO_CUSTOMER,
  admin: DEMO_ADMIN,
};

export interface BenchStack {
  stack: RunningStack;
  /** The Functions emulator's URL of the api function (Hosting's /api rewrite target). */
  functionUrl: string;
  /** What the web build needs to talk to this stack's Auth emulator. */
  webEnv: Record<string, string>;
  /** The demo customer's subscription (for /customer/subscription/{id}). */
  subscriptionId: string;
  /** A claim with two photos (for the admin's review page and its photo viewer). */
  claimWithPhotosId: string;
}

/** e2e/support's api helpers, loaded from their files (scripts use e2e's code, not its build). */
async function e2eSupport<T>(file: string): Promise<T> {
  return (await import(pathToFileURL(path.join(REPO_ROOT, 'e2e', 'support', file)).href)) as T;
}

/** Builds the api, starts a stack on `portBase` with a fresh seed and makes the bench's data on it. */
export async function startBenchStack(portBase: number): Promise<BenchStack> {
  console.log(`Starting the bench stack (${BENCH_PROJECT}, ports from ${portBase})...`);
  const built = spawnSync('npm', ['run', 'build', '-w', 'functions'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('functions build failed');
  // The web app is built by the bench itself (served by its own server), not by the launcher.
  const stack = await startStack({
    project: BENCH_PROJECT,
    portBase,
    dataDir: null,
    quiet: true,
    build: false,
  });
  try {
    const { ports } = stack;
    // e2e's helpers find the stack through the same variables as in the browser tests.
    Object.assign(process.env, stack.env, { E2E_BASE_URL: stack.siteUrl });
    const auth = `127.0.0.1:${ports.auth}`;
    const customer = await signIn(auth, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const { subscriptions } = await json<SubscriptionsAnswer>(
      `${stack.siteUrl}/api/subscriptions`,
      { headers: { authorization: `Bearer ${customer.idToken}` } },
    );
    const subscriptionId = subscriptions[0]?.id;
    if (!subscriptionId) throw new Error('The seeded demo customer has no subscription');
    const { basicPlanAndPhone } = await e2eSupport<{
      basicPlanAndPhone(): Promise<{ basic: Plan; phone: DevicePricing }>;
    }>('subscriptions.ts');
    const { fileClaimThroughApi } = await e2eSupport<{
      fileClaimThroughApi(
        label: string,
        cover: { plan: Plan; device: DevicePricing },
        photos: number,
      ): Promise<{ claimId: string }>;
    }>('claims.ts');
    const { basic, phone } = await basicPlanAndPhone();
    const { claimId } = await fileClaimThroughApi('bench', { plan: basic, device: phone }, 2);
    return {
      stack,
      functionUrl: `http://127.0.0.1:${ports.functions}/${BENCH_PROJECT}/us-central1/api`,
      webEnv: {
        VITE_USE_EMULATORS: 'true',
        VITE_FIREBASE_PROJECT_ID: BENCH_PROJECT,
        VITE_AUTH_EMULATOR_PORT: String(ports.auth),
      },
      subscriptionId,
      claimWithPhotosId: claimId,
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

/**
 * Signs `who` in through the login page with "Remember me", as a person does: Firebase Auth keeps the
 * session in the profile's IndexedDB, which Lighthouse's storage reset leaves alone (it clears caches only).
 */
export async function signInThroughLoginPage(
  page: Page,
  origin: string,
  who: DemoAccount,
): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.locator('body[data-page-live="true"]').waitFor({ timeout: 60_000 });
  await page.getByLabel('Remember me').check();
  await page.locator('#login-email').fill(who.email);
  await page.locator('#login-password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 60_000 });
}
