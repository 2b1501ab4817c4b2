import {
  type MoneyBackFacts,
  cancellationOutcome,
  claimAllowance,
  deviceClaimPolicyStart,
  periodEndPreviewMessage,
  refundPreviewMessage,
} from '../src';

const d = (iso: string) => new Date(iso);

const honest: MoneyBackFacts = {
  startedAt: d('2026-01-01T10:00:00Z'),
  now: d('2026-01-29T10:00:00Z'),
  firstPaymentCents: 1999,
  claimStatuses: [],
  refundedForImei: false,
  refundedForCustomer: false,
};

describe('cancellationOutcome (the 30-day money-back guarantee)', () => {
  it('when a customer with no claims cancels on day 29, then the first payment is refunded', () => {
    expect(cancellationOutcome(honest)).toEqual({ kind: 'refund', amountCents: 1999 });
  });

  it('when 30 days have passed, then cover runs to the period end with no refund', () => {
    expect(cancellationOutcome({ ...honest, now: d('2026-01-31T10:00:00Z') })).toEqual({
      kind: 'period_end',
      reason: 'after_30_days',
    });
  });

  it('when a claim was approved and the customer cancels on day 29, then no refund', () => {
    expect(cancellationOutcome({ ...honest, claimStatuses: ['approved'] })).toEqual({
      kind: 'period_end',
      reason: 'claim_filed',
    });
  });

  it('when a claim is still pending (it may yet be paid), then no refund', () => {
    expect(cancellationOutcome({ ...honest, claimStatuses: ['rejected', 'pending'] })).toEqual({
      kind: 'period_end',
      reason: 'claim_filed',
    });
  });

  it('when every claim was rejected, then the refund is still given', () => {
    expect(cancellationOutcome({ ...honest, claimStatuses: ['rejected', 'rejected'] })).toEqual({
      kind: 'refund',
      amountCents: 1999,
    });
  });

  it('when the same IMEI was registered again after a money-back refund, then the second gets none', () => {
    expect(cancellationOutcome({ ...honest, refundedForImei: true })).toEqual({
      kind: 'period_end',
      reason: 'already_used',
    });
  });

  it('when the customer already had a money-back refund on another device, then none', () => {
    expect(cancellationOutcome({ ...honest, refundedForCustomer: true })).toEqual({
      kind: 'period_end',
      reason: 'already_used',
    });
  });
});

describe('cancel dialog sentences', () => {
  it('when there is a refund, then it names the amount and that cover ends now', () => {
    expect(refundPreviewMessage('$19.99')).toBe(
      'You will get a full refund of $19.99 and your cover ends now.',
    );
  });

  it('when there is none, then it names the end of cover and the reason', () => {
    expect(periodEndPreviewMessage('February 1, 2026', 'claim_filed')).toBe(
      'Your cover continues until February 1, 2026; no refund is due because a claim has been filed on this subscription.',
    );
  });
});

describe('deviceClaimPolicyStart (the yearly claim limit across re-registrations)', () => {
  it('when a device is registered once, then its policy years run from its own start', () => {
    expect(deviceClaimPolicyStart(d('2026-01-01T00:00:00Z'), [])).toEqual(
      d('2026-01-01T00:00:00Z'),
    );
  });

  it('when a customer uses up the limit, cancels and registers the same IMEI again, then the new subscription has no claim left', () => {
    const first = d('2026-01-01T00:00:00Z');
    const again = d('2026-02-01T00:00:00Z');
    const now = d('2026-02-10T00:00:00Z');
    const claimsOnTheDevice = [
      { status: 'approved', created_at: d('2026-01-10T00:00:00Z') },
      { status: 'approved', created_at: d('2026-01-20T00:00:00Z') },
    ];
    // Counted from the new subscription alone the limit would start again.
    expect(claimAllowance(2, claimsOnTheDevice, again, now).allowed).toBe(true);
    const start = deviceClaimPolicyStart(again, [first]);
    expect(start).toEqual(first);
    expect(claimAllowance(2, claimsOnTheDevice, start, now).allowed).toBe(false);
  });

  it('when the earlier policy year is over, then the device has its claims again', () => {
    const first = d('2025-01-01T00:00:00Z');
    const again = d('2025-12-01T00:00:00Z');
    const claimsOnTheDevice = [
      { status: 'approved', created_at: d('2025-06-10T00:00:00Z') },
      { status: 'approved', created_at: d('2025-12-20T00:00:00Z') },
    ];
    const start = deviceClaimPolicyStart(again, [first]);
    expect(claimAllowance(2, claimsOnTheDevice, start, d('2025-12-28T00:00:00Z')).allowed).toBe(
      false,
    );
    expect(claimAllowance(2, claimsOnTheDevice, start, d('2026-01-02T00:00:00Z')).allowed).toBe(
      true,
    );
  });
});
