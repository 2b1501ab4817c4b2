// GET /api/admin/stats: the admin dashboard's four stat cards (aggregations) and the overview charts (the
// monthly totals kept in the transactions that record registrations, payments, renewals and refunds, and a
// count() per claim status). Figures are global, so each step checks how much they moved, on a Firestore
// database of the test's own (the emulator keeps named databases apart): the other api test files, which
// run at the same time, cannot move them.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  type AdminStatsAnswer,
  CLAIM_STATUSES,
  type ClaimStatus,
  dollarsToCents,
} from '@protect/domain';
import { adminServices } from '../../src/firebase';
import { createRepositories } from '../../src/repositories';
import { READS_HEADER } from '../../src/http/read-meter';
import { collections } from '../../src/repositories/collections';
import { monthKeyOf, rebuildMonthlyTotals } from '../../src/repositories/monthly-totals';
import { aDevicePricing, aPlan } from '../support/builders';
import { type TestUser, bearer, createUser, emulator, signUpThroughApi } from '../support/emulator';
import { newIdempotencyKey, registrationBody, steppedApp } from '../support/payments';

// A rebuild reads every payment: about 8 s at the volume seed's 20,000 on the emulator.
jest.setTimeout(120_000);

const standard = aPlan({ planType: 'premium', name: 'Stats Standard', monthlyPriceCents: 1999 });
const plus = aPlan({ planType: 'premium', name: 'Stats Plus', monthlyPriceCents: 2549 });
const phone = aDevicePricing({ deviceBrand: 'Statsco' });

const { firestore } = adminServices(emulator.projectId, `stats-${randomUUID().slice(0, 8)}`);
const repos = createRepositories(firestore);

/**
 * The stats request's reads: one for the active subscriptions' count and sum, one for this month's
 * payments, one count() per claim status (5) and at most 12 monthly totals, whatever the data size (each
 * aggregation is billed 1 per 1000 index entries, which this test stays far below).
 */
const READ_BOUND = 2 + CLAIM_STATUSES.length + 12;

/** The stats in cents, for exact comparisons. */
interface Figures {
  active: number;
  mrrCents: number;
  pending: number;
  paymentsCents: number;
  month: { newSubscriptions: number; revenueCents: number };
  claims: Record<ClaimStatus, number>;
}

const readsOf = (res: request.Response) => Number(res.headers[READS_HEADER.toLowerCase()]);

