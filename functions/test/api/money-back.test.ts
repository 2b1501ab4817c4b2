// The 30-day money-back guarantee cannot be looped (issue 22): register, claim, cancel on day 29 for a full
// refund, register the same phone again. The refund is given once per IMEI and once per customer, never on
// a subscription with a claim that is not rejected, GET /api/subscriptions/{id} says beforehand which
// applies, and the yearly claim limit keeps counting a re-registered device's earlier claims.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { CLAIM_MESSAGES, type ClaimStatus } from '@protect/domain';
import { createLocalDiskFileStore } from '../../src/adapters/file-store';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { collections } from '../../src/repositories/collections';
import { aDevicePricing, aPlan } from '../support/builders';
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
  uniqueImei,
} from '../support/payments';

const basic = aPlan({
  planType: 'basic',
  name: 'Basic Plan',
  monthlyPriceCents: 999,
  isPriceRange: true,
  claimLimit: 2,
});
const phone = aDevicePricing({ planPriceCents: 1299 });

const DAY = 24 * 60 * 60 * 1000;

describe('the 30-day money-back guarantee', () => {
  const filesDir = path.join(os.tmpdir(), `money-back-${process.pid}`);
  let now = new Date();
  const clock = { now: () => now };
  const app = createApp({
    firestore,
    auth,
    clock,
    config: loadConfig(),
    fileStore: createLocalDiskFileStore(filesDir),
    gateway: { kind: 'sandbox', gateway: sandboxGateway(clock) },
  });
  let admin: TestUser;
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    cleanUp = await storeCatalogue({ plans: [basic], devices: [phone] });
    admin = await createUser({ role: 'admin' });
  });
  afterAll(async () => {
    await cleanUp();
    await fs.rm(filesDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    now = new Date();
  });
  const later = (days: number) => {
    now = new Date(now.getTime() + days * DAY);
  };

  async function register(me: TestUser, imei = uniqueImei()) {
    const res = await request(app)
      .post('/api/payment/create-subscription-with-device')
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send(registrationBody({ plan: basic, device: phone, imei }));
    expect(res.status).toBe(201);
    return {
      id: res.body.subscription.id as string,
      deviceId: res.body.subscription.device.id as string,
    };
  }

  const read = (me: TestUser, id: string) =>
    request(app)
      .get(`/api/subscriptions/${id}`)
      .set(...bearer(me));

  const cancel = (me: TestUser, id: string) =>
    request(app)
      .post(`/api/subscriptions/${id}/cancel`)
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey());

  async function fileClaim(me: TestUser, deviceId: string): Promise<request.Response> {
    return request(app)
      .post('/api/claims')
      .set(...bearer(me))
      .field('user_id', me.uid)
      .field('device_id', deviceId)
      .field('claim_type', 'screen_damage')
      .field('description', 'Dropped it, the screen is cracked')
      .field('incident_date', now.toISOString().slice(0, 10));
  }

  async function judge(claimId: string, status: ClaimStatus) {
    const res = await request(app)
      .put(`/api/admin/claim/${claimId}/status`)
      .set(...bearer(admin))
      // A rejection names its reason (issue 24).
      .send({ status, note: 'Reviewed', ...(status === 'rejected' ? { reason: 'other' } : {}) });
    expect(res.status).toBe(200);
  }

  async function refundsOf(uid: string) {
    return (await docsWhere('payments', 'userId', uid)).filter((p) => p.type === 'refund');
  }

  it('when a claim was approved and the customer cancels on day 29, then the dialog and the cancellation give no refund and cover runs to the period end', async () => {
    const me = await createUser();
    const { id, deviceId } = await register(me);
    later(3);
    const claim = await fileClaim(me, deviceId);
    expect(claim.status).toBe(201);
    await judge(claim.body.claim.id, 'approved');
    later(26);

    const shown = await read(me, id);
    expect(shown.status).toBe(200);
    const coverEnds = shown.body.subscription.nextBillingDate as string;
    expect(shown.body.subscription.cancellation).toEqual({
      refund: false,
      refund_amount: null,
      cover_ends: coverEnds,
      reason: 'claim_filed',
    });

    const res = await cancel(me, id);
    expect(res.status).toBe(200);
    expect(res.body.refund).toBeNull();
    expect(res.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(res.body.message).toContain('It stays active until');
    expect(await refundsOf(me.uid)).toEqual([]);
    const [charge] = await sandboxChargesOf(me.uid);
    expect(charge?.refundedCents ?? 0).toBe(0);
  });

  it('when only rejected claims were filed, then cancelling within 30 days still refunds the first payment', async () => {
    const me = await createUser();
    const { id, deviceId } = await register(me);
    later(2);
    const claim = await fileClaim(me, deviceId);
    expect(claim.status).toBe(201);
    await judge(claim.body.claim.id, 'rejected');
    later(5);

    expect((await read(me, id)).body.subscription.cancellation).toEqual({
      refund: true,
      refund_amount: 12.99,
      cover_ends: null,
      reason: 'money_back',
    });
    const res = await cancel(me, id);
    expect(res.status).toBe(200);
    expect(res.body.refund).toMatchObject({ amount: -12.99, payment_type: 'refund' });
    expect(res.body.subscription.status).toBe('canceled');
  });

  it('when the same IMEI is registered again after a money-back refund and cancelled within 30 days, then the second cancellation refunds nothing', async () => {
    const me = await createUser();
    const imei = uniqueImei();
    const first = await register(me, imei);
    later(5);
    const refunded = await cancel(me, first.id);
    expect(refunded.status).toBe(200);
    expect(refunded.body.refund).toMatchObject({ amount: -12.99 });

    const again = await register(me, imei);
    later(5);
    expect((await read(me, again.id)).body.subscription.cancellation).toMatchObject({
      refund: false,
      reason: 'already_used',
    });
    const res = await cancel(me, again.id);
    expect(res.status).toBe(200);
    expect(res.body.refund).toBeNull();
    expect(res.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await refundsOf(me.uid)).toHaveLength(1);
  });

  it('when another customer registers a refunded IMEI, then their cancellation within 30 days refunds nothing', async () => {
    const [seller, buyer] = await Promise.all([createUser(), createUser()]);
    const imei = uniqueImei();
    const first = await register(seller, imei);
    expect((await cancel(seller, first.id)).body.refund).not.toBeNull();

    const theirs = await register(buyer, imei);
    later(3);
    const res = await cancel(buyer, theirs.id);
    expect(res.status).toBe(200);
    expect(res.body.refund).toBeNull();
    expect(await refundsOf(buyer.uid)).toEqual([]);
  });

  it('when a customer who had a money-back refund cancels another device within 30 days, then no second refund', async () => {
    const me = await createUser();
    const [one, other] = [await register(me), await register(me)];
    later(4);
    expect((await cancel(me, one.id)).body.refund).toMatchObject({ amount: -12.99 });
    const res = await cancel(me, other.id);
    expect(res.status).toBe(200);
    expect(res.body.refund).toBeNull();
    expect(res.body.subscription.cancelAtPeriodEnd).toBe(true);
    expect(await refundsOf(me.uid)).toHaveLength(1);
  });

  it('when two devices of one customer are cancelled at the same moment within 30 days, then only one is refunded', async () => {
    const me = await createUser();
    const [one, other] = [await register(me), await register(me)];
    later(4);
    const answers = await Promise.all([cancel(me, one.id), cancel(me, other.id)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(answers.filter((res) => res.body.refund !== null)).toHaveLength(1);
    expect(await refundsOf(me.uid)).toHaveLength(1);
    const charges = await sandboxChargesOf(me.uid);
    expect(charges.filter((charge) => Number(charge.refundedCents ?? 0) > 0)).toHaveLength(1);
  });

  it('when a cancellation stopped after reserving the refund, then a claim on that subscription is refused and the retried cancellation still refunds', async () => {
    const me = await createUser();
    const imei = uniqueImei();
    const { id, deviceId } = await register(me, imei);
    // What a cancellation leaves when it stops between reserving the refund and the gateway's answer.
    await Promise.all(
      [`imei_${imei}`, `user_${me.uid}`].map((guard) =>
        firestore
          .collection(collections.moneyBackRefunds)
          .doc(guard)
          .set({ imei, userId: me.uid, subscriptionId: id, state: 'reserved', at: new Date() }),
      ),
    );
    later(2);
    const claim = await fileClaim(me, deviceId);
    expect(claim.status).toBe(409);
    expect(claim.body.message).toBe(CLAIM_MESSAGES.coverageCanceled);

    const res = await cancel(me, id);
    expect(res.status).toBe(200);
    expect(res.body.refund).toMatchObject({ amount: -12.99 });
    const guard = await firestore
      .collection(collections.moneyBackRefunds)
      .doc(`imei_${imei}`)
      .get();
    expect(guard.data()).toMatchObject({ subscriptionId: id, state: 'refunded' });
  });

  it('when a device is registered again after its claims, then the earlier subscription’s claims still count against the yearly limit', async () => {
    const me = await createUser();
    const imei = uniqueImei();
    const first = await register(me, imei);
    later(2);
    for (let i = 0; i < basic.claimLimit; i += 1)
      expect((await fileClaim(me, first.deviceId)).status).toBe(201);
    const ended = await request(app)
      .put(`/api/admin/subscriptions/${first.id}/status`)
      .set(...bearer(admin))
      .send({ status: 'canceled' });
    expect(ended.status).toBe(200);

    later(3);
    const again = await register(me, imei);
    const over = await fileClaim(me, again.deviceId);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(CLAIM_MESSAGES.claimLimitReached);
  });
});
