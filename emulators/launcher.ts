// The local stack: builds the api, starts the Firebase Emulator Suite (Auth, Functions, Hosting) with
// Google's Cloud Firestore emulator (see firestore-emulator.ts), Storage's emulator where Java 21+ runs it
// and a local-disk file store where it cannot, seeds demo data (the catalogue before the api and Hosting
// start, where this launcher runs Firestore itself), builds the web app (its prerendered pages
// show the catalogue the api then serves), keeps data across restarts in emulators/data/, and prints how
// to sign in.
//
//   npx tsx emulators/launcher.ts start [--port-base N] [--project ID] [--no-build]
//   npx tsx emulators/launcher.ts dev     (the same, plus Vite hot reload and a functions watcher)
//   npx tsx emulators/launcher.ts reset   (forget all local data)
//
// Mail: MailDev (the npm package) is the stack's only SMTP server; the api and the local sweep
// (mail-sweep.ts) get SMTP_URL for it, and its inbox is at MAILDEV_URL (printed in the banner).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import {
  describeFirestoreEmulator,
  findFirestoreEmulator,
  javaMajorVersion,
  lastFirestoreExport,
  startCloudSdkFirestore,
  type CloudSdkFirestore,
  type FirestoreEmulator,
} from './firestore-emulator';
import { catalogueGaps } from '@protect/domain';
import { stripeConfiguredLocally, withContentSecurityPolicy } from './hosting-csp';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

export const REPO_ROOT = path.resolve(__dirname, '..');
export const DEFAULT_PROJECT = 'demo-protect';
const DEFAULT_DATA_DIR = path.join(REPO_ROOT, 'emulators', 'data');

export interface StackPorts {
  hosting: number;
  functions: number;
  auth: number;
  firestore: number;
  storage: number;
  hub: number;
  logging: number;
  eventarc: number;
  tasks: number;
  /** MailDev's SMTP server, where the stack's sender delivers. */
  maildevSmtp: number;
  /** MailDev's inbox (web page and REST api). */
  maildevWeb: number;
}

/** Ports that are not Firebase emulators, so not written into the stack's firebase.json. */
const MAILDEV_PORTS = new Set<keyof StackPorts>(['maildevSmtp', 'maildevWeb']);

const DEFAULT_PORTS: StackPorts = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
  maildevSmtp: 1025,
  maildevWeb: 1080,
};

/** A block of consecutive ports, so that several stacks (a developer's and the tests') can run at once. */
export function portsFrom(base: number | undefined): StackPorts {
  if (base === undefined) return DEFAULT_PORTS;
  return {
    hosting: base,
    functions: base + 1,
    auth: base + 2,
    firestore: base + 3,
    storage: base + 4,
    hub: base + 5,
    logging: base + 6,
    eventarc: base + 7,
    tasks: base + 8,
    maildevSmtp: base + 9,
    maildevWeb: base + 10,
  };
}

export interface StackOptions {
  project?: string;
  portBase?: number;
  /** Where Auth and Firestore data are loaded from and saved to; null means start empty and save nothing. */
  dataDir?: string | null;
  build?: boolean;
  /** Vite hot reload and a functions rebuild watcher (npm run dev). */
  dev?: boolean;
  quiet?: boolean;
  /**
   * Whether tests in other projects share these emulators (npm test's api tests use a project of their own):
   * the Auth emulator then serves them without warning on each request.
   */
  sharedWithOtherProjects?: boolean;
}

export interface RunningStack {
  project: string;
  ports: StackPorts;
  siteUrl: string;
  devUrl?: string;
  /** Environment that points an admin SDK or a test at this stack. */
  env: Record<string, string>;
  firestoreEmulator: FirestoreEmulator;
  stop(): Promise<void>;
}

function log(quiet: boolean | undefined, line: string): void {
  if (!quiet) console.log(line);
}

