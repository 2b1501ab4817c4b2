// Deductibles at claim time, played by the dishonest customer: approving twice, an old claim of a peril the
// plan never covered, a $0 deductible, and marking repaired before paying.
import {
  type ClaimDeductible,
  type PlanTerms,
  type PlanVersion,
  claimChangeRefusal,
  claimDeductible,
  claimTransitionError,
  deductibleIsDue,
  deductibleOnApproval,
  deductibleOwed,
  deductiblePaid,
  deductiblePaymentId,
  deductiblePreview,
  deductiblePreviewText,
  firstVersionEffectiveFrom,
  formatDeductible,
  judgeClaim,
  upgradeEffectiveFrom,
  replaysApprovalCharge,
} from '../src';

const NO_COVER = { kind: 'notCovered', label: 'No Coverage' } as const;
const amount = (cents: number) => ({ kind: 'amount', cents }) as const;

function terms(name: string, screenCents: number | null, theftCents: number | null): PlanTerms {
  return {
    plan: { id: 1, name, planType: name.toLowerCase(), priceCents: 999, claimLimit: 2 },
    addOns: [],
    addOnFlags: { accessoriesCoverage: false, extendedWarranty: false, dataRecovery: false },
    monthlyTotalCents: 999,
    deductibles: {
      screen: screenCents === null ? NO_COVER : amount(screenCents),
      backGlass: amount(3999),
      theft: theftCents === null ? NO_COVER : amount(theftCents),
    },
    claimLimit: 2,
    coverageLimitCents: 100_000,
  };
}

const start = new Date('2026-03-10T15:00:00Z');
const upgradedAt = new Date('2026-03-20T10:00:00Z');
// Basic (no theft) from the start; Premium (theft $99) from the day after the upgrade, read in the
// earliest time zone: Mar 22.
const versions: PlanVersion[] = [
  {
    ...terms('Basic Plan', 2999, null),
    effectiveFrom: firstVersionEffectiveFrom(start),
    recordedAt: start,
  },
  {
    ...terms('Premium Plan', 2999, 9900),
    effectiveFrom: upgradeEffectiveFrom(upgradedAt),
    recordedAt: upgradedAt,
  },
];

describe('which deductible a claim owes', () => {
  test('when a deductible is shown, then an amount reads in dollars and an uncovered peril by its label', () => {
    expect(formatDeductible({ kind: 'amount', cents: 2999 })).toBe('$29.99');
    expect(formatDeductible({ kind: 'notCovered', label: 'No Coverage' })).toBe('No Coverage');
  });

  test('when a peril has its own deductible, then the claim owes it', () => {
    const deductibles = terms('Basic Plan', 2999, 9900).deductibles;
    expect(claimDeductible('screen_damage', deductibles)).toEqual(amount(2999));
    expect(claimDeductible('back_glass', deductibles)).toEqual(amount(3999));
    expect(claimDeductible('theft', deductibles)).toEqual(amount(9900));
  });

  test('when a peril has no deductible of its own, then it owes the screen repair deductible, or nothing when the plan sets none', () => {
    const deductibles = terms('Basic Plan', 2999, null).deductibles;
    for (const peril of ['water_damage', 'mechanical_failure', 'other'] as const)
      expect(claimDeductible(peril, deductibles)).toEqual(amount(2999));
    expect(claimDeductible('water_damage', terms('Odd Plan', null, null).deductibles)).toEqual(
      amount(0),
    );
  });

  test('when a claim was judged at filing, then it owes that deductible, not one of a later plan', () => {
    const judged = judgeClaim(versions, 'screen_damage', '2026-03-15');
    if (!('judgement' in judged)) throw new Error('expected a judgement');
    const owed = deductibleOwed(
      { claimType: 'screen_damage', incidentDate: '2026-03-15', judgedBy: judged.judgement },
      [{ ...versions[0]!, deductibles: terms('Cheaper', 100, null).deductibles }],
    );
    expect(owed).toEqual({ kind: 'owes', cents: 2999 });
  });

  test('when an older claim (no judgement kept) of water damage is approved, then it owes the screen deductible of the version in force on its incident day', () => {
    expect(
      deductibleOwed(
        { claimType: 'water_damage', incidentDate: '2026-03-25', judgedBy: null },
        versions,
      ),
    ).toEqual({ kind: 'owes', cents: 2999 });
  });

  test('when an older theft claim dated before the upgrade that added theft is approved, then it is refused as not covered rather than charged', () => {
    const owed = deductibleOwed(
      { claimType: 'theft', incidentDate: '2026-03-20', judgedBy: null },
      versions,
    );
    expect(owed).toEqual({ kind: 'notCovered', message: 'Your Basic Plan does not cover theft' });
  });

  test('when the upgrade that covers theft has started, then the older theft claim owes its theft deductible', () => {
    expect(
      deductibleOwed({ claimType: 'theft', incidentDate: '2026-03-22', judgedBy: null }, versions),
    ).toEqual({ kind: 'owes', cents: 9900 });
  });

  test('when a judgement recorded a null deductible (filed before other perils owed one), then the versions decide', () => {
    expect(
      deductibleOwed(
        {
          claimType: 'mechanical_failure',
          incidentDate: '2026-03-12',
          judgedBy: { deductible: null },
        },
        versions,
      ),
    ).toEqual({ kind: 'owes', cents: 2999 });
  });

  test('when no terms of the claim can be found, then it owes nothing rather than an amount nobody can show', () => {
    expect(
      deductibleOwed(
        { claimType: 'screen_damage', incidentDate: '2026-03-12', judgedBy: null },
        null,
      ),
    ).toEqual({ kind: 'owes', cents: 0 });
  });
});

