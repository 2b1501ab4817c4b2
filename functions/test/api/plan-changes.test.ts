// Plan changes after purchase (issue 22, items 2, 5 and 7): an upgrade charges now only the prorated
// difference for the rest of the period and never moves the billing date; a downgrade charges nothing and
// starts on the next billing date; a held price is priced again at payment; the billing run bills the new
// terms from the period they start in; and a claim is judged by the plan in force on its incident day, so
// an upgrade after a loss cannot cover it.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { dollarsToCents } from '@protect/domain';
import { createLocalDiskFileStore } from '../../src/adapters/file-store';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createRepositories } from '../../src/repositories';
import { createBillingService } from '../../src/services/billing';
import { createMessages } from '../../src/services/messages';
import { checkConsistency } from '../../scripts/consistency';
import { aDevicePricing, aPlan, anAddOn } from '../support/builders';
import {
  type TestUser,
  auth,
  bearer,
  createUser,
  firestore,
  storeCatalogue,
} from '../support/emulator';
import {
  docsWhere,
  newIdempotencyKey,
  registrationBody,
  sandboxChargesOf,
  sandboxGateway,
} from '../support/payments';
import { PNG } from '../support/photos';

// Basic: no theft cover (the builder's default). Premium: theft covered.
const basic = aPlan({
  planType: 'basic',
  name: 'Basic Plan',
  monthlyPriceCents: 999,
  isPriceRange: true,
});
const premium = aPlan({
  planType: 'premium',
  name: 'Premium Plan',
  monthlyPriceCents: 1999,
  deductibles: {
    screen: { kind: 'amount', cents: 2999 },
    backGlass: { kind: 'amount', cents: 3999 },
    theft: { kind: 'amount', cents: 9900 },
  },
});
const phone = aDevicePricing({ planPriceCents: 1299 });
const warranty = anAddOn({ name: 'Extended Warranty', monthlyPriceCents: 299 });

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// Registered on Mar 10 at 09:00 UTC: the first period runs to Apr 10, 31 days.
const START = new Date('2026-03-10T09:00:00Z');

