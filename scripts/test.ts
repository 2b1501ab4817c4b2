// `npm test`: every check. Run one after the other, they kept only about half of this machine's two cores
// busy; run all at once, they starved each other. So:
//   - lint (ESLint with the layer zones, Prettier, knip for dead code) beside the type-check, then the unit
//     tests (domain rules with coverage, beside functions units, the web's units and form components), while
//     a fresh emulator stack starts (on its own ports, so it can run beside `npm start`);
//   - then the api integration tests (with the security rules and the seed), in a project of their own on
//     the stack's Auth emulator and on a Firestore emulator of their own, so that their catalogue changes
//     and billing runs are never seen by the browser tests; the files that run the billing one at a time,
//     in a third project; beside them, the fault tests that own processes (scripts/test-faults.ts:
//     Firestore killed, the api killed, a stack's start, on ports of their own);
//     beside them too, on one worker, the browser files that change the catalogue or run the billing, which
//     must not run beside the other browser tests, and once they end the other browser tests (in the
//     stack's own, seeded project, two workers), beside what is left of the api and fault tests;
//   - then the billing a month ahead over what the browser tests left, the consistency check of the records
//     the three projects were left with, and the stack stops.
// The api tests of the rate limits run on a stopped clock, so that a busy machine slows them without failing
// them (on the wall clock, a slow run crossed a fixed window's edge).
// The lint, fault and unit lanes, and the api tests, write to test-results/logs/ and print when they end; the
// browser tests print as they go. A failure stops the other lanes unless --keep-going (or CI=true).
// Browser tests run on Playwright Test (e2e/playwright.config.ts): a failed test keeps screenshots, and is
// run once more with a trace, under test-results/browser/ (browser-catalogue/ for the files that run beside
// the api tests); the HTML reports are written to test-results/browser-report/ and browser-report-catalogue/
// (the paths are printed as each part ends).
// Options: --only lint|unit|api|browser|faults (repeatable), --keep-going; anything after `--` goes to the
// stage's runner: Jest for unit and api (e.g. `npm test -- --only api -- functions/test/api/claims.test.ts`),
// Playwright for browser (e.g. `npm test -- --only browser -- e2e/public/home.e2e.ts`, or `-- -g "menu"`).
// Chromium is Debian's chromium-headless-shell (CHROMIUM_PATH; e2e/support/browser.ts): install it first
// (README, set-up; .ci/run does).
// TEST_PORT_BASE and TEST_PROJECT move the test stack, so that two checkouts can run their tests at once.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFirestoreEmulator, startCloudSdkFirestore } from '../emulators/firestore-emulator';
import { startStack, type RunningStack } from '../emulators/launcher';

const REPO_ROOT = path.resolve(__dirname, '..');
const TEST_PORT_BASE = Number(process.env.TEST_PORT_BASE ?? 5010);
const TEST_PROJECT = process.env.TEST_PROJECT ?? 'demo-protect-test';
/** The api tests' own project on the stack's emulators. */
const API_TEST_PROJECT = `${TEST_PROJECT}-api`;
/** The project of the api tests that run the billing. */
const API_BILLING_PROJECT = `${TEST_PROJECT}-api-billing`;
const RESULTS = path.join(REPO_ROOT, 'test-results');
const LOGS = path.join(RESULTS, 'logs');
const BROWSER_REPORT = path.join(RESULTS, 'browser-report');
const BROWSER_ARTIFACTS = path.join(RESULTS, 'browser');

type Stage = 'lint' | 'unit' | 'api' | 'browser' | 'faults';
const ALL_STAGES: Stage[] = ['lint', 'unit', 'api', 'browser', 'faults'];

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
const flaky: string[] = [];

