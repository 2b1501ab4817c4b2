// `npm run bench:api`: api latency of the paying request, device registration with its first payment
// (POST /api/payment/create-subscription-with-device), against a running local stack on the sandbox
// gateway, by both paths a browser could take: Hosting's rewrite (the site URL) and the function's own
// emulator URL (firebase-tools' Hosting proxy is slow under load, so both are reported).
// It makes a fresh verified customer in the Auth emulator, reads the catalogue, then registers --runs
// devices per path (default 20), one after another, each with its own IMEI and Idempotency-Key, and
// prints the median, p90 and max. Options: --site URL (default http://127.0.0.1:5000), --functions URL
// (default http://127.0.0.1:5001), --auth HOST:PORT (default 127.0.0.1:9099), --project ID (default
// demo-protect), --runs N. Results also go to bench-results/api.json.
//
// Then the upgrade (--only upgrade): PUT /api/subscriptions/{id}/update to a dearer plan and the
// create-payment of its proration, timed together on a fresh subscription per run, with their reads; and
// the approval (--only approval): an admin approving a fresh claim, which charges its deductible.
//
// Then the policy certificate (--only certificate): GET /api/subscriptions/{id}/certificate.pdf of a fresh
// subscription, timed --runs times per path after one warm-up (the first loads the PDF renderer), with the
// PDF's size and its X-Firestore-Reads.
//
// Then the customer dashboard's one request (GET /api/customers/dashboard): it builds, through the api, the
// customer of issue 12 (a profile, 5 devices, 20 payments: 5 first payments, 14 plan changes and a refund,
// 10 claims), times --runs GETs per path after one warm-up, and prints the median, p90, max and the
// X-Firestore-Reads the api answers (the read meter, on under the emulators). --only registration|dashboard|admin
// (or upgrade, approval, certificate) runs one of them and keeps the others' last results in the file.
//
// Then the admin pages (issue 13, meant for a stack after `npm run seed:volume`): signed in as the seeded
// admin, each admin page's first request (stats, users, subscriptions, payments, quotes, claims and pending
// claims, the catalogue lists) is timed --runs times per path after one warm-up, with its X-Firestore-Reads;
// a page over ADMIN_READ_BUDGET is marked. The read meter counts an aggregation as 1 read, Firestore bills it
// 1 per 1000 index entries: the billed estimate uses the page's total (or counts). Last, one full download of
// GET /api/admin/export-payments per path: rows, bytes, seconds.
//
// Then the outbox (--only outbox, scripts/bench-outbox.ts): the reads and mail documents of each paying
// request, up to 5 runs.
//
// Last, the load benchmark (scripts/bench-load.ts; --only load runs just it): each route at --connections
// (default 1,10,50) for --seconds (default 10) by --paths (hosting,function,instance) beside GET /api/health,
// with lost writes counted through the admin SDK on --firestore (default 127.0.0.1:8080), and where the CPU
// went; --routes claims,admin runs only the routes whose name holds one of them. Results in
// bench-results/load.json.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  type AddOnsAnswer,
  type AdminClaimsAnswer,
  type AdminStatsAnswer,
  type CustomerDashboardAnswer,
  type DevicePricingAnswer,
  type DevicePricingWire,
  type PlanWire,
  type PlansAnswer,
  type SubscriptionAnswer,
  type SubscriptionChangeAnswer,
  dollarsToCents,
  centsToDollars,
} from '@protect/domain';
import {
  BENCH_PASSWORD,
  adminToken,
  benchCustomer,
  json,
  timedRequest,
  uniqueImei,
} from './bench-support';
import { type BenchPath, benchLoad } from './bench-load';
import { benchOutbox } from './bench-outbox';

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
const ONLY = option('--only', 'all');
const FIRESTORE = option('--firestore', '127.0.0.1:8080');
const SECONDS = Math.max(1, Number(option('--seconds', '10')));
const CONNECTIONS = option('--connections', '1,10,50').split(',').map(Number);
const RESULTS = path.resolve(__dirname, '..', 'bench-results');

