// The load benchmark (`npm run bench:api -- --only load`, issue 14): each route at 1, 10 and 50 concurrent
// connections for --seconds (default 10) with autocannon, by --paths (default all three, see BenchPath:
// Hosting's rewrite at the site URL, the function's own emulator URL, and one node process serving the built
// function), and beside them GET /api/health, the no-op in the same function, so each result also reads as a
// ratio to what the stack itself costs. Per run: requests per second, p50/p95/p99 latency, errors, requests
// still unanswered when the time was up, non-2xx answers, and the mean X-Firestore-Reads. Between runs the
// bench waits until the no-op answers quickly again, so one run's backlog is not the next one's latency.
// Each run also reports where the CPU went (from /proc): the machine's busy share, and the Firestore
// emulator's and the instance's api process's CPU in % of one core, the profile behind a route's ratio.
// --routes a,b runs only the routes whose name contains a or b (with the no-op).
//
// Set-up, through the api as the web does it: a pool of bench customers, each registered with one device
// (sandbox payment); their subscriptions are then given an unlimited claim allowance in Firestore directly
// (the plan's yearly limit is not what is measured). Requests go round the pool, so the per-user payment
// limit (20 a minute) is not hit; every registration has its own IMEI and Idempotency-Key. After the write
// routes, what was written for the pool (subscriptions, claims) is counted with the admin SDK and compared
// with the 2xx answers: "lost writes" must be 0.
import autocannon from 'autocannon';
import {
  type AddOnsAnswer,
  type DevicePricingAnswer,
  type FileClaimAnswer,
  type PlansAnswer,
  type RegistrationAnswer,
  type SubscriptionAnswer,
  UNLIMITED_CLAIMS_ABOVE,
  centsToDollars,
  dollarsToCents,
} from '@protect/domain';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { adminToken, benchCustomer, json, uniqueImei } from './bench-support';

export interface LoadOptions {
  site: string;
  functions: string;
  auth: string;
  firestore: string;
  project: string;
  seconds: number;
  connections: number[];
  poolSize: number;
  paths: BenchPath[];
  /**
   * The most connections the Functions emulator's paths are run at: each concurrent request there starts a
   * worker process of its own (50 at once took a 2-core machine to a load of 80 and answered nothing in
   * 10 s), so higher levels run on the instance path only.
   */
  emulatorMaxConnections: number;
  /** Only the routes whose name contains one of these (GET /api/health always runs); all when empty. */
  routes: string[];
}

/**
 * hosting: the site URL (Hosting's rewrite); function: the Functions emulator's own URL; instance: the built
 * function (functions/lib/index.js) served by one node process on the same emulators, as one Cloud Functions
 * instance serves it (many requests at once). The Functions emulator runs one request at a time per worker
 * process and starts a new worker for each concurrent request (firebase-tools#5503), so at 10 and 50
 * connections its two paths measure the emulator's worker start-ups; the instance path measures the api.
 */
export type BenchPath = 'hosting' | 'function' | 'instance';

export interface LoadResult {
  route: string;
  path: BenchPath;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Sent but not answered when the run's time was up (autocannon stops waiting; the server goes on). */
  unanswered: number;
  non2xx: number;
  twoXx: number;
  firestoreReads: number | null;
  /** This route's p95 over GET /api/health's at the same connections and path. */
  p95VsHealth?: number;
  /**
   * Where the CPU went during the run (the profile that explains a ratio): the machine's busy share of all
   * its cores, and the CPU used by the Firestore emulator and by the instance path's api process, in % of
   * one core. Null when /proc cannot be read (not Linux).
   */
  cpu: CpuShares | null;
}

export interface CpuShares {
  machineBusyPct: number;
  firestorePct: number | null;
  apiPct: number | null;
}

interface PoolUser {
  uid: string;
  token: string;
  deviceId: string;
}

