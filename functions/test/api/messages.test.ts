// The outbox (issue 24): each event writes exactly one mail document in its own transaction, to the
// customer, of its kind, with its key facts, also when its request is retried with the same Idempotency-Key
// and when two admins approve a claim at once. (The billing run's messages: billing.test.ts.)
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { ClaimWire } from '@protect/domain';
import { createLocalDiskFileStore } from '../../src/adapters/file-store';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { MailDoc } from '../../src/repositories/mail';
import { aDevicePricing, aPlan } from '../support/builders';
import {
  type TestUser,
  auth,
  bearer,
  createUser,
  firestore,
  storeCatalogue,
} from '../support/emulator';
import { pdfText } from '../support/pdf-text';
import {
  docsWhere,
  newIdempotencyKey,
  registrationBody,
  sandboxGateway,
} from '../support/payments';

const basic = aPlan({
  planType: 'basic',
  name: 'Basic Plan',
  monthlyPriceCents: 999,
  claimLimit: 20,
});
const premium = aPlan({ planType: 'premium', name: 'Premium Plan', monthlyPriceCents: 1999 });
const phone = aDevicePricing({ deviceBrand: 'Mailco', deductibleScreenCents: 4900 });

const today = () => new Date().toISOString().slice(0, 10);

describe('the messages each event queues', () => {
  const filesDir = path.join(os.tmpdir(), `messages-${process.pid}`);
  const app = createApp({
    firestore,
    auth,
    config: { ...loadConfig(), paymentRateLimit: { max: 10_000, windowMs: 60_000 } },
    fileStore: createLocalDiskFileStore(filesDir),
    gateway: { kind: 'sandbox', gateway: sandboxGateway() },
  });
  let admin: TestUser;
  let otherAdmin: TestUser;
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    cleanUp = await storeCatalogue({ plans: [basic, premium], devices: [phone] });
    [admin, otherAdmin] = await Promise.all([
      createUser({ role: 'admin' }),
      createUser({ role: 'admin' }),
    ]);
  });
  afterAll(async () => {
    await cleanUp();
    await fs.rm(filesDir, { recursive: true, force: true });
  });

  /** The customer's queued messages of one kind. */
  const mailOf = async (me: TestUser, kind: string) =>
    ((await docsWhere('mail', 'uid', me.uid)) as unknown as MailDoc[]).filter(
      (m) => m.kind === kind,
    );

  function register(
    me: TestUser,
    plan = basic,
    key = newIdempotencyKey(),
    body = registrationBody({ plan, device: phone }),
  ) {
    return request(app)
      .post('/api/payment/create-subscription-with-device')
      .set(...bearer(me))
      .set('Idempotency-Key', key)
      .send(body);
  }

  async function registered(me: TestUser, plan = basic) {
    const res = await register(me, plan);
    expect(res.status).toBe(201);
    return {
      subscriptionId: res.body.subscription.id as string,
      deviceId: res.body.device.id as string,
      firstPayment: `$${(res.body.payment.amount as number).toFixed(2)}`,
    };
  }

  async function fileClaim(me: TestUser, deviceId: string): Promise<ClaimWire> {
    const filed = await request(app)
      .post('/api/claims')
      .set(...bearer(me))
      .field('device_id', deviceId)
      .field('claim_type', 'screen_damage')
      .field('description', 'Dropped it on the pavement')
      .field('incident_date', today());
    expect(filed.status).toBe(201);
    return filed.body.claim as ClaimWire;
  }

  const decide = (id: string, body: object, as = admin) =>
    request(app)
      .put(`/api/admin/claim/${id}/status`)
      .set(...bearer(as))
      .send(body);

  it('when a registration is paid, and retried with the same key, then one receipt with the certificate attached is queued', async () => {
    const me = await createUser();
    const key = newIdempotencyKey();
    const body = registrationBody({ plan: basic, device: phone });
    const first = await register(me, basic, key, body);
    expect(first.status).toBe(201);
    expect((await register(me, basic, key, body)).status).toBe(201);

    const [receipt, ...more] = await mailOf(me, 'registration-receipt');
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({
      to: me.email,
      delivery: { state: 'PENDING', attempts: 0 },
      message: { subject: `Your receipt and policy certificate POL-${first.body.subscription.id}` },
    });
    expect(receipt!.message.text).toContain(`$${first.body.payment.amount.toFixed(2)}`);
    expect(receipt!.message.text).toContain(first.body.device.imei);
    const [certificate] = receipt!.message.attachments ?? [];
    expect(certificate).toMatchObject({ encoding: 'base64', contentType: 'application/pdf' });
    const text = await pdfText(Buffer.from(certificate!.content, 'base64'));
    expect(text).toContain(first.body.device.imei);
    expect(text).toContain('Basic Plan');
  });

  it('when an upgrade is paid, and retried with the same key, then one confirmation with due today, the new total and its day', async () => {
    const me = await createUser();
    const { subscriptionId } = await registered(me);
    const update = await request(app)
      .put(`/api/subscriptions/${subscriptionId}/update`)
      .set(...bearer(me))
      .send({ planType: String(premium.id) });
    expect(update.status).toBe(200);
    const key = newIdempotencyKey();
    const pay = () =>
      request(app)
        .post('/api/payment/create-payment')
        .set(...bearer(me))
        .set('Idempotency-Key', key)
        .send({
          amount: update.body.amount_due_now,
          paymentMethodId: 'pm_card_mastercard',
          subscriptionId,
          planId: premium.id,
        });
    expect((await pay()).status).toBe(200);
    expect((await pay()).status).toBe(200);

    const confirmations = await mailOf(me, 'plan-change');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.message.subject).toBe('Your plan changes to Premium Plan');
    expect(confirmations[0]!.message.text).toContain(`$${update.body.amount_due_now.toFixed(2)}`);
    expect(confirmations[0]!.message.text).toContain('$19.99');
  });

  it('when a downgrade is scheduled, then its confirmation says nothing is charged today', async () => {
    const me = await createUser();
    const { subscriptionId } = await registered(me, premium);
    const update = await request(app)
      .put(`/api/subscriptions/${subscriptionId}/update`)
      .set(...bearer(me))
      .send({ planType: String(basic.id) });
    expect(update.status).toBe(200);
    const [confirmation, ...more] = await mailOf(me, 'plan-change');
    expect(more).toEqual([]);
    expect(confirmation!.message.text).toContain('Nothing is charged today.');
  });

  it('when a subscription is cancelled within 30 days, and retried with the same key, then one message with the refund', async () => {
    const me = await createUser();
    const { subscriptionId, firstPayment } = await registered(me);
    const key = newIdempotencyKey();
    const cancel = () =>
      request(app)
        .post(`/api/subscriptions/${subscriptionId}/cancel`)
        .set(...bearer(me))
        .set('Idempotency-Key', key);
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(200);
    const [cancellation, ...more] = await mailOf(me, 'cancellation');
    expect(more).toEqual([]);
    expect(cancellation!.message.text).toContain('Refund');
    expect(cancellation!.message.text).toContain(firstPayment);
  });

  it('when a claim is filed, then one received message with its number', async () => {
    const me = await createUser();
    const { deviceId } = await registered(me);
    const claim = await fileClaim(me, deviceId);
    const [received, ...more] = await mailOf(me, 'claim-received');
    expect(more).toEqual([]);
    expect(received).toMatchObject({
      to: me.email,
      message: { subject: `We received your claim ${claim.claim_number}` },
    });
  });

  it('when two admins approve a claim at once, then one approval with its deductible is queued', async () => {
    const me = await createUser();
    const { deviceId } = await registered(me);
    const claim = await fileClaim(me, deviceId);
    const answers = await Promise.all([
      decide(claim.id, { status: 'approved', from: 'pending' }),
      decide(claim.id, { status: 'approved', from: 'pending' }, otherAdmin),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [approved, ...more] = await mailOf(me, 'claim-approved');
    expect(more).toEqual([]);
    expect(approved!.message.text).toContain('$49.00');
    expect(await mailOf(me, 'deductible-due')).toEqual([]);

    expect((await decide(claim.id, { status: 'completed' })).status).toBe(200);
    expect(await mailOf(me, 'claim-completed')).toHaveLength(1);
  });

  it('when the card is declined for an approval deductible, then one deductible-due message', async () => {
    const me = await createUser();
    const { subscriptionId, deviceId } = await registered(me);
    const claim = await fileClaim(me, deviceId);
    const changed = await request(app)
      .put(`/api/subscriptions/${subscriptionId}/payment-method`)
      .set(...bearer(me))
      .send({ paymentMethodId: 'pm_card_chargeCustomerFail' });
    expect(changed.status).toBe(200);
    expect((await decide(claim.id, { status: 'approved' })).status).toBe(200);
    const [due, ...more] = await mailOf(me, 'deductible-due');
    expect(more).toEqual([]);
    expect(due!.message.subject).toBe(
      `Your deductible of $49.00 is due for claim ${claim.claim_number}`,
    );
  });

  it('when a claim is rejected, then one message with the reason in plain words and the note', async () => {
    const me = await createUser();
    const { deviceId } = await registered(me);
    const claim = await fileClaim(me, deviceId);
    const rejected = await decide(claim.id, {
      status: 'rejected',
      reason: 'insufficient_evidence',
      note: 'The photos do not show the screen',
    });
    expect(rejected.status).toBe(200);
    const [message, ...more] = await mailOf(me, 'claim-rejected');
    expect(more).toEqual([]);
    expect(message!.message.text).toContain(
      'The photos and details sent are not enough to show what happened',
    );
    expect(message!.message.text).toContain('The photos do not show the screen');
  });
});
