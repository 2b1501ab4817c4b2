// POST /api/payment/create-subscription-with-device on the sandbox gateway: server pricing, one charge per
// request id, one live subscription per IMEI, declines and 3-D Secure, and recovery after a failure.
import request from 'supertest';
import { addMonthsUtc } from '@protect/domain';
import type { PaymentGateway } from '../../src/adapters/payment-gateway';
import { PaymentGatewayUnavailableError } from '../../src/adapters/payment-gateway';
import { aDevicePricing, aPlan, anAddOn } from '../support/builders';
import { bearer, createUser, repos, stoppedClock, storeCatalogue } from '../support/emulator';
import {
  docsWhere,
  newIdempotencyKey,
  paymentsApp,
  registrationBody,
  sandboxChargesOf,
  sandboxGateway,
  uniqueImei,
} from '../support/payments';

const premium = aPlan({ planType: 'premium', name: 'Premium Plan', monthlyPriceCents: 1999 });
const basic = aPlan({
  planType: 'basic',
  name: 'Basic Plan',
  monthlyPriceCents: 999,
  isPriceRange: true,
});
const phone = aDevicePricing({ deviceValueCents: 79_900, planPriceCents: 1299 });
const warranty = anAddOn({ name: 'Extended Warranty', monthlyPriceCents: 299 });
const dataRecovery = anAddOn({ name: 'Data Recovery', monthlyPriceCents: 399 });

const PATH = '/api/payment/create-subscription-with-device';

