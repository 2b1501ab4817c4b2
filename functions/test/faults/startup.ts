// Start-up (issue 22): a fresh stack asked for /api/plans every second while it starts, as a visitor or a
// health check would. Run by `npm run test:faults` (scripts/test-faults.ts), not by Jest: it owns a whole
// stack (emulators/launcher.ts start, web build included) on ports of its own. The launcher seeds the
// catalogue before the api and Hosting answer, so no answer may ever hold fewer than the 3 seeded plans
// (an empty answer was cached for 5 minutes and prerendered into the pages); once the stack is ready, the
// api and the prerendered home page both show the 3 plans.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const READY_LINE = 'Device protection is running locally.';

export interface StartupOptions {
  portBase: number;
  project: string;
  /** Where the launcher's output goes. */
  logFile: string;
  /** How long the stack may take to be ready (api and web builds, emulators, seed). */
  readyWithinMs: number;
  /** The names of the plans the seed writes (emulators/seed/catalogue-data.ts). */
  seededPlanNames: string[];
}

interface PlansAnswerSeen {
  atMs: number;
  status: number;
  names: string[] | null;
}

let launcher: ChildProcess | null = null;

/** Stops the stack this test started (SIGTERM: the launcher stops its emulators), then kills what is left. */
export async function stopStartupStack(): Promise<void> {
  const child = launcher;
  launcher = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  await exited;
  clearTimeout(timer);
}

async function askPlans(siteUrl: string, started: number): Promise<PlansAnswerSeen | null> {
  try {
    const res = await fetch(`${siteUrl}/api/plans`, { signal: AbortSignal.timeout(5_000) });
    const text = await res.text();
    let names: string[] | null = null;
    try {
      const body = JSON.parse(text) as { plans?: Array<{ name?: unknown }> };
      if (Array.isArray(body.plans)) names = body.plans.map((plan) => String(plan.name));
    } catch {
      /* not JSON: the emulator's own page while the function loads */
    }
    return { atMs: Date.now() - started, status: res.status, names };
  } catch {
    return null; // the port does not answer yet
  }
}

export async function stackStartsWithItsCatalogue(
  options: StartupOptions,
  diagnostic: (line: string) => void,
): Promise<void> {
  const siteUrl = `http://127.0.0.1:${options.portBase}`;
  const seededNames = options.seededPlanNames;
  const log = fs.createWriteStream(options.logFile);
  const started = Date.now();
  // --fresh: no saved data, so the stack starts as a fresh clone's does, with an empty Firestore.
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join('emulators', 'launcher.ts'),
      'start',
      '--port-base',
      String(options.portBase),
      '--project',
      options.project,
      '--fresh',
    ],
    { cwd: REPO_ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  launcher = child;
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let ready = false;
  let readyAtMs = 0;
  let output = '';
  const readyOrExit = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-2_000);
      if (!ready && output.includes(READY_LINE)) {
        ready = true;
        readyAtMs = Date.now() - started;
        resolve();
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`the launcher exited with ${code} before the stack was ready`)),
    );
    setTimeout(
      () => reject(new Error(`the stack was not ready within ${options.readyWithinMs} ms`)),
      options.readyWithinMs,
    ).unref();
  });

  // Every second from the launch until the stack is ready: the first answers come once Hosting listens.
  const seen: PlansAnswerSeen[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const next = Date.now() + 1_000;
      const answer = await askPlans(siteUrl, started);
      if (answer) seen.push(answer);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    }
  })();
  try {
    await readyOrExit;
  } finally {
    polling = false;
    await poller;
  }

  const firstAnswer = seen[0];
  diagnostic(
    `stack ready after ${(readyAtMs / 1000).toFixed(1)} s; /api/plans answered ${seen.length} times while it started, ` +
      `first after ${firstAnswer ? (firstAnswer.atMs / 1000).toFixed(1) : '-'} s`,
  );
  const counts = new Map<string, number>();
  for (const answer of seen) {
    const key = `${answer.status} with ${answer.names?.length ?? 'no'} plans`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  diagnostic(`answers while starting: ${[...counts].map(([k, n]) => `${n} x ${k}`).join(', ')}`);
  assert.ok(seen.length >= 5, 'the site port answered fewer than 5 times while the stack started');
  // A 200 is only ever the whole catalogue: the seed ran before the api could answer, and nothing
  // empty or partial was served (and so none was cached for 5 minutes).
  const wrong = seen.filter(
    (answer) => answer.status === 200 && (answer.names?.length ?? 0) !== seededNames.length,
  );
  assert.deepEqual(wrong, [], 'a 200 answer held fewer or more plans than the 3 seeded');
  assert.ok(
    seen.some((answer) => answer.status === 200),
    'the api never answered while the stack started',
  );

  const plans = await askPlans(siteUrl, started);
  assert.equal(plans?.status, 200);
  assert.deepEqual([...(plans?.names ?? [])].sort(), [...seededNames].sort());
  const home = await fetch(`${siteUrl}/`);
  assert.equal(home.status, 200);
  // The page's markup only (#root), not the data the app hydrates on, which also names the plans.
  const page = (await home.text()).split('<div id="root">')[1] ?? '';
  for (const name of seededNames)
    assert.ok(page.includes(name), `the prerendered home page does not show ${name}`);
  diagnostic(`api and prerendered home page show ${seededNames.join(', ')}`);
}