/** A verified customer made in the Auth emulator (its admin credential is `Bearer owner`), signed in. */
async function customerToken(): Promise<string> {
  return (await customer()).idToken;
}

function customer() {
  return benchCustomer(AUTH, PROJECT);
}

function stats(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p90: at(0.9), max: sorted[sorted.length - 1]! };
}

type Stats = ReturnType<typeof stats>;

const apiBases = { hosting: SITE, function: `${FUNCTIONS}/${PROJECT}/us-central1/api` };

async function benchRegistration(): Promise<Record<string, Stats>> {
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

  const results: Record<string, Stats> = {};
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
        body: JSON.stringify(
          registrationBody({
            plan,
            device,
            amount: centsToDollars(total),
            addOnIds: chosen.map((a) => a.id),
            nameOnCard: 'Bench Customer',
          }),
        ),
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
  return results;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request of the customer's, through Hosting; a 429 (20 paying requests a minute) waits and tries again. */
async function as<T>(token: string, method: string, route: string, body?: unknown): Promise<T> {
  for (;;) {
    const res = await fetch(`${SITE}${route}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': `bench-${randomUUID()}`,
        ...(body instanceof FormData || body === undefined
          ? {}
          : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status === 429) {
      await sleep(15_000);
      continue;
    }
    const answer = (await res.json()) as T;
    if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(answer)}`);
    return answer;
  }
}

/** The registration of one device as the web sends it (a new IMEI each time). */
function registrationBody(input: {
  plan: PlanWire;
  device: DevicePricingWire;
  amount: number | null;
  addOnIds?: string[];
  nameOnCard: string;
}) {
  const { plan, device } = input;
  return {
    amount: input.amount,
    paymentMethodId: 'pm_card_visa',
    selectedAddons: input.addOnIds ?? [],
    billing: { name_on_card: input.nameOnCard, zip_code: '10001' },
    deviceData: {
      device_pricing_id: device.id,
      brand: device.device_brand,
      model: device.device_model,
      imei: uniqueImei(),
      condition: 'good',
    },
    subscriptionData: { plan_id: plan.id },
  };
}

/** A customer's registration of one device, through the api. */
function registerThroughApi(
  token: string,
  input: Parameters<typeof registrationBody>[0],
): Promise<SubscriptionAnswer & { device: { id: string } }> {
  return as(token, 'POST', '/api/payment/create-subscription-with-device', registrationBody(input));
}

/**
 * The upgrade (issue 22): PUT /api/subscriptions/{id}/update to a dearer plan, then create-payment of the
 * proration it answers, timed together per path on a fresh Basic subscription each run (registered
 * through Hosting, not timed), with the Firestore reads of each request.
 */
async function benchUpgrade() {
  const [{ plans }, { devices }] = await Promise.all([
    json<PlansAnswer>(`${SITE}/api/plans`),
    json<DevicePricingAnswer>(`${SITE}/api/device-pricing`),
  ]);
  const basic = plans.find((p) => p.plan_type === 'basic');
  const premium = plans.find((p) => p.plan_type === 'premium');
  if (!basic || !premium) throw new Error('The catalogue needs the Basic and Premium plans');
  const device = devices[0]!;
  const results: Record<
    string,
    Stats & { updateReads: number | null; paymentReads: number | null }
  > = {};
  let token = '';
  for (const [name, base] of Object.entries(apiBases)) {
    const times: number[] = [];
    let updateReads: number | null = null;
    let paymentReads: number | null = null;
    for (let i = 0; i <= RUNS; i++) {
      // Two paying requests a run, under the api's 20 a minute per customer.
      if (i % 5 === 0) token = await customerToken();
      const registered = await registerThroughApi(token, {
        plan: basic,
        device,
        amount: device.plan_price,
        nameOnCard: 'Bench Upgrade',
      });
      const id = registered.subscription.id;
      const update = await timedRequest(base, token, 'PUT', `/api/subscriptions/${id}/update`, {
        planType: String(premium.id),
      });
      const due = (update.answer as SubscriptionChangeAnswer).amount_due_now;
      const payment = await timedRequest(base, token, 'POST', '/api/payment/create-payment', {
        amount: due,
        paymentMethodId: 'pm_card_visa',
        subscriptionId: id,
        planId: premium.id,
      });
      updateReads = update.reads;
      paymentReads = payment.reads;
      if (i > 0) times.push(update.ms + payment.ms);
    }
    results[name] = { ...stats(times), updateReads, paymentReads };
    const { median, p90, max } = results[name]!;
    console.log(
      `upgrade (PUT update + create-payment) via ${name}: median ${median.toFixed(0)} ms, p90 ${p90.toFixed(0)} ms, max ${max.toFixed(0)} ms (${RUNS} runs), X-Firestore-Reads ${updateReads ?? 'absent'} + ${paymentReads ?? 'absent'}`,
    );
  }
  return results;
}

/**
 * The approval (issue 22): an admin's PUT /api/admin/claim/{id}/status to approved, which charges the
 * claim's deductible to the subscription's card off-session and records it, timed per path on a fresh
 * claim each run (a Premium phone registered and a screen claim filed through Hosting, not timed).
 */
async function benchApproval() {
  const [{ plans }, { devices }] = await Promise.all([
    json<PlansAnswer>(`${SITE}/api/plans`),
    json<DevicePricingAnswer>(`${SITE}/api/device-pricing`),
  ]);
  const premium = plans.find((p) => p.plan_type === 'premium');
  if (!premium?.monthly_price) throw new Error('The catalogue needs the Premium plan');
  const device = devices[0]!;
  const admin = await adminToken(AUTH);
  const results: Record<string, Stats & { firestoreReads: number | null }> = {};
  let token = '';
  let uid = '';
  for (const [name, base] of Object.entries(apiBases)) {
    const times: number[] = [];
    let reads: number | null = null;
    for (let i = 0; i <= RUNS; i++) {
      // A customer of 3 claims a year files 3 (the limit), then the next customer.
      if (i % 3 === 0) ({ idToken: token, localId: uid } = await customer());
      const registered = await registerThroughApi(token, {
        plan: premium,
        device,
        amount: premium.monthly_price,
        nameOnCard: 'Bench Approval',
      });
      const form = new FormData();
      form.set('user_id', uid);
      form.set('device_id', registered.device.id);
      form.set('claim_type', 'screen_damage');
      form.set('description', 'Bench claim: the screen is cracked');
      form.set('incident_date', new Date().toISOString().slice(0, 10));
      const filed = await as<{ claim: { id: string } }>(token, 'POST', '/api/claims', form);
      const approval = await timedRequest(
        base,
        admin,
        'PUT',
        `/api/admin/claim/${filed.claim.id}/status`,
        { status: 'approved', from: 'pending' },
      );
      const deductible = (approval.answer as { claim: { deductible: { status: string } | null } })
        .claim.deductible;
      if (deductible?.status !== 'paid')
        throw new Error(`${name}: the deductible was not paid: ${JSON.stringify(deductible)}`);
      reads = approval.reads;
      if (i > 0) times.push(approval.ms);
    }
    results[name] = { ...stats(times), firestoreReads: reads };
    const { median, p90, max } = results[name]!;
    console.log(
      `claim approval with its deductible charge via ${name}: median ${median.toFixed(0)} ms, p90 ${p90.toFixed(0)} ms, max ${max.toFixed(0)} ms (${RUNS} runs), X-Firestore-Reads ${reads ?? 'absent'}`,
    );
  }
  return results;
}

/**
 * The policy certificate (issue 24): GET /api/subscriptions/{id}/certificate.pdf of a Basic subscription
 * registered through Hosting (not timed), --runs times per path after a warm-up that loads the renderer.
 */
async function benchCertificate() {
  const [{ plans }, { devices }] = await Promise.all([
    json<PlansAnswer>(`${SITE}/api/plans`),
    json<DevicePricingAnswer>(`${SITE}/api/device-pricing`),
  ]);
  const basic = plans.find((p) => p.plan_type === 'basic');
  if (!basic) throw new Error('The catalogue needs the Basic plan');
  const device = devices[0]!;
  const token = await customerToken();
  const registered = await registerThroughApi(token, {
    plan: basic,
    device,
    amount: device.plan_price,
    nameOnCard: 'Bench Certificate',
  });
  const route = `/api/subscriptions/${registered.subscription.id}/certificate.pdf`;
  const results: Record<string, Stats & { firestoreReads: number | null; bytes: number }> = {};
  for (const [name, base] of Object.entries(apiBases)) {
    const times: number[] = [];
    let reads: number | null = null;
    let bytes = 0;
    for (let i = 0; i <= RUNS; i++) {
      const started = performance.now();
      const res = await fetch(`${base}${route}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.arrayBuffer();
      const elapsed = performance.now() - started;
      if (res.status !== 200 || res.headers.get('content-type') !== 'application/pdf')
        throw new Error(`${name}: ${res.status} ${new TextDecoder().decode(body).slice(0, 200)}`);
      const header = res.headers.get('x-firestore-reads');
      reads = header === null ? null : Number(header);
      bytes = body.byteLength;
      // The first call warms the function instance up and loads the renderer; it is not counted.
      if (i > 0) times.push(elapsed);
    }
    results[name] = { ...stats(times), firestoreReads: reads, bytes };
    const { median, p90, max } = results[name]!;
    console.log(
      `GET certificate.pdf via ${name}: median ${median.toFixed(0)} ms, p90 ${p90.toFixed(0)} ms, max ${max.toFixed(0)} ms (${RUNS} runs), X-Firestore-Reads ${reads ?? 'absent'}, ${bytes} bytes`,
    );
  }
  return results;
}

/** Issue 12's customer, built through the api as the web builds it: answers its ID token. */
async function dashboardCustomer(): Promise<string> {
  const [{ plans }, { devices }] = await Promise.all([
    json<PlansAnswer>(`${SITE}/api/plans`),
    json<DevicePricingAnswer>(`${SITE}/api/device-pricing`),
  ]);
  // Two fixed-price plans of at least 3 claims a year: 10 claims fit on 4 covered devices.
  const roomy = plans.filter((p) => !p.is_price_range && p.claim_limit >= 3);
  if (roomy.length < 2) throw new Error('The catalogue needs two fixed-price plans of 3+ claims');
  const [first, second] = roomy as [PlanWire, PlanWire];
  const device = devices[0]!;
  const { idToken: token, localId: uid, email } = await customer();
  // So the same dashboard can be opened in a browser (first-load time, screenshots) on this stack.
  console.log(`Dashboard customer: sign in as ${email} / ${BENCH_PASSWORD}`);
  await json(`${SITE}/api/signup/registerCustomer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      idToken: token,
      firstName: 'Bench',
      lastName: 'Dashboard',
      phone: '(555) 010-3333',
      address: '1 Bench St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      terms: true,
    }),
  });
  const registered: { subscriptionId: string; deviceId: string }[] = [];
  for (let i = 0; i < 5; i++) {
    const answer = await registerThroughApi(token, {
      plan: first,
      device,
      amount: first.monthly_price,
      nameOnCard: 'Bench Dashboard',
    });
    registered.push({ subscriptionId: answer.subscription.id, deviceId: answer.device.id });
  }
  const kept = registered.slice(0, 4);
  for (let i = 0; i < 14; i++) {
    const { subscriptionId } = kept[i % kept.length]!;
    const plan = i % 2 === 0 ? second : first;
    const held = await as<SubscriptionChangeAnswer>(
      token,
      'PUT',
      `/api/subscriptions/${subscriptionId}/update`,
      { planType: String(plan.id) },
    );
    // An upgrade is paid (its proration); a downgrade is scheduled and charges nothing.
    if (held.amount_due_now > 0)
      await as(token, 'POST', '/api/payment/create-payment', {
        amount: held.amount_due_now,
        paymentMethodId: 'pm_card_visa',
        subscriptionId,
        planId: plan.id,
      });
  }
  // Cancelled within the money-back period: the first payment comes back as a refund (the 20th record).
  await as(token, 'POST', `/api/subscriptions/${registered[4]!.subscriptionId}/cancel`);
  const claimTypes = ['screen_damage', 'back_glass', 'water_damage'];
  for (let i = 0; i < 10; i++) {
    const form = new FormData();
    form.set('user_id', uid);
    form.set('device_id', kept[i % 4]!.deviceId);
    form.set('claim_type', claimTypes[Math.floor(i / 4)]!);
    form.set('description', 'Bench claim: the screen is cracked');
    form.set('incident_date', new Date().toISOString().slice(0, 10));
    await as(token, 'POST', '/api/claims', form);
  }
  return token;
}

