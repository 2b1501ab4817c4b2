// The Family plan covers up to 5 devices on one subscription for its flat price (issue 22 item 1): devices
// are added at no charge through POST /api/subscriptions/{id}/devices with the registration's checks, a 6th
// is refused, removing one releases its IMEI, claims on all of them count against one yearly limit, ending
// the subscription releases every IMEI, and the billing run renews the subscription once for all devices.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { CLAIM_MESSAGES, FAMILY_MESSAGES, PAYMENT_MESSAGES } from '@protect/domain';
import { createLocalDiskFileStore } from '../../src/adapters/file-store';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createRepositories } from '../../src/repositories';
import { collections } from '../../src/repositories/collections';
import { createBillingService } from '../../src/services/billing';
import { createMessages } from '../../src/services/messages';
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
  sandboxGateway,
  uniqueImei,
} from '../support/payments';

const family = aPlan({
  planType: 'family',
  name: 'Family Plan',
  monthlyPriceCents: 2999,
  claimLimit: 2,
});
const premium = aPlan({ planType: 'premium', name: 'Premium Plan', monthlyPriceCents: 1999 });
const phone = aDevicePricing({ planPriceCents: 1299 });
const tablet = aDevicePricing({ deviceModel: `Test Tab ${Date.now()}`, planPriceCents: 1499 });

