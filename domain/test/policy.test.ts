import {
  type PlanTerms,
  type PlanVersion,
  ADDON_USING_STATUSES,
  BILLABLE_STATUSES,
  COVERED_STATUSES,
  LIVE_STATUSES,
  PENDING_CHANGE_VALID_MS,
  addMonthsUtc,
  claimPerilProblem,
  currentPeriod,
  expectedPayments,
  firstVersionEffectiveFrom,
  isBillable,
  isLiveSubscription,
  judgeClaim,
  paidTerms,
  planChangeBeforeIncident,
  planCoversWaterDamage,
  pricePlanChange,
  priceStillStands,
  prorateUpgradeCents,
  termsForPeriod,
  upgradeEffectiveFrom,
  versionInForce,
  withChange,
} from '../src';

const d = (iso: string) => new Date(iso);

const NO_THEFT = { kind: 'notCovered', label: 'No Coverage' } as const;
function terms(name: string, monthlyTotalCents: number, theftCents: number | null): PlanTerms {
  return {
    plan: {
      id: 1,
      name,
      planType: name.toLowerCase(),
      priceCents: monthlyTotalCents,
      claimLimit: 2,
    },
    addOns: [],
    addOnFlags: { accessoriesCoverage: false, extendedWarranty: false, dataRecovery: false },
    monthlyTotalCents,
    deductibles: {
      screen: { kind: 'amount', cents: 2999 },
      backGlass: { kind: 'amount', cents: 3999 },
      theft: theftCents === null ? NO_THEFT : { kind: 'amount', cents: theftCents },
    },
    claimLimit: 2,
    coverageLimitCents: 100_000,
  };
}
const basic = terms('Basic Plan', 999, null);
const premium = terms('Premium Plan', 1999, 9900);

const start = d('2026-03-10T15:00:00Z');
const first: PlanVersion = {
  ...basic,
  effectiveFrom: firstVersionEffectiveFrom(start),
  recordedAt: start,
};

describe('status sets', () => {
  test('when a status is asked about, then each set answers its own meaning', () => {
    expect(COVERED_STATUSES).toEqual(['active', 'trial']);
    expect(BILLABLE_STATUSES).toEqual(['active', 'past_due']);
    expect(LIVE_STATUSES).toEqual(['active', 'trial', 'past_due', 'paused']);
    expect(ADDON_USING_STATUSES).toEqual(['active', 'trial', 'past_due']);
    expect(isBillable('past_due')).toBe(true);
    expect(isBillable('paused')).toBe(false);
  });

  test('when a cancelled-at-period-end subscription has ended, then it is no longer live', () => {
    expect(isLiveSubscription({ status: 'active', endedAt: null })).toBe(true);
    expect(isLiveSubscription({ status: 'active', endedAt: d('2026-04-10T00:00:00Z') })).toBe(
      false,
    );
    expect(isLiveSubscription({ status: 'canceled', endedAt: null })).toBe(false);
  });
});

