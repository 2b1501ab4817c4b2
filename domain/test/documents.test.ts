// What the policy certificate and the receipts say: the version in force today (not a later downgrade, not an
// upgrade made after today's incidents), every covered device, each peril's deductible, and a refund that is a
// credit note, never a receipt.
import {
  type CertificateInput,
  type PlanTerms,
  type PlanVersion,
  type ReceiptInput,
  DOCUMENT_ISSUER,
  PAYMENT_TYPE_LABELS,
  certificateContent,
  certificateNumber,
  claimLimitText,
  firstVersionEffectiveFrom,
  hasReceipt,
  isCreditNote,
  receiptContent,
  upgradeEffectiveFrom,
} from '../src';

const NO_COVER = { kind: 'notCovered', label: 'No Coverage' } as const;
const amount = (cents: number) => ({ kind: 'amount', cents }) as const;

function terms(
  name: string,
  monthlyTotalCents: number,
  options: { theftCents: number | null; coversWater: boolean; claimLimit: number },
): PlanTerms {
  return {
    plan: {
      id: 1,
      name,
      planType: name.toLowerCase(),
      priceCents: monthlyTotalCents,
      claimLimit: options.claimLimit,
      coversWaterDamage: options.coversWater,
    },
    addOns: [],
    addOnFlags: { accessoriesCoverage: false, extendedWarranty: false, dataRecovery: false },
    monthlyTotalCents,
    deductibles: {
      screen: amount(2999),
      backGlass: amount(3999),
      theft: options.theftCents === null ? NO_COVER : amount(options.theftCents),
    },
    claimLimit: options.claimLimit,
    coverageLimitCents: 100_000,
  };
}

const basic = terms('Basic Plan', 999, { theftCents: null, coversWater: false, claimLimit: 2 });
const premium = terms('Premium Plan', 1999, { theftCents: 9900, coversWater: true, claimLimit: 3 });

const start = new Date('2026-03-10T15:00:00Z');
const upgradedAt = new Date('2026-03-20T10:00:00Z');
// Basic from the start; Premium from the day after the upgrade (Mar 22, read in the earliest time zone).
const upgraded: PlanVersion[] = [
  { ...basic, effectiveFrom: firstVersionEffectiveFrom(start), recordedAt: start },
  { ...premium, effectiveFrom: upgradeEffectiveFrom(upgradedAt), recordedAt: upgradedAt },
];

function subscription(overrides: Partial<CertificateInput> = {}): CertificateInput {
  return {
    id: 'sub123',
    userName: 'Quinn Quote',
    userEmail: 'quinn@example.com',
    status: 'active',
    coveredDevices: [
      { brand: 'Apple', model: 'iPhone 15', deviceType: 'phone', imei: '356938035643809' },
    ],
    versions: upgraded,
    billingAnchor: start,
    paidPeriods: 1,
    cancelAtPeriodEnd: false,
    endedAt: null,
    ...overrides,
  };
}

const valueOf = (lines: { label: string; value: string }[], label: string) =>
  lines.find((line) => line.label === label)?.value;