async function assertPortFree(port: number, what: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () =>
      reject(
        new Error(
          `Port ${port} (${what}) is in use: is another stack running? Stop it or pass --port-base.`,
        ),
      ),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

function run(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  quiet?: boolean,
  cwd = REPO_ROOT,
): void {
  const result = spawnSync(cmd, args, { cwd, env, stdio: quiet ? 'pipe' : 'inherit' });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

/** The firebase.json of this stack: the repo's own, with this stack's ports and web build folder. */
/**
 * The api declares Stripe's secrets; the Functions emulator reads them from functions/.secret.local and
 * otherwise asks Google's Secret Manager (offline here). 'none' means the sandbox gateway. Put Stripe
 * test-mode keys there to run the local stack on Stripe (README, Configuration).
 */
function ensureLocalSecrets(): void {
  const file = path.join(REPO_ROOT, 'functions', '.secret.local');
  if (!fs.existsSync(file))
    fs.writeFileSync(
      file,
      '# Stripe test-mode keys for the local stack (git-ignored). none: the offline sandbox gateway.\nSTRIPE_SECRET_KEY=none\nSTRIPE_WEBHOOK_SECRET=none\n',
    );
}

function writeStackConfig(
  project: string,
  ports: StackPorts,
  webDir: string,
  sharedWithOtherProjects: boolean,
): string {
  const repoConfig = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'firebase.json'), 'utf8')) as {
    hosting: Record<string, unknown>;
    emulators: Record<string, unknown>;
  };
  // The site's Content-Security-Policy for this stack: its Auth emulator, Stripe's origins when it runs on Stripe.
  const base = withContentSecurityPolicy(repoConfig, {
    stripe: stripeConfiguredLocally(REPO_ROOT),
    authEmulatorPort: ports.auth,
  });
  base.hosting.public = path.relative(REPO_ROOT, webDir);
  const emulators = { ...base.emulators } as Record<string, unknown>;
  for (const [name, port] of Object.entries(ports)) {
    if (!MAILDEV_PORTS.has(name as keyof StackPorts)) emulators[name] = { host: '127.0.0.1', port };
  }
  if (sharedWithOtherProjects) emulators.singleProjectMode = false;
  base.emulators = emulators;
  // The CLI treats the config file's folder as the project root, so it lives at the repo root (git-ignored).
  const file = path.join(REPO_ROOT, `firebase.stack-${project}.json`);
  fs.writeFileSync(file, JSON.stringify(base, null, 2));
  return file;
}

function runAsync(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  quiet?: boolean,
  cwd = REPO_ROOT,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: quiet ? 'pipe' : 'inherit' });
    let output = '';
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) return resolve();
      if (quiet) process.stderr.write(output);
      reject(new Error(`${cmd} ${args.join(' ')} failed with exit code ${code}`));
    });
  });
}