describe('the Family plan: up to 5 devices on one subscription', () => {
  const filesDir = path.join(os.tmpdir(), `family-plan-${process.pid}`);
  let now = new Date();
  const clock = { now: () => now };
  const app = createApp({
    firestore,
    auth,
    clock,
    config: { ...loadConfig(), paymentRateLimit: { max: 10_000, windowMs: 60_000 } },
    fileStore: createLocalDiskFileStore(filesDir),
    gateway: { kind: 'sandbox', gateway: sandboxGateway(clock) },
  });
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    cleanUp = await storeCatalogue({ plans: [family, premium], devices: [phone, tablet] });
  });
  afterAll(async () => {
    await cleanUp();
    await fs.rm(filesDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    now = new Date();
  });

  async function register(me: TestUser, plan = family, imei = uniqueImei()) {
    const res = await request(app)
      .post('/api/payment/create-subscription-with-device')
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send(registrationBody({ plan, device: phone, imei }));
    expect(res.status).toBe(201);
    return {
      id: res.body.subscription.id as string,
      deviceId: res.body.subscription.device.id as string,
      imei,
    };
  }

  const deviceData = (imei = uniqueImei()) => ({
    device_pricing_id: tablet.id,
    brand: tablet.deviceBrand,
    model: tablet.deviceModel,
    imei,
    condition: 'good',
  });

  const addDevice = (me: TestUser, id: string, imei = uniqueImei(), key = newIdempotencyKey()) =>
    request(app)
      .post(`/api/subscriptions/${id}/devices`)
      .set(...bearer(me))
      .set('Idempotency-Key', key)
      .send({ deviceData: deviceData(imei) });

  const removeDevice = (me: TestUser, id: string, deviceId: string) =>
    request(app)
      .delete(`/api/subscriptions/${id}/devices/${deviceId}`)
      .set(...bearer(me));

  const guardOf = async (imei: string) =>
    (await firestore.collection(collections.deviceImeis).doc(imei).get()).exists;

  const fileClaim = (me: TestUser, deviceId: string) =>
    request(app)
      .post('/api/claims')
      .set(...bearer(me))
      .field('user_id', me.uid)
      .field('device_id', deviceId)
      .field('claim_type', 'screen_damage')
      .field('description', 'Dropped it, the screen is cracked')
      .field('incident_date', now.toISOString().slice(0, 10));

  it('when 4 devices are added to a Family plan, then it covers 5 for its one price, and a 6th is refused with a clear message', async () => {
    const me = await createUser();
    const { id } = await register(me);
    const imeis: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const imei = uniqueImei();
      imeis.push(imei);
      const res = await addDevice(me, id, imei);
      expect(res.status).toBe(201);
      expect(res.body.device).toMatchObject({ imei, subscriptionId: id, removedAt: null });
    }
    const sixth = await addDevice(me, id);
    expect(sixth.status).toBe(409);
    expect(sixth.body).toMatchObject({
      success: false,
      message: 'Your Family Plan already covers 5 devices, the most it can.',
    });

    const shown = await request(app)
      .get(`/api/subscriptions/${id}`)
      .set(...bearer(me));
    expect(shown.body.subscription.devices).toHaveLength(5);
    expect(shown.body.subscription.max_devices).toBe(5);
    expect(shown.body.subscription.monthlyTotal).toBe(29.99);
    for (const imei of imeis) expect(await guardOf(imei)).toBe(true);
    // No device was charged for: the one payment is the first month.
    expect(await docsWhere('payments', 'userId', me.uid)).toHaveLength(1);
  });

  it('when the IMEI is covered by another subscription or already on this one, then adding it is 409', async () => {
    const [me, other] = await Promise.all([createUser(), createUser()]);
    const theirs = await register(other, premium);
    const { id, imei } = await register(me);
    const elsewhere = await addDevice(me, id, theirs.imei);
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toBe(PAYMENT_MESSAGES.alreadyRegistered);
    const twice = await addDevice(me, id, imei);
    expect(twice.status).toBe(409);
    expect((await docsWhere('devices', 'userId', me.uid)).length).toBe(1);
  });

  it('when the same Idempotency-Key is sent twice, then the device is added once and the same answer comes back', async () => {
    const me = await createUser();
    const { id } = await register(me);
    const imei = uniqueImei();
    const key = newIdempotencyKey();
    const first = await addDevice(me, id, imei, key);
    const again = await addDevice(me, id, imei, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.device.id).toBe(first.body.device.id);
    expect((await docsWhere('devices', 'userId', me.uid)).length).toBe(2);
  });

  it('when two devices are added at once to a Family plan with 4, then one is added and the other is refused', async () => {
    const me = await createUser();
    const { id } = await register(me);
    for (let i = 0; i < 3; i += 1) expect((await addDevice(me, id)).status).toBe(201);
    const both = await Promise.all([addDevice(me, id), addDevice(me, id)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const stored = (await firestore.collection(collections.subscriptions).doc(id).get()).data();
    expect(stored?.coveredDevices).toHaveLength(5);
    expect((await docsWhere('devices', 'userId', me.uid)).length).toBe(5);
  });

  it('when a device is removed, then its IMEI may be registered elsewhere, it takes no claim, and the last device stays', async () => {
    const [me, buyer] = await Promise.all([createUser(), createUser()]);
    const first = await register(me);
    const added = await addDevice(me, first.id);
    expect(added.status).toBe(201);

    // Removing the first device moves the subscription's device to the next one.
    const res = await removeDevice(me, first.id, first.deviceId);
    expect(res.status).toBe(200);
    expect(res.body.subscription.devices).toHaveLength(1);
    expect(res.body.subscription.device.id).toBe(added.body.device.id);
    expect(await guardOf(first.imei)).toBe(false);
    const removed = (
      await firestore.collection(collections.devices).doc(first.deviceId).get()
    ).data();
    expect(removed?.removedAt).not.toBeNull();
    expect(removed?.subscriptionId).toBe(first.id);

    const claim = await fileClaim(me, first.deviceId);
    expect(claim.status).toBe(409);
    expect(claim.body.message).toBe(CLAIM_MESSAGES.noActiveCoverage);
    await register(buyer, premium, first.imei);

    const last = await removeDevice(me, first.id, added.body.device.id);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(FAMILY_MESSAGES.lastDevice);
  });

  it('when the subscription is another customer’s or unknown, then adding is 403 or 404', async () => {
    const [me, other] = await Promise.all([createUser(), createUser()]);
    const { id, deviceId } = await register(me);
    expect((await addDevice(other, id)).status).toBe(403);
    expect((await removeDevice(other, id, deviceId)).status).toBe(403);
    expect((await addDevice(me, 'no-such-subscription')).status).toBe(404);
  });

  it('when the plan is not the Family plan, then a second device is refused', async () => {
    const me = await createUser();
    const { id } = await register(me, premium);
    const res = await addDevice(me, id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(FAMILY_MESSAGES.onlyFamily);
  });

  it('when 2 devices are covered, then moving to a one-device plan is refused until one is removed', async () => {
    const me = await createUser();
    const { id } = await register(me);
    expect((await addDevice(me, id)).status).toBe(201);
    const res = await request(app)
      .put(`/api/subscriptions/${id}/update`)
      .set(...bearer(me))
      .send({ planType: premium.planType, selectedAddons: [] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Remove devices until one is left before moving to a plan that covers one device.',
    );
  });

  it('when claims are filed on two devices of a Family plan, then they count against its one yearly limit', async () => {
    const me = await createUser();
    const { id, deviceId } = await register(me);
    const second = await addDevice(me, id);
    const third = await addDevice(me, id);
    expect((await fileClaim(me, deviceId)).status).toBe(201);
    expect((await fileClaim(me, second.body.device.id as string)).status).toBe(201);
    const over = await fileClaim(me, third.body.device.id as string);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(CLAIM_MESSAGES.claimLimitReached);
  });

  it('when a Family plan is cancelled with a refund, then every covered IMEI is released', async () => {
    const [me, buyer] = await Promise.all([createUser(), createUser()]);
    const { id, imei } = await register(me);
    const added = [uniqueImei(), uniqueImei()];
    for (const other of added) expect((await addDevice(me, id, other)).status).toBe(201);
    const res = await request(app)
      .post(`/api/subscriptions/${id}/cancel`)
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey());
    expect(res.status).toBe(200);
    expect(res.body.subscription.status).toBe('canceled');
    for (const released of [imei, ...added]) expect(await guardOf(released)).toBe(false);
    await register(buyer, premium, added[1]);
    // A cancelled subscription takes no more devices.
    const late = await addDevice(me, id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(FAMILY_MESSAGES.notActive);
  });

  it('when a Family plan was refunded, then a device it covered gets no second money-back refund with another customer', async () => {
    const [me, buyer] = await Promise.all([createUser(), createUser()]);
    const { id } = await register(me);
    const second = uniqueImei();
    expect((await addDevice(me, id, second)).status).toBe(201);
    const refunded = await request(app)
      .post(`/api/subscriptions/${id}/cancel`)
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey());
    expect(refunded.status).toBe(200);
    expect(refunded.body.subscription.status).toBe('canceled');

    // The second device, registered alone by someone else, has had its refund.
    const again = await register(buyer, premium, second);
    const preview = await request(app)
      .get(`/api/subscriptions/${again.id}`)
      .set(...bearer(buyer));
    expect(preview.body.subscription.cancellation).toMatchObject({
      refund: false,
      reason: 'already_used',
    });
    const cancelled = await request(app)
      .post(`/api/subscriptions/${again.id}/cancel`)
      .set(...bearer(buyer))
      .set('Idempotency-Key', newIdempotencyKey());
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refund).toBeNull();
    expect(cancelled.body.subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    const refunds = (await docsWhere('payments', 'userId', buyer.uid)).filter(
      (p) => p.type === 'refund',
    );
    expect(refunds).toHaveLength(0);
  });

  it('when a device claimed on a Family plan is removed and registered alone, then its claims still count against its yearly limit', async () => {
    const me = await createUser();
    const { id, deviceId } = await register(me);
    const secondImei = uniqueImei();
    const second = await addDevice(me, id, secondImei);
    expect((await fileClaim(me, deviceId)).status).toBe(201);
    expect((await fileClaim(me, second.body.device.id as string)).status).toBe(201);
    expect((await removeDevice(me, id, second.body.device.id as string)).status).toBe(200);

    const alone = await register(me, family, secondImei);
    const over = await fileClaim(me, alone.deviceId);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(CLAIM_MESSAGES.claimLimitReached);
  });

  it('when a Family plan with 2 devices is due, then the billing run renews it once at its one price', async () => {
    const me = await createUser();
    const { id } = await register(me);
    expect((await addDevice(me, id)).status).toBe(201);
    const billing = createBillingService({
      ...createRepositories(firestore),
      messages: createMessages({ siteUrl: 'http://127.0.0.1:5000' }),
      gateway: sandboxGateway(clock),
      clock,
    });
    const due = new Date(now.getTime() + 32 * 24 * 60 * 60 * 1000);
    await billing.run(due);
    await billing.run(due);
    const renewals = (await docsWhere('payments', 'userId', me.uid)).filter(
      (p) => p.type === 'renewal',
    );
    expect(renewals).toHaveLength(1);
    expect(renewals[0]?.amountCents).toBe(2999);
  });
});
