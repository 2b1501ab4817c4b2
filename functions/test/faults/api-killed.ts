// Fault (issue 14 part 3): the api is killed during a burst of registrations and claims, then restarted. Run
// by `npm run test:faults` (scripts/test-faults.ts), which owns the Firestore emulator. The api runs as one
// function instance in a process of its own (api-server.ts) that is killed with SIGKILL (no shutdown: a
// crashed or evicted instance) while requests are in flight. Customers then do what a person would: a
// registration is sent again with the same Idempotency-Key, and a claim that got no answer is filed again
// only if it is not on the customer's claims list. Afterwards:
//   - every registration made exactly one subscription, with its device and its first payment, and one
//     charge at the gateway (nothing lost, nothing doubled);
//   - every claim is on its customer's list once, with its photos stored;
//   - the only leftovers are photos stored by claims the kill cut short, which the consistency check finds
//     as orphans and its fix removes (npm run check:consistency -- --fix, as an operator runs it).
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type RegistrationAnswer,
  type UserClaimsAnswer,
  centsToDollars,
  imeiCheckDigit,
} from '@protect/domain';
import { checkConsistency } from '../../scripts/consistency';
import { adminServices } from '../../src/firebase';
import { createRepositories } from '../../src/repositories';
import { collections } from '../../src/repositories/collections';
import { IDEMPOTENCY_LEASE_MS } from '../../src/repositories/idempotency-keys';
import { aDevicePricing, aPlan } from '../support/builders';
import { FAULTS_TOKEN_PREFIX } from './api-server';

const REGISTRATIONS = 24;
const CLAIMS = 12;
/** Answers in before the kill: the rest of the burst is still in flight. */
const ANSWERS_BEFORE_KILL = 6;

/** A 1x1 PNG: an image by its magic bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface ApiKilledSetup {
  project: string;
  firestoreHost: string;
  apiPort: number;
}

interface Api {
  base: string;
  process: ChildProcess;
}

/** Starts api-server.ts; `clockAheadMs` runs its clock ahead (a customer coming back later). */
async function startApi(setup: ApiKilledSetup, filesDir: string, clockAheadMs = 0): Promise<Api> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'api-server.ts')],
    {
      cwd: path.join(__dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        FIRESTORE_EMULATOR_HOST: setup.firestoreHost,
        GCLOUD_PROJECT: setup.project,
        FILE_STORE_DIR: filesDir,
        API_PORT: String(setup.apiPort),
        CLOCK_AHEAD_MS: String(clockAheadMs),
      },
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the api process exited (${code})`)));
  });
  return { base: `http://127.0.0.1:${setup.apiPort}`, process: child };
}

async function kill(api: Api): Promise<void> {
  // A process ended by a signal keeps exitCode null (signalCode says which): without both, a second kill
  // would wait for an 'exit' that already came.
  if (api.process.exitCode !== null || api.process.signalCode !== null) return;
  const exited = new Promise((resolve) => api.process.once('exit', resolve));
  api.process.kill('SIGKILL');
  await exited;
}