/** A 1x1 PNG, as e2e/support/photos.ts: an image by its magic bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Runs `work` over `items`, `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += limit) {
    out.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  }
  return out;
}

const BOUNDARY = 'bench-load-boundary-7d1f';

/** A claim's multipart body with one photo, built at once (autocannon's setupRequest is synchronous). */
function claimBody(fields: Record<string, string>): Buffer {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="screen.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return Buffer.concat(parts);
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

interface RouteSpec {
  name: string;
  method: 'GET' | 'POST';
  /** The request for the n-th call: path (from /api), headers, body. */
  next: (n: number) => { path: string; headers: Record<string, string>; body?: Buffer | string };
  /** A write's marker in its 2xx answer, to find it stored afterwards. */
  markerOf?: (answer: unknown) => string;
  write?: boolean;
}

/** CLK_TCK on Linux: /proc counts CPU time in hundredths of a second. */
const TICK_MS = 10;

interface CpuCounters {
  at: number;
  machineBusy: number;
  machineTotal: number;
  processes: (number | null)[];
}

/** The process's user + system CPU time in ticks, or null when it cannot be read. */
function processTicks(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    // The fields after the command name, which is in parentheses and may hold spaces.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

function cpuCounters(pids: (number | null)[]): CpuCounters | null {
  try {
    const total = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const ticks = total.slice(1).map(Number);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    const all = ticks.reduce((sum, t) => sum + t, 0);
    return {
      at: Date.now(),
      machineBusy: all - idle,
      machineTotal: all,
      processes: pids.map(processTicks),
    };
  } catch {
    return null;
  }
}

function cpuShares(before: CpuCounters | null, after: CpuCounters | null): CpuShares | null {
  if (!before || !after || after.machineTotal === before.machineTotal) return null;
  const wallMs = Math.max(1, after.at - before.at);
  const pct = (i: number) => {
    const [a, b] = [before.processes[i], after.processes[i]];
    return a === null || b === null || a === undefined || b === undefined
      ? null
      : Math.round((((b - a) * TICK_MS) / wallMs) * 100);
  };
  return {
    machineBusyPct: Math.round(
      ((after.machineBusy - before.machineBusy) / (after.machineTotal - before.machineTotal)) * 100,
    ),
    firestorePct: pct(0),
    apiPct: pct(1),
  };
}

/** The pid of the Java Firestore emulator listening on `hostPort`, found by its command line. */
function firestoreEmulatorPid(hostPort: string): number | null {
  const port = hostPort.split(':').pop();
  try {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (cmdline.some((a) => a.includes('CloudFirestore')) && cmdline.includes(`--port=${port}`))
        return Number(entry);
    }
  } catch {
    // not Linux
  }
  return null;
}

async function run(
  base: string,
  route: RouteSpec,
  connections: number,
  seconds: number,
  /** The Firestore emulator's and the api process's pids, for the CPU shares. */
  pids: (number | null)[],
): Promise<Omit<LoadResult, 'route' | 'path'> & { answered2xx: string[] }> {
  const prefix = new URL(base).pathname.replace(/\/$/, '');
  const latencies: number[] = [];
  let reads = 0;
  let readAnswers = 0;
  let twoXx = 0;
  let n = 0;
  const answered2xx: string[] = [];
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        timeout: 30,
        requests: [
          {
            method: route.method,
            setupRequest: (req) => {
              const { path, headers, body } = route.next(n++);
              return { ...req, path: `${prefix}${path}`, headers, body };
            },
            onResponse: (status, body, _context, headers) => {
              if (status >= 200 && status < 300) {
                twoXx++;
                if (route.markerOf) answered2xx.push(route.markerOf(JSON.parse(body)));
              }
              // Node keeps the header's case as the api set it; the emulator's proxy lowercases it.
              const header = Object.entries(headers ?? {}).find(
                ([name]) => name.toLowerCase() === 'x-firestore-reads',
              )?.[1];
              if (header !== undefined) {
                reads += Number(header);
                readAnswers++;
              }
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
  instance!.on('response', (_client, _status, _bytes, responseTime) =>
    latencies.push(responseTime),
  );
  const cpuBefore = cpuCounters(pids);
  const result = await finished;
  const cpu = cpuShares(cpuBefore, cpuCounters(pids));
  latencies.sort((a, b) => a - b);
  return {
    connections,
    requests: result.requests.total,
    rps: Math.round((result.requests.total / result.duration) * 10) / 10,
    p50: Math.round(percentile(latencies, 0.5)),
    p95: Math.round(percentile(latencies, 0.95)),
    p99: Math.round(percentile(latencies, 0.99)),
    errors: result.errors + result.timeouts,
    unanswered: Math.max(0, n - latencies.length - result.errors - result.timeouts),
    non2xx: result.non2xx,
    twoXx,
    firestoreReads: readAnswers ? Math.round((reads / readAnswers) * 10) / 10 : null,
    cpu,
    answered2xx,
  };
}

/**
 * After a run the server is still serving what autocannon left unanswered: wait (up to 30 s) until the
 * no-op answers quickly again, so that one run's backlog is not measured as the next route's latency.
 */
async function settle(base: string): Promise<void> {
  const prefix = new URL(base).pathname.replace(/\/$/, '');
  const url = `${new URL(base).origin}${prefix}/api/health`;
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const started = performance.now();
    const ok = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok && performance.now() - started < 100) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function cpuText(cpu: CpuShares | null): string {
  if (!cpu) return '';
  const of = (label: string, pct: number | null) => (pct === null ? '' : `, ${label} ${pct}%`);
  return `; cpu: machine ${cpu.machineBusyPct}%${of('firestore', cpu.firestorePct)}${of('api', cpu.apiPct)}`;
}

/** The instance path's server: the built api function on a free port, its port sent back over IPC. */
const INSTANCE = `
const http = require('node:http');
const { api } = require(process.env.BENCH_LIB);
const server = http.createServer((req, res) => api(req, res));
server.listen(0, '127.0.0.1', () => process.send(server.address().port));
`;

async function startInstance(
  options: LoadOptions,
): Promise<{ base: string; pid: number | null; stop: () => void }> {
  const functionsDir = path.resolve(__dirname, '..', 'functions');
  const child = spawn(process.execPath, ['-e', INSTANCE], {
    cwd: functionsDir,
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GCLOUD_PROJECT: options.project,
      FIREBASE_AUTH_EMULATOR_HOST: options.auth,
      FIRESTORE_EMULATOR_HOST: options.firestore,
      FILE_STORE_DIR: path.join('/tmp', `${options.project}-bench-instance-files`),
      BENCH_LIB: path.join(functionsDir, 'lib', 'index.js'),
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve(Number(message)));
    child.once('exit', (code) => reject(new Error(`the bench instance exited (${code})`)));
  });
  return { base: `http://127.0.0.1:${port}`, pid: child.pid ?? null, stop: () => child.kill() };
}

export async function benchLoad(options: LoadOptions): Promise<{
  results: LoadResult[];
  writes: Record<string, { answered2xx: number; stored: number; lost: number }>;
}> {
  const { site, auth, project } = options;
  // The admin SDK (through functions/, as the seed does) on this stack's Firestore emulator.
  process.env.FIRESTORE_EMULATOR_HOST = options.firestore;
  process.env.GCLOUD_PROJECT = project;
  const { adminServices } = await import('../functions/src/public');
  const { firestore } = adminServices(project);

  // The set-up goes through the instance when there is one: the emulator's workers start slowly under load.
  const instance = options.paths.includes('instance') ? await startInstance(options) : null;
  const setup = instance?.base ?? site;
  const [{ plans }, { addons }, { devices }] = await Promise.all([
    json<PlansAnswer>(`${setup}/api/plans`),
    json<DevicePricingAnswer>(`${setup}/api/device-pricing`),
  ]).then(async ([p, d]) => [p, await json<AddOnsAnswer>(`${setup}/api/addons`), d] as const);
  const plan = plans.find((p) => p.plan_type === 'basic') ?? plans[0]!;
  const device = devices[0]!;
  const addOns = addons.slice(0, 1);
  const total =
    dollarsToCents(plan.plan_type === 'basic' ? device.plan_price : (plan.monthly_price ?? 0)) +
    addOns.reduce((sum, a) => sum + dollarsToCents(a.monthly_price), 0);
  const registrationBody = (imei = uniqueImei()) =>
    JSON.stringify({
      amount: centsToDollars(total),
      paymentMethodId: 'pm_card_visa',
      selectedAddons: addOns.map((a) => a.id),
      billing: { name_on_card: 'Bench Customer', zip_code: '10001' },
      deviceData: {
        device_pricing_id: device.id,
        brand: device.device_brand,
        model: device.device_model,
        imei,
        condition: 'good',
      },
      subscriptionData: { plan_id: plan.id },
    });

  console.log(`Load: making ${options.poolSize} bench customers, each with one device...`);
  const pool: PoolUser[] = await inBatches(
    Array.from({ length: options.poolSize }, (_, i) => i),
    10,
    async (i) => {
      const { idToken: token, localId: uid } = await benchCustomer(auth, project);
      await json(`${setup}/api/signup/registerCustomer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          idToken: token,
          firstName: 'Bench',
          lastName: `Load${i}`,
          phone: '(555) 010-5555',
          address: '1 Bench St',
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          terms: true,
        }),
      });
      const answer = await json<SubscriptionAnswer & { device: { id: string } }>(
        `${setup}/api/payment/create-subscription-with-device`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'idempotency-key': `bench-${randomUUID()}`,
          },
          body: registrationBody(),
        },
      );
      await firestore
        .collection('subscriptions')
        .doc(answer.subscription.id)
        .update({ 'plan.claimLimit': UNLIMITED_CLAIMS_ABOVE + 1000 });
      return { uid, token, deviceId: answer.device.id };
    },
  );
  const admin = await adminToken(auth);
  const user = (n: number) => pool[n % pool.length]!;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  const routes: RouteSpec[] = [
    { name: 'GET /api/health', method: 'GET', next: () => ({ path: '/api/health', headers: {} }) },
    { name: 'GET /api/plans', method: 'GET', next: () => ({ path: '/api/plans', headers: {} }) },
    {
      name: 'GET /api/customers/dashboard',
      method: 'GET',
      next: (n) => ({ path: '/api/customers/dashboard', headers: bearer(user(n).token) }),
    },
    {
      name: 'GET /api/claims/user/{uid}',
      method: 'GET',
      next: (n) => ({ path: `/api/claims/user/${user(n).uid}`, headers: bearer(user(n).token) }),
    },
    {
      name: 'POST /api/claims (1 photo)',
      method: 'POST',
      write: true,
      markerOf: (answer) => (answer as FileClaimAnswer).claim.description,
      next: (n) => {
        const marker = `bench-load-${randomUUID()}`;
        return {
          path: '/api/claims',
          headers: {
            ...bearer(user(n).token),
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          },
          body: claimBody({
            user_id: user(n).uid,
            device_id: user(n).deviceId,
            claim_type: 'screen_damage',
            description: `Bench claim: the screen is cracked (${marker})`,
            incident_date: new Date().toISOString().slice(0, 10),
          }),
        };
      },
    },
    {
      name: 'POST create-subscription-with-device',
      method: 'POST',
      write: true,
      markerOf: (answer) => (answer as RegistrationAnswer).device.imei,
      next: (n) => {
        const imei = uniqueImei();
        return {
          path: '/api/payment/create-subscription-with-device',
          headers: {
            ...bearer(user(n).token),
            'content-type': 'application/json',
            'idempotency-key': `bench-${randomUUID()}`,
          },
          body: registrationBody(imei),
        };
      },
    },
    {
      name: 'GET /api/admin/claims (first page)',
      method: 'GET',
      next: () => ({ path: '/api/admin/claims', headers: bearer(admin) }),
    },
  ];

  const chosen = [
    routes[0]!,
    ...routes
      .slice(1)
      .filter((r) => options.routes.length === 0 || options.routes.some((n) => r.name.includes(n))),
  ];
  const firestorePid = firestoreEmulatorPid(options.firestore);
  const bases: Partial<Record<BenchPath, string>> = {
    hosting: site,
    function: `${options.functions}/${project}/us-central1/api`,
    instance: instance?.base,
  };
  const results: LoadResult[] = [];
  const answered: Record<string, string[]> = {};
  for (const pathName of options.paths) {
    const base = bases[pathName]!;
    // On the emulator's paths the api runs in worker processes of its own: only the instance's is known.
    const pids = [firestorePid, pathName === 'instance' ? (instance?.pid ?? null) : null];
    for (const connections of options.connections) {
      if (pathName !== 'instance' && connections > options.emulatorMaxConnections) {
        console.log(`  ${pathName} c=${connections}: skipped (--emulator-max-connections)`);
        continue;
      }
      await settle(base);
      const { answered2xx: _none, ...health } = await run(
        base,
        chosen[0]!,
        connections,
        options.seconds,
        pids,
      );
      results.push({ route: chosen[0]!.name, path: pathName, ...health });
      for (const route of chosen.slice(1)) {
        await settle(base);
        const measured = await run(base, route, connections, options.seconds, pids);
        const { answered2xx, ...figures } = measured;
        if (route.write) (answered[route.name] ??= []).push(...answered2xx);
        results.push({
          route: route.name,
          path: pathName,
          ...figures,
          p95VsHealth: measured.requests
            ? Math.round((measured.p95 / Math.max(1, health.p95)) * 10) / 10
            : undefined,
        });
        console.log(
          `  ${pathName} c=${connections} ${route.name}: ${measured.rps} rps, p95 ${measured.p95} ms, non-2xx ${measured.non2xx}, unanswered ${measured.unanswered}${cpuText(measured.cpu)}`,
        );
      }
    }
  }

  instance?.stop();

  // Every write answered 2xx must be stored: its marker (the claim's description, the device's IMEI) is looked
  // for among the pool's records. Requests still in flight when a run's time ran out were not answered to
  // the bench and may be stored too, so stored may be more than answered; lost counts answered but missing.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const uids = pool.map((u) => u.uid);
  const storedOf = async (collection: string, field: string) => {
    const values = new Set<string>();
    for (let i = 0; i < uids.length; i += 30) {
      const snap = await firestore
        .collection(collection)
        .where('userId', 'in', uids.slice(i, i + 30))
        .select(field)
        .get();
      for (const doc of snap.docs) values.add(String(doc.get(field)));
    }
    return values;
  };
  const storedDescriptions = await storedOf('claims', 'description');
  const storedImeis = await storedOf('devices', 'imei');
  const claimsAnswered = answered['POST /api/claims (1 photo)'] ?? [];
  const registrationsAnswered = answered['POST create-subscription-with-device'] ?? [];
  const subscriptionsStored = (await storedOf('subscriptions', 'deviceId')).size - pool.length;
  const writes = {
    claims: {
      answered2xx: claimsAnswered.length,
      stored: [...storedDescriptions].filter((d) => d.includes('bench-load-')).length,
      lost: claimsAnswered.filter((description) => !storedDescriptions.has(description)).length,
    },
    subscriptions: {
      answered2xx: registrationsAnswered.length,
      stored: subscriptionsStored,
      lost: registrationsAnswered.filter((imei) => !storedImeis.has(imei)).length,
    },
  };
  printTable(results, writes);
  return { results, writes };
}

function printTable(
  results: LoadResult[],
  writes: Record<string, { answered2xx: number; stored: number; lost: number }>,
) {
  const header = [
    'route',
    'path',
    'conn',
    'rps',
    'p50',
    'p95',
    'p99',
    'err',
    'unans',
    'non2xx',
    'reads',
    'p95/health',
    'cpu machine/firestore/api %',
  ];
  const rows = results.map((r) => [
    r.route,
    r.path,
    String(r.connections),
    String(r.rps),
    String(r.p50),
    String(r.p95),
    String(r.p99),
    String(r.errors),
    String(r.unanswered),
    String(r.non2xx),
    r.firestoreReads === null ? '-' : String(r.firestoreReads),
    r.p95VsHealth === undefined ? '' : `${r.p95VsHealth}x`,
    r.cpu
      ? [r.cpu.machineBusyPct, r.cpu.firestorePct ?? '-', r.cpu.apiPct ?? '-'].join(' / ')
      : '-',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const [what, w] of Object.entries(writes))
    console.log(
      `${what}: ${w.answered2xx} answered 2xx, ${w.stored} stored, lost writes ${w.lost}`,
    );
}