let keepGoing = false;
/** Ends every running check when one fails (unless --keep-going). */
const abort = new AbortController();
function fail(what: string): void {
  failures.push(what);
  if (!keepGoing) abort.abort();
}
const stopped = (): boolean => abort.signal.aborted;

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)}s`;
function step(title: string): void {
  console.log(`\n=== ${title} (at ${elapsed()}) ===`);
}

/**
 * Where a lane's output goes: the terminal as it comes (the browser tests), or a log file printed whole
 * when the lane ends, so that lanes running side by side do not interleave.
 */
type LogFile = { kind: 'log'; file: string };
type Output = { kind: 'terminal' } | LogFile;

function laneLog(name: string): LogFile {
  fs.mkdirSync(LOGS, { recursive: true });
  const file = path.join(LOGS, `${name}.log`);
  fs.writeFileSync(file, '');
  return { kind: 'log', file };
}

function printLog(title: string, output: Output): void {
  if (output.kind !== 'log') return;
  step(`${title}: output (${path.relative(REPO_ROOT, output.file)})`);
  process.stdout.write(fs.readFileSync(output.file, 'utf8'));
}

function sh(
  cmd: string,
  args: string[],
  output: Output,
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  if (stopped()) return Promise.resolve(false);
  return new Promise((resolve) => {
    const fd = output.kind === 'log' ? fs.openSync(output.file, 'a') : undefined;
    if (fd !== undefined) fs.writeSync(fd, `\n$ ${cmd} ${args.join(' ')}\n`);
    // A process group of its own, so that an abort ends the runner's workers too.
    const child = spawn(cmd, args, {
      cwd: REPO_ROOT,
      env,
      stdio: fd === undefined ? 'inherit' : ['ignore', fd, fd],
      detached: true,
    });
    const kill = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    };
    abort.signal.addEventListener('abort', kill, { once: true });
    const done = (ok: boolean) => {
      abort.signal.removeEventListener('abort', kill);
      if (fd !== undefined) fs.closeSync(fd);
      resolve(ok);
    };
    child.once('error', () => done(false));
    child.once('exit', (code) => done(code === 0));
  });
}

/** A test file's results in Jest's --json report. */
interface JestFileResult {
  name: string;
  assertionResults: { title: string; duration?: number | null }[];
}

/**
 * Names a lane's five slowest tests in its output: a test that creeps towards its timeout on a busy machine
 * (the api tests share the emulators with the browser tests) shows here before it fails.
 */
function report5Slowest(files: JestFileResult[], output: Output): void {
  const tests = files.flatMap((file) =>
    file.assertionResults.map((test) => ({
      ms: test.duration ?? 0,
      name: `${path.relative(REPO_ROOT, file.name)} › ${test.title}`,
    })),
  );
  const slowest = tests.sort((a, b) => b.ms - a.ms).slice(0, 5);
  if (slowest.length === 0) return;
  const lines = slowest.map((test) => `  ${(test.ms / 1000).toFixed(1)} s  ${test.name}`);
  const text = `\nSlowest tests (the timeout the project or file sets, or jest.config.cjs's 30 s):\n${lines.join('\n')}\n`;
  if (output.kind === 'log') fs.appendFileSync(output.file, text);
  else process.stdout.write(text);
}

/** Runs Jest projects and adds their counts to the totals. */
async function jest(
  title: string,
  projects: string[],
  extraArgs: string[],
  output: Output,
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  if (stopped()) return false;
  const report = path.join(os.tmpdir(), `jest-${projects.join('-')}-${process.pid}.json`);
  const ok = await sh(
    'npx',
    ['jest', '--selectProjects', ...projects, '--json', '--outputFile', report, ...extraArgs],
    output,
    env,
  );
  if (stopped() && !ok) return false;
  try {
    const result = JSON.parse(fs.readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      numRuntimeErrorTestSuites: number;
      testResults: JestFileResult[];
    };
    report5Slowest(result.testResults, output);
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
    totals.skipped += result.numPendingTests + result.numTodoTests;
    fs.rmSync(report, { force: true });
  } catch {
    totals.failed += 1;
  }
  if (!ok) fail(title);
  return ok;
}

/**
 * Part of a whole browser run: the Playwright projects it runs (with their sign-in dependency), and a name
 * that keeps its report and failures apart (test-results/browser-report-NAME/, browser-NAME/).
 */
interface BrowserPart {
  title: string;
  projects: string[];
  name?: string;
}

/** Runs browser tests on Playwright Test and adds their counts to the totals. */
async function playwright(
  extraArgs: string[],
  env: NodeJS.ProcessEnv,
  part?: BrowserPart,
): Promise<boolean> {
  if (stopped()) return false;
  const report = path.join(os.tmpdir(), `playwright-${part?.name ?? 'all'}-${process.pid}.json`);
  const projects = (part?.projects ?? []).flatMap((project) => ['--project', project]);
  const suffix = part?.name ? `-${part.name}` : '';
  const ok = await sh(
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...projects, ...extraArgs],
    { kind: 'terminal' },
    // A run that names neither test nor part is whole: the files that change the catalogue then go last.
    {
      ...env,
      E2E_JSON_REPORT: report,
      E2E_FULL_RUN: extraArgs.length === 0 && !part ? '1' : '0',
      E2E_PART: part?.name ?? '',
    },
  );
  if (stopped() && !ok) return false;
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
  const reportDir = `${BROWSER_REPORT}${suffix}`;
  console.log(
    `\n${part?.title ?? 'Browser'} report: ${reportDir}/index.html (npx playwright show-report ${path.relative(REPO_ROOT, reportDir)})`,
  );
  if (!ok)
    console.log(
      `Failed tests keep screenshots, and their retry's trace, in ${BROWSER_ARTIFACTS}${suffix}/ (npx playwright show-trace <test>-retry1/trace.zip)`,
    );
  if (!ok) fail(part?.title.toLowerCase() ?? 'browser tests');
  return ok;
}