describe('the policy certificate', () => {
  test('when it is issued, then it names the holder, the device with its IMEI, a stable number and a dated file', () => {
    const content = certificateContent(subscription(), new Date('2026-03-15T12:00:00Z'));
    expect(content.title).toBe('Policy certificate');
    expect(content.holder).toEqual({ name: 'Quinn Quote', email: 'quinn@example.com' });
    expect(content.devices).toEqual([
      { name: 'Apple iPhone 15', type: 'Phone', imei: '356938035643809' },
    ]);
    expect(content.number).toBe(certificateNumber('sub123'));
    expect(content.number).toBe('POL-sub123');
    expect(content.fileName).toBe('policy-certificate-POL-sub123-2026-03-15.pdf');
    expect(content.issuedOn).toBe('March 15, 2026');
    expect(content.issuer).toBe(DOCUMENT_ISSUER);
  });

  test('when an upgrade was paid today, then the certificate still shows the terms in force today, not tomorrow’s', () => {
    // Premium covers from Mar 22: on Mar 21 the Basic plan is the one a claim would be judged by.
    const content = certificateContent(subscription(), new Date('2026-03-21T12:00:00Z'));
    expect(valueOf(content.cover, 'Plan')).toBe('Basic Plan');
    expect(valueOf(content.cover, 'Plan version in force')).toBe('Version 1, from March 10, 2026');
    expect(valueOf(content.deductibles, 'Theft')).toBe('No Coverage');
    expect(valueOf(content.deductibles, 'Water or liquid damage')).toBe('No Coverage');
    expect(content.terms.join(' ')).toContain('This plan does not cover theft.');
    expect(content.terms.join(' ')).toContain('This plan does not cover water or liquid damage.');
  });

  test('when the upgrade is in force, then it shows its version, deductibles per peril and limits', () => {
    const content = certificateContent(subscription(), new Date('2026-03-22T00:30:00Z'));
    expect(valueOf(content.cover, 'Plan')).toBe('Premium Plan');
    expect(valueOf(content.cover, 'Plan version in force')).toBe('Version 2, from March 22, 2026');
    expect(content.deductibles).toEqual([
      { label: 'Screen repair', value: '$29.99' },
      { label: 'Back glass', value: '$39.99' },
      { label: 'Theft', value: '$99.00' },
      { label: 'Water or liquid damage', value: '$29.99' },
      { label: 'Mechanical failure and other repairs', value: '$29.99' },
    ]);
    expect(valueOf(content.cover, 'Claim limit')).toBe('3 claims per policy year');
    expect(valueOf(content.cover, 'Coverage limit')).toBe('$1,000.00 per claim');
    expect(valueOf(content.cover, 'Monthly premium')).toBe('$19.99');
    expect(valueOf(content.cover, 'Add-ons')).toBe('None');
    expect(valueOf(content.cover, 'Status')).toBe('In force');
    expect(valueOf(content.cover, 'Current period')).toBe('March 10, 2026 to April 10, 2026');
    expect(content.terms.join(' ')).toContain('Theft is covered with a police report');
    expect(content.terms.join(' ')).toContain('Water and liquid damage are covered.');
    expect(content.scheduledChange).toBeNull();
  });

  test('when a downgrade waits for the next billing date, then the current terms stand and the change is announced', () => {
    const downgradeFrom = new Date('2026-04-10T00:00:00Z');
    const versions: PlanVersion[] = [
      { ...premium, effectiveFrom: firstVersionEffectiveFrom(start), recordedAt: start },
      { ...basic, effectiveFrom: downgradeFrom, recordedAt: new Date('2026-03-25T09:00:00Z') },
    ];
    const content = certificateContent(
      subscription({ versions }),
      new Date('2026-03-26T12:00:00Z'),
    );
    expect(valueOf(content.cover, 'Plan')).toBe('Premium Plan');
    expect(content.scheduledChange).toBe('From April 10, 2026: the Basic Plan at $9.99/month.');
  });

  test('when a family subscription covers several devices, then every one is listed with its IMEI', () => {
    const content = certificateContent(
      subscription({
        coveredDevices: [
          { brand: 'Apple', model: 'iPhone 15', deviceType: 'phone', imei: '356938035643809' },
          { brand: 'Apple', model: 'iPad Air', deviceType: 'tablet', imei: '' },
        ],
      }),
      new Date('2026-03-15T12:00:00Z'),
    );
    expect(content.devices).toEqual([
      { name: 'Apple iPhone 15', type: 'Phone', imei: '356938035643809' },
      { name: 'Apple iPad Air', type: 'Tablet', imei: 'Not provided' },
    ]);
  });

  test('when the period is the third paid one, then the period runs from the last billing date to the next', () => {
    const content = certificateContent(
      subscription({ paidPeriods: 3 }),
      new Date('2026-05-20T12:00:00Z'),
    );
    expect(valueOf(content.cover, 'Current period')).toBe('May 10, 2026 to June 10, 2026');
  });

  test('when cover ended or is ending, then the status says so and the period stops at the end', () => {
    const now = new Date('2026-03-15T12:00:00Z');
    const refunded = certificateContent(
      subscription({ status: 'canceled', endedAt: new Date('2026-03-12T08:00:00Z') }),
      now,
    );
    expect(valueOf(refunded.cover, 'Status')).toBe('Ended on March 12, 2026');
    expect(valueOf(refunded.cover, 'Current period')).toBe('March 10, 2026 to March 12, 2026');
    const ending = certificateContent(subscription({ cancelAtPeriodEnd: true }), now);
    expect(valueOf(ending.cover, 'Status')).toBe('Cancelled: cover runs to April 10, 2026');
    const statusOf = (status: CertificateInput['status']) =>
      valueOf(certificateContent(subscription({ status }), now).cover, 'Status');
    expect(statusOf('past_due')).toMatch(/^Payment overdue/);
    expect(statusOf('paused')).toMatch(/^Paused/);
    expect(statusOf('canceled')).toBe('Ended');
  });

  test('when the key terms are read, then they carry the money-back, claim and coverage limits and the day-after rule', () => {
    const text = certificateContent(subscription(), new Date('2026-03-15T12:00:00Z')).terms.join(
      ' ',
    );
    expect(text).toContain('30-day money-back guarantee');
    expect(text).toContain('2 claims per policy year');
    expect(text).toContain('A single claim pays at most $1,000.00.');
    expect(text).toContain('Deductibles are paid at claim time');
    expect(text).toContain('starts the day after the change');
  });

  test('when a subscription has no version, then no certificate is made up', () => {
    expect(() => certificateContent(subscription({ versions: [] }), new Date())).toThrow(
      'no plan version',
    );
  });

  test('when the day is before the first version covers, then the first version is shown', () => {
    // The first version covers from Mar 10: a certificate asked for on Mar 9 (UTC) shows it all the same.
    const content = certificateContent(subscription(), new Date('2026-03-09T23:00:00Z'));
    expect(valueOf(content.cover, 'Plan')).toBe('Basic Plan');
  });

  test('when a plan has unlimited claims or one claim, then the limit reads so', () => {
    expect(claimLimitText(99)).toBe('Unlimited claims');
    expect(claimLimitText(1)).toBe('1 claim per policy year');
  });
});

