// `npm run bench:api`: api latency of the paying request, device registration with its first payment
// (POST /api/payment/create-subscription-with-device), against a running local stack on the sandbox
// gateway, by both paths a browser could take: Hosting's rewrite (the site URL) and the function's own
// emulator URL (firebase-tools' Hosting proxy is slow under load, so both are reported).
// It makes a fresh verified customer in the Auth emulator, reads the catalogue, then registers --runs
// devices per path (default 20), one after another, each with its own IMEI and Idempotency-Key, and
// prints the median, p90 and max. Options: --site URL (default http://127.0.0.1:5000), --functions URL
// (default http://127.0.0.1:5001), --auth HOST:PORT (default 127.0.0.1:9099), --project ID (default
// demo-protect), --runs N. Results also go to bench-results/api.json.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  type AddOnsAnswer,
  type DevicePricingAnswer,
  type PlansAnswer,
  dollarsToCents,
  centsToDollars,
  imeiCheckDigit,
} from '@protect/domain';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const SITE = option('--site', 'http://127.0.0.1:5000');
const FUNCTIONS = option('--functions', 'http://127.0.0.1:5001');
const AUTH = option('--auth', '127.0.0.1:9099');
const PROJECT = option('--project', 'demo-protect');
const RUNS = Math.max(1, Number(option('--runs', '20')));
const RESULTS = path.resolve(__dirname, '..', 'bench-results');

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  const body = (await res.json()) as T;
  if (!res.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** A verified customer made in the Auth emulator (its admin credential is `Bearer owner`), signed in. */
async function customerToken(): Promise<string> {
  const email = `bench-${randomUUID().slice(0, 8)}@bench.test`;
  const password = 'Bench123!x';
  await json(`http://${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ email, password, emailVerified: true, displayName: 'Bench Customer' }),
  });
  const signedIn = await json<{ idToken: string }>(
    `http://${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return signedIn.idToken;
}

function uniqueImei(): string {
  const first14 = `35${Date.now().toString().slice(-6)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  return `${first14}${imeiCheckDigit(first14)}`;
}

function stats(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p90: at(0.9), max: sorted[sorted.length - 1]! };
}

async function main(): Promise<void> {
  const apiBases = { hosting: SITE, function: `${FUNCTIONS}/${PROJECT}/us-central1/api` };
  const [{ plans }, { addons }, { devices }] = await Promise.all([
    json<PlansAnswer>(`${SITE}/api/plans`),
    json<AddOnsAnswer>(`${SITE}/api/addons`),
    json<DevicePricingAnswer>(`${SITE}/api/device-pricing`),
  ]);
  const plan = plans.find((p) => p.plan_type === 'basic') ?? plans[0]!;
  const device = devices[0]!;
  const chosen = addons.slice(0, 2);
  const total =
    dollarsToCents(plan.plan_type === 'basic' ? device.plan_price : (plan.monthly_price ?? 0)) +
    chosen.reduce((sum, a) => sum + dollarsToCents(a.monthly_price), 0);
  // A customer may make 20 paying requests a minute (the api's per-user limit): a new one every 10.
  let token = '';

  const results: Record<string, ReturnType<typeof stats>> = {};
  for (const [name, base] of Object.entries(apiBases)) {
    const times: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      if (i % 10 === 0) token = await customerToken();
      const started = performance.now();
      const res = await fetch(`${base}/api/payment/create-subscription-with-device`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': `bench-${randomUUID()}`,
        },
        body: JSON.stringify({
          amount: centsToDollars(total),
          paymentMethodId: 'pm_card_visa',
          selectedAddons: chosen.map((a) => a.id),
          billing: { name_on_card: 'Bench Customer', zip_code: '10001' },
          deviceData: {
            device_pricing_id: device.id,
            brand: device.device_brand,
            model: device.device_model,
            imei: uniqueImei(),
            condition: 'good',
          },
          subscriptionData: { plan_id: plan.id },
        }),
      });
      const elapsed = performance.now() - started;
      if (res.status !== 201) throw new Error(`${name}: ${res.status} ${await res.text()}`);
      // The first call warms the function instance up; it is not counted.
      if (i > 0) times.push(elapsed);
    }
    results[name] = stats(times);
    const { median, p90, max } = results[name]!;
    console.log(
      `create-subscription-with-device via ${name}: median ${median.toFixed(0)} ms, p90 ${p90.toFixed(0)} ms, max ${max.toFixed(0)} ms (${RUNS} runs)`,
    );
  }
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(
    path.join(RESULTS, 'api.json'),
    JSON.stringify(
      { at: new Date().toISOString(), runs: RUNS, createSubscriptionWithDevice: results },
      null,
      2,
    ),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
