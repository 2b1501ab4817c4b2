// DESIGN 5a: a custom device cannot be a listed model under another value. The dishonest customer types
// the most expensive listed phone as "another device" declared at $50, on both routes that price a custom
// device: the price preview (POST /api/device-pricing/custom) and the registration that charges.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { priceCustomDevice } from '@protect/domain';
import { claimConverter } from '../../src/repositories/claims';
import { collections } from '../../src/repositories/collections';
import { aDevicePricing, aPlan } from '../support/builders';
import {
  type TestUser,
  bearer,
  createUser,
  firestore,
  repos,
  storeCatalogue,
} from '../support/emulator';
import {
  docsWhere,
  newIdempotencyKey,
  paymentsApp,
  registrationBody,
  sandboxChargesOf,
} from '../support/payments';

// The seed's most expensive phone (emulators/seed/catalogue-data.ts), priced by the same tiers.
const fold = aDevicePricing({
  ...priceCustomDevice({
    deviceBrand: 'Samsung',
    deviceModel: 'Galaxy Z Fold7',
    deviceValueCents: 199_900,
  }),
  id: 'samsung-galaxy-z-fold7',
});
const basic = aPlan({
  planType: 'basic',
  name: 'Basic Plan',
  monthlyPriceCents: 999,
  isPriceRange: true,
});
const REFUSAL =
  "'Samsung Galaxy Z Fold7' is in our device list: choose it from the list instead of entering it as another device.";
// A $50 device's tier: $7.99 a month.
const CHEAPEST_CENTS = 799;

describe('a custom device that is a listed model', () => {
  const app = paymentsApp();
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    cleanUp = await storeCatalogue({ plans: [basic], devices: [fold] });
  });
  afterAll(() => cleanUp());

  function registerCustom(me: TestUser, device: { brand: string; model: string; value: number }) {
    const body = registrationBody({ plan: basic, device: fold, totalCents: CHEAPEST_CENTS });
    body.deviceData = {
      ...body.deviceData,
      device_pricing_id: 'custom',
      brand: device.brand,
      model: device.model,
      current_value: device.value,
    } as typeof body.deviceData;
    return request(app)
      .post('/api/payment/create-subscription-with-device')
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send(body);
  }

  it.each([
    ['samsung', 'galaxy z fold 7'],
    ['', 'Samsung Galaxy Z-Fold7'],
    ['SAMSUNG', 'Samsung galaxy.z.fold7'],
  ])(
    'when %p %p is priced as a custom device at $50, then it is refused with a message naming the listed model',
    async (brand, model) => {
      const me = await createUser();
      const res = await request(app)
        .post('/api/device-pricing/custom')
        .set(...bearer(me))
        .send({ device_brand: brand, device_model: model, device_value: 50 });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        code: 'validation_failed',
        message: REFUSAL,
      });
      expect(res.body.errors).toEqual({ device_model: REFUSAL });
    },
  );

  it('when an unlisted device is priced at $50, then it is priced by its value', async () => {
    const me = await createUser();
    const res = await request(app)
      .post('/api/device-pricing/custom')
      .set(...bearer(me))
      .send({ device_brand: 'Samsung', device_model: 'Galaxy Z Fold2', device_value: 50 });
    expect(res.status).toBe(200);
    expect(res.body.device).toMatchObject({ id: 'custom', device_value: 50, plan_price: 7.99 });
  });

  it('when the listed phone is registered as a custom device at $50, then it is refused on the model field and nothing is charged or recorded', async () => {
    const me = await createUser();
    const res = await registerCustom(me, { brand: 'samsung', model: 'GALAXY Z FOLD-7', value: 50 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', message: REFUSAL });
    expect(res.body.errors).toEqual({ 'deviceData.model': REFUSAL });
    expect(await sandboxChargesOf(me.uid)).toEqual([]);
    expect(await docsWhere('subscriptions', 'userId', me.uid)).toEqual([]);
    expect(await docsWhere('devices', 'userId', me.uid)).toEqual([]);
  });

  it('when an unlisted device is registered at $50, then it is covered at the cheapest tier', async () => {
    const me = await createUser();
    const res = await registerCustom(me, { brand: 'Nokia', model: 'G42 custom', value: 50 });
    expect(res.status).toBe(201);
    expect(res.body.subscription).toMatchObject({
      monthlyTotal: 7.99,
      device: { devicePricingId: 'custom', model: 'G42 custom', deviceValue: 50 },
    });
  });

  it('when a custom device is registered, then the admin sees it as custom with its declared value on the user page and the claim', async () => {
    const me = await createUser();
    const admin = await createUser({ role: 'admin' });
    const registered = await registerCustom(me, { brand: 'Nokia', model: 'G60 custom', value: 50 });
    expect(registered.status).toBe(201);
    const at = new Date();
    await repos.users.create({
      uid: me.uid,
      email: me.email,
      name: 'Pat',
      firstName: 'Pat',
      lastName: '',
      phone: '',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      role: 'customer',
      createdAt: at,
      updatedAt: at,
    });
    const userPage = await request(app)
      .get(`/api/admin/user/${me.uid}`)
      .set(...bearer(admin));
    expect(userPage.status).toBe(200);
    expect(userPage.body.devices).toEqual([
      expect.objectContaining({ devicePricingId: 'custom', deviceValue: 50 }),
    ]);
    expect(userPage.body.subscriptions).toEqual([
      expect.objectContaining({
        device: expect.objectContaining({ devicePricingId: 'custom', deviceValue: 50 }),
      }),
    ]);

    const claimId = randomUUID().replace(/-/g, '').slice(0, 20);
    await firestore
      .collection(collections.claims)
      .withConverter(claimConverter)
      .doc(claimId)
      .set({
        id: claimId,
        claimNumber: `CLM-2099-${claimId.slice(0, 8).toUpperCase()}`,
        userId: me.uid,
        userName: 'Pat',
        userEmail: me.email,
        deviceId: registered.body.device.id,
        subscriptionId: registered.body.subscription.id,
        brand: 'Nokia',
        model: 'G60 custom',
        claimType: 'screen_damage',
        description: 'Cracked screen',
        incidentDate: '2026-01-02',
        estimatedRepairCostCents: null,
        policeReportNumber: null,
        photos: [],
        status: 'pending',
        statusHistory: [
          { status: 'pending', at, by: me.uid, note: 'Claim submitted', reason: null },
        ],
        notes: null,
        judgedBy: null,
        deductible: null,
        appeal: null,
        createdAt: at,
        updatedAt: at,
      });
    const claim = await request(app)
      .get(`/api/admin/claim/${claimId}`)
      .set(...bearer(admin));
    expect(claim.status).toBe(200);
    expect(claim.body.device).toEqual({ devicePricingId: 'custom', deviceValue: 50 });
  });
});