describe('plan changes', () => {
  let now = START;
  const clock = { now: () => now };
  const filesDir = path.join(os.tmpdir(), `plan-changes-${process.pid}`);
  const app = createApp({
    firestore,
    auth,
    clock,
    config: loadConfig(),
    fileStore: createLocalDiskFileStore(filesDir),
    gateway: { kind: 'sandbox', gateway: sandboxGateway(clock) },
  });
  const billing = createBillingService({
    ...createRepositories(firestore),
    messages: createMessages({ siteUrl: 'http://127.0.0.1:5000' }),
    gateway: sandboxGateway(clock),
    clock,
  });
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    cleanUp = await storeCatalogue({
      plans: [basic, premium],
      devices: [phone],
      addOns: [warranty],
    });
  });
  afterAll(async () => {
    await cleanUp();
    await fs.rm(filesDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    now = START;
  });

  async function register(me: TestUser, plan = basic) {
    const res = await request(app)
      .post('/api/payment/create-subscription-with-device')
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send(registrationBody({ plan, device: phone }));
    expect(res.status).toBe(201);
    return res.body.subscription as { id: string; nextBillingDate: string; device: { id: string } };
  }

  const change = (me: TestUser, id: string, body: object) =>
    request(app)
      .put(`/api/subscriptions/${id}/update`)
      .set(...bearer(me))
      .send(body);

  const pay = (me: TestUser, id: string, amount: number, key = newIdempotencyKey()) =>
    request(app)
      .post('/api/payment/create-payment')
      .set(...bearer(me))
      .set('Idempotency-Key', key)
      .send({
        amount,
        paymentMethodId: 'pm_card_mastercard',
        subscriptionId: id,
        planId: premium.id,
      });

  const paymentsOf = async (uid: string) =>
    (await docsWhere('payments', 'userId', uid))
      .map((p) => [p.type, p.amountCents])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

  it('when a customer upgrades mid-period, then only the difference for the days the new cover runs is charged, and the billing date does not move', async () => {
    const me = await createUser();
    const subscription = await register(me);
    now = new Date(START.getTime() + 10 * DAY); // Mar 20, 09:00 UTC: new cover from Mar 21
    const update = await change(me, subscription.id, {
      planType: String(premium.id),
      selectedAddons: [warranty.id],
    });
    expect(update.status).toBe(200);
    // $22.98 - $12.99 = $9.99 a month more, for 20 of the period's 31 days: $6.45.
    expect(update.body).toMatchObject({
      message: 'Subscription plan updated! Please proceed to payment to activate changes.',
      change: 'upgrade',
      amount_due_now: 6.45,
      new_monthly_total: 22.98,
      effective_from: '2026-03-21',
      subscription: { monthlyTotal: 12.99, pendingChange: { amount_due_now: 6.45 } },
    });

    // The monthly total is no longer what is charged: asking to pay it is refused.
    expect((await pay(me, subscription.id, 22.98)).status).toBe(409);

    const key = newIdempotencyKey();
    const paid = await pay(me, subscription.id, 6.45, key);
    expect(paid.status).toBe(200);
    expect(paid.body.message).toBe(
      'Payment successful! Charged $6.45 - your new monthly amount is $22.98.',
    );
    expect(paid.body.payment).toMatchObject({ amount: 6.45, payment_type: 'proration' });
    expect(paid.body.subscription).toMatchObject({
      monthlyTotal: 22.98,
      plan: { id: premium.id },
      pendingChange: null,
      nextBillingDate: subscription.nextBillingDate,
    });
    expect(
      paid.body.subscription.versions.map((v: { plan: { name: string } }) => v.plan.name),
    ).toEqual(['Basic Plan', 'Premium Plan']);
    // A retry with the same key is the same payment, charged once.
    expect((await pay(me, subscription.id, 6.45, key)).body.payment.id).toBe(paid.body.payment.id);
    expect(await sandboxChargesOf(me.uid)).toHaveLength(2);

    // The next renewal bills the new total on the unchanged date.
    now = new Date(subscription.nextBillingDate);
    await billing.run(now);
    expect(await paymentsOf(me.uid)).toEqual([
      ['initial', 1299],
      ['proration', 645],
      ['renewal', 2298],
    ]);
  });

  it('when a customer downgrades, then nothing is charged, the current cover runs to the next billing date, and the next period is billed at the lower price', async () => {
    const me = await createUser();
    const subscription = await register(me, premium);
    now = new Date(START.getTime() + 10 * DAY);
    const update = await change(me, subscription.id, { planType: String(basic.id) });
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({
      change: 'downgrade',
      amount_due_now: 0,
      new_monthly_total: 12.99,
      effective_from: '2026-04-10',
      subscription: {
        plan: { name: 'Premium Plan' },
        monthlyTotal: 19.99,
        pendingChange: null,
        scheduledChange: { plan: { name: 'Basic Plan' }, effective_from: '2026-04-10' },
        nextBillingDate: subscription.nextBillingDate,
      },
    });
    expect(update.body.message).toContain('Nothing is due today.');
    // Nothing to pay.
    expect((await pay(me, subscription.id, 0.01)).status).toBe(409);

    now = new Date(subscription.nextBillingDate);
    await billing.run(now);
    expect(await paymentsOf(me.uid)).toEqual([
      ['initial', 1999],
      ['renewal', 1299],
    ]);
    const [stored] = await docsWhere('subscriptions', 'userId', me.uid);
    expect(stored).toMatchObject({ monthlyTotalCents: 1299, plan: { name: 'Basic Plan' } });
  });

  it('when a held upgrade is paid a day later, then it is priced again: the old amount is refused and the fresh one is charged', async () => {
    const me = await createUser();
    const subscription = await register(me);
    now = new Date(START.getTime() + 10 * DAY);
    await change(me, subscription.id, { planType: String(premium.id) });
    // $7.00 a month more for 20 of 31 days: $4.52. A day later only 19 days are left: $4.29.
    now = new Date(now.getTime() + DAY);
    const stale = await pay(me, subscription.id, 4.52);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('price_changed');
    const reloaded = await request(app)
      .get(`/api/subscriptions/${subscription.id}`)
      .set(...bearer(me));
    expect(reloaded.body.subscription.pendingChange).toMatchObject({ amount_due_now: 4.29 });
    expect((await pay(me, subscription.id, 4.29)).status).toBe(200);
    expect(await sandboxChargesOf(me.uid)).toHaveLength(2);
  });

  it('when a held upgrade is paid later the same day, then it stands at the price shown', async () => {
    const me = await createUser();
    const subscription = await register(me);
    // Priced Mar 19 at 11:00 UTC (Mar 20 in UTC+14: new cover from Mar 21), paid 22 hours later, still
    // Mar 20 in UTC+14: the same 20 days of the period are left.
    now = new Date('2026-03-19T11:00:00Z');
    await change(me, subscription.id, { planType: String(premium.id) });
    now = new Date('2026-03-20T09:00:00Z');
    expect((await pay(me, subscription.id, 4.52)).status).toBe(200);
  });

  it("when a customer on Basic loses the phone, upgrades to Premium and claims theft that day, then the claim is judged by Basic and refused; a theft after the upgrade is Premium's and flagged", async () => {
    const me = await createUser();
    const subscription = await register(me);
    now = new Date(START.getTime() + 10 * DAY);
    await change(me, subscription.id, { planType: String(premium.id) });
    expect((await pay(me, subscription.id, 4.52)).status).toBe(200);

    const theft = (incidentDate: string) =>
      request(app)
        .post('/api/claims')
        .set(...bearer(me))
        .field('device_id', subscription.device.id)
        .field('claim_type', 'theft')
        .field('description', 'Stolen from my bag on the bus')
        .field('incident_date', incidentDate)
        .field('police_report_number', 'PR-2026-0042')
        .attach('photos', PNG, 'report.png');

    const sameDay = await theft('2026-03-20');
    expect(sameDay.status).toBe(409);
    expect(sameDay.body.message).toBe('Your Basic Plan does not cover theft');
    expect(await docsWhere('claims', 'userId', me.uid)).toEqual([]);

    now = new Date(START.getTime() + 12 * DAY);
    const later = await theft('2026-03-22');
    expect(later.status).toBe(201);
    expect(later.body.claim.judged_by).toMatchObject({
      plan_name: 'Premium Plan',
      effective_from: '2026-03-21',
      // Premium's theft deductible for this phone (its device price record's).
      deductible: 149,
    });
    const admin = await createUser({ role: 'admin' });
    const seen = await request(app)
      .get(`/api/admin/claim/${later.body.claim.id}`)
      .set(...bearer(admin));
    expect(seen.body.claim.follows_plan_change).toMatchObject({ plan_name: 'Premium Plan' });
  });

  it('when the money of upgrades, renewals and a refund is checked, then it adds up, and a charge recorded twice shows as a difference', async () => {
    const me = await createUser();
    const upgraded = await register(me);
    now = new Date(START.getTime() + 10 * DAY);
    await change(me, upgraded.id, { planType: String(premium.id), selectedAddons: [warranty.id] });
    expect((await pay(me, upgraded.id, 6.45)).status).toBe(200);
    now = new Date(upgraded.nextBillingDate);
    await billing.run(now);

    now = START;
    const refunded = await register(me, premium);
    now = new Date(START.getTime() + 5 * DAY);
    const cancel = await request(app)
      .post(`/api/subscriptions/${refunded.id}/cancel`)
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey());
    expect(cancel.body.refund).toMatchObject({ amount: -19.99 });

    const mine = [upgraded.id, refunded.id];
    const mismatches = async () =>
      (await checkConsistency({ firestore, filesDir: null })).problems.filter(
        (p) => p.kind === 'money_mismatch' && mine.includes(p.id),
      );
    expect(await mismatches()).toEqual([]);

    // The renewal recorded a second time under another id: the subscription was charged twice, and the
    // difference is that one renewal. (Compared as a difference, so that it holds whatever else a billing
    // run renewed.)
    const [renewal] = (await docsWhere('payments', 'userId', me.uid)).filter(
      (p) => p.type === 'renewal',
    );
    const duplicate = firestore.collection('payments').doc(`${upgraded.id}_duplicate`);
    await duplicate.set({ ...renewal });
    const found = await mismatches();
    expect(found).toEqual([expect.objectContaining({ id: upgraded.id })]);
    const [, paid, expected] = /^paid \$([\d.]+), expected \$([\d.]+): periods/.exec(
      found[0]!.detail,
    )!;
    expect(dollarsToCents(Number(paid)) - dollarsToCents(Number(expected))).toBe(2298);
    // The suite's records are checked as a whole after the run: leave them whole.
    await duplicate.delete();
    expect(await mismatches()).toEqual([]);
  });
});