async function lintLane(): Promise<void> {
  step('Lint, format, dead code (knip), type-check: started');
  // The type-check and ESLint each keep one core busy for about 45 s: side by side they take half the time.
  const lint = laneLog('lint');
  const types = laneLog('types');
  await Promise.all([
    (async () => {
      if (!(await sh('npx', ['eslint', '.', '--max-warnings=0'], lint))) fail('lint');
      if (!(await sh('npx', ['prettier', '--check', '.'], lint))) fail('format');
      // knip: unused files, dependencies and exports; then exports only tests use.
      if (!(await sh('npx', ['knip'], lint))) fail('dead code');
      const productionOnly = ['knip', '--production', '--include', 'exports,types,duplicates'];
      if (!(await sh('npx', productionOnly, lint))) fail('dead code');
    })(),
    (async () => {
      if (!(await sh('npx', ['tsc', '-b'], types))) fail('type-check');
    })(),
  ]);
  printLog('Lint, format, dead code', lint);
  printLog('Type-check', types);
}

async function unitLane(): Promise<void> {
  const domain = laneLog('unit-domain');
  const output = laneLog('unit');
  step('Unit tests: started');
  // Issue 3: at least 95% of domain/ lines are exercised by its tests.
  const threshold = { global: { lines: 95, statements: 95, functions: 95, branches: 90 } };
  // Side by side, and two workers for the larger run: Jest's default on two cores is one worker, which
  // left a core idle for the unit tests' whole minute.
  await Promise.all([
    jest(
      'domain unit tests',
      ['domain'],
      ['--coverage', '--coverageThreshold', JSON.stringify(threshold)],
      domain,
    ),
    jest(
      'functions and web unit tests',
      ['functions-unit', 'web-unit', 'web-components'],
      ['--maxWorkers=2'],
      output,
    ),
  ]);
  printLog('Unit tests: domain rules (with coverage)', domain);
  printLog('Unit tests: functions and the web', output);
}

async function apiLane(runnerArgs: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const output = laneLog('api');
  step(`Api integration tests: started (project ${API_TEST_PROJECT})`);
  if (runnerArgs.length > 0)
    await jest(
      'api integration tests',
      ['api', 'api-billing'],
      ['--maxWorkers=2', ...runnerArgs],
      output,
      env,
    );
  else {
    // The files that run the billing renew every due subscription in their project, so they run one at a
    // time in a project of their own (jest.config.cjs says why), beside the rest.
    step(`Api tests that run the billing: started (project ${API_BILLING_PROJECT})`);
    const billing = laneLog('api-billing');
    const billingEnv = { ...env, GCLOUD_PROJECT: API_BILLING_PROJECT };
    await Promise.all([
      jest('api integration tests', ['api'], ['--maxWorkers=2'], output, env),
      jest('api tests that run the billing', ['api-billing'], ['--runInBand'], billing, billingEnv),
    ]);
    printLog('Api tests that run the billing', billing);
  }
  printLog('Api integration tests', output);
}

/**
 * The fault tests that own processes (scripts/test-faults.ts: Firestore killed, the api killed, a stack's
 * start), on ports above the test stack's so that they never meet it.
 */