async function benchDashboard() {
  const token = await dashboardCustomer();
  const results: Record<string, Stats & { firestoreReads: number | null }> = {};
  for (const [name, base] of Object.entries(apiBases)) {
    const times: number[] = [];
    let reads: number | null = null;
    let shown = '';
    for (let i = 0; i <= RUNS; i++) {
      const started = performance.now();
      const res = await fetch(`${base}/api/customers/dashboard`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as CustomerDashboardAnswer;
      const elapsed = performance.now() - started;
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(body)}`);
      const header = res.headers.get('x-firestore-reads');
      reads = header === null ? null : Number(header);
      shown = `${body.profile.devices.length} devices, ${body.paymentsCount} payments ($${body.totalPaid.toFixed(2)}), ${body.claims.length} claims`;
      // The first call warms the function instance up; it is not counted.
      if (i > 0) times.push(elapsed);
    }
    results[name] = { ...stats(times), firestoreReads: reads };
    const { median, p90, max } = results[name]!;
    console.log(
      `GET /api/customers/dashboard via ${name}: median ${median.toFixed(0)} ms, p90 ${p90.toFixed(0)} ms, max ${max.toFixed(0)} ms (${RUNS} runs), X-Firestore-Reads ${reads ?? 'absent'}; ${shown}`,
    );
  }
  return { customer: { devices: 5, payments: 20, claims: 10 }, ...results };
}

/** Issue 13's budget: each admin page's first request reads at most this many documents at 5,000 users. */
const ADMIN_READ_BUDGET = 60;

/** Firestore bills an aggregation 1 read per 1000 index entries it goes over (at least 1). */
const aggregationBill = (entries: number) => Math.max(1, Math.ceil(entries / 1000));

/**
 * A page's first request, and how to estimate what Firestore bills for it from its answer: the metered
 * reads with each aggregation (metered as 1) replaced by its bill over the entries it counted.
 */
interface AdminPage {
  route: string;
  billed?: (reads: number, body: unknown) => number;
}

/** A list answering `total` from one count(). */
const oneCount = (reads: number, body: unknown) =>
  reads - 1 + aggregationBill((body as { total: number }).total);

const ADMIN_PAGES: AdminPage[] = [
  {
    route: '/api/admin/stats',
    // One count+sum over the active subscriptions, one sum over this month's paid payments (entries not
    // in the answer: billed 1 here, an underestimate), one count() per claim status.
    billed: (reads, body) => {
      const stats = body as AdminStatsAnswer;
      const perStatus = Object.values(stats.claimsByStatus);
      return (
        reads -
        2 -
        perStatus.length +
        aggregationBill(stats.activeSubscriptions) +
        1 +
        perStatus.reduce((sum, n) => sum + aggregationBill(n), 0)
      );
    },
  },
  { route: '/api/admin/users', billed: oneCount },
  // Their totals are sum()s over the monthly totals (one per month), billed 1 read until 1000 months: the
  // metered reads are the bill.
  { route: '/api/admin/subscriptions' },
  { route: '/api/admin/payments' },
  { route: '/api/admin/quotes', billed: oneCount },
  ...['/api/admin/claims', '/api/admin/claims?status=pending'].map((route) => ({
    route,
    billed: (reads: number, body: unknown) => {
      const { counts } = body as AdminClaimsAnswer;
      return reads - 2 + aggregationBill(counts.all) + aggregationBill(counts.pending);
    },
  })),
  { route: '/api/device-pricing/admin' },
  { route: '/api/admin/plans' },
  { route: '/api/admin/addons' },
];

interface AdminPageResult extends Stats {
  firestoreReads: number | null;
  billedReadsEstimate: number | null;
  total: number | null;
  overBudget: boolean;
  billedOverBudget: boolean;
}

/** Records in an RFC 4180 stream: line ends outside quotes, after the header row. */
function csvRecordCounter() {
  let quoted = false;
  let records = 0;
  let pending = false; // a record has begun and not yet ended
  return {
    feed(text: string) {
      for (const ch of text) {
        if (ch === '"') quoted = !quoted;
        else if (ch === '\n' && !quoted) {
          records++;
          pending = false;
          continue;
        }
        if (ch !== '\r') pending = true;
      }
    },
    /** Data rows: every record but the header. */
    rows: () => Math.max(0, records + (pending ? 1 : 0) - 1),
  };
}

async function benchExport(base: string, token: string) {
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/export-payments`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200 || !res.body)
    throw new Error(`export-payments: ${res.status} ${await res.text()}`);
  const counter = csvRecordCounter();
  const decoder = new TextDecoder();
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    counter.feed(decoder.decode(chunk, { stream: true }));
  }
  counter.feed(decoder.decode());
  const seconds = (performance.now() - started) / 1000;
  const reads = res.headers.get('x-firestore-reads');
  return {
    rows: counter.rows(),
    bytes,
    seconds: Number(seconds.toFixed(2)),
    firestoreReads: reads === null ? null : Number(reads),
    fileName: /filename="?([^";]+)/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null,
  };
}