async function monthlyTotalsNow(): Promise<Record<string, unknown>> {
  const snapshot = await firestore.collection(collections.monthlyTotals).get();
  return Object.fromEntries(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

describe('GET /api/admin/stats', () => {
  const filesDir = path.join(os.tmpdir(), `admin-stats-${process.pid}`);
  const { app, clock, tick } = steppedApp({ filesDir, firestore });
  let admin: TestUser;
  beforeAll(async () => {
    await Promise.all([
      repos.plans.createIfMissing(standard),
      repos.plans.createIfMissing(plus),
      repos.devicePricing.createIfMissing(phone),
    ]);
    admin = await createUser({ role: 'admin' });
  });
  afterAll(async () => {
    await fs.rm(filesDir, { recursive: true, force: true });
  });

  async function stats(): Promise<{ figures: Figures; reads: number }> {
    const res = await request(app)
      .get('/api/admin/stats')
      .set(...bearer(admin));
    expect(res.status).toBe(200);
    const body = res.body as AdminStatsAnswer;
    expect(body.months).toHaveLength(12);
    const month = body.months[11];
    expect(month?.month).toBe(monthKeyOf(clock.now()));
    return {
      reads: readsOf(res),
      figures: {
        active: body.activeSubscriptions,
        mrrCents: dollarsToCents(body.monthlyRecurringRevenue),
        pending: body.pendingClaims,
        paymentsCents: dollarsToCents(body.paymentsThisMonth),
        month: {
          newSubscriptions: month?.newSubscriptions ?? NaN,
          revenueCents: dollarsToCents(month?.revenue ?? NaN),
        },
        claims: body.claimsByStatus,
      },
    };
  }

  /** How the figures moved since `before`. */
  async function movedSince(before: Figures) {
    const { figures: after, reads } = await stats();
    expect(reads).toBeLessThanOrEqual(READ_BOUND);
    const stored = (
      await firestore.collection(collections.monthlyTotals).doc(monthKeyOf(clock.now())).get()
    ).data();
    // The month in the answer is the stored document.
    expect(after.month).toEqual({
      newSubscriptions: stored?.newSubscriptions ?? 0,
      revenueCents: stored?.revenueCents ?? 0,
    });
    return {
      after,
      moved: {
        active: after.active - before.active,
        mrrCents: after.mrrCents - before.mrrCents,
        pending: after.pending - before.pending,
        paymentsCents: after.paymentsCents - before.paymentsCents,
        newSubscriptions: after.month.newSubscriptions - before.month.newSubscriptions,
        revenueCents: after.month.revenueCents - before.month.revenueCents,
      },
    };
  }

  /**
   * The admin payments and subscriptions lists' totals (sums over the monthly totals' counts) are the numbers
   * of records, failed payments and refunds included, and reading them reads none of the records.
   */
  async function expectListTotalsToMatchRecords() {
    for (const list of ['payments', 'subscriptions'] as const) {
      const res = await request(app)
        .get(`/api/admin/${list}?limit=1`)
        .set(...bearer(admin));
      expect(res.status).toBe(200);
      const records = (await firestore.collection(collections[list]).count().get()).data().count;
      expect({ list, total: res.body.total }).toEqual({ list, total: records });
      // The page's record and the one after it (which tells whether there is a next page), and one sum()
      // over the months: however many records there are.
      expect(readsOf(res)).toBe(3);
    }
  }

  const signUp = (user: TestUser) =>
    signUpThroughApi(app, user, { firstName: 'Stella', lastName: 'Stats' });

  async function registerPhone(user: TestUser) {
    tick();
    const res = await request(app)
      .post('/api/payment/create-subscription-with-device')
      .set(...bearer(user))
      .set('Idempotency-Key', newIdempotencyKey())
      .send(registrationBody({ plan: standard, device: phone }));
    expect(res.status).toBe(201);
    return {
      subscriptionId: res.body.subscription.id as string,
      deviceId: res.body.device.id as string,
      cents: dollarsToCents(res.body.payment.amount as number),
    };
  }

  it('when a customer or nobody asks, then it is 403 or 401 and nothing is read', async () => {
    const customer = await createUser({ label: 'stats-customer' });
    const forbidden = await request(app)
      .get('/api/admin/stats')
      .set(...bearer(customer));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.success).toBe(false);
    expect(readsOf(forbidden)).toBe(0);
    const anonymous = await request(app).get('/api/admin/stats');
    expect(anonymous.status).toBe(401);
  });

  it('when registrations, a plan change, a renewal, a refund and claims go through the api, then the four figures, the month, the claim counts and the payments and subscriptions list totals follow each to the cent, and stats:rebuild gives the same totals', async () => {
    // Start from totals that match the collections (the stack's data may predate the totals).
    await rebuildMonthlyTotals(firestore);
    const start = await stats();
    expect(start.reads).toBeLessThanOrEqual(READ_BOUND);
    let before = start.figures;

    const me = await createUser({ label: 'stats' });
    await signUp(me);

    // Two phones on the standard plan: two new subscriptions, two first payments.
    const first = await registerPhone(me);
    const second = await registerPhone(me);
    let step = await movedSince(before);
    expect(first.cents).toBe(1999);
    expect(step.moved).toEqual({
      active: 2,
      mrrCents: 2 * 1999,
      pending: 0,
      paymentsCents: 2 * 1999,
      newSubscriptions: 2,
      revenueCents: 2 * 1999,
    });
    before = step.after;

    // The first moves to the plus plan and pays the difference for the rest of the period.
    tick();
    const update = await request(app)
      .put(`/api/subscriptions/${first.subscriptionId}/update`)
      .set(...bearer(me))
      .send({ planType: String(plus.id) });
    expect(update.status).toBe(200);
    const paid = await request(app)
      .post('/api/payment/create-payment')
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send({
        amount: update.body.amount_due_now,
        paymentMethodId: 'pm_card_visa',
        subscriptionId: first.subscriptionId,
        planId: plus.id,
      });
    expect(paid.status).toBe(200);
    const proration = dollarsToCents(paid.body.payment.amount as number);
    expect(proration).toBe(dollarsToCents(update.body.amount_due_now as number));
    expect(proration).toBeGreaterThan(0);
    expect(proration).toBeLessThan(2549 - 1999);
    step = await movedSince(before);
    expect(step.moved).toEqual({
      active: 0,
      mrrCents: 2549 - 1999,
      pending: 0,
      paymentsCents: proration,
      newSubscriptions: 0,
      revenueCents: proration,
    });
    before = step.after;

    // A renewal the card pays, as the billing run records it.
    tick();
    await repos.subscriptions.recordRenewal({
      subscriptionId: first.subscriptionId,
      outcome: { paid: true, chargeId: `ch_stats_${Date.now()}` },
      attempt: 1,
      now: clock.now(),
    });
    step = await movedSince(before);
    expect(step.moved).toEqual({
      active: 0,
      mrrCents: 0,
      pending: 0,
      paymentsCents: 2549,
      newSubscriptions: 0,
      revenueCents: 2549,
    });
    before = step.after;

    // The second is cancelled within the money-back period: its first payment comes back as a refund, and
    // it leaves the active count and the recurring revenue.
    tick();
    const cancel = await request(app)
      .post(`/api/subscriptions/${second.subscriptionId}/cancel`)
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey());
    expect(cancel.status).toBe(200);
    const refundCents = dollarsToCents(cancel.body.refund.amount as number);
    expect(refundCents).toBeLessThan(0);
    step = await movedSince(before);
    expect(step.moved).toEqual({
      active: -1,
      mrrCents: -1999,
      pending: 0,
      paymentsCents: refundCents,
      newSubscriptions: 0,
      revenueCents: refundCents,
    });
    before = step.after;

    // Two claims on the first phone, then an admin approves one.
    const claimIds: string[] = [];
    for (const claimType of ['screen_damage', 'back_glass']) {
      tick();
      const res = await request(app)
        .post('/api/claims')
        .set(...bearer(me))
        .field('user_id', me.uid)
        .field('device_id', first.deviceId)
        .field('claim_type', claimType)
        .field('description', `A ${claimType.replace('_', ' ')} for the stats`)
        .field('incident_date', clock.now().toISOString().slice(0, 10));
      expect(res.status).toBe(201);
      claimIds.push(res.body.claim.id as string);
    }
    step = await movedSince(before);
    expect(step.moved.pending).toBe(2);
    expect(step.after.claims.pending - before.claims.pending).toBe(2);
    before = step.after;
    const approve = await request(app)
      .put(`/api/admin/claim/${claimIds[0]}/status`)
      .set(...bearer(admin))
      .send({ status: 'approved' });
    expect(approve.status).toBe(200);
    // The approval charges the claim's deductible to the card on file.
    const deductibleCents = dollarsToCents(approve.body.claim.deductible.amount as number);
    expect(deductibleCents).toBeGreaterThan(0);
    expect(approve.body.claim.deductible.status).toBe('paid');
    step = await movedSince(before);
    expect(step.moved).toEqual({
      active: 0,
      mrrCents: 0,
      pending: -1,
      paymentsCents: deductibleCents,
      newSubscriptions: 0,
      revenueCents: deductibleCents,
    });
    expect(step.after.claims.approved - before.claims.approved).toBe(1);
    expect(step.after.pending).toBe(step.after.claims.pending);

    // In all, from the start: two first months of 1999, the upgrade's proration, a renewal of 2549, the
    // deductible, less the refund.
    const total = 2 * 1999 + proration + 2549 + deductibleCents + refundCents;
    expect(step.after.paymentsCents - start.figures.paymentsCents).toBe(total);
    expect(step.after.month.revenueCents - start.figures.month.revenueCents).toBe(total);
    expect(step.after.mrrCents - start.figures.mrrCents).toBe(2549);
    before = step.after;

    // A renewal the card refuses: a failed record moves no money; the subscription, past_due, leaves the
    // active count and the recurring revenue.
    tick();
    await repos.subscriptions.recordRenewal({
      subscriptionId: first.subscriptionId,
      outcome: { paid: false, chargeId: null, declineCode: 'insufficient_funds' },
      attempt: 1,
      now: clock.now(),
    });
    step = await movedSince(before);
    expect(step.moved).toEqual({
      active: -1,
      mrrCents: -2549,
      pending: 0,
      paymentsCents: 0,
      newSubscriptions: 0,
      revenueCents: 0,
    });

    // The incremental totals are what a rebuild from the collections finds, month by month.
    await expectListTotalsToMatchRecords();
    const incremental = await monthlyTotalsNow();
    await rebuildMonthlyTotals(firestore);
    expect(await monthlyTotalsNow()).toEqual(incremental);
  });

  it('when a gateway event records a paid invoice twice under one id, then the month counts it once', async () => {
    await rebuildMonthlyTotals(firestore);
    const me = await createUser({ label: 'stats-webhook' });
    await signUp(me);
    const sub = await registerPhone(me);
    const before = await stats();
    const subscription = await repos.subscriptions.get(sub.subscriptionId);
    if (!subscription) throw new Error('subscription missing');
    const invoicePayment = {
      id: `in_stats_${sub.subscriptionId}`,
      userId: me.uid,
      userEmail: me.email,
      userName: 'Stella Stats',
      subscriptionId: sub.subscriptionId,
      amountCents: 1999,
      type: 'renewal' as const,
      status: 'succeeded' as const,
      chargeId: 'ch_stats_invoice',
      declineCode: null,
      description: 'renewal',
      createdAt: clock.now(),
    };
    for (const eventId of [`evt_a_${sub.subscriptionId}`, `evt_b_${sub.subscriptionId}`]) {
      await repos.subscriptions.applyGatewayEvent(
        eventId,
        null,
        () => Promise.resolve({ payment: invoicePayment }),
        clock.now(),
      );
    }
    const after = await stats();
    expect(after.figures.month.revenueCents - before.figures.month.revenueCents).toBe(1999);
    expect(after.figures.paymentsCents - before.figures.paymentsCents).toBe(1999);
    await expectListTotalsToMatchRecords();
    const incremental = await monthlyTotalsNow();
    await rebuildMonthlyTotals(firestore);
    expect(await monthlyTotalsNow()).toEqual(incremental);
  });
});