async function faultsLane(): Promise<void> {
  const output = laneLog('faults');
  step('Fault tests: started');
  const env = {
    ...process.env,
    FAULTS_STARTUP_PORT_BASE: String(TEST_PORT_BASE + 20),
    FAULTS_FIRESTORE_PORT: String(TEST_PORT_BASE + 31),
    FAULTS_API_PORT: String(TEST_PORT_BASE + 32),
    // Alone they take about 3 minutes (test:faults stops them at 9); beside the browser tests they
    // share the cores, so the bound here is the sum of their own timeouts.
    FAULTS_TIMEOUT_S: process.env.FAULTS_TIMEOUT_S ?? '800',
  };
  const ok = await sh('npx', ['tsx', 'scripts/test-faults.ts'], output, env);
  // node:test's summary (TAP when its output is not a terminal): "# pass N", "# fail N", "# skipped N".
  const log = fs.readFileSync(output.file, 'utf8');
  const count = (what: string) => Number(new RegExp(`^# ${what} (\\d+)$`, 'm').exec(log)?.[1] ?? 0);
  totals.passed += count('pass');
  totals.skipped += count('skipped');
  // A run stopped by its watchdog or a crash may print no summary: it still counts as a failure.
  if (!ok && !stopped()) totals.failed += Math.max(count('fail'), 1);
  // The failed tests' names and errors go into the run's last lines: CI may keep only the end of a long
  // output. node:test's TAP gives each "not ok" a YAML block whose error is on its line or the next.
  const failedTests = [
    ...log.matchAll(/^not ok \d+ - (.+)\n(?: {2}.*\n)*? {2}error: (.*)\n(.*)/gm),
  ].map(
    ([, name = '', error = '', next = '']) =>
      `${name}: ${/^[|>]/.test(error) ? next.trim() : error}`,
  );
  if (!ok && !stopped())
    fail(failedTests.length ? `fault tests (${failedTests.join('; ')})` : 'fault tests');
  printLog('Fault tests', output);
}

/**
 * The api tests' own Firestore emulator (a Cloud SDK one, as the stack's): their transactions then never
 * wait on the browser tests' locks. With firebase-tools' Firestore the api tests share the stack's.
 */
