// `npm test`: every check, in the order that fails fastest.
//   1. lint (ESLint with the layer zones, Prettier, knip for dead code) and type-check
//   2. unit tests: domain rules (with coverage), functions units, the web's units and form components (jsdom)
//   3. a fresh emulator stack on its own ports (so it can run beside `npm start`)
//   4. api integration tests (with the security rules and the seed) and browser tests against that stack,
//      then the stack stops.
//      Browser tests run on Playwright Test (e2e/playwright.config.ts): a failed test keeps its trace and
//      screenshots under test-results/browser/, and the HTML report is written to
//      test-results/browser-report/ (both paths are printed at the end).
// Options: --only lint|unit|api|browser (repeatable), --keep-going; anything after `--` goes to the
// stage's runner: Jest for unit and api (e.g. `npm test -- --only api -- functions/test/api/claims.test.ts`),
// Playwright for browser (e.g. `npm test -- --only browser -- e2e/public/home.e2e.ts`, or `-- -g "menu"`).
// Chromium is Debian's /usr/bin/chromium (CHROMIUM_PATH): install it first (README, set-up; .ci/run does).
// TEST_PORT_BASE and TEST_PROJECT move the test stack, so that two checkouts can run their tests at once.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFirestoreEmulator } from '../emulators/firestore-emulator';
import { startStack, type RunningStack } from '../emulators/launcher';

const REPO_ROOT = path.resolve(__dirname, '..');
const TEST_PORT_BASE = Number(process.env.TEST_PORT_BASE ?? 5010);
const TEST_PROJECT = process.env.TEST_PROJECT ?? 'demo-protect-test';
const BROWSER_REPORT = path.join(REPO_ROOT, 'test-results', 'browser-report');
const BROWSER_ARTIFACTS = path.join(REPO_ROOT, 'test-results', 'browser');

type Stage = 'lint' | 'unit' | 'api' | 'browser';
const ALL_STAGES: Stage[] = ['lint', 'unit', 'api', 'browser'];

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
const flaky: string[] = [];
/** What the run found worth a look that does not fail it. */
const notices: string[] = [];

function step(title: string): void {
  console.log(`\n=== ${title} ===`);
}

function sh(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: REPO_ROOT, env, stdio: 'inherit' });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}

/** Runs Jest projects and adds their counts to the totals. */
async function jest(
  title: string,
  projects: string[],
  extraArgs: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  const report = path.join(os.tmpdir(), `jest-${projects.join('-')}-${process.pid}.json`);
  const ok = await sh(
    'npx',
    ['jest', '--selectProjects', ...projects, '--json', '--outputFile', report, ...extraArgs],
    env,
  );
  try {
    const result = JSON.parse(fs.readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      numRuntimeErrorTestSuites: number;
    };
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
    totals.skipped += result.numPendingTests + result.numTodoTests;
    fs.rmSync(report, { force: true });
  } catch {
    totals.failed += 1;
  }
  if (!ok) failures.push(title);
  return ok;
}