describe('plan versions', () => {
  test('when cover starts, then the first version covers that day in every time zone', () => {
    expect(first.effectiveFrom.toISOString()).toBe('2026-03-10T00:00:00.000Z');
    // 05:00 UTC is still the day before in UTC-12.
    expect(firstVersionEffectiveFrom(d('2026-03-10T05:00:00Z')).toISOString()).toBe(
      '2026-03-09T00:00:00.000Z',
    );
  });

  test('when a change is made, then its cover starts the day after it in every time zone', () => {
    expect(upgradeEffectiveFrom(d('2026-03-20T08:00:00Z')).toISOString()).toBe(
      '2026-03-21T00:00:00.000Z',
    );
    // 11:00 UTC is already the 21st in UTC+14: the new cover starts on the 22nd.
    expect(upgradeEffectiveFrom(d('2026-03-20T11:00:00Z')).toISOString()).toBe(
      '2026-03-22T00:00:00.000Z',
    );
  });

  test('when on Basic a customer loses the phone, upgrades that day and claims theft, then Basic judges it and refuses', () => {
    const upgradedAt = d('2026-03-20T09:00:00Z');
    const versions = withChange([first], {
      ...premium,
      effectiveFrom: upgradeEffectiveFrom(upgradedAt),
      recordedAt: upgradedAt,
    });
    const judge = versionInForce(versions, '2026-03-20');
    expect(judge?.plan.name).toBe('Basic Plan');
    expect(
      claimPerilProblem('theft', { name: judge!.plan.name, deductibles: judge!.deductibles }),
    ).toBe('Your Basic Plan does not cover theft');
    // The reviewer sees the change right before the incident.
    expect(planChangeBeforeIncident(versions, '2026-03-20')?.plan.name).toBe('Premium Plan');
    // A theft the day after is Premium's.
    expect(versionInForce(versions, '2026-03-21')?.plan.name).toBe('Premium Plan');
  });

  test('when on Basic a phone gets wet and the customer upgrades that day, then Basic judges the water claim and refuses it', () => {
    const wetBasic: PlanVersion = { ...first, plan: { ...first.plan, coversWaterDamage: false } };
    const upgradedAt = d('2026-03-20T09:00:00Z');
    const versions = withChange([wetBasic], {
      ...premium,
      plan: { ...premium.plan, coversWaterDamage: true },
      effectiveFrom: upgradeEffectiveFrom(upgradedAt),
      recordedAt: upgradedAt,
    });
    expect(judgeClaim(versions, 'water_damage', '2026-03-20')).toEqual({
      refusal: 'Your Basic Plan does not cover water damage',
    });
    expect(judgeClaim(versions, 'water_damage', '2026-03-21')).toMatchObject({
      judgement: { planName: 'Premium Plan' },
    });
    // A record kept before water cover was written down is judged as covering it.
    expect(judgeClaim([first], 'water_damage', '2026-03-20')).toMatchObject({
      judgement: { planName: 'Basic Plan' },
    });
  });

  test('when a plan lists its features, then water damage is covered only where one of them promises it', () => {
    expect(planCoversWaterDamage(['Water damage coverage', 'Theft protection'])).toBe(true);
    expect(planCoversWaterDamage(['Liquid damage coverage'])).toBe(true);
    expect(
      planCoversWaterDamage(['Accidental damage protection', 'Mechanical breakdown coverage']),
    ).toBe(false);
    expect(planCoversWaterDamage([])).toBe(false);
  });

  test('when an incident is dated before cover started, then no version judges it', () => {
    expect(versionInForce([first], '2026-03-09')).toBeNull();
  });

  test('when an incident comes more than 14 days after the last change, or before it, then it is not flagged', () => {
    const changedAt = d('2026-03-20T09:00:00Z');
    const versions = [
      first,
      { ...premium, effectiveFrom: upgradeEffectiveFrom(changedAt), recordedAt: changedAt },
    ];
    expect(planChangeBeforeIncident(versions, '2026-04-03')?.plan.name).toBe('Premium Plan');
    expect(planChangeBeforeIncident(versions, '2026-04-04')).toBeNull();
    expect(planChangeBeforeIncident(versions, '2026-03-15')).toBeNull();
    expect(planChangeBeforeIncident([first], '2026-03-12')).toBeNull();
  });
});

