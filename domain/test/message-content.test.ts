// What each e-mail says: amounts from cents, dates as US calendar days, the links to the site's pages, and the
// past_due schedule the billing run follows (reminders on days 0, 3 and 7, the end on day 14).
import {
  PAST_DUE_ENDS_ON_DAY,
  appealDecidedMessage,
  appealReceivedMessage,
  cancellationMessage,
  claimApprovedMessage,
  claimCompletedMessage,
  claimReceivedMessage,
  claimRejectedMessage,
  daysPastDue,
  deductibleDueMessage,
  planChangeMessage,
  pastDueStep,
  registrationReceiptMessage,
  renewalFailedMessage,
  renewalFinalNoticeMessage,
  renewalReceiptMessage,
} from '../src';

const to = { name: 'Jane Doe', email: 'jane@example.test' };
const device = { brand: 'Apple', model: 'iPhone 15' };
const claim = { claimNumber: 'CLM-2026-ABC123', device, claimType: 'screen_damage' };
const siteUrl = 'https://protect.example';
const day = (iso: string) => new Date(`${iso}T10:00:00Z`);
const factsOf = (m: { facts: { label: string; value: string }[] }) =>
  Object.fromEntries(m.facts.map((f) => [f.label, f.value]));

describe('the past_due schedule', () => {
  it('when counting days, then whole UTC calendar days from the missed billing date', () => {
    expect(daysPastDue(day('2026-03-01'), new Date('2026-03-01T23:59:00Z'))).toBe(0);
    expect(daysPastDue(day('2026-03-01'), new Date('2026-03-04T00:01:00Z'))).toBe(3);
  });

  it('when a run fails on days 0, 3 and 7, then it reminds; on other days it waits', () => {
    const due = day('2026-03-01');
    const steps = Array.from({ length: PAST_DUE_ENDS_ON_DAY }, (_, n) =>
      pastDueStep(due, new Date(due.getTime() + n * 86_400_000), n === 0),
    );
    expect(steps.filter((s) => s.kind === 'remind')).toEqual([
      { kind: 'remind', day: 0 },
      { kind: 'remind', day: 3 },
      { kind: 'remind', day: 7 },
    ]);
  });

  it('when the first failure comes late, then it reminds that day anyway', () => {
    expect(pastDueStep(day('2026-03-01'), day('2026-03-02'), true)).toEqual({
      kind: 'remind',
      day: 1,
    });
  });

  it('when day 14 comes unpaid, then the subscription ends', () => {
    expect(pastDueStep(day('2026-03-01'), day('2026-03-15'), false)).toEqual({ kind: 'end' });
    expect(pastDueStep(day('2026-03-01'), day('2026-03-14'), false)).toEqual({ kind: 'wait' });
  });
});

describe('payment messages', () => {
  it('when a registration is paid, then the receipt names the amount, card, devices and policy', () => {
    const m = registrationReceiptMessage({
      to,
      subscriptionId: 'sub1',
      planName: 'Premium Plan',
      devices: [{ ...device, imei: '490154203237518' }],
      amountCents: 123456,
      monthlyTotalCents: 123456,
      paidAt: day('2026-03-01'),
      nextBillingDate: day('2026-04-01'),
      card: { brand: 'visa', last4: '4242' },
      certificateAttached: true,
      siteUrl,
    });
    expect(m.kind).toBe('registration-receipt');
    expect(m.paragraphs[1]).toBe('Your policy certificate is attached: keep it with this receipt.');
    expect(m.subject).toBe('Your receipt and policy certificate POL-sub1');
    expect(m.greeting).toBe('Hello Jane Doe,');
    expect(factsOf(m)).toMatchObject({
      'Amount paid': '$1,234.56',
      'Paid on': 'March 1, 2026',
      Card: 'Visa ending in 4242',
      Device: 'Apple iPhone 15 (IMEI 490154203237518)',
      'Next billing date': 'April 1, 2026',
    });
    expect(m.action?.url).toBe('https://protect.example/customer/subscription/sub1');
  });

  it('when a renewal is paid, then its receipt says the amount and the next billing date', () => {
    const m = renewalReceiptMessage({
      to: { name: '', email: 'jane@example.test' },
      subscriptionId: 'sub1',
      planName: 'Basic Plan',
      device,
      amountCents: 999,
      paidAt: day('2026-04-01'),
      nextBillingDate: day('2026-05-01'),
      card: null,
    });
    expect(m.greeting).toBe('Hello jane@example.test,');
    expect(factsOf(m)).toMatchObject({ 'Amount paid': '$9.99', Card: 'Not on record' });
  });

  it('when a renewal fails, then it says what is due, when cover ends and links to the card step', () => {
    const input = {
      to,
      subscriptionId: 'sub 1',
      planName: 'Basic Plan',
      device,
      amountCents: 999,
      dueDate: day('2026-04-01'),
      now: day('2026-04-01'),
      siteUrl,
    };
    const first = renewalFailedMessage(input);
    expect(first.subject).toBe('Your payment of $9.99 did not go through');
    expect(factsOf(first)['Cover ends if unpaid on']).toBe('April 15, 2026');
    expect(first.action).toEqual({
      label: 'Update your card',
      url: 'https://protect.example/customer/subscription/sub%201?step=payment',
    });
    expect(renewalFailedMessage({ ...input, now: day('2026-04-04') }).subject).toBe(
      'Reminder: your payment of $9.99 is overdue',
    );
  });

  it('when an unpaid subscription ends, then the final notice says when', () => {
    const m = renewalFinalNoticeMessage({
      to,
      subscriptionId: 'sub1',
      planName: 'Basic Plan',
      device,
      amountCents: 999,
      dueDate: day('2026-04-01'),
      endedAt: day('2026-04-15'),
      siteUrl,
    });
    expect(factsOf(m)['Cover ended on']).toBe('April 15, 2026');
  });

  it('when a plan changes, then due today, the new monthly total and the day it takes effect', () => {
    const m = planChangeMessage({
      to,
      subscriptionId: 'sub1',
      fromPlanName: 'Basic Plan',
      toPlanName: 'Premium Plan',
      dueTodayCents: 550,
      newMonthlyTotalCents: 1999,
      effectiveFrom: day('2026-04-11'),
      nextBillingDate: day('2026-05-01'),
    });
    expect(m.subject).toBe('Your plan changes to Premium Plan');
    expect(factsOf(m)).toMatchObject({
      'Due today': '$5.50',
      'New monthly total': '$19.99',
      'Takes effect': 'April 11, 2026',
    });
    expect(m.paragraphs[1]).toBe('We charged $5.50 today for the rest of this month.');
  });

  it('when a cancellation is refunded, then the refund; otherwise the day cover ends', () => {
    const base = { to, subscriptionId: 'sub1', planName: 'Basic Plan', device };
    const refunded = cancellationMessage({
      ...base,
      refundCents: 999,
      coverEndsOn: day('2026-03-05'),
    });
    expect(factsOf(refunded)).toEqual({
      Refund: '$9.99',
      'Cover ended on': 'March 5, 2026',
      Policy: 'POL-sub1',
    });
    const runsOn = cancellationMessage({
      ...base,
      refundCents: null,
      coverEndsOn: day('2026-04-01'),
    });
    expect(factsOf(runsOn)).toEqual({ 'Cover ends on': 'April 1, 2026', Policy: 'POL-sub1' });
  });
});