function payment(overrides: Partial<ReceiptInput> = {}): ReceiptInput {
  return {
    id: 'pay/42',
    userName: 'Quinn Quote',
    userEmail: 'quinn@example.com',
    subscriptionId: 'sub123',
    amountCents: 1299,
    type: 'initial',
    status: 'succeeded',
    description: 'Basic Plan for Apple iPhone 15: first month',
    chargeId: 'pi_123',
    createdAt: new Date('2026-03-10T15:00:00Z'),
    card: { brand: 'visa', last4: '4242' },
    ...overrides,
  };
}

describe('the receipt of a payment', () => {
  const now = new Date('2026-03-15T12:00:00Z');

  test('when a charge succeeded, then its receipt has the date, amount, what it paid for and the card', () => {
    const content = receiptContent(payment(), now);
    expect(content.title).toBe('Receipt');
    expect(content.number).toBe('RCT-pay/42');
    expect(content.total).toEqual({ label: 'Amount paid', value: '$12.99' });
    expect(content.lines).toEqual([
      { label: 'Paid on', value: 'March 10, 2026' },
      { label: 'Paid for', value: 'First month' },
      { label: 'Description', value: 'Basic Plan for Apple iPhone 15: first month' },
      { label: 'Card', value: 'Visa ending in 4242' },
      { label: 'Policy', value: 'POL-sub123' },
      { label: 'Payment reference', value: 'pi_123' },
    ]);
    expect(content.billedTo).toEqual({ name: 'Quinn Quote', email: 'quinn@example.com' });
    expect(content.issuedOn).toBe('March 15, 2026');
    // The payment's day in the name; characters a file name cannot hold are replaced.
    expect(content.fileName).toBe('receipt-pay-42-2026-03-10.pdf');
  });

  test('when the payment is a refund, then it is a credit note for the amount returned', () => {
    const content = receiptContent(
      payment({ type: 'refund', amountCents: -1299, description: 'Refund of the first payment' }),
      now,
    );
    expect(content.title).toBe('Credit note');
    expect(content.number).toBe('CN-pay/42');
    expect(content.total).toEqual({ label: 'Amount refunded', value: '$12.99' });
    expect(content.lines[0]).toEqual({ label: 'Refunded on', value: 'March 10, 2026' });
    expect(content.lines[1]).toEqual({ label: 'Refund of', value: 'Refund' });
    expect(content.lines[3]).toEqual({ label: 'Refunded to', value: 'Visa ending in 4242' });
    expect(content.note).toMatch(/credit note/);
    expect(content.fileName).toBe('credit-note-pay-42-2026-03-10.pdf');
  });

  test('when a negative amount is not typed as a refund, then it is still a credit note', () => {
    expect(isCreditNote({ type: 'deductible', amountCents: -500 })).toBe(true);
    expect(isCreditNote({ type: 'deductible', amountCents: 500 })).toBe(false);
  });

  test('when no card is on record or the gateway never charged, then the receipt says so rather than guess', () => {
    const content = receiptContent(payment({ card: null, chargeId: null }), now);
    expect(content.lines).toContainEqual({ label: 'Card', value: 'Not on record' });
    expect(content.lines).toContainEqual({ label: 'Payment reference', value: 'pay/42' });
    expect(
      receiptContent(payment({ card: { brand: '', last4: '0005' } }), now).lines,
    ).toContainEqual({ label: 'Card', value: 'Card ending in 0005' });
  });

  test('when a payment failed or is pending, then it has no receipt', () => {
    expect(hasReceipt({ status: 'succeeded' })).toBe(true);
    expect(hasReceipt({ status: 'completed' })).toBe(true);
    expect(hasReceipt({ status: 'failed' })).toBe(false);
    expect(hasReceipt({ status: 'pending' })).toBe(false);
  });

  test('when any payment type is shown, then it has a label', () => {
    expect(Object.keys(PAYMENT_TYPE_LABELS).sort()).toEqual(
      ['deductible', 'initial', 'plan_change', 'proration', 'refund', 'renewal'].sort(),
    );
  });
});
