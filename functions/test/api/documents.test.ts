// The customer's documents as PDF downloads (issue 24): GET /api/subscriptions/{id}/certificate.pdf and
// GET /api/payments/{id}/receipt.pdf, for the owner or an admin only, read back as a PDF reader shows them.
import request from 'supertest';
import { certificateNumber, formatCents } from '@protect/domain';
import { aDevicePricing, aPlan } from '../support/builders';
import {
  type TestUser,
  auth,
  bearer,
  createUser,
  repos,
  storeCatalogue,
} from '../support/emulator';
import { newIdempotencyKey, paymentsApp, registrationBody, uniqueImei } from '../support/payments';
import { pdfText } from '../support/pdf-text';

const family = aPlan({
  planType: 'family',
  name: 'Family Plan',
  monthlyPriceCents: 2999,
  deductibles: {
    screen: { kind: 'amount', cents: 2999 },
    backGlass: { kind: 'amount', cents: 3999 },
    theft: { kind: 'amount', cents: 9900 },
  },
});
const phone = aDevicePricing({ planPriceCents: 1299 });
const tablet = aDevicePricing({ deviceModel: `Test Tab ${Date.now()}`, planPriceCents: 1499 });

/** Supertest's buffered body of a binary answer. */
function binary(res: request.Response, callback: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

describe('documents: the policy certificate and receipts', () => {
  const app = paymentsApp({ paymentRateLimit: { max: 10_000, windowMs: 60_000 } });
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    cleanUp = await storeCatalogue({ plans: [family], devices: [phone, tablet] });
  });
  afterAll(() => cleanUp());

  /** A Family subscription covering a phone and a tablet, paid by the sandbox's test Visa. */
  async function familySubscriber() {
    const me = await createUser({ displayName: 'Quinn Quote' });
    const imeis = [uniqueImei(), uniqueImei()];
    const registered = await request(app)
      .post('/api/payment/create-subscription-with-device')
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send(registrationBody({ plan: family, device: phone, imei: imeis[0] }));
    expect(registered.status).toBe(201);
    const subscriptionId = registered.body.subscription.id as string;
    const added = await request(app)
      .post(`/api/subscriptions/${subscriptionId}/devices`)
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send({
        deviceData: {
          device_pricing_id: tablet.id,
          brand: tablet.deviceBrand,
          model: tablet.deviceModel,
          imei: imeis[1],
          condition: 'good',
        },
      });
    expect(added.status).toBe(201);
    return { me, subscriptionId, paymentId: registered.body.payment.id as string, imeis };
  }

  const get = (path: string, who?: TestUser) => {
    const call = request(app).get(path).buffer(true).parse(binary);
    return who ? call.set(...bearer(who)) : call;
  };

  it('when the owner asks for the certificate, then a dated PDF download holds the devices, plan, number and deductibles', async () => {
    const { me, subscriptionId, imeis } = await familySubscriber();
    const res = await get(`/api/subscriptions/${subscriptionId}/certificate.pdf`, me);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const number = certificateNumber(subscriptionId);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="policy-certificate-${number}-${today}.pdf"`,
    );
    const text = await pdfText(res.body as Buffer);
    const stored = await repos.subscriptions.get(subscriptionId);
    if (!stored) throw new Error('The subscription was not stored');
    expect(text).toContain(number);
    expect(text).toContain('Family Plan');
    expect(text).toContain('Quinn Quote');
    for (const imei of imeis) expect(text).toContain(imei);
    for (const deductible of Object.values(stored.deductibles))
      if (deductible.kind === 'amount') expect(text).toContain(formatCents(deductible.cents));
    expect(text).toContain(formatCents(stored.coverageLimitCents));
  });

  it('when the owner asks for a payment receipt, then it shows the amount, what it paid for and the card', async () => {
    const { me, paymentId } = await familySubscriber();
    const res = await get(`/api/payments/${paymentId}/receipt.pdf`, me);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="receipt-${paymentId}-\\d{4}-\\d{2}-\\d{2}\\.pdf"$`),
    );
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain('Receipt');
    expect(text).toContain(formatCents(family.monthlyPriceCents ?? 0));
    expect(text).toContain('First month');
    expect(text).toContain('Visa ending in 4242');
  });

  it('when the first payment is refunded, then its receipt is a credit note', async () => {
    const { me, subscriptionId } = await familySubscriber();
    const cancelled = await request(app)
      .post(`/api/subscriptions/${subscriptionId}/cancel`)
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey());
    expect(cancelled.status).toBe(200);
    const refund = (await repos.payments.listForUser(me.uid)).find((p) => p.type === 'refund');
    if (!refund) throw new Error('The cancellation recorded no refund');
    const res = await get(`/api/payments/${refund.id}/receipt.pdf`, me);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename="credit-note-${refund.id}-`);
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain('Credit note');
    expect(text).toContain('Amount refunded');
    expect(text).toContain(formatCents(-refund.amountCents));
  });

  it('when another customer asks, then both documents answer 403 in the api error format; an admin gets them', async () => {
    const { subscriptionId, paymentId } = await familySubscriber();
    const [stranger, admin] = await Promise.all([createUser(), createUser({ role: 'admin' })]);
    for (const path of [
      `/api/subscriptions/${subscriptionId}/certificate.pdf`,
      `/api/payments/${paymentId}/receipt.pdf`,
    ]) {
      const refused = await request(app)
        .get(path)
        .set(...bearer(stranger));
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, code: 'forbidden' });
      const allowed = await get(path, admin);
      expect(allowed.status).toBe(200);
      expect(allowed.headers['content-type']).toBe('application/pdf');
    }
  });

  it('when the id is unknown, then 404; without a token or with a revoked one, then 401', async () => {
    const { me, subscriptionId, paymentId } = await familySubscriber();
    const unknown = await Promise.all([
      request(app)
        .get('/api/subscriptions/no-such-subscription/certificate.pdf')
        .set(...bearer(me)),
      request(app)
        .get('/api/payments/no-such-payment/receipt.pdf')
        .set(...bearer(me)),
    ]);
    for (const res of unknown) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'not_found' });
    }
    const paths = [
      `/api/subscriptions/${subscriptionId}/certificate.pdf`,
      `/api/payments/${paymentId}/receipt.pdf`,
    ];
    for (const path of paths) {
      const absent = await request(app).get(path);
      expect(absent.status).toBe(401);
      expect(absent.body).toMatchObject({ success: false, code: 'unauthenticated' });
    }
    // Revocation counts in whole seconds: a token signed in during the same second would still be valid.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await auth.revokeRefreshTokens(me.uid);
    for (const path of paths) {
      const revoked = await request(app)
        .get(path)
        .set(...bearer(me));
      expect(revoked.status).toBe(401);
      expect(revoked.body).toMatchObject({ success: false, code: 'unauthenticated' });
    }
  });
});