function uniqueImei(): string {
  const first14 = `35${Date.now().toString().slice(-6)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  return `${first14}${imeiCheckDigit(first14)}`;
}

const bearer = (uid: string) => ({ authorization: `Bearer ${FAULTS_TOKEN_PREFIX}${uid}` });

/** What a request came to: its status, or 'no answer' when the connection died with the api. */
type Outcome = number | 'no answer';

async function send(url: string, init: RequestInit): Promise<{ outcome: Outcome; body: unknown }> {
  try {
    const res = await fetch(url, init);
    return { outcome: res.status, body: await res.json().catch(() => null) };
  } catch {
    return { outcome: 'no answer', body: null };
  }
}

export async function apiKilledDuringBurst(
  setup: ApiKilledSetup,
  diagnostic: (line: string) => void,
): Promise<void> {
  const { firestore } = adminServices(setup.project);
  const repos = createRepositories(firestore);
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-api-killed-'));
  const plan = aPlan({ planType: 'basic', name: 'Basic Protection' });
  const device = aDevicePricing();
  await Promise.all([
    repos.plans.createIfMissing(plan),
    repos.devicePricing.createIfMissing(device),
  ]);

  // Customers with a profile (signed up), each of their own so no per-user rate limit is reached.
  const run = randomUUID().slice(0, 8);
  const uids = (label: string, n: number) =>
    Array.from({ length: n }, (_, i) => `faults-${run}-${label}-${i}`);
  const registrants = uids('register', REGISTRATIONS);
  const claimants = uids('claim', CLAIMS);
  const now = new Date();
  await Promise.all(
    [...registrants, ...claimants].map((uid) =>
      repos.users.create({
        uid,
        email: `${uid}@faults.test`,
        name: 'Fault Tester',
        firstName: 'Fault',
        lastName: 'Tester',
        phone: '(555) 010-7777',
        address: '1 Crash Lane',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        role: 'customer',
        createdAt: now,
        updatedAt: now,
      }),
    ),
  );

  let api = await startApi(setup, filesDir);
  try {
    const registration = (uid: string) => {
      const body = JSON.stringify({
        amount: centsToDollars(device.planPriceCents),
        paymentMethodId: 'pm_card_visa',
        selectedAddons: [],
        billing: { name_on_card: 'Fault Tester', zip_code: '10001' },
        deviceData: {
          device_pricing_id: device.id,
          brand: device.deviceBrand,
          model: device.deviceModel,
          imei: uniqueImei(),
          condition: 'good',
        },
        subscriptionData: { plan_id: plan.id },
      });
      const key = `faults-${randomUUID()}`;
      return () =>
        send(`${api.base}/api/payment/create-subscription-with-device`, {
          method: 'POST',
          headers: { ...bearer(uid), 'content-type': 'application/json', 'idempotency-key': key },
          body,
        });
    };
    const claimOf = (uid: string, deviceId: string) => () => {
      const form = new FormData();
      form.set('user_id', uid);
      form.set('device_id', deviceId);
      form.set('claim_type', 'screen_damage');
      form.set('description', `Cracked screen (${uid})`);
      form.set('incident_date', new Date().toISOString().slice(0, 10));
      for (const name of ['front.png', 'back.png'])
        form.append('photos', new Blob([PNG], { type: 'image/png' }), name);
      return send(`${api.base}/api/claims`, { method: 'POST', headers: bearer(uid), body: form });
    };

    // Before the burst: the claimants' phones, registered and paid.
    const preparing = Date.now();
    const claimantDevices = await Promise.all(
      claimants.map(async (uid) => {
        const { outcome, body } = await registration(uid)();
        assert.equal(outcome, 201, JSON.stringify(body));
        return (body as RegistrationAnswer).device.id;
      }),
    );

    diagnostic(
      `the claimants' phones registered in ${((Date.now() - preparing) / 1000).toFixed(1)} s`,
    );

    // The burst, and the kill once a few answers are in.
    const bursting = Date.now();
    const requests = [
      ...registrants.map((uid) => ({
        kind: 'registration' as const,
        uid,
        send: registration(uid),
      })),
      ...claimants.map((uid, i) => ({
        kind: 'claim' as const,
        uid,
        send: claimOf(uid, claimantDevices[i]!),
      })),
    ];
    let answered = 0;
    let killing: Promise<void> | null = null;
    const beforeKill = await Promise.all(
      requests.map(async (r) => {
        const result = await r.send();
        if (result.outcome !== 'no answer' && (answered += 1) === ANSWERS_BEFORE_KILL)
          killing = kill(api);
        return result;
      }),
    );
    await (killing ?? kill(api));
    // A 503 (the emulator's 'Transaction lock timeout' when the burst's transactions wait on each other) or a
    // 409 (still being processed) asks the customer to try again shortly: they are sent again after the
    // restart, with the requests the kill cut short.
    const TRY_AGAIN = [503, 409];
    const unanswered = (i: number) => beforeKill[i]!.outcome === 'no answer';
    const askedToTryAgain = (i: number) => TRY_AGAIN.includes(beforeKill[i]!.outcome as number);
    const toSendAgain = requests.filter((_, i) => unanswered(i) || askedToTryAgain(i));
    diagnostic(
      `killed after ${((Date.now() - bursting) / 1000).toFixed(1)} s ` +
        `with ${requests.filter((_, i) => unanswered(i)).length} of ${requests.length} requests unanswered ` +
        `and ${requests.filter((_, i) => askedToTryAgain(i)).length} asked to try again: ` +
        `${toSendAgain.filter((r) => r.kind === 'registration').length} registrations, ` +
        `${toSendAgain.filter((r) => r.kind === 'claim').length} claims to send again`,
    );
    assert.ok(
      requests.some((_, i) => unanswered(i)),
      'the kill came after every answer: nothing was cut short',
    );
    for (const [i, r] of requests.entries()) {
      const { outcome, body } = beforeKill[i]!;
      if (!unanswered(i) && !askedToTryAgain(i))
        assert.equal(
          outcome,
          201,
          `${r.kind} of ${r.uid} before the kill: ${JSON.stringify(body)}`,
        );
    }

    // The customers come back a little later (the idempotency leases of the killed requests have run out).
    const restarting = Date.now();
    api = await startApi(setup, filesDir, IDEMPOTENCY_LEASE_MS + 1000);
    diagnostic(`the api restarted in ${((Date.now() - restarting) / 1000).toFixed(1)} s`);
    // After the restart the killed instance's transactions still hold their locks until Firestore lets them
    // go, so the customer may again be asked to try shortly.
    // They come back together, as the burst came: one at a time, each wait on a lock the killed instance
    // left would add up, and a slow machine would outlast the test's bound.
    let refiled = 0;
    let triesAgain = 0;
    const comeBack = async (r: (typeof toSendAgain)[number]): Promise<void> => {
      for (let attempt = 1; ; attempt += 1) {
        if (r.kind === 'claim') {
          const { body } = await send(`${api.base}/api/claims/user/${r.uid}`, {
            headers: bearer(r.uid),
          });
          if ((body as UserClaimsAnswer).claims.length > 0) return; // filed before the kill (or just now)
          if (attempt === 1) refiled += 1;
        }
        const { outcome, body } = await r.send();
        if (typeof outcome === 'number' && TRY_AGAIN.includes(outcome) && attempt < 30) {
          triesAgain += 1;
          await new Promise((resolve) => setTimeout(resolve, 2000));
          continue;
        }
        assert.equal(outcome, 201, `${r.kind} of ${r.uid} sent again: ${JSON.stringify(body)}`);
        return;
      }
    };
    const cameBack = Date.now();
    await Promise.all(toSendAgain.map(comeBack));
    diagnostic(
      `after the restart: ${toSendAgain.filter((r) => r.kind === 'registration').length} registrations sent ` +
        `again with their keys, ${refiled} claims filed again (the others were on their lists), ` +
        `${triesAgain} answers asked to try again shortly; all answered in ` +
        `${((Date.now() - cameBack) / 1000).toFixed(1)} s`,
    );

    // Nothing lost, nothing doubled.
    const ownedBy = async (collection: keyof typeof collections, field: string, value: string) =>
      (await firestore.collection(collections[collection]).where(field, '==', value).get()).size;
    for (const uid of registrants) {
      assert.equal(await ownedBy('subscriptions', 'userId', uid), 1, `subscriptions of ${uid}`);
      assert.equal(await ownedBy('devices', 'userId', uid), 1, `devices of ${uid}`);
      assert.equal(await ownedBy('payments', 'userId', uid), 1, `payments of ${uid}`);
      const charges = await ownedBy('sandboxCharges', 'customerId', `cus_sandbox_${uid}`);
      assert.equal(charges, 1, `gateway charges of ${uid}`);
    }
    for (const uid of claimants) {
      const { body } = await send(`${api.base}/api/claims/user/${uid}`, { headers: bearer(uid) });
      const { claims } = body as UserClaimsAnswer;
      assert.equal(claims.length, 1, `claims of ${uid}`);
      assert.equal(claims[0]!.photo_urls.length, 2, `photos of ${uid}'s claim`);
    }

    // Whole records; the only leftovers are the photos of claims the kill cut short.
    const found = await checkConsistency({ firestore, filesDir, graceMs: 0 });
    const notOrphans = found.problems.filter((p) => p.kind !== 'orphan_file');
    assert.deepEqual(notOrphans, [], 'records left half-made');
    const fixed = await checkConsistency({ firestore, filesDir, graceMs: 0, fix: true });
    diagnostic(
      `consistency: ${found.counts.subscriptions} subscriptions, ${found.counts.claims} claims, ` +
        `${found.counts.files} files; ${found.problems.length} orphan photos found, ${fixed.removed.length} removed`,
    );
    const after = await checkConsistency({ firestore, filesDir, graceMs: 0 });
    assert.deepEqual(after.problems, [], 'problems left after the fix');
  } finally {
    await kill(api);
    fs.rmSync(filesDir, { recursive: true, force: true });
  }
}
