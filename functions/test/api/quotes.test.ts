import request from 'supertest';
import { aDevicePricing, aPlan } from '../support/builders';
import { bearer, createUser, firestore, newApp, storeCatalogue } from '../support/emulator';

/**
 * This test's catalogue: a premium plan at 19.99 that covers theft, a basic plan priced per device, one device
 * at 11.49.
 */
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
const family = aPlan({ planType: 'family', name: 'Family Plan', monthlyPriceCents: 2999 });
const basic = aPlan({
  planType: 'basic',
  name: 'Basic Plan',
  monthlyPriceCents: 999,
  isPriceRange: true,
});
const retired = aPlan({ isActive: false });
/** A range plan that is not priced per device and has no single price: nothing to charge. */
const unpriced = aPlan({
  planType: 'standard',
  monthlyPriceCents: null,
  isPriceRange: true,
  priceMinCents: 999,
  priceMaxCents: 2999,
});
const device = aDevicePricing({ deviceValueCents: 84_900, planPriceCents: 1149 });

describe('quotes', () => {
  const app = newApp();
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    cleanUp = await storeCatalogue({
      plans: [premium, family, basic, retired, unpriced],
      devices: [device],
    });
  });
  afterAll(() => cleanUp());

  it('when a customer saves a premium quote with forged prices, then the server prices it from the stored plan', async () => {
    const me = await createUser();
    const res = await request(app)
      .post('/api/quotes')
      .set(...bearer(me))
      .send({
        deviceType: 'phone',
        deviceModel: device.id,
        planId: String(premium.id),
        imei: '123',
        monthlyPrice: 0.01,
        yearlyPrice: 0.12,
        userId: 'someone-else',
      });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.quote).toMatchObject({
      deviceBrand: 'Testco',
      deviceValue: 849,
      planId: String(premium.id),
      planName: 'Premium Plan',
      monthlyPrice: 19.99,
      yearlyPrice: 239.88,
      deductibles: { screen: 79, backGlass: 69, theft: 149 },
      imei: '123',
      userId: me.uid,
      userEmail: me.email,
    });
    const stored = (await firestore.collection('quotes').doc(res.body.quote.id).get()).data();
    expect(stored).toMatchObject({
      userId: me.uid,
      monthlyPriceCents: 1999,
      yearlyPriceCents: 23988,
      planId: premium.id,
    });
  });

  it("when the basic plan is quoted, then the price is the device's plan price and theft stays uncovered", async () => {
    const me = await createUser();
    const res = await request(app)
      .post('/api/quotes')
      .set(...bearer(me))
      .send({ deviceType: 'phone', deviceModel: device.id, planId: String(basic.id) });
    expect(res.status).toBe(201);
    expect(res.body.quote).toMatchObject({
      planType: 'basic',
      monthlyPrice: 11.49,
      yearlyPrice: 137.88,
      deductibles: { theft: 'No Coverage' },
    });
  });

  it('when the device or plan is unknown, then it answers 400 with the spec messages', async () => {
    const me = await createUser();
    const badDevice = await request(app)
      .post('/api/quotes')
      .set(...bearer(me))
      .send({ deviceType: 'phone', deviceModel: 'no-such-device', planId: String(premium.id) });
    expect(badDevice.status).toBe(400);
    expect(badDevice.body.errors).toEqual({ deviceModel: 'Please select a valid device model' });
    const badPlan = await request(app)
      .post('/api/quotes')
      .set(...bearer(me))
      .send({ deviceType: 'phone', deviceModel: device.id, planId: String(retired.id) });
    expect(badPlan.status).toBe(400);
    expect(badPlan.body.errors).toEqual({ planId: 'Please select a valid plan' });
  });

  it('when the plan has no price for the device, then it answers 400 and stores nothing, never a made-up price', async () => {
    const me = await createUser();
    const res = await request(app)
      .post('/api/quotes')
      .set(...bearer(me))
      .send({ deviceType: 'phone', deviceModel: device.id, planId: String(unpriced.id) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ planId: 'Please select a valid plan' });
    const mine = await firestore.collection('quotes').where('userId', '==', me.uid).get();
    expect(mine.size).toBe(0);
  });

  it('when the device id is a path Firestore cannot hold (a slash), then it answers 400, not 500', async () => {
    const me = await createUser();
    const res = await request(app)
      .post('/api/quotes')
      .set(...bearer(me))
      .send({ deviceType: 'phone', deviceModel: 'apple/iphone', planId: String(premium.id) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ deviceModel: 'Please select a valid device model' });
  });

  it('when customers list their quotes, then they see only their own, newest first', async () => {
    const me = await createUser();
    const other = await createUser();
    await request(app)
      .post('/api/quotes')
      .set(...bearer(other))
      .send({ deviceType: 'phone', deviceModel: device.id, planId: String(family.id) });
    const first = await request(app)
      .post('/api/quotes')
      .set(...bearer(me))
      .send({ deviceType: 'phone', deviceModel: device.id, planId: String(premium.id) });
    const second = await request(app)
      .post('/api/quotes')
      .set(...bearer(me))
      .send({ deviceType: 'phone', deviceModel: device.id, planId: String(family.id) });
    const res = await request(app)
      .get('/api/quotes')
      .set(...bearer(me));
    expect(res.status).toBe(200);
    expect((res.body.quotes as { id: string }[]).map((q) => q.id)).toEqual([
      second.body.quote.id,
      first.body.quote.id,
    ]);
  });
});