/** Runs the browser suite on Playwright Test and adds its counts to the totals. */
async function playwright(extraArgs: string[], env: NodeJS.ProcessEnv): Promise<boolean> {
  const report = path.join(os.tmpdir(), `playwright-${process.pid}.json`);
  const ok = await sh(
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...extraArgs],
    // A run that names no test is whole: the files that change the catalogue then go last.
    { ...env, E2E_JSON_REPORT: report, E2E_FULL_RUN: extraArgs.length === 0 ? '1' : '0' },
  );
  try {
    const { stats } = JSON.parse(fs.readFileSync(report, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    // A test that passed only on its retry still counts as passed, but is named here and in the report.
    if (stats.flaky > 0) flaky.push(`${stats.flaky} browser test(s) passed only on a retry`);
    fs.rmSync(report, { force: true });
  } catch {
    totals.failed += 1;
  }
  console.log(
    `\nBrowser report: ${BROWSER_REPORT}/index.html (npx playwright show-report ${path.relative(REPO_ROOT, BROWSER_REPORT)})`,
  );
  if (!ok)
    console.log(
      `Failed tests keep a trace and screenshots in ${BROWSER_ARTIFACTS}/ (npx playwright show-trace <trace.zip>)`,
    );
  if (!ok) failures.push('browser tests');
  return ok;
}

async function main(): Promise<void> {
  const separator = process.argv.indexOf('--', 2);
  const args = process.argv.slice(2, separator === -1 ? undefined : separator);
  const runnerArgs = separator === -1 ? [] : process.argv.slice(separator + 1);
  const only = args.flatMap((a, i) => (args[i - 1] === '--only' ? [a as Stage] : []));
  const stages = only.length ? only : ALL_STAGES;
  const keepGoing = args.includes('--keep-going') || process.env.CI === 'true';
  const started = Date.now();

  const stop = (): boolean => !keepGoing && failures.length > 0;
  const needStack = stages.includes('api') || stages.includes('browser');
  // Before anything else: without a Firestore emulator the api and browser tests cannot run at all.
  if (needStack) findFirestoreEmulator();

  if (stages.includes('lint')) {
    step('Lint');
    if (!(await sh('npx', ['eslint', '.', '--max-warnings=0']))) failures.push('lint');
    step('Format');
    if (!(await sh('npx', ['prettier', '--check', '.']))) failures.push('format');
    step('Dead code (knip: unused files, dependencies and exports; then exports only tests use)');
    if (!(await sh('npx', ['knip']))) failures.push('dead code');
    if (!(await sh('npx', ['knip', '--production', '--include', 'exports,types,duplicates'])))
      failures.push('dead code');
    step('Type-check');
    if (!(await sh('npx', ['tsc', '-b']))) failures.push('type-check');
  }
  if (!stop() && stages.includes('unit')) {
    step('Unit tests: domain rules (with coverage)');
    // Issue 3: at least 95% of domain/ lines are exercised by its tests.
    await jest(
      'domain unit tests',
      ['domain'],
      [
        '--coverage',
        '--coverageThreshold',
        JSON.stringify({ global: { lines: 95, statements: 95, functions: 95, branches: 90 } }),
      ],
    );
    step('Unit tests: functions and the web (with its form components)');
    await jest(
      'functions and web unit tests',
      ['functions-unit', 'web-unit', 'web-components'],
      [],
    );
  }

  if (!stop() && needStack) {
    step('Starting a fresh emulator stack for the tests');
    let stack: RunningStack | undefined;
    const onSignal = () => {
      void stack?.stop().then(() => process.exit(130));
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    try {
      stack = await startStack({
        project: TEST_PROJECT,
        portBase: TEST_PORT_BASE,
        dataDir: null,
        quiet: true,
      });
      console.log(`Stack up at ${stack.siteUrl}`);
      const env = { ...process.env, ...stack.env, E2E_BASE_URL: stack.siteUrl };
      if (stages.includes('api')) {
        step('Api integration tests');
        if (runnerArgs.length > 0)
          await jest(
            'api integration tests',
            ['api', 'api-billing'],
            ['--maxWorkers=2', ...runnerArgs],
            env,
          );
        else {
          await jest('api integration tests', ['api'], ['--maxWorkers=2'], env);
          // The files that run the billing go after the rest, one at a time (jest.config.cjs says why).
          if (!stop())
            await jest('api tests that run the billing', ['api-billing'], ['--runInBand'], env);
        }
      }
      if (!stop() && stages.includes('browser')) {
        step('Browser tests');
        await playwright(runnerArgs, env);
      }
      if (!stop() && runnerArgs.length === 0) {
        // Issue 22: the money adds up, and every record is whole, in what the whole suite leaves behind
        // (each subscription's payments equal its periods, prorations and deductibles less refunds).
        // Files are not checked here: the api tests keep their uploads in stores of their own, so the
        // stack's store does not hold their photos; the claims, uploads and orphan-file tests check files.
        step('Consistency of the records the tests left');
        const check = ['tsx', 'functions/scripts/check-consistency.ts'];
        if (!(await sh('npx', check, { ...env, FILE_STORE_DIR: '' })))
          failures.push(
            'check:consistency found problems in the records the tests left (listed above)',
          );
      }
    } catch (err) {
      failures.push(`stack: ${(err as Error).message}`);
      const log = path.join(REPO_ROOT, 'emulators', '.stacks', TEST_PROJECT, 'emulators.log');
      if (fs.existsSync(log))
        console.error(fs.readFileSync(log, 'utf8').split('\n').slice(-60).join('\n'));
    } finally {
      await stack?.stop();
    }
  }

  const seconds = Math.round((Date.now() - started) / 1000);
  step(`Done in ${seconds}s`);
  if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
  if (flaky.length) console.log(`Flaky: ${flaky.join('; ')}`);
  if (notices.length) console.log(`To look at: ${notices.join('; ')}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failures.length || totals.failed ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