describe('claim messages', () => {
  it('when a claim is filed, then its number, device, type and incident day', () => {
    const m = claimReceivedMessage({
      to,
      claim,
      incidentDate: '2026-03-02',
      filedAt: day('2026-03-03'),
      siteUrl,
    });
    expect(m.subject).toBe('We received your claim CLM-2026-ABC123');
    expect(factsOf(m)).toMatchObject({
      Device: 'Apple iPhone 15',
      Type: 'screen damage',
      'Incident date': 'March 2, 2026',
    });
  });

  it('when approved with a deductible, then the amount and that the card is charged', () => {
    const m = claimApprovedMessage({
      to,
      claim,
      deductible: { amountCents: 4900, status: 'due', paymentId: null },
      note: 'Send it in',
      siteUrl,
    });
    expect(factsOf(m).Deductible).toBe('$49.00');
    expect(m.nextSteps[0]).toContain('Your $49.00 deductible is charged to your card on file');
    expect(m.paragraphs).toContain('Note from our team: Send it in');
  });

  it('when approved without a deductible, then nothing to pay', () => {
    const m = claimApprovedMessage({ to, claim, deductible: null, note: null, siteUrl });
    expect(m.nextSteps[0]).toBe('There is no deductible to pay.');
  });

  it('when rejected, then the reason in the customer words and the note', () => {
    const m = claimRejectedMessage({
      to,
      claim,
      reason: 'incident_before_cover',
      note: 'Bought after the fall',
      siteUrl,
    });
    expect(factsOf(m).Reason).toBe('The incident happened before your cover started');
    expect(m.paragraphs).toContain('Note from our team: Bought after the fall');
  });

  it('when the deductible is due after a declined card, then the amount and the claims page', () => {
    const m = deductibleDueMessage({ to, claim, amountCents: 9900, siteUrl });
    expect(factsOf(m)['Deductible due']).toBe('$99.00');
    expect(m.action?.url).toBe('https://protect.example/customer/claims');
  });

  it('when repaired, then the claim is complete', () => {
    expect(claimCompletedMessage({ to, claim, siteUrl }).subject).toBe(
      'Your claim CLM-2026-ABC123 is complete',
    );
  });

  it('when an appeal arrives and is decided, then received, approved or refused with its reason', () => {
    expect(
      appealReceivedMessage({ to, claim, receivedAt: day('2026-03-10'), siteUrl }).paragraphs[0],
    ).toContain('arrived on March 10, 2026');
    const decided = { to, claim, note: null, deductible: null, siteUrl };
    expect(appealDecidedMessage({ ...decided, approved: true, reason: null }).subject).toBe(
      'Your appeal of claim CLM-2026-ABC123 is approved',
    );
    const refused = appealDecidedMessage({
      ...decided,
      approved: false,
      reason: 'duplicate_claim',
    });
    expect(factsOf(refused).Reason).toBe('This incident is already covered by another claim');
  });
});