describe('the deductible state of an approved claim', () => {
  test('when the plan sets a $0 deductible, then approval leaves nothing due', () => {
    expect(deductibleOnApproval(0)).toEqual({ amountCents: 0, status: 'none', paymentId: null });
    expect(deductibleIsDue({ status: 'approved', deductible: deductibleOnApproval(0) })).toBe(
      false,
    );
  });

  test('when an amount is owed, then approval makes it due until it is paid', () => {
    const due = deductibleOnApproval(2999);
    expect(due.status).toBe('due');
    expect(deductibleIsDue({ status: 'approved', deductible: due })).toBe(true);
    const paid = deductiblePaid(due, deductiblePaymentId('C1'));
    expect(paid).toEqual({ amountCents: 2999, status: 'paid', paymentId: 'C1_deductible' });
    expect(deductibleIsDue({ status: 'approved', deductible: paid })).toBe(false);
  });

  test('when a claim is approved twice, then the second approval is refused by the state machine', () => {
    const approved = { status: 'approved' as const, deductible: deductibleOnApproval(2999) };
    expect(claimChangeRefusal(approved, 'approved')).toBe(
      claimTransitionError('approved', 'approved'),
    );
    expect(claimChangeRefusal(approved, 'approved')).not.toBeNull();
  });

  test('when a claim is marked repaired before its deductible is paid, then it is refused with the amount', () => {
    const due: ClaimDeductible = deductibleOnApproval(2999);
    expect(claimChangeRefusal({ status: 'approved', deductible: due }, 'completed')).toBe(
      'The deductible of $29.99 must be paid before the claim can be marked repaired',
    );
    expect(
      claimChangeRefusal(
        { status: 'approved', deductible: deductiblePaid(due, 'C1_deductible') },
        'completed',
      ),
    ).toBeNull();
    expect(
      claimChangeRefusal({ status: 'approved', deductible: deductibleOnApproval(0) }, 'completed'),
    ).toBeNull();
  });

  test('when a claim was approved before deductibles were charged, then it may be marked repaired', () => {
    expect(claimChangeRefusal({ status: 'approved', deductible: null }, 'completed')).toBeNull();
  });

  test('when a rejected claim is asked to complete, then the state machine refuses first', () => {
    expect(
      claimChangeRefusal(
        { status: 'rejected', deductible: deductibleOnApproval(2999) },
        'completed',
      ),
    ).toBe('A rejected claim cannot be marked completed');
  });
});

describe('the claim form preview', () => {
  test('when the customer picks a peril and day, then the form shows that day’s deductible, none, or why it is not covered', () => {
    expect(deductiblePreviewText(deductiblePreview(versions, 'screen_damage', '2026-03-12')!)).toBe(
      'Deductible for this claim: $29.99',
    );
    expect(deductiblePreviewText(deductiblePreview(versions, 'theft', '2026-03-12')!)).toBe(
      'Your Basic Plan does not cover theft',
    );
    const free: PlanVersion[] = [{ ...versions[0]!, deductibles: terms('Free', 0, 0).deductibles }];
    expect(deductiblePreviewText(deductiblePreview(free, 'theft', '2026-03-12')!)).toBe(
      'No deductible',
    );
    // Before cover started the date field says why; the preview says nothing more.
    expect(deductiblePreview(versions, 'screen_damage', '2020-01-01')).toBeNull();
  });
});

describe('paying a deductible whose approval charge got no answer', () => {
  const approvedAt = new Date('2026-05-01T10:00:00Z');
  const hoursLater = (h: number) => new Date(approvedAt.getTime() + h * 60 * 60 * 1000);

  test('when the approval charge got no answer and the key is still known, then the charge is sent again before the customer pays', () => {
    expect(
      replaysApprovalCharge({ approvedAt, approvalDeclined: false, now: hoursLater(23) }),
    ).toBe(true);
  });

  test('when the approval charge was declined, or the key window has passed, then the customer simply pays', () => {
    expect(replaysApprovalCharge({ approvedAt, approvalDeclined: true, now: hoursLater(1) })).toBe(
      false,
    );
    expect(
      replaysApprovalCharge({ approvedAt, approvalDeclined: false, now: hoursLater(24) }),
    ).toBe(false);
    expect(
      replaysApprovalCharge({ approvedAt: null, approvalDeclined: false, now: hoursLater(1) }),
    ).toBe(false);
  });
});
