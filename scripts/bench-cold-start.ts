// `npm run bench:cold-start`: the api function's cold start, module import to first answer (issue 14: under
// 300 ms). Each run is a fresh `node` process that requires the built function (functions/lib/index.js, as
// `npm run build -w functions` makes it; --lib PATH for another build) with the local stack's emulator
// environment, serves it on a local port as the Functions runtime does, and times: the require, the first
// answer of GET /api/health (the cold start), then the first GET /api/plans (the first Firestore reads) and
// the first GET /api/customers/dashboard (token check and the dashboard's reads). A second set of runs asks
// for the dashboard first, the heaviest route as the first answer. Prints medians over --runs (default 5) and
// writes bench-results/cold-start.json. Beside them the floor: a fresh process with an onRequest function on
// Express that answers at once, which is what any such function pays (it is machine-dependent: compare with it).
//
// The customer it signs in with is registered through the running stack (--site).
//
//   npx tsx scripts/bench-cold-start.ts --site http://127.0.0.1:8800 --auth 127.0.0.1:8802 \
//     --firestore 127.0.0.1:8803 --project demo-ops
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { benchCustomer, json } from './bench-support';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const ROOT = path.resolve(__dirname, '..');
const LIB = path.resolve(option('--lib', path.join(ROOT, 'functions', 'lib', 'index.js')));
const SITE = option('--site', 'http://127.0.0.1:5000');
const AUTH = option('--auth', '127.0.0.1:9099');
const FIRESTORE = option('--firestore', '127.0.0.1:8080');
const PROJECT = option('--project', 'demo-protect');
const RUNS = Math.max(1, Number(option('--runs', '5')));
const TARGET_MS = 300;

/**
 * The child: plain CommonJS run by `node -e`, so nothing but the function's own code is loaded and timed.
 * It prints one JSON line: milliseconds since its start for each step.
 */
const CHILD = `
const http = require('node:http');
const t0 = performance.now();
let api;
if (process.env.BENCH_FLOOR) {
  // The floor: what any onRequest function on Express pays (firebase-functions' https loads firebase-admin's
  // app and auth), answering at once.
  const { onRequest } = require('firebase-functions/v2/https');
  const app = require('express')();
  app.get('/api/health', (_req, res) => res.json({ status: 'ok' }));
  api = onRequest(app);
} else {
  api = require(process.env.BENCH_LIB).api;
}
const required = performance.now() - t0;
const server = http.createServer((req, res) => api(req, res));
server.listen(0, '127.0.0.1', async () => {
  const base = 'http://127.0.0.1:' + server.address().port;
  const out = { require: required };
  for (const path of JSON.parse(process.env.BENCH_PATHS)) {
    const res = await fetch(base + path, { headers: { authorization: 'Bearer ' + process.env.BENCH_TOKEN } });
    await res.arrayBuffer();
    if (!res.ok) { console.error(path + ' answered ' + res.status); process.exit(1); }
    out[path] = performance.now() - t0;
  }
  console.log(JSON.stringify(out));
  process.exit(0);
});
`;

async function customerToken(): Promise<string> {
  const { idToken } = await benchCustomer(AUTH, PROJECT);
  // A customer with a profile, so the dashboard answers (through the running stack).
  await json(`${SITE}/api/signup/registerCustomer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      idToken,
      firstName: 'Cold',
      lastName: 'Start',
      phone: '(555) 010-4444',
      address: '1 Bench St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      terms: true,
    }),
  });
  return idToken;
}

type Run = Record<string, number>;

function runChild(paths: string[], token: string, floor = false): Run {
  const child = spawnSync(process.execPath, ['-e', CHILD], {
    cwd: path.join(ROOT, 'functions'),
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GCLOUD_PROJECT: PROJECT,
      FIREBASE_AUTH_EMULATOR_HOST: AUTH,
      FIRESTORE_EMULATOR_HOST: FIRESTORE,
      FILE_STORE_DIR: path.join('/tmp', `${PROJECT}-cold-start-files`),
      BENCH_LIB: LIB,
      BENCH_PATHS: JSON.stringify(paths),
      BENCH_TOKEN: token,
      ...(floor ? { BENCH_FLOOR: '1' } : {}),
    },
  });
  if (child.status !== 0) throw new Error(`cold start run failed: ${child.stderr}`);
  const line = child.stdout.trim().split('\n').pop()!;
  return JSON.parse(line) as Run;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function summarise(runs: Run[]): Record<string, number> {
  const keys = Object.keys(runs[0]!);
  return Object.fromEntries(keys.map((k) => [k, Math.round(median(runs.map((r) => r[k]!)))]));
}

async function main(): Promise<void> {
  if (!fs.existsSync(LIB)) throw new Error(`${LIB} is missing: npm run build -w functions`);
  const token = await customerToken();
  const healthFirst: Run[] = [];
  const dashboardFirst: Run[] = [];
  const floorRuns: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    floorRuns.push(runChild(['/api/health'], token, true));
    healthFirst.push(runChild(['/api/health', '/api/plans', '/api/customers/dashboard'], token));
    dashboardFirst.push(runChild(['/api/customers/dashboard'], token));
  }
  const health = summarise(healthFirst);
  const dashboard = summarise(dashboardFirst);
  const floor = summarise(floorRuns);
  console.log(
    `Cold start of ${path.relative(ROOT, LIB)}, medians of ${RUNS} fresh processes (ms):`,
  );
  console.log(`  require the module                        ${health.require}`);
  console.log(`  first answer, GET /api/health             ${health['/api/health']}`);
  console.log(`  then first GET /api/plans                 ${health['/api/plans']}`);
  console.log(`  then first GET /api/customers/dashboard   ${health['/api/customers/dashboard']}`);
  console.log(
    `  dashboard as the first answer             ${dashboard['/api/customers/dashboard']}`,
  );
  console.log(`  floor: onRequest + Express, one route      ${floor['/api/health']}`);
  const met = health['/api/health']! < TARGET_MS;
  console.log(`Target: first answer under ${TARGET_MS} ms: ${met ? 'met' : 'NOT met'}`);
  const results = path.join(ROOT, 'bench-results');
  fs.mkdirSync(results, { recursive: true });
  fs.writeFileSync(
    path.join(results, 'cold-start.json'),
    `${JSON.stringify({ at: new Date().toISOString(), runs: RUNS, healthFirst: health, dashboardFirst: dashboard, floor, targetMs: TARGET_MS, met }, null, 2)}\n`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