async function benchAdmin() {
  const token = await adminToken(AUTH);
  const pages: Record<string, Record<string, AdminPageResult>> = {};
  const over: string[] = [];
  const billedOver: string[] = [];
  for (const page of ADMIN_PAGES) {
    pages[page.route] = {};
    for (const [name, base] of Object.entries(apiBases)) {
      const times: number[] = [];
      let reads: number | null = null;
      let body: unknown = null;
      for (let i = 0; i <= RUNS; i++) {
        const started = performance.now();
        const res = await fetch(`${base}${page.route}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        body = await res.json();
        const elapsed = performance.now() - started;
        if (res.status !== 200)
          throw new Error(`${page.route} via ${name}: ${res.status} ${JSON.stringify(body)}`);
        const header = res.headers.get('x-firestore-reads');
        reads = header === null ? null : Number(header);
        // The first call warms the function instance up; it is not counted.
        if (i > 0) times.push(elapsed);
      }
      const total =
        (body as { total?: number }).total ??
        (body as Partial<AdminClaimsAnswer>).counts?.all ??
        null;
      const counts = (body as Partial<AdminClaimsAnswer>).counts ?? null;
      const billed = reads !== null && page.billed ? page.billed(reads, body) : reads;
      const overBudget = reads !== null && reads > ADMIN_READ_BUDGET;
      const billedOverBudget = billed !== null && billed > ADMIN_READ_BUDGET;
      if (overBudget && name === 'function') over.push(page.route);
      if (billedOverBudget && name === 'function') billedOver.push(`${page.route} (${billed})`);
      pages[page.route]![name] = {
        ...stats(times),
        firestoreReads: reads,
        billedReadsEstimate: billed,
        total,
        overBudget,
        billedOverBudget,
      };
      const { median, p90, max } = pages[page.route]![name]!;
      console.log(
        `GET ${page.route} via ${name}: median ${median.toFixed(0)} ms, p90 ${p90.toFixed(0)} ms, max ${max.toFixed(0)} ms (${RUNS} runs), ` +
          `X-Firestore-Reads ${reads ?? 'absent'}${overBudget ? ` OVER ${ADMIN_READ_BUDGET}` : ''}, billed estimate ${billed ?? '?'}${billedOverBudget ? ` OVER ${ADMIN_READ_BUDGET}` : ''}` +
          (total === null ? '' : `, total ${total}`) +
          (counts ? ` (${counts.pending} pending)` : ''),
      );
    }
  }
  const exportPayments: Record<string, Awaited<ReturnType<typeof benchExport>>> = {};
  for (const [name, base] of Object.entries(apiBases)) {
    const result = await benchExport(base, token);
    exportPayments[name] = result;
    console.log(
      `GET /api/admin/export-payments via ${name}: ${result.rows} rows, ${(result.bytes / 1e6).toFixed(2)} MB in ${result.seconds.toFixed(2)} s` +
        ` (${result.fileName ?? 'no file name'}, X-Firestore-Reads at the headers ${result.firestoreReads ?? 'absent'})`,
    );
  }
  console.log(
    over.length
      ? `Over the budget of ${ADMIN_READ_BUDGET} reads: ${over.join(', ')}`
      : `Every admin page within ${ADMIN_READ_BUDGET} reads.`,
  );
  if (billedOver.length)
    console.log(
      `Billed estimate over ${ADMIN_READ_BUDGET} (count() at 1 read per 1000 entries): ${billedOver.join(', ')}`,
    );
  return { readBudget: ADMIN_READ_BUDGET, pages, exportPayments };
}

async function main(): Promise<void> {
  const file = path.join(RESULTS, 'api.json');
  const previous = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  const runs = (part: string) => ONLY === 'all' || ONLY === part;
  const createSubscriptionWithDevice = runs('registration')
    ? await benchRegistration()
    : previous.createSubscriptionWithDevice;
  const customerDashboard = runs('dashboard') ? await benchDashboard() : previous.customerDashboard;
  const upgrade = runs('upgrade') ? await benchUpgrade() : previous.upgrade;
  const approval = runs('approval') ? await benchApproval() : previous.approval;
  const certificate = runs('certificate') ? await benchCertificate() : previous.certificate;
  const adminPages = runs('admin') ? await benchAdmin() : previous.adminPages;
  const outbox = runs('outbox')
    ? await benchOutbox({
        site: SITE,
        auth: AUTH,
        firestore: FIRESTORE,
        project: PROJECT,
        runs: Math.min(RUNS, 5),
        registrationBody,
      })
    : previous.outbox;
  if (runs('load')) {
    const load = await benchLoad({
      site: SITE,
      functions: FUNCTIONS,
      auth: AUTH,
      firestore: FIRESTORE,
      project: PROJECT,
      seconds: SECONDS,
      connections: CONNECTIONS,
      poolSize: Math.max(...CONNECTIONS, 60),
      paths: option('--paths', 'hosting,function,instance').split(',') as BenchPath[],
      emulatorMaxConnections: Number(option('--emulator-max-connections', '10')),
      routes: option('--routes', '').split(',').filter(Boolean),
    });
    fs.mkdirSync(RESULTS, { recursive: true });
    fs.writeFileSync(
      path.join(RESULTS, 'load.json'),
      `${JSON.stringify({ at: new Date().toISOString(), seconds: SECONDS, ...load }, null, 2)}\n`,
    );
  }
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(
    file,
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        runs: RUNS,
        createSubscriptionWithDevice,
        customerDashboard,
        upgrade,
        approval,
        certificate,
        adminPages,
        outbox,
      },
      null,
      2,
    )}\n`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