describe('plan changes', () => {
  // Anchor Mar 10, one period paid: the period runs Mar 10 to Apr 10 (31 days).
  const subscription = {
    versions: [first],
    period: currentPeriod(start, 1),
    nextBillingDate: addMonthsUtc(start, 1),
  };

  test('when a customer upgrades mid-period, then the difference for the days after today is due now, to the cent', () => {
    const now = d('2026-03-25T08:00:00Z');
    const change = pricePlanChange({ ...subscription, terms: premium, now });
    // 1000 cents a month more, for the 15 days the new cover runs (Mar 26 .. Apr 9) of 31.
    expect(change).toMatchObject({
      kind: 'upgrade',
      amountDueNowCents: Math.round((1000 * 15) / 31),
      newMonthlyTotalCents: 1999,
    });
    expect(change.effectiveFrom.toISOString()).toBe('2026-03-26T00:00:00.000Z');
    // At 12:00 UTC it is already the 26th in UTC+14: cover, and the charge, start on the 27th.
    const later = pricePlanChange({
      ...subscription,
      terms: premium,
      now: d('2026-03-25T12:00:00Z'),
    });
    expect(later.amountDueNowCents).toBe(Math.round((1000 * 14) / 31));
  });

  test('when a customer downgrades, then nothing is due and it takes effect on the unchanged next billing date', () => {
    const versions = [{ ...first, ...premium }];
    const change = pricePlanChange({
      ...subscription,
      versions,
      terms: basic,
      now: d('2026-03-25T12:00:00Z'),
    });
    expect(change).toMatchObject({
      kind: 'downgrade',
      amountDueNowCents: 0,
      newMonthlyTotalCents: 999,
    });
    expect(change.effectiveFrom.toISOString()).toBe('2026-04-10T00:00:00.000Z');
    // The current period keeps Premium's cover; the next one is billed at Basic's price.
    const after = withChange(versions, {
      ...change.terms,
      effectiveFrom: change.effectiveFrom,
      recordedAt: change.pricedAt,
    });
    expect(versionInForce(after, '2026-04-09')?.plan.name).toBe('Premium Plan');
    expect(termsForPeriod(after, subscription.nextBillingDate).monthlyTotalCents).toBe(999);
  });

  test('when a customer schedules a downgrade and then upgrades back, then the upgrade is priced against what this period paid, and the downgrade is dropped', () => {
    const versions = [{ ...first, ...premium }];
    const now = d('2026-03-25T08:00:00Z');
    const down = pricePlanChange({ ...subscription, versions, terms: basic, now });
    const scheduled = withChange(versions, {
      ...down.terms,
      effectiveFrom: down.effectiveFrom,
      recordedAt: now,
    });
    expect(paidTerms(scheduled, subscription.nextBillingDate).plan.name).toBe('Premium Plan');
    const dearer = terms('Premium Plus', 2499, 9900);
    const up = pricePlanChange({ ...subscription, versions: scheduled, terms: dearer, now });
    expect(up.kind).toBe('upgrade');
    expect(up.amountDueNowCents).toBe(Math.round((500 * 15) / 31));
    const after = withChange(scheduled, {
      ...up.terms,
      effectiveFrom: up.effectiveFrom,
      recordedAt: now,
    });
    expect(after.map((v) => v.plan.name)).toEqual(['Premium Plan', 'Premium Plus']);
  });

  test('when a customer upgrades twice in a period, then the second pays only the difference from the first', () => {
    const now = d('2026-03-25T08:00:00Z');
    const up = pricePlanChange({ ...subscription, terms: premium, now });
    const versions = withChange([first], {
      ...premium,
      effectiveFrom: up.effectiveFrom,
      recordedAt: now,
    });
    const again = pricePlanChange({
      ...subscription,
      versions,
      terms: terms('Premium Plus', 2499, 9900),
      now,
    });
    expect(again.amountDueNowCents).toBe(Math.round((500 * 15) / 31));
  });

  test.each([
    ['the second day of the period', '2026-03-11T00:00:00Z', 968], // 30 of 31 days
    ['the last day of the period', '2026-04-10T00:00:00Z', 0],
    ['a day after the period (clamped)', '2026-04-20T00:00:00Z', 0],
    ['a day before the period (clamped)', '2026-03-01T00:00:00Z', 1000],
  ])(
    'when the new cover starts on %s, then it is prorated by its days',
    (_label, coverFrom, cents) => {
      const period = currentPeriod(start, 1);
      expect(
        prorateUpgradeCents({
          currentMonthlyCents: 999,
          newMonthlyCents: 1999,
          periodStart: period.start,
          periodEnd: period.end,
          coverFrom: d(coverFrom),
        }),
      ).toBe(cents);
    },
  );

  test('when the period is empty or the price is not higher, then nothing is prorated', () => {
    const at = d('2026-03-10T00:00:00Z');
    expect(
      prorateUpgradeCents({
        currentMonthlyCents: 0,
        newMonthlyCents: 999,
        periodStart: at,
        periodEnd: at,
        coverFrom: at,
      }),
    ).toBe(0);
    expect(
      prorateUpgradeCents({
        currentMonthlyCents: 999,
        newMonthlyCents: 999,
        periodStart: at,
        periodEnd: d('2026-04-10T00:00:00Z'),
        coverFrom: at,
      }),
    ).toBe(0);
  });

  test('when a held change is paid, then it stands only at the same price and within 24 hours', () => {
    const pricedAt = d('2026-03-25T12:00:00Z');
    const held = { amountDueNowCents: 484, newMonthlyTotalCents: 1999, pricedAt };
    const later = new Date(pricedAt.getTime() + PENDING_CHANGE_VALID_MS);
    expect(priceStillStands(held, held, later)).toBe(true);
    expect(priceStillStands(held, held, new Date(later.getTime() + 1))).toBe(false);
    expect(priceStillStands(held, { ...held, newMonthlyTotalCents: 2099 }, pricedAt)).toBe(false);
    expect(priceStillStands(held, { ...held, amountDueNowCents: 452 }, pricedAt)).toBe(false);
  });

  test('when a period is billed, then the terms in force on its first day are billed', () => {
    expect(termsForPeriod([first], d('2026-01-01T00:00:00Z')).plan.name).toBe('Basic Plan');
  });
});