function waitForLine(
  child: ChildProcess,
  pattern: RegExp,
  timeoutMs: number,
  what: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`Timed out waiting for ${what}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      if (pattern.test(buffer)) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve();
      }
      if (buffer.length > 100_000) buffer = buffer.slice(-10_000);
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what}: process exited with code ${code}`));
    });
  });
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Waits until the api behind `siteUrl` answers with a complete public catalogue (catalogueGaps). */
async function waitForCatalogue(siteUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  const list = async (route: string, field: string): Promise<unknown[]> => {
    // Bounded: a request the Functions emulator handed to a worker that failed to load hangs until
    // Hosting's proxy gives up (a minute); the next one reaches a working worker.
    const res = await fetch(`${siteUrl}${route}`, { signal: AbortSignal.timeout(15_000) });
    if (!res.ok) throw new Error(`${route}: HTTP ${res.status}`);
    const value = ((await res.json()) as Record<string, unknown>)[field];
    return Array.isArray(value) ? value : [];
  };
  while (Date.now() < deadline) {
    try {
      // One request at a time: requests at once make the Functions emulator start more workers, which
      // on a busy machine can fail to load.
      const plans = await list('/api/plans', 'plans');
      const addOns = await list('/api/addons', 'addons');
      const devices = await list('/api/device-pricing', 'devices');
      const gaps = catalogueGaps({ plans, addOns, devices });
      if (gaps.length === 0) return;
      last = `no ${gaps.join(', ')}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Timed out waiting for the catalogue at ${siteUrl}/api (${last})`);
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const project = options.project ?? DEFAULT_PROJECT;
  const ports = portsFrom(options.portBase);
  const dataDir = options.dataDir === undefined ? DEFAULT_DATA_DIR : options.dataDir;
  const quiet = options.quiet;
  const java = javaMajorVersion();
  // Before the build: a machine without a Firestore emulator learns it at once.
  const firestoreEmulator = findFirestoreEmulator(java);
  const storageEmulator = java >= 21;
  const stackDir = path.join(REPO_ROOT, 'emulators', '.stacks', project);
  fs.mkdirSync(stackDir, { recursive: true });
  await stopLeftovers(stackDir, quiet);

  for (const [name, port] of Object.entries(ports)) {
    if (!storageEmulator && (name === 'storage' || name === 'eventarc' || name === 'tasks'))
      continue;
    await assertPortFree(port, name);
  }

  // The default stack serves web/dist; any other stack builds into its own folder so stacks don't clash.
  const isDefault = options.portBase === undefined && project === DEFAULT_PROJECT;
  const webDir = isDefault ? path.join(REPO_ROOT, 'web', 'dist') : path.join(stackDir, 'web');
  const webEnv: NodeJS.ProcessEnv = {
    ...process.env,
    VITE_FIREBASE_PROJECT_ID: project,
    VITE_USE_EMULATORS: 'true',
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_FUNCTIONS_PORT: String(ports.functions),
    // Read by web/vite.config.ts for the dev server's /api proxy.
    FUNCTIONS_PORT: String(ports.functions),
    PROJECT: project,
  };
  if (options.build !== false) {
    log(quiet, '> Building the api function...');
    run('npm', ['run', 'build', '-w', 'functions'], process.env, quiet);
  }
  ensureLocalSecrets();
  // The web app is built once the api answers (below): its prerendered pages show the catalogue the
  // api serves. Until then Hosting serves the folder as it is.
  fs.mkdirSync(webDir, { recursive: true });

  const env: Record<string, string> = {
    GCLOUD_PROJECT: project,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    // The stack's mail goes to its own MailDev, never elsewhere (functions/src/config.ts refuses any
    // other SMTP host on the emulators); tests read the inbox at MAILDEV_URL.
    SMTP_URL: `smtp://127.0.0.1:${ports.maildevSmtp}`,
    MAILDEV_URL: `http://127.0.0.1:${ports.maildevWeb}`,
    // The links in the e-mails the api and the seed queue: this stack's site.
    SITE_URL: `http://127.0.0.1:${ports.hosting}`,
  };
  if (storageEmulator) env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${ports.storage}`;
  else env.FILE_STORE_DIR = path.join(dataDir ?? path.join(stackDir, 'data'), 'files');

  const stoppers: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stoppers.reverse()) {
      try {
        await stop();
      } catch (err) {
        console.error(`While stopping: ${(err as Error).message}`);
      }
    }
    stoppers.length = 0;
    fs.rmSync(path.join(stackDir, PIDS_FILE), { force: true });
    process.off('exit', killOnExit);
  };
  // The emulators run in process groups of their own (so that a Ctrl-C reaches this process first and data
  // is saved); whatever way this process ends, they end with it.
  const pids: number[] = [];
  const remember = (pid: number | undefined) => {
    if (pid) pids.push(pid);
    fs.writeFileSync(path.join(stackDir, PIDS_FILE), JSON.stringify(pids));
  };
  const killOnExit = () => {
    for (const pid of pids) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  };
  process.on('exit', killOnExit);
  // Interrupted while starting: stop what has started, then leave.
  const abortStart = () => void stopAll().then(() => process.exit(130));
  process.once('SIGINT', abortStart);
  process.once('SIGTERM', abortStart);

  try {
    // Auth's data (and Firestore's, when firebase-tools runs it) is exported by firebase-tools at exit;
    // Firestore's from the Cloud SDK's emulator is exported by this launcher to dataDir/firestore.
    const exportDir = dataDir ? path.join(dataDir, 'firebase-export') : null;
    const firestoreDir = dataDir ? path.join(dataDir, 'firestore') : null;
    let sdkFirestore: CloudSdkFirestore | undefined;
    // One export at a time: a periodic snapshot and the one at stop never write the same folders at once.
    let exporting: Promise<void> = Promise.resolve();
    const exportAll = async () => {
      if (exportDir)
        await exportFromHub(ports.hub, exportDir, sdkFirestore ? ['auth'] : ['auth', 'firestore']);
      if (sdkFirestore && firestoreDir) await sdkFirestore.exportTo(firestoreDir);
    };
    const snapshot = () => (exporting = exporting.then(exportAll, exportAll));

    if (firestoreEmulator.kind === 'cloud-sdk') {
      const firestoreLog = fs.createWriteStream(path.join(stackDir, 'firestore.log'));
      const started = await startCloudSdkFirestore({
        jar: firestoreEmulator.jar,
        host: '127.0.0.1',
        port: ports.firestore,
        project,
        rules: path.join(REPO_ROOT, 'firestore.rules'),
        importDir: firestoreDir ? lastFirestoreExport(firestoreDir) : null,
        log: firestoreLog,
      });
      sdkFirestore = started;
      remember(started.process.pid);
      stoppers.push(async () => {
        // Last to stop (stoppers run in reverse), after the functions that write to it are gone.
        await exporting.catch(() => undefined);
        if (firestoreDir) await started.exportTo(firestoreDir);
        killGroup(started.process, 'SIGTERM');
        await waitForExit(started.process, 10_000);
        killGroup(started.process, 'SIGKILL');
      });
    }
    log(
      quiet,
      `> Firestore: ${describeFirestoreEmulator(firestoreEmulator)} on 127.0.0.1:${ports.firestore}`,
    );
    const maildev = await startMailDev(ports, stackDir);
    remember(maildev.pid);
    stoppers.push(async () => {
      killGroup(maildev, 'SIGTERM');
      await waitForExit(maildev, 5_000);
      killGroup(maildev, 'SIGKILL');
    });
    log(quiet, `> MailDev: SMTP on 127.0.0.1:${ports.maildevSmtp}, inbox at ${env.MAILDEV_URL}`);
    const seedCli = path.join(REPO_ROOT, 'emulators', 'seed', 'cli.ts');
    // tsx reads the tsconfig it is given (else the root one, which compiles no file): functions' own, so
    // that the api's e-mail templates the seed's events render are compiled for React's JSX runtime.
    const tsx = ['tsx', '--tsconfig', path.join(REPO_ROOT, 'functions', 'tsconfig.json')];
    const seedEnv = { ...process.env, ...env };
    // The catalogue goes in before the api and Hosting can answer (issue 22): a visitor or a health check
    // in the first seconds must not find an empty catalogue. Only where this launcher runs Firestore
    // itself; firebase-tools' own Firestore starts with them, and there the api serves an incomplete
    // catalogue without caching it (services/catalogue.ts) until the seed below has run.
    if (sdkFirestore && fs.existsSync(seedCli)) {
      log(quiet, '> Seeding the catalogue before the api starts...');
      await runAsync('npx', [...tsx, seedCli, '--catalogue'], seedEnv, quiet);
    }

    const only = ['auth', 'functions', 'hosting'];
    if (firestoreEmulator.kind === 'firebase-tools') only.push('firestore');
    if (storageEmulator) only.push('storage');
    const config = writeStackConfig(
      project,
      ports,
      webDir,
      options.sharedWithOtherProjects ?? false,
    );
    const args = [
      'firebase',
      'emulators:start',
      '--only',
      only.join(','),
      '--project',
      project,
      '--config',
      config,
    ];
    if (exportDir) {
      if (fs.existsSync(path.join(exportDir, 'firebase-export-metadata.json')))
        args.push('--import', exportDir);
      args.push('--export-on-exit', exportDir);
    }
    const firebase = spawn('npx', args, {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, FIREBASE_CLI_EXPERIMENTS: '', CI: process.env.CI ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    remember(firebase.pid);
    const firebaseLog = fs.createWriteStream(path.join(stackDir, 'emulators.log'));
    firebase.stdout.pipe(firebaseLog);
    firebase.stderr.pipe(firebaseLog);
    if (!quiet) {
      firebase.stdout.on('data', (c: Buffer) => process.stdout.write(c));
      firebase.stderr.on('data', (c: Buffer) => process.stderr.write(c));
    }
    stoppers.push(async () => {
      // SIGINT lets the CLI export Auth data before it exits.
      killGroup(firebase, 'SIGINT');
      await waitForExit(firebase, 30_000);
      killGroup(firebase, 'SIGKILL');
    });
    await waitForLine(firebase, /All emulators ready/, 180_000, 'the Firebase emulators');

    if (fs.existsSync(seedCli)) {
      log(quiet, '> Seeding demo data (only what is missing)...');
      await runAsync('npx', [...tsx, seedCli], seedEnv, quiet);
    }
    // The outbox's sender, every few seconds: the deployed trigger on mail/{id} may not fire here
    // (mail-sweep.ts says why), so this is what delivers the stack's messages to MailDev.
    const sweeper = spawn('node', ['--import', 'tsx', path.join(__dirname, 'mail-sweep.ts')], {
      cwd: REPO_ROOT,
      env: seedEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    remember(sweeper.pid);
    const sweepLog = fs.createWriteStream(path.join(stackDir, 'mail-sweep.log'));
    sweeper.stdout.pipe(sweepLog);
    sweeper.stderr.pipe(sweepLog);
    stoppers.push(async () => {
      killGroup(sweeper, 'SIGTERM');
      await waitForExit(sweeper, 5_000);
    });
    const siteUrl = `http://127.0.0.1:${ports.hosting}`;
    // The prerendered pages are built from what the api serves: wait until it serves the whole catalogue.
    await waitForCatalogue(siteUrl, 120_000);
    if (options.build !== false) {
      log(quiet, '> Building the web app...');
      await runAsync(
        'npx',
        ['vite', 'build', '--outDir', webDir, '--emptyOutDir'],
        { ...webEnv, PRERENDER_API_ORIGIN: siteUrl },
        quiet,
        path.join(REPO_ROOT, 'web'),
      );
    }

    if (dataDir) {
      // A stack killed hard (SIGKILL, a power cut) loses at most what it wrote since the last snapshot:
      // one right after the seed, then one every SNAPSHOT_INTERVAL_MS.
      fs.mkdirSync(dataDir, { recursive: true });
      const saveSnapshot = () =>
        snapshot().catch((err: unknown) =>
          console.error(`Saving a snapshot failed: ${(err as Error).message}`),
        );
      await saveSnapshot();
      const timer = setInterval(() => void saveSnapshot(), SNAPSHOT_INTERVAL_MS);
      timer.unref();
      stoppers.push(async () => clearInterval(timer));
    }

    let devUrl: string | undefined;
    if (options.dev) {
      devUrl = await startDevServers(ports, webEnv, stoppers);
    }

    return { project, ports, siteUrl, devUrl, env, firestoreEmulator, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  } finally {
    process.off('SIGINT', abortStart);
    process.off('SIGTERM', abortStart);
  }
}

const SNAPSHOT_INTERVAL_MS = 30_000;
const PIDS_FILE = 'pids.json';

/** Signals a process started with `detached: true` and everything it started (its process group). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

/**
 * A launcher killed hard cannot stop its emulators; the next start of the same stack does, so that their
 * ports are free again. Only processes that are still an emulator of ours are touched (pids get reused).
 */
async function stopLeftovers(stackDir: string, quiet: boolean | undefined): Promise<void> {
  const file = path.join(stackDir, PIDS_FILE);
  if (!fs.existsSync(file)) return;
  let pids: number[] = [];
  try {
    pids = JSON.parse(fs.readFileSync(file, 'utf8')) as number[];
  } catch {
    /* unreadable: nothing to stop */
  }
  const isOurEmulator = (pid: number) => {
    try {
      return /CloudFirestore|firebase|maildev|mail-sweep/.test(
        fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'),
      );
    } catch {
      return false; // not running
    }
  };
  const leftovers = pids.filter(isOurEmulator);
  for (const pid of leftovers) {
    log(quiet, `> Stopping process group ${pid}, left by a stack that was killed`);
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  // Their ports are free only once they are gone.
  const deadline = Date.now() + 10_000;
  while (leftovers.some(isOurEmulator) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  fs.rmSync(file, { force: true });
}

/**
 * MailDev in its own process group, bound to 127.0.0.1, keeping messages in memory (a restart empties the
 * inbox). No relay options: it never passes a message on to a real server.
 */
async function startMailDev(ports: StackPorts, stackDir: string): Promise<ChildProcess> {
  const bin = path.join(REPO_ROOT, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
  const child = spawn(
    'node',
    [
      bin,
      '--smtp',
      String(ports.maildevSmtp),
      '--ip',
      '127.0.0.1',
      '--web',
      String(ports.maildevWeb),
      '--web-ip',
      '127.0.0.1',
    ],
    // Its folder holds no MailDev config file (it looks in the folder and its parents).
    { cwd: stackDir, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const maildevLog = fs.createWriteStream(path.join(stackDir, 'maildev.log'));
  child.stdout?.pipe(maildevLog);
  child.stderr?.pipe(maildevLog);
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${ports.maildevWeb}/api/healthz`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (res.ok) return child;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      killGroup(child, 'SIGKILL');
      throw new Error(`MailDev did not start (see ${path.join(stackDir, 'maildev.log')})`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Asks firebase-tools' hub to export the named emulators' data (it writes to a temporary folder, then moves it). */
async function exportFromHub(hubPort: number, dir: string, targets: string[]): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${hubPort}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: dir, initiatedBy: 'launcher', targets }),
  });
  if (!res.ok)
    throw new Error(
      `Export of ${targets.join(', ')} failed: HTTP ${res.status} ${await res.text()}`,
    );
}

async function startDevServers(
  ports: StackPorts,
  webEnv: NodeJS.ProcessEnv,
  stoppers: Array<() => Promise<void>>,
): Promise<string> {
  const devPort = ports.hosting + 173;
  const watcher = spawn('node', ['functions/build.mjs', '--watch'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  stoppers.push(async () => {
    watcher.kill('SIGTERM');
    await waitForExit(watcher, 5_000);
  });
  const vite = spawn(
    'npx',
    ['vite', '--port', String(devPort), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: path.join(REPO_ROOT, 'web'),
      env: webEnv,
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    },
  );
  vite.stdout.on('data', (c: Buffer) => process.stdout.write(c));
  stoppers.push(async () => {
    if (vite.pid) {
      try {
        process.kill(-vite.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
    await waitForExit(vite, 5_000);
  });
  await waitForLine(vite, /ready in|Local:/, 60_000, 'Vite');
  return `http://127.0.0.1:${devPort}`;
}

function printWelcome(stack: RunningStack): void {
  const lines = [
    '',
    '  Device protection is running locally.',
    `  Site:            ${stack.devUrl ? `${stack.devUrl}  (hot reload; built site at ${stack.siteUrl})` : stack.siteUrl}`,
    `  API:             ${stack.siteUrl}/api/plans`,
    `  Firestore:       ${stack.env.FIRESTORE_EMULATOR_HOST}, ${describeFirestoreEmulator(stack.firestoreEmulator)}`,
    `  Auth emulator:   ${stack.env.FIREBASE_AUTH_EMULATOR_HOST}`,
    `  Mail (MailDev):  ${stack.env.MAILDEV_URL}  (every message the stack sends)`,
    '',
    '  Demo sign-ins:',
    ...DEMO_ACCOUNTS.map((s) => `    ${s.role.padEnd(9)} ${s.email}  /  ${s.password}`),
    '',
    '  Press Ctrl-C to stop; accounts and data are saved to emulators/data/ (npm run reset starts clean).',
    '',
  ];
  console.log(lines.join('\n'));
}

function parseArgs(argv: string[]): { command: string; options: StackOptions } {
  const [command = 'start', ...rest] = argv;
  const options: StackOptions = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--port-base') options.portBase = Number(rest[++i]);
    else if (arg === '--project') options.project = rest[++i];
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--data') options.dataDir = path.resolve(rest[++i] ?? '');
    else if (arg === '--fresh') options.dataDir = null;
    else throw new Error(`Unknown option ${arg}`);
  }
  if (options.portBase !== undefined && !Number.isInteger(options.portBase))
    throw new Error('--port-base needs a number');
  // Stacks other than the default keep their data apart from the developer's.
  if (options.dataDir === undefined && (options.portBase !== undefined || options.project)) {
    options.dataDir = path.join(
      REPO_ROOT,
      'emulators',
      '.stacks',
      options.project ?? DEFAULT_PROJECT,
      'data',
    );
  }
  return { command, options };
}

async function main(): Promise<void> {
  const { command, options } = parseArgs(process.argv.slice(2));
  if (command === 'reset') {
    fs.rmSync(DEFAULT_DATA_DIR, { recursive: true, force: true });
    console.log('Local data removed: the next start seeds a fresh demo.');
    return;
  }
  if (command !== 'start' && command !== 'dev') throw new Error(`Unknown command ${command}`);
  const stack = await startStack({ ...options, dev: command === 'dev' });
  printWelcome(stack);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping; saving data...');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
