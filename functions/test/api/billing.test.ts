// The billing run: renewals charged once per period however often it runs, failed renewals past_due,
// cancelled subscriptions ending at their paid date, and reconciliation of charges without records.
import request from 'supertest';
import { addMonthsUtc } from '@protect/domain';
import { createRepositories } from '../../src/repositories';
import type { MailDoc } from '../../src/repositories/mail';
import { createBillingService } from '../../src/services/billing';
import { createMessages } from '../../src/services/messages';
import { aDevicePricing, aPlan } from '../support/builders';
import { type TestUser, bearer, createUser, firestore, storeCatalogue } from '../support/emulator';
import {
  docsWhere,
  newIdempotencyKey,
  paymentsApp,
  registrationBody,
  sandboxChargesOf,
  sandboxGateway,
} from '../support/payments';

const premium = aPlan({ planType: 'premium', name: 'Premium Plan', monthlyPriceCents: 1999 });
const phone = aDevicePricing();

describe('the billing run', () => {
  const start = new Date('2026-01-31T10:00:00Z');
  let now = start;
  const clock = { now: () => now };
  const app = paymentsApp({ clock });
  const billing = createBillingService({
    ...createRepositories(firestore),
    messages: createMessages({ siteUrl: 'http://127.0.0.1:5000' }),
    gateway: sandboxGateway(clock),
    clock,
  });
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    cleanUp = await storeCatalogue({ plans: [premium], devices: [phone] });
  });
  afterAll(() => cleanUp());
  beforeEach(() => {
    now = start;
  });

  /** The customer's queued messages of one kind, oldest first. */
  const mailOf = async (me: TestUser, kind: string) =>
    ((await docsWhere('mail', 'uid', me.uid)) as unknown as MailDoc[])
      .filter((m) => m.kind === kind)
      .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());

  async function changeCard(me: TestUser, id: string, paymentMethodId: string) {
    const changed = await request(app)
      .put(`/api/subscriptions/${id}/payment-method`)
      .set(...bearer(me))
      .send({ paymentMethodId });
    expect(changed.status).toBe(200);
  }

  async function register(me: TestUser): Promise<string> {
    const res = await request(app)
      .post('/api/payment/create-subscription-with-device')
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send(registrationBody({ plan: premium, device: phone }));
    expect(res.status).toBe(201);
    return res.body.subscription.id as string;
  }

  it('when it runs twice on the day a renewal is due, and twice more at once, then the renewal is charged once', async () => {
    const me = await createUser();
    const id = await register(me);
    const dueDay = new Date('2026-02-28T12:00:00Z'); // Jan 31 + 1 month, clamped
    await billing.run(dueDay);
    await Promise.all([billing.run(dueDay), billing.run(dueDay)]);
    await billing.run(new Date('2026-02-28T23:00:00Z'));

    const charges = await sandboxChargesOf(me.uid);
    expect(charges).toHaveLength(2);
    const renewals = (await docsWhere('payments', 'userId', me.uid)).filter(
      (p) => p.type === 'renewal',
    );
    expect(renewals).toEqual([expect.objectContaining({ amountCents: 1999, status: 'succeeded' })]);
    const [subscription] = await docsWhere('subscriptions', 'userId', me.uid);
    expect(subscription).toMatchObject({ id, status: 'active', paidPeriods: 2 });
    // Periods count from the start, so the end-of-month clamp does not drift: Jan 31 -> Feb 28 -> Mar 31.
    expect((subscription!.nextBillingDate as FirebaseFirestore.Timestamp).toDate()).toEqual(
      addMonthsUtc(start, 2),
    );
    // One receipt for the one renewal, however many runs.
    const receipts = await mailOf(me, 'renewal-receipt');
    expect(receipts).toEqual([
      expect.objectContaining({
        to: me.email,
        message: expect.objectContaining({ subject: 'Your receipt: Premium Plan renewed' }),
      }),
    ]);
    expect(receipts[0]!.message.text).toContain('March 31, 2026');
  });

  it('when a renewal stays unpaid, then reminders on days 0, 3 and 7 (each once), and on day 14 cover ends with a final notice', async () => {
    const me = await createUser();
    const id = await register(me);
    await changeCard(me, id, 'pm_card_chargeCustomerFail');
    const dueDay = new Date('2026-02-28T12:00:00Z');
    const onDay = (n: number, hour = 12) =>
      new Date(dueDay.getTime() + n * 86_400_000 + (hour - 12) * 3_600_000);
    for (let day = 0; day <= 13; day += 1) {
      await billing.run(onDay(day));
      if (day === 3) await billing.run(onDay(day, 20)); // a second run on a reminder day
    }

    const reminders = await mailOf(me, 'renewal-failed');
    expect(reminders.map((m) => m.message.subject)).toEqual([
      'Your payment of $19.99 did not go through',
      'Reminder: your payment of $19.99 is overdue',
      'Reminder: your payment of $19.99 is overdue',
    ]);
    expect(reminders[0]!.message.text).toContain(`/customer/subscription/${id}?step=payment`);
    expect(reminders[0]!.message.text).toContain('March 14, 2026');
    let [subscription] = await docsWhere('subscriptions', 'userId', me.uid);
    expect(subscription).toMatchObject({ status: 'past_due' });

    await billing.run(onDay(14));
    await billing.run(onDay(15));
    [subscription] = await docsWhere('subscriptions', 'userId', me.uid);
    expect(subscription).toMatchObject({ status: 'canceled', paidPeriods: 1 });
    const notices = await mailOf(me, 'renewal-final-notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message.text).toContain('March 14, 2026');
    // No more charges once it ended: the 14 daily tries of days 0 to 13 only.
    const failed = (await docsWhere('payments', 'userId', me.uid)).filter(
      (p) => p.status === 'failed',
    );
    expect(failed).toHaveLength(14);
  });

  it('when the saved card fails at renewal, then the subscription is past_due with a failed payment, and is retried on a later run', async () => {
    const me = await createUser();
    const id = await register(me);
    await changeCard(me, id, 'pm_card_chargeCustomerFail');

    await billing.run(new Date('2026-03-01T08:00:00Z'));
    let [subscription] = await docsWhere('subscriptions', 'userId', me.uid);
    expect(subscription).toMatchObject({ status: 'past_due', paidPeriods: 1 });
    const failed = (await docsWhere('payments', 'userId', me.uid)).filter(
      (p) => p.status === 'failed',
    );
    expect(failed).toEqual([
      expect.objectContaining({
        type: 'renewal',
        declineCode: 'generic_decline',
        amountCents: 1999,
      }),
    ]);
    const seen = await request(app)
      .get(`/api/subscriptions/${id}`)
      .set(...bearer(me));
    expect(seen.body.subscription).toMatchObject({
      status: 'past_due',
      nextBillingDate: '2026-02-28T10:00:00.000Z',
    });

    // The same day: not tried again. The next day, after a card change: charged, active again.
    await billing.run(new Date('2026-03-01T20:00:00Z'));
    expect(
      (await docsWhere('payments', 'userId', me.uid)).filter((p) => p.status === 'failed'),
    ).toHaveLength(1);
    await changeCard(me, id, 'pm_card_visa');
    await billing.run(new Date('2026-03-02T08:00:00Z'));
    [subscription] = await docsWhere('subscriptions', 'userId', me.uid);
    expect(subscription).toMatchObject({ status: 'active', paidPeriods: 2 });
  });

  it('when a subscription was cancelled after the money-back period, then the run ends its coverage at the paid date without charging', async () => {
    const me = await createUser();
    const id = await register(me);
    await billing.run(new Date('2026-02-28T11:00:00Z'));
    now = new Date('2026-03-05T10:00:00Z'); // past the 30-day money-back period
    const cancel = await request(app)
      .post(`/api/subscriptions/${id}/cancel`)
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey());
    expect(cancel.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });

    await billing.run(new Date('2026-03-31T11:00:00Z'));
    const [subscription] = await docsWhere('subscriptions', 'userId', me.uid);
    expect(subscription).toMatchObject({ status: 'canceled' });
    expect(await sandboxChargesOf(me.uid)).toHaveLength(2);
  });

  it('when the gateway holds a charge that no payment record has, then reconciliation reports it, and not the recorded ones', async () => {
    const me = await createUser();
    // Both made now, on the real clock: reconciliation looks at the last days.
    const gateway = sandboxGateway();
    const customerId = await gateway.createCustomer({ uid: me.uid, email: me.email, name: 'Lost' });
    const orphan = await gateway.charge({
      customerId,
      paymentMethodId: 'pm_card_visa',
      amountCents: 1999,
      description: 'a charge whose recording never happened',
      offSession: false,
      idempotencyKey: newIdempotencyKey(),
      metadata: { userId: me.uid, purpose: 'registration' },
    });
    const recorded = await request(paymentsApp())
      .post('/api/payment/create-subscription-with-device')
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send(registrationBody({ plan: premium, device: phone }));
    expect(orphan.status).toBe('succeeded');
    expect(recorded.status).toBe(201);

    const summary = await billing.run(new Date(Date.now() + 60 * 60_000));
    expect(summary.unmatchedCharges).toContain(
      orphan.status === 'succeeded' ? orphan.chargeId : null,
    );
    expect(summary.unmatchedCharges).not.toContain(recorded.body.payment.stripe_payment_intent_id);
    expect(await docsWhere('unmatchedCharges', 'customerId', customerId)).toHaveLength(1);
  });
});