describe('what the payments should add up to', () => {
  const at = (iso: string) => d(iso);
  const up = (terms: PlanTerms, changedAt: Date): PlanVersion => ({
    ...terms,
    effectiveFrom: upgradeEffectiveFrom(changedAt),
    recordedAt: changedAt,
  });

  test('when a customer upgrades mid-period and renews, then the periods are billed at their terms plus the proration', () => {
    const changedAt = at('2026-03-20T09:00:00Z'); // 20 of 31 days left
    const versions = withChange([first], up(premium, changedAt));
    expect(
      expectedPayments({
        versions,
        billingAnchor: start,
        paidPeriods: 2,
        deductiblesPaidCents: 0,
        refunded: false,
      }),
    ).toEqual({
      periodsCents: 999 + 1999,
      prorationsCents: Math.round((1000 * 20) / 31),
      deductiblesCents: 0,
      refundsCents: 0,
      totalCents: 999 + 1999 + Math.round((1000 * 20) / 31),
    });
  });

  test('when a customer upgrades twice in one day, then both prorations count and the later terms bill the next period', () => {
    const changedAt = at('2026-03-20T09:00:00Z');
    const plus = terms('Premium Plus', 2499, 9900);
    const versions = withChange(withChange([first], up(premium, changedAt)), up(plus, changedAt));
    expect(versions.map((v) => v.plan.name)).toEqual([
      'Basic Plan',
      'Premium Plan',
      'Premium Plus',
    ]);
    const expected = expectedPayments({
      versions,
      billingAnchor: start,
      paidPeriods: 2,
      deductiblesPaidCents: 0,
      refunded: false,
    });
    expect(expected.prorationsCents).toBe(
      Math.round((1000 * 20) / 31) + Math.round((500 * 20) / 31),
    );
    expect(expected.periodsCents).toBe(999 + 2499);
  });

  test('when a downgrade is scheduled, then nothing is prorated and the next period is billed lower', () => {
    const versions = withChange([{ ...first, ...premium }], {
      ...basic,
      effectiveFrom: at('2026-04-10T00:00:00Z'),
      recordedAt: at('2026-03-20T09:00:00Z'),
    });
    const expected = expectedPayments({
      versions,
      billingAnchor: start,
      paidPeriods: 2,
      deductiblesPaidCents: 2999,
      refunded: false,
    });
    expect(expected).toMatchObject({
      periodsCents: 1999 + 999,
      prorationsCents: 0,
      totalCents: 1999 + 999 + 2999,
    });
  });

  test('when the money-back refund was given, then the first month comes off once', () => {
    expect(
      expectedPayments({
        versions: [first],
        billingAnchor: start,
        paidPeriods: 1,
        deductiblesPaidCents: 0,
        refunded: true,
      }).totalCents,
    ).toBe(0);
  });
});
