// The browser tests' `test` and `expect`: Playwright Test with this suite's fixtures.
//   openPage         a fresh context (own storage) with a page; closed when the test ends, pass or fail
//   openAdminPage    the same, already signed in as the seeded admin (storageState made once per run)
//   openPageAs       the same, already signed in as the account given (a test's own customer)
//   openCustomerPage the same, signed in as this worker's own customer (storageState made once per worker)
//   customer         that worker's customer: a verified account no other worker signs in as
// A test whose subject is signing in still goes through the login page (support/pages.ts).
// Every context they open is watched for Content-Security-Policy violations: a test whose pages broke the
// policy fails (issue 14). Contexts get the stack's address as baseURL (playwright.config.ts).
import fs from 'node:fs';
import path from 'node:path';
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { DESKTOP, type Viewport } from './browser';
import { createCustomer, type Credentials } from './accounts';
import { savedSignIn } from './sign-in';

export { expect };

interface OpenedPage {
  context: BrowserContext;
  page: Page;
}

type OpenPage = (viewport?: Viewport, options?: BrowserContextOptions) => Promise<OpenedPage>;

/** The seeded admin's saved sign-in, written by admin.setup.ts before any test runs. */
export const ADMIN_STATE = path.join(__dirname, '..', '..', 'test-results', '.auth', 'admin.json');

interface TestFixtures {
  /** Watches a context's pages for policy violations; the test fails on any once it ends. */
  contentSecurityPolicy: (context: BrowserContext) => Promise<void>;
  openPage: OpenPage;
  openAdminPage: OpenPage;
  openCustomerPage: OpenPage;
  openPageAs: (
    who: Credentials,
    viewport?: Viewport,
    options?: BrowserContextOptions,
  ) => Promise<OpenedPage>;
}

interface WorkerFixtures {
  /** A verified customer of this worker's own, so that two workers never change one account. */
  customer: Credentials;
  customerState: Awaited<ReturnType<BrowserContext['storageState']>>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  contentSecurityPolicy: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const violations: string[] = [];
      await use(async (context) => {
        await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
          violations.push(`${page.url()}: ${text}`);
        });
        // The page's securitypolicyviolation event names the directive and what it blocked.
        await context.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (event) => {
            const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
              .__reportCspViolation;
            report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`);
          });
        });
        // Chromium also logs each refusal (workers and popups included) to the console.
        context.on('console', (message) => {
          if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
            violations.push(`${message.page()?.url() ?? '(worker)'}: ${message.text()}`);
        });
      });
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { box: true },
  ],

  openPage: async ({ browser, contentSecurityPolicy, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (viewport = DESKTOP, options = {}) => {
      const context = await browser.newContext({ baseURL, ...options, viewport });
      contexts.push(context);
      await contentSecurityPolicy(context);
      return { context, page: await context.newPage() };
    });
    // Closing ends each context's trace; Playwright keeps it (and a screenshot) when the test failed.
    await Promise.all(contexts.map((context) => context.close()));
  },

  openAdminPage: async ({ openPage }, use) => {
    await use((viewport, options = {}) =>
      openPage(viewport, { ...options, storageState: ADMIN_STATE }),
    );
  },

  openPageAs: async ({ openPage, baseURL }, use) => {
    if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
    await use(async (who, viewport, options = {}) =>
      openPage(viewport, { ...options, storageState: await savedSignIn(who, baseURL) }),
    );
  },

  openCustomerPage: async ({ openPage, customerState }, use) => {
    await use((viewport, options = {}) =>
      openPage(viewport, { ...options, storageState: customerState }),
    );
  },

  customer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      await use(await createCustomer(`worker${workerInfo.workerIndex}`));
    },
    { scope: 'worker' },
  ],

  customerState: [
    async ({ customer }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
      await use(await savedSignIn(customer, baseURL));
    },
    { scope: 'worker' },
  ],
});

/** Saves the seeded admin's sign-in for openAdminPage (admin.setup.ts). */
export async function saveState(
  state: Awaited<ReturnType<BrowserContext['storageState']>>,
  file: string,
): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(state));
}
