// Deductibles at claim time (issue 22 item 3): approving a claim charges the deductible of the plan version
// in force on its incident day to the subscription's card, off-session and once per claim; a declined one
// leaves the claim approved with the deductible due, which blocks Mark Repaired until the customer pays it
// on the claim (3-D Secure included); a $0 deductible charges nothing; an old claim its plan never covered
// cannot be approved.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { ClaimWire } from '@protect/domain';
import { createLocalDiskFileStore } from '../../src/adapters/file-store';
import {
  type PaymentGateway,
  PaymentGatewayUnavailableError,
} from '../../src/adapters/payment-gateway';
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
} from '../support/payments';

// Basic: theft not covered. The phone's screen deductible is $79 (its price record's); the free phone's $0.
const basic = aPlan({
  planType: 'basic',
  name: 'Basic Plan',
  monthlyPriceCents: 999,
  isPriceRange: true,
  claimLimit: 20,
});
const phone = aDevicePricing({ deviceBrand: 'Deductco', deductibleScreenCents: 7900 });
const freePhone = aDevicePricing({
  deviceBrand: 'Deductco',
  deviceModel: 'Zero Deductible',
  deductibleScreenCents: 0,
});

const today = () => new Date().toISOString().slice(0, 10);

describe('deductibles at claim time', () => {
  const filesDir = path.join(os.tmpdir(), `deductibles-${process.pid}`);
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
    cleanUp = await storeCatalogue({ plans: [basic], devices: [phone, freePhone] });
    [admin, otherAdmin] = await Promise.all([
      createUser({ role: 'admin' }),
      createUser({ role: 'admin' }),
    ]);
  });
  afterAll(async () => {
    await cleanUp();
    await fs.rm(filesDir, { recursive: true, force: true });
  });

  /** A customer with a phone on Basic, paid with pm_card_visa, and a screen claim filed on it. */
  async function customerWithClaim(device = phone, claimType = 'screen_damage') {
    const me = await createUser();
    const registered = await request(app)
      .post('/api/payment/create-subscription-with-device')
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send(registrationBody({ plan: basic, device }));
    expect(registered.status).toBe(201);
    const filed = await request(app)
      .post('/api/claims')
      .set(...bearer(me))
      .field('device_id', registered.body.device.id)
      .field('claim_type', claimType)
      .field('description', 'Dropped it on the pavement')
      .field('incident_date', today());
    expect(filed.status).toBe(201);
    return {
      me,
      subscriptionId: registered.body.subscription.id as string,
      claim: filed.body.claim as ClaimWire,
    };
  }

  const setStatus = (id: string, status: string, as = admin) =>
    request(app)
      .put(`/api/admin/claim/${id}/status`)
      .set(...bearer(as))
      .send({ status });

  const pay = (me: TestUser, claimId: string, paymentMethodId: string, key = newIdempotencyKey()) =>
    request(app)
      .post(`/api/claims/${claimId}/deductible`)
      .set(...bearer(me))
      .set('Idempotency-Key', key)
      .send({ paymentMethodId });

  /** The customer's deductible payments as the Payments tab lists them. */
  async function deductiblePayments(me: TestUser) {
    const res = await request(app)
      .get('/api/payment/user')
      .set(...bearer(me));
    expect(res.status).toBe(200);
    return (
      res.body.payments as { payment_type: string; amount: number; status: string; id: string }[]
    ).filter((p) => p.payment_type === 'deductible');
  }

  /** A card that attaches but whose charges fail: the approval's off-session charge is declined. */
  async function switchToFailingCard(me: TestUser, subscriptionId: string) {
    const res = await request(app)
      .put(`/api/subscriptions/${subscriptionId}/payment-method`)
      .set(...bearer(me))
      .send({ paymentMethodId: 'pm_card_chargeCustomerFail' });
    expect(res.status).toBe(200);
  }

  it('when an admin approves a claim, then the judged deductible is charged once to the subscription card and shown as a deductible payment', async () => {
    const { me, claim } = await customerWithClaim();
    expect(claim.judged_by?.deductible).toBe(79);
    expect(claim.deductible).toBeNull();

    const approved = await setStatus(claim.id, 'approved');
    expect(approved.status).toBe(200);
    expect(approved.body.claim).toMatchObject({
      status: 'approved',
      deductible: { amount: 79, status: 'paid', payment_id: `${claim.id}_deductible` },
      deductible_due: false,
    });
    expect(await deductiblePayments(me)).toEqual([
      expect.objectContaining({ id: `${claim.id}_deductible`, amount: 79, status: 'succeeded' }),
    ]);
    // The first month, then the deductible.
    const charges = await sandboxChargesOf(me.uid);
    expect(charges).toHaveLength(2);
    expect(charges.filter((c) => c.amountCents === 7900)).toHaveLength(1);

    // Approving again is refused and charges nothing more; Mark Repaired is allowed once paid.
    expect((await setStatus(claim.id, 'approved')).status).toBe(409);
    expect(await sandboxChargesOf(me.uid)).toHaveLength(2);
    expect((await setStatus(claim.id, 'completed')).status).toBe(200);
  });

  it('when two admins approve the same claim at once, then one wins, the card is charged once and one payment is recorded', async () => {
    const { me, claim } = await customerWithClaim();
    const answers = await Promise.all([
      setStatus(claim.id, 'approved'),
      setStatus(claim.id, 'approved', otherAdmin),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await sandboxChargesOf(me.uid)).filter((c) => c.amountCents === 7900)).toHaveLength(1);
    expect(await deductiblePayments(me)).toHaveLength(1);
  });

  it('when two admins approve an appealed claim at once, then the deductible is charged once, as for any approval', async () => {
    const { me, claim } = await customerWithClaim();
    const rejected = await request(app)
      .put(`/api/admin/claim/${claim.id}/status`)
      .set(...bearer(admin))
      .send({ status: 'rejected', reason: 'insufficient_evidence' });
    expect(rejected.status).toBe(200);
    const appealed = await request(app)
      .post(`/api/claims/${claim.id}/appeal`)
      .set(...bearer(me))
      .field('text', 'The photos I sent show the cracked screen clearly.');
    expect(appealed.status).toBe(200);

    const answers = await Promise.all([
      setStatus(claim.id, 'approved'),
      setStatus(claim.id, 'approved', otherAdmin),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await sandboxChargesOf(me.uid)).filter((c) => c.amountCents === 7900)).toHaveLength(1);
    expect(await deductiblePayments(me)).toEqual([
      expect.objectContaining({ amount: 79, status: 'succeeded' }),
    ]);
  });

  it('when the card declines the deductible, then the claim stays approved with it due, cannot be marked repaired, and the customer pays it on the claim', async () => {
    const { me, subscriptionId, claim } = await customerWithClaim();
    await switchToFailingCard(me, subscriptionId);

    const approved = await setStatus(claim.id, 'approved');
    expect(approved.status).toBe(200);
    expect(approved.body.claim).toMatchObject({
      status: 'approved',
      deductible: { amount: 79, status: 'due', payment_id: null },
      deductible_due: true,
    });
    expect(await deductiblePayments(me)).toEqual([
      expect.objectContaining({ amount: 79, status: 'failed' }),
    ]);

    const repaired = await setStatus(claim.id, 'completed');
    expect(repaired.status).toBe(409);
    expect(repaired.body.message).toBe(
      'The deductible of $79.00 must be paid before the claim can be marked repaired',
    );

    // Only the owner pays, and only a claim that exists.
    const stranger = await createUser();
    expect((await pay(stranger, claim.id, 'pm_card_visa')).status).toBe(403);
    expect((await pay(me, 'no-such-claim', 'pm_card_visa')).status).toBe(404);

    // A card that declines is told as a decline, and the deductible stays due.
    const declined = await pay(me, claim.id, 'pm_card_visa_chargeDeclined');
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });

    const paid = await pay(me, claim.id, 'pm_card_visa');
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      message: 'Deductible of $79.00 paid',
      claim: { deductible: { status: 'paid' }, deductible_due: false },
      payment: { payment_type: 'deductible', amount: 79, status: 'succeeded' },
    });
    const listed = await request(app)
      .get(`/api/claims/user/${me.uid}`)
      .set(...bearer(me));
    expect(listed.body.claims[0]).toMatchObject({ deductible: { status: 'paid', amount: 79 } });

    // Nothing is due any more: a second payment is refused and charges nothing.
    expect((await pay(me, claim.id, 'pm_card_visa')).status).toBe(409);
    expect(
      (await deductiblePayments(me)).filter((p) => p.status === 'succeeded').map((p) => p.amount),
    ).toEqual([79]);
    expect((await setStatus(claim.id, 'completed')).status).toBe(200);
  });

  /** Deductible charges of the customer at the sandbox gateway (not the registration's). */
  async function deductibleCharges(me: TestUser) {
    return (await sandboxChargesOf(me.uid)).filter(
      (charge) => (charge.metadata as { purpose?: string } | undefined)?.purpose === 'deductible',
    );
  }

  it('when the approval charged the card but its answer was lost, then paying on the claim finds that charge and the customer pays once', async () => {
    const sandbox = sandboxGateway();
    let lose = true;
    const losing: PaymentGateway = {
      ...sandbox,
      async charge(input) {
        const outcome = await sandbox.charge(input);
        if (lose && input.idempotencyKey.startsWith('deductible:')) {
          lose = false;
          throw new PaymentGatewayUnavailableError('timed out after the charge');
        }
        return outcome;
      },
    };
    const timingOut = createApp({
      firestore,
      auth,
      config: { ...loadConfig(), paymentRateLimit: { max: 10_000, windowMs: 60_000 } },
      fileStore: createLocalDiskFileStore(filesDir),
      gateway: { kind: 'sandbox', gateway: { ...sandbox, ...losing } },
    });
    const { me, claim } = await customerWithClaim();
    const approved = await request(timingOut)
      .put(`/api/admin/claim/${claim.id}/status`)
      .set(...bearer(admin))
      .send({ status: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body.claim).toMatchObject({ deductible_due: true });

    const paid = await request(timingOut)
      .post(`/api/claims/${claim.id}/deductible`)
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send({ paymentMethodId: 'pm_card_mastercard' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      message: 'Deductible of $79.00 paid',
      claim: { deductible: { status: 'paid' }, deductible_due: false },
    });
    const charges = await deductibleCharges(me);
    expect(charges.map((c) => [c.amountCents, c.paymentMethodId])).toEqual([
      [7900, 'pm_card_visa'],
    ]);
    expect(
      (await deductiblePayments(me)).filter((p) => p.status === 'succeeded').map((p) => p.amount),
    ).toEqual([79]);
  });

  it('when the customer pays a due deductible twice at once with different keys, then it is paid once and the other charge is refunded', async () => {
    const { me, subscriptionId, claim } = await customerWithClaim();
    await switchToFailingCard(me, subscriptionId);
    expect((await setStatus(claim.id, 'approved')).status).toBe(200);

    const answers = await Promise.all([
      pay(me, claim.id, 'pm_card_visa'),
      pay(me, claim.id, 'pm_card_mastercard'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const kept = (await deductibleCharges(me)).filter(
      (c) => c.status === 'succeeded' && c.refundedCents === 0,
    );
    expect(kept.map((c) => c.amountCents)).toEqual([7900]);
  });

  it('when the customer pays with a card that needs 3-D Secure, then it answers requires_action and the same request after confirming pays once', async () => {
    const { me, subscriptionId, claim } = await customerWithClaim();
    await switchToFailingCard(me, subscriptionId);
    expect((await setStatus(claim.id, 'approved')).body.claim.deductible_due).toBe(true);

    const key = newIdempotencyKey();
    const first = await pay(me, claim.id, 'pm_card_authenticationRequired', key);
    expect(first.status).toBe(402);
    expect(first.body).toMatchObject({ code: 'requires_action', requires_action: true });
    const confirmed = await request(app)
      .post('/api/payment/sandbox/authenticate')
      .set(...bearer(me))
      .send({ clientSecret: first.body.payment_intent_client_secret, outcome: 'succeed' });
    expect(confirmed.status).toBe(200);

    const second = await pay(me, claim.id, 'pm_card_authenticationRequired', key);
    expect(second.status).toBe(200);
    expect(second.body.claim.deductible.status).toBe('paid');
    // A retry of the same request answers the same payment.
    const again = await pay(me, claim.id, 'pm_card_authenticationRequired', key);
    expect(again.body.payment.id).toBe(second.body.payment.id);
    const charged = (await sandboxChargesOf(me.uid)).filter(
      (c) => c.amountCents === 7900 && c.status === 'succeeded',
    );
    expect(charged).toHaveLength(1);
  });

  it('when the deductible is $0, then approval charges nothing, nothing is due and the claim can be marked repaired', async () => {
    const { me, claim } = await customerWithClaim(freePhone);
    const approved = await setStatus(claim.id, 'approved');
    expect(approved.status).toBe(200);
    expect(approved.body.claim).toMatchObject({
      deductible: { amount: 0, status: 'none', payment_id: null },
      deductible_due: false,
    });
    expect(await sandboxChargesOf(me.uid)).toHaveLength(1);
    expect(await deductiblePayments(me)).toEqual([]);
    expect((await pay(me, claim.id, 'pm_card_visa')).status).toBe(409);
    expect((await setStatus(claim.id, 'completed')).status).toBe(200);
  });

  it('when an older claim (no judgement kept) is of a peril its plan never covered, then it cannot be approved and nothing is charged', async () => {
    const { me, claim } = await customerWithClaim();
    // As a claim filed before claims were judged: theft on Basic, which does not cover theft.
    await firestore
      .collection(collections.claims)
      .doc(claim.id)
      .update({ claimType: 'theft', judgedBy: null });
    const approved = await setStatus(claim.id, 'approved');
    expect(approved.status).toBe(409);
    expect(approved.body.message).toBe('Your Basic Plan does not cover theft');
    expect((await docsWhere('claims', 'userId', me.uid))[0]?.status).toBe('pending');
    expect(await sandboxChargesOf(me.uid)).toHaveLength(1);
  });
});