async function startApiFirestore(): Promise<{ host: string; stop(): void } | null> {
  const emulator = findFirestoreEmulator();
  if (emulator.kind !== 'cloud-sdk') return null;
  const port = TEST_PORT_BASE + 11;
  const started = await startCloudSdkFirestore({
    jar: emulator.jar,
    host: '127.0.0.1',
    port,
    project: API_TEST_PROJECT,
    rules: path.join(REPO_ROOT, 'firestore.rules'),
    importDir: null,
    log: fs.createWriteStream(laneLog('api-firestore').file),
  });
  const stop = () => {
    try {
      if (started.process.pid) process.kill(-started.process.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  // It runs in a process group of its own: whatever way this run ends, it ends with it.
  process.once('exit', stop);
  return { host: `127.0.0.1:${port}`, stop };
}

/** Issue 22: the money adds up, and every record is whole, in what the tests left in `project`. */
async function consistencyCheck(project: string, env: NodeJS.ProcessEnv): Promise<void> {
  // Files are not checked: the api tests keep their uploads in stores of their own, so the stack's store
  // does not hold their photos; the claims, uploads and orphan-file tests check files.
  const check = ['tsx', 'functions/scripts/check-consistency.ts'];
  const checkEnv = { ...env, GCLOUD_PROJECT: project, FILE_STORE_DIR: '' };
  if (!(await sh('npx', check, { kind: 'terminal' }, checkEnv)))
    fail(`check:consistency found problems in the records the tests left in ${project} (above)`);
}

/**
 * The billing, a month ahead, over every subscription the browser tests left (paused, cancelled, moved to
 * another plan, claimed on): the consistency check that follows then shows that renewing each of those
 * states adds up. The journey's own billing run no longer does this: it runs before the other browser tests.
 */
async function billingAfterBrowserTests(env: NodeJS.ProcessEnv): Promise<void> {
  step('Billing a month ahead over what the browser tests left');
  const monthAhead = new Date(Date.now() + 32 * 24 * 60 * 60 * 1000).toISOString();
  const billing = ['run', '-s', 'billing:run', '--', '--now', monthAhead];
  if (!(await sh('npm', billing, { kind: 'terminal' }, env)))
    fail('billing:run over the records the browser tests left (above)');
}

async function stackLane(
  stages: Stage[],
  runnerArgs: string[],
  checksDone: Promise<unknown>,
): Promise<void> {
  step('Starting a fresh emulator stack for the tests');
  let stack: RunningStack | undefined;
  let apiFirestore: { host: string; stop(): void } | null = null;
  const onSignal = () => {
    apiFirestore?.stop();
    void stack?.stop().then(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const startingApiFirestore = stages.includes('api') ? startApiFirestore() : null;
    stack = await startStack({
      project: TEST_PROJECT,
      portBase: TEST_PORT_BASE,
      dataDir: null,
      quiet: true,
      sharedWithOtherProjects: true,
    });
    apiFirestore = await startingApiFirestore;
    console.log(`Stack up at ${stack.siteUrl} (at ${elapsed()})`);
    if (stopped()) return;
    const env = { ...process.env, ...stack.env, E2E_BASE_URL: stack.siteUrl };
    const apiEnv = {
      ...env,
      GCLOUD_PROJECT: API_TEST_PROJECT,
      ...(apiFirestore ? { FIRESTORE_EMULATOR_HOST: apiFirestore.host } : {}),
    };
    // The api tests wait for lint and the unit tests, and run beside the fault tests: both wait on the
    // emulators more than they compute (a quarter of the cores was idle with the api tests alone). The
    // browser tests run beside them too. The run is bound by the two cores: on the full desktop Chromium,
    // the whole browser suite beside the api tests starved both, so it waited for them (npm test 683 s);
    // on the headless shell it fits beside them (547 s, the cores busy throughout, nothing flaky).
    await checksDone;
    const faults = stages.includes('faults') ? faultsLane() : undefined;
    const whole = runnerArgs.length === 0;
    const browser = stages.includes('browser');
    // The browser files that change the catalogue or run the billing must not run beside the other browser
    // tests, and run on one worker: in a whole run they run beside the api and fault tests instead (other
    // projects, other processes), and the other browser tests follow them there, beside what is left of
    // the api tests (on the headless shell the two cores had room for both).
    const browserTests = async (): Promise<void> => {
      if (whole)
        await playwright([], env, {
          title: 'Browser tests that change the catalogue or run the billing',
          projects: ['catalogue and billing'],
          name: 'catalogue',
        });
      if (stopped()) return;
      step('Browser tests');
      await playwright(
        runnerArgs,
        env,
        whole ? { title: 'Browser', projects: ['browser'] } : undefined,
      );
    };
    if (whole && browser) step('Browser tests that change the catalogue or run the billing');
    await Promise.all([
      stages.includes('api') ? apiLane(runnerArgs, apiEnv) : undefined,
      browser ? browserTests() : undefined,
    ]);
    await faults;
    if (!stopped() && runnerArgs.length === 0) {
      // The money adds up, and every record is whole, in what the whole suite leaves behind (each
      // subscription's payments equal its periods, prorations and deductibles less refunds).
      if (stages.includes('browser')) await billingAfterBrowserTests(env);
      step('Consistency of the records the tests left');
      if (stages.includes('browser')) await consistencyCheck(TEST_PROJECT, env);
      if (stages.includes('api')) {
        await consistencyCheck(API_TEST_PROJECT, apiEnv);
        await consistencyCheck(API_BILLING_PROJECT, {
          ...apiEnv,
          GCLOUD_PROJECT: API_BILLING_PROJECT,
        });
      }
    }
  } catch (err) {
    fail(`stack: ${(err as Error).message}`);
    const log = path.join(REPO_ROOT, 'emulators', '.stacks', TEST_PROJECT, 'emulators.log');
    if (fs.existsSync(log))
      console.error(fs.readFileSync(log, 'utf8').split('\n').slice(-60).join('\n'));
  } finally {
    apiFirestore?.stop();
    await stack?.stop();
  }
}

async function main(): Promise<void> {
  const separator = process.argv.indexOf('--', 2);
  const args = process.argv.slice(2, separator === -1 ? undefined : separator);
  const runnerArgs = separator === -1 ? [] : process.argv.slice(separator + 1);
  const only = args.flatMap((a, i) => (args[i - 1] === '--only' ? [a as Stage] : []));
  const stages = only.length ? only : ALL_STAGES;
  keepGoing = args.includes('--keep-going') || process.env.CI === 'true';

  const needStack = stages.includes('api') || stages.includes('browser');
  // Before anything else: without a Firestore emulator the api and browser tests cannot run at all.
  if (needStack) findFirestoreEmulator();

  // Lint and the unit tests, one after the other, while the stack starts.
  const checks = (async () => {
    if (stages.includes('lint')) await lintLane();
    if (stages.includes('unit')) await unitLane();
  })();
  await Promise.all([
    checks,
    needStack
      ? stackLane(stages, runnerArgs, checks)
      : stages.includes('faults')
        ? faultsLane()
        : undefined,
  ]);

  step(`Done in ${elapsed()}`);
  if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
  if (flaky.length) console.log(`Flaky: ${flaky.join('; ')}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failures.length || totals.failed ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
