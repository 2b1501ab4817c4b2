// The browser suite on Playwright Test, against the stack scripts/test.ts starts (E2E_BASE_URL).
// Debian's Chromium (nothing downloads browsers here). Two workers, one per core (three, beside npm test's
// other lanes, starved them without finishing sooner). The files that change what every page shows (the
// catalogue, the billing run) run one at a time, never beside the others: `npm test` runs them as a part of
// their own (--project 'catalogue and billing', E2E_PART=catalogue) beside the api tests; a whole run of
// this config alone (E2E_FULL_RUN=1) runs them after the rest.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, baseUrl } from './support/browser';

const RESULTS = path.join(__dirname, '..', 'test-results');

/**
 * Files whose tests change the shared catalogue or bill every due subscription: a test running beside
 * them would see plans it did not expect (the home page's three seeded plans) or renewals it did not make.
 */
const EXCLUSIVE = ['admin/catalogue.e2e.ts', 'admin/audit.e2e.ts', 'journey/journey.e2e.ts'];

// Playwright runs a dependency project whole whatever the command line names, so the ordering is set
// only for a whole run: there the exclusive files are the sign-in's teardown, which Playwright starts
// once every project that needs the sign-in has finished, failed tests or not.
const FULL_RUN = process.env.E2E_FULL_RUN === '1';
// npm test runs the suite in two parts (scripts/test.ts): each keeps its own report and failures.
const PART = process.env.E2E_PART ? `-${process.env.E2E_PART}` : '';

export default defineConfig({
  testDir: __dirname,
  outputDir: path.join(RESULTS, `browser${PART}`),
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A failed test runs once more, traced (below); one that passes only on its retry is still reported as
  // flaky by every reporter and by npm test.
  retries: 1,
  forbidOnly: process.env.CI === 'true',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: path.join(RESULTS, `browser-report${PART}`), open: 'never' }],
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? path.join(RESULTS, 'browser.json') }],
  ],
  use: {
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 800 },
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A failed test's retry is traced whole: actions, each step's DOM, console, network and the screencast;
    // kept whether the retry fails again or passes (flaky). Tracing every test cost about 40% of the browser
    // suite's time on this machine (e2e/customer: 3.8 min traced, 2.2 min not); `-- --trace on` traces all.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'admin sign-in',
      testMatch: 'admin.setup.ts',
      teardown: FULL_RUN ? 'catalogue and billing' : undefined,
    },
    {
      name: 'browser',
      testMatch: '**/*.e2e.ts',
      testIgnore: EXCLUSIVE,
      fullyParallel: true,
      dependencies: ['admin sign-in'],
    },
    {
      name: 'catalogue and billing',
      testMatch: EXCLUSIVE,
      workers: 1,
      dependencies: FULL_RUN ? [] : ['admin sign-in'],
    },
  ],
});
