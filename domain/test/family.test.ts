import {
  FAMILY_MESSAGES,
  MAX_DEVICES_ON_FAMILY_PLAN,
  addDeviceRefusal,
  devicesCoveredBy,
  maxDevicesOf,
  planChangeDeviceRefusal,
  planTypesAhead,
  removeDeviceRefusal,
  subscriptionClaimScope,
  type CoveringSubscription,
} from '../src';

const running = (overrides: Partial<CoveringSubscription> = {}): CoveringSubscription => ({
  status: 'active',
  endedAt: null,
  cancelAtPeriodEnd: false,
  planTypes: ['family'],
  deviceCount: 1,
  ...overrides,
});

describe('devices a plan covers', () => {
  it('when the plan is the Family plan, then it covers 5 devices; every other plan covers one', () => {
    expect(devicesCoveredBy('family')).toBe(MAX_DEVICES_ON_FAMILY_PLAN);
    expect(devicesCoveredBy('basic')).toBe(1);
    expect(devicesCoveredBy('premium')).toBe(1);
    expect(devicesCoveredBy('')).toBe(1);
  });

  it('when a downgrade to a one-device plan is scheduled, then the subscription covers one device', () => {
    const at = (day: string) => new Date(`${day}T00:00:00Z`);
    const types = planTypesAhead({
      plan: { planType: 'family' },
      versions: [
        { plan: { planType: 'family' }, effectiveFrom: at('2026-01-01') },
        { plan: { planType: 'basic' }, effectiveFrom: at('2026-02-01') },
      ],
      nextBillingDate: at('2026-02-01'),
    });
    expect(types).toEqual(['family', 'basic']);
    expect(maxDevicesOf(types)).toBe(1);
  });
});

describe('adding a device', () => {
  it('when a Family plan covers 4 devices, then a 5th may be added', () => {
    expect(addDeviceRefusal(running({ deviceCount: 4 }))).toBeNull();
  });

  it('when a Family plan already covers 5 devices, then a 6th is refused', () => {
    expect(addDeviceRefusal(running({ deviceCount: 5 }))).toBe(FAMILY_MESSAGES.full);
    expect(FAMILY_MESSAGES.full).toBe(
      'Your Family Plan already covers 5 devices, the most it can.',
    );
  });

  it('when the plan is not the Family plan, then no second device is covered', () => {
    expect(addDeviceRefusal(running({ planTypes: ['premium'] }))).toBe(FAMILY_MESSAGES.onlyFamily);
  });

  it('when a downgrade away from Family is scheduled, then no device is added for it to drop', () => {
    expect(addDeviceRefusal(running({ planTypes: ['family', 'basic'] }))).toBe(
      FAMILY_MESSAGES.onlyFamily,
    );
  });

  it.each([
    ['cancelled', { status: 'canceled' as const, endedAt: new Date() }],
    ['cancelled at period end', { cancelAtPeriodEnd: true }],
    ['paused', { status: 'paused' as const }],
    ['past due', { status: 'past_due' as const }],
  ])('when the subscription is %s, then no device is added to unpaid cover', (_name, overrides) => {
    expect(addDeviceRefusal(running(overrides))).toBe(FAMILY_MESSAGES.notActive);
  });
});

describe('removing a device', () => {
  it('when it is the only device, then it stays (the subscription is cancelled instead)', () => {
    expect(removeDeviceRefusal(1)).toBe(FAMILY_MESSAGES.lastDevice);
    expect(removeDeviceRefusal(2)).toBeNull();
  });
});

describe('changing plan with several devices', () => {
  it('when 3 devices are covered, then a move to a one-device plan is refused', () => {
    expect(planChangeDeviceRefusal('basic', 3)).toBe(
      'Remove devices until one is left before moving to a plan that covers one device.',
    );
    expect(planChangeDeviceRefusal('premium', 2)).toBe(FAMILY_MESSAGES.tooManyForPlan);
  });

  it('when one device is left, or the new plan is Family, then the change may go ahead', () => {
    expect(planChangeDeviceRefusal('basic', 1)).toBeNull();
    expect(planChangeDeviceRefusal('family', 5)).toBeNull();
  });
});

describe('the yearly claim limit of a subscription', () => {
  const day = (d: string) => new Date(`${d}T00:00:00Z`);
  const now = day('2026-06-01');
  const family = { id: 'fam', billingAnchor: day('2026-03-01') };

  it('when a device was covered by an earlier subscription, then its claims count from the earlier start', () => {
    const scope = subscriptionClaimScope(
      family,
      [
        {
          id: 'old-a',
          billingAnchor: day('2026-01-01'),
          createdAt: day('2026-01-01'),
          endedAt: day('2026-02-20'),
        },
        {
          id: 'old-b',
          billingAnchor: day('2026-02-01'),
          createdAt: day('2026-02-01'),
          endedAt: day('2026-02-25'),
        },
      ],
      now,
    );
    expect(scope.policyStart).toEqual(day('2026-01-01'));
    expect(scope.subscriptionIds).toEqual(['fam', 'old-b', 'old-a']);
  });

  it('when the subscription itself is found among the earlier ones, or one is found twice, then each counts once', () => {
    const again = {
      id: 'old',
      billingAnchor: day('2026-01-01'),
      createdAt: day('2026-01-01'),
      endedAt: null,
    };
    const scope = subscriptionClaimScope(
      family,
      [{ ...family, createdAt: family.billingAnchor, endedAt: null }, again, again],
      now,
    );
    expect(scope.subscriptionIds).toEqual(['fam', 'old']);
  });

  it('when an earlier subscription ended before this policy year, then its claims do not count', () => {
    const scope = subscriptionClaimScope(
      { id: 'fam', billingAnchor: day('2025-01-01') },
      [
        {
          id: 'gone',
          billingAnchor: day('2025-02-01'),
          createdAt: day('2025-02-01'),
          endedAt: day('2025-03-01'),
        },
      ],
      day('2026-02-01'),
    );
    expect(scope.subscriptionIds).toEqual(['fam']);
  });
});