describe('registering a device with its first payment', () => {
  const app = paymentsApp();
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    cleanUp = await storeCatalogue({
      plans: [premium, basic],
      devices: [phone],
      addOns: [warranty, dataRecovery],
    });
  });
  afterAll(() => cleanUp());

  it('when a customer pays for a listed phone with two add-ons, then the subscription, device and payment hold the server prices in cents', async () => {
    const me = await createUser();
    const body = registrationBody({ plan: basic, device: phone, addOns: [warranty, dataRecovery] });
    const res = await request(app)
      .post(PATH)
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send(body);

    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Registration completed successfully!');
    expect(res.body.subscription).toMatchObject({
      status: 'active',
      plan: { id: basic.id, price: 12.99 },
      monthlyTotal: 19.97,
      addons: [
        { id: warranty.id, monthlyPrice: 2.99 },
        { id: dataRecovery.id, monthlyPrice: 3.99 },
      ],
      addOns: { extendedWarranty: true, dataRecovery: true, accessoriesCoverage: false },
      device: { imei: body.deviceData.imei, devicePricingId: phone.id },
    });
    const [subscription] = await docsWhere('subscriptions', 'userId', me.uid);
    expect(subscription).toMatchObject({
      monthlyTotalCents: 1997,
      status: 'active',
      paidPeriods: 1,
    });
    const next = (subscription!.nextBillingDate as FirebaseFirestore.Timestamp).toDate();
    const created = (subscription!.createdAt as FirebaseFirestore.Timestamp).toDate();
    expect(next).toEqual(addMonthsUtc(created, 1));
    const payments = await docsWhere('payments', 'userId', me.uid);
    expect(payments).toEqual([
      expect.objectContaining({ amountCents: 1997, type: 'initial', status: 'succeeded' }),
    ]);
    const devices = await docsWhere('devices', 'userId', me.uid);
    expect(devices).toEqual([
      expect.objectContaining({ imei: body.deviceData.imei, deviceValueCents: 79_900 }),
    ]);
    expect(await sandboxChargesOf(me.uid)).toEqual([
      expect.objectContaining({ amountCents: 1997, status: 'succeeded' }),
    ]);
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
    const profile = await request(app)
      .get(`/api/customers/profile/${me.email}`)
      .set(...bearer(me));
    expect(profile.body.data.devices).toEqual([
      expect.objectContaining({
        imei: body.deviceData.imei,
        deviceValue: 799,
        subscriptionId: res.body.subscription.id,
      }),
    ]);
  });

  it('when the page shows an older price, then nothing is charged and the answer asks to refresh', async () => {
    const me = await createUser();
    const body = registrationBody({ plan: premium, device: phone, totalCents: 999 });
    const res = await request(app)
      .post(PATH)
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send(body);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('price_changed');
    expect(await sandboxChargesOf(me.uid)).toEqual([]);
  });

  it('when a custom model is registered, then it is priced from its stated value', async () => {
    const me = await createUser();
    const body = registrationBody({ plan: basic, device: phone, totalCents: 1499 });
    body.deviceData = {
      ...body.deviceData,
      device_pricing_id: 'custom',
      brand: 'Nokia',
      model: 'XR21 custom',
      current_value: 1000,
    } as typeof body.deviceData;
    const res = await request(app)
      .post(PATH)
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send(body);
    expect(res.status).toBe(201);
    expect(res.body.subscription).toMatchObject({
      monthlyTotal: 14.99,
      device: { devicePricingId: 'custom', model: 'XR21 custom', deviceValue: 1000 },
    });
  });

  it('when the same request id is sent twice at once, then the card is charged once and both answers name the same subscription', async () => {
    const me = await createUser();
    const key = newIdempotencyKey();
    const body = registrationBody({ plan: premium, device: phone });
    const [a, b] = await Promise.all([
      request(app)
        .post(PATH)
        .set(...bearer(me))
        .set('Idempotency-Key', key)
        .send(body),
      request(app)
        .post(PATH)
        .set(...bearer(me))
        .set('Idempotency-Key', key)
        .send(body),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.subscription.id).toBe(b.body.subscription.id);
    expect(await sandboxChargesOf(me.uid)).toHaveLength(1);
    expect(await docsWhere('subscriptions', 'userId', me.uid)).toHaveLength(1);
    // Later, too: a lost answer's retry gets the first answer.
    const c = await request(app)
      .post(PATH)
      .set(...bearer(me))
      .set('Idempotency-Key', key)
      .send(body);
    expect(c.status).toBe(201);
    expect(c.body.subscription.id).toBe(a.body.subscription.id);
  });

  it('when a request id is sent again with a different body, then it is refused', async () => {
    const me = await createUser();
    const key = newIdempotencyKey();
    const body = registrationBody({ plan: premium, device: phone });
    expect(
      (
        await request(app)
          .post(PATH)
          .set(...bearer(me))
          .set('Idempotency-Key', key)
          .send(body)
      ).status,
    ).toBe(201);
    const other = await request(app)
      .post(PATH)
      .set(...bearer(me))
      .set('Idempotency-Key', key)
      .send({ ...body, deviceData: { ...body.deviceData, imei: uniqueImei() } });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_key_reused');
  });

  it('when ten registrations of one IMEI race, then exactly one subscription is made and one card charged', async () => {
    const imei = uniqueImei();
    const customers = await Promise.all(Array.from({ length: 10 }, () => createUser()));
    const answers = await Promise.all(
      customers.map((me) =>
        request(app)
          .post(PATH)
          .set(...bearer(me))
          .set('Idempotency-Key', newIdempotencyKey())
          .send(registrationBody({ plan: premium, device: phone, imei })),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual(Array(9).fill(409));
    expect(refused[0]!.body.message).toBe('This device has already been registered.');
    expect(await docsWhere('subscriptions', 'imei', imei)).toHaveLength(1);
    const charges = (await Promise.all(customers.map((c) => sandboxChargesOf(c.uid)))).flat();
    expect(charges).toHaveLength(1);
  });

  it('when the IMEI is already covered, then a second registration is a 409 with the spec message', async () => {
    const [first, second] = await Promise.all([createUser(), createUser()]);
    const imei = uniqueImei();
    expect(
      (
        await request(app)
          .post(PATH)
          .set(...bearer(first))
          .set('Idempotency-Key', newIdempotencyKey())
          .send(registrationBody({ plan: premium, device: phone, imei }))
      ).status,
    ).toBe(201);
    const res = await request(app)
      .post(PATH)
      .set(...bearer(second))
      .set('Idempotency-Key', newIdempotencyKey())
      .send(registrationBody({ plan: premium, device: phone, imei }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This device has already been registered.');
  });

  it.each([
    ['pm_card_visa_chargeDeclined', 'generic_decline'],
    ['pm_card_visa_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
    ['pm_card_avsZipFail', 'incorrect_zip'],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card'],
  ])(
    'when the card %s is declined, then the answer is a 402 with %s and nothing is recorded',
    async (paymentMethodId, declineCode) => {
      const me = await createUser();
      const body = registrationBody({ plan: premium, device: phone, paymentMethodId });
      const res = await request(app)
        .post(PATH)
        .set(...bearer(me))
        .set('Idempotency-Key', newIdempotencyKey())
        .send(body);
      expect(res.status).toBe(402);
      expect(res.body).toMatchObject({
        success: false,
        code: 'card_declined',
        decline_code: declineCode,
      });
      expect(await docsWhere('subscriptions', 'userId', me.uid)).toEqual([]);
      expect(await docsWhere('devices', 'userId', me.uid)).toEqual([]);
      expect(await docsWhere('payments', 'userId', me.uid)).toEqual([]);
      // The IMEI is free for a retry with another card.
      const retry = await request(app)
        .post(PATH)
        .set(...bearer(me))
        .set('Idempotency-Key', newIdempotencyKey())
        .send({ ...body, paymentMethodId: 'pm_card_visa' });
      expect(retry.status).toBe(201);
    },
  );

  it('when the card needs 3-D Secure, then the answer asks for it, and the same request after it records the subscription', async () => {
    const me = await createUser();
    const key = newIdempotencyKey();
    const body = registrationBody({
      plan: premium,
      device: phone,
      paymentMethodId: 'pm_card_authenticationRequired',
    });
    const first = await request(app)
      .post(PATH)
      .set(...bearer(me))
      .set('Idempotency-Key', key)
      .send(body);
    expect(first.status).toBe(402);
    expect(first.body).toMatchObject({ code: 'requires_action', requires_action: true });
    expect(await docsWhere('subscriptions', 'userId', me.uid)).toEqual([]);

    const confirm = await request(app)
      .post('/api/payment/sandbox/authenticate')
      .set(...bearer(me))
      .send({ clientSecret: first.body.payment_intent_client_secret, outcome: 'succeed' });
    expect(confirm.status).toBe(200);
    const second = await request(app)
      .post(PATH)
      .set(...bearer(me))
      .set('Idempotency-Key', key)
      .send(body);
    expect(second.status).toBe(201);
    expect(await sandboxChargesOf(me.uid)).toHaveLength(1);
  });

  it('when 3-D Secure fails, then the payment is declined and nothing is recorded', async () => {
    const me = await createUser();
    const key = newIdempotencyKey();
    const body = registrationBody({
      plan: premium,
      device: phone,
      paymentMethodId: 'pm_card_authenticationRequired',
    });
    const first = await request(app)
      .post(PATH)
      .set(...bearer(me))
      .set('Idempotency-Key', key)
      .send(body);
    await request(app)
      .post('/api/payment/sandbox/authenticate')
      .set(...bearer(me))
      .send({ clientSecret: first.body.payment_intent_client_secret, outcome: 'fail' });
    const second = await request(app)
      .post(PATH)
      .set(...bearer(me))
      .set('Idempotency-Key', key)
      .send(body);
    expect(second.status).toBe(402);
    expect(second.body.code).toBe('card_declined');
    expect(await docsWhere('subscriptions', 'userId', me.uid)).toEqual([]);
  });

  it('when the gateway charges but the answer is lost, then a retry with the same request id records it without charging again', async () => {
    const sandbox = sandboxGateway();
    let loseAnswer = true;
    const flaky: PaymentGateway = {
      ...sandbox,
      async startSubscription(input) {
        const outcome = await sandbox.startSubscription(input);
        if (loseAnswer) {
          loseAnswer = false;
          throw new PaymentGatewayUnavailableError('connection reset after the charge');
        }
        return outcome;
      },
    };
    const flakyApp = paymentsApp({
      gateway: { kind: 'sandbox', gateway: { ...sandbox, ...flaky } },
    });
    const me = await createUser();
    const key = newIdempotencyKey();
    const body = registrationBody({ plan: premium, device: phone });
    const first = await request(flakyApp)
      .post(PATH)
      .set(...bearer(me))
      .set('Idempotency-Key', key)
      .send(body);
    expect(first.status).toBe(503);
    expect(first.body.message).toBe(
      'Payment service temporarily unavailable. Please try again in a few moments.',
    );
    expect(await docsWhere('subscriptions', 'userId', me.uid)).toEqual([]);

    const retry = await request(flakyApp)
      .post(PATH)
      .set(...bearer(me))
      .set('Idempotency-Key', key)
      .send(body);
    expect(retry.status).toBe(201);
    expect(await sandboxChargesOf(me.uid)).toHaveLength(1);
    expect(await docsWhere('payments', 'userId', me.uid)).toHaveLength(1);
  });

  it('when another registration takes the device while the card is being charged, then the charge is refunded and nothing is recorded', async () => {
    const sandbox = sandboxGateway();
    const racing: PaymentGateway = {
      ...sandbox,
      async startSubscription(input) {
        const outcome = await sandbox.startSubscription(input);
        // This request's hold ran out meanwhile, and another request took the device.
        const imei = input.metadata.imei!;
        const ours = {
          uid: input.metadata.userId!,
          key: input.metadata.requestId!,
          route: '',
          fingerprint: '',
        };
        await repos.subscriptions.releaseImei(imei, ours);
        await repos.subscriptions.reserveImei(imei, { ...ours, uid: 'someone-else' }, new Date());
        return outcome;
      },
    };
    const racingApp = paymentsApp({
      gateway: { kind: 'sandbox', gateway: { ...sandbox, ...racing } },
    });
    const me = await createUser();
    const res = await request(racingApp)
      .post(PATH)
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send(registrationBody({ plan: premium, device: phone }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This device has already been registered.');
    expect(await docsWhere('subscriptions', 'userId', me.uid)).toEqual([]);
    expect(await sandboxChargesOf(me.uid)).toEqual([
      expect.objectContaining({ refundedCents: 1999 }),
    ]);
  });

  it('when the request has no Idempotency-Key, then it is a 400 and nothing is charged', async () => {
    const me = await createUser();
    const res = await request(app)
      .post(PATH)
      .set(...bearer(me))
      .send(registrationBody({ plan: premium, device: phone }));
    expect(res.status).toBe(400);
    expect(await sandboxChargesOf(me.uid)).toEqual([]);
  });

  it('when one customer sends paying requests faster than the limit, then the extra ones are a 429 and charge nothing', async () => {
    const limited = paymentsApp({
      clock: stoppedClock(),
      paymentRateLimit: { max: 2, windowMs: 60_000 },
    });
    const me = await createUser();
    const send = () =>
      request(limited)
        .post(PATH)
        .set(...bearer(me))
        .set('Idempotency-Key', newIdempotencyKey())
        .send(registrationBody({ plan: premium, device: phone }));
    const statuses = [(await send()).status, (await send()).status, (await send()).status];
    expect(statuses).toEqual([201, 201, 429]);
    expect(await sandboxChargesOf(me.uid)).toHaveLength(2);
  });

  it('when nobody is signed in, then it is a 401', async () => {
    const res = await request(app)
      .post(PATH)
      .set('Idempotency-Key', newIdempotencyKey())
      .send(registrationBody({ plan: premium, device: phone }));
    expect(res.status).toBe(401);
  });

  it('when the IMEI fails its check digit, then it is a 400 naming the field', async () => {
    const me = await createUser();
    const body = registrationBody({ plan: premium, device: phone, imei: '490154203237519' });
    const res = await request(app)
      .post(PATH)
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send(body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain('deviceData.imei');
  });
});
