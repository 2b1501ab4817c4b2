import {
  claimsLine,
  DEFAULT_FEATURES,
  displayFeatures,
  FALLBACK_PLANS,
  FEATURE_FLAG_LABELS,
  formatDeductible,
  formatPlanPrice,
  formatPriceRange,
  normalisePlan,
  normalisePlans,
  parseFeatures,
  PLAN_FEATURE_FLAGS,
  planIdForType,
  plansFromResponse,
  planSwitchPriceCents,
  planTypeForId,
  priceRange,
  readClaimLimit,
  readDeductible,
  splitCommaList,
  type DisplayPlan,
  type Plan,
} from '../src';

const plan = (overrides: Partial<Plan> = {}): Plan => ({
  id: 'p1',
  name: 'Premium Plan',
  ...overrides,
});

describe('plan features', () => {
  test.each<[string, unknown, string[]]>([
    ['a list', ['Screen repair', ' Theft ', '', 3], ['Screen repair', 'Theft', '3']],
    ['a JSON list string', '["Screen repair","Water damage"]', ['Screen repair', 'Water damage']],
    ['a JSON flags string', '{"theft":true,"water_damage":false}', ['Theft coverage']],
    ['a comma separated string', 'Screen repair, , Theft', ['Screen repair', 'Theft']],
    ['a broken JSON string', '[not json', ['[not json']],
    ['a blank string', '   ', []],
    ['null', null, []],
    ['undefined', undefined, []],
    ['a number', 42, []],
    [
      'flags with non-boolean truthy values',
      { theft: 'yes', data_recovery: true },
      ['Data recovery'],
    ],
  ])('when features arrive as %s, then they read as lines', (_label, input, lines) => {
    expect(parseFeatures(input)).toEqual(lines);
  });

  test('when every flag is true, then all ten readable labels are shown in the known order', () => {
    const allTrue = Object.fromEntries(PLAN_FEATURE_FLAGS.map((flag) => [flag, true]));
    expect(parseFeatures(allTrue)).toEqual(
      PLAN_FEATURE_FLAGS.map((flag) => FEATURE_FLAG_LABELS[flag]),
    );
    expect(new Set(Object.values(FEATURE_FLAG_LABELS)).size).toBe(10);
  });

  test('when features are empty on the home page, then the spec 01 defaults are shown', () => {
    expect(displayFeatures([], undefined, 'home')).toEqual([
      'Screen repair coverage',
      'Device protection',
      '24/7 support',
    ]);
  });

  test('when features are empty on the quote and plans pages, then their defaults are shown', () => {
    expect(displayFeatures(null, undefined)).toEqual([
      'Screen repair coverage',
      'Accidental damage protection',
      '24/7 customer support',
    ]);
    expect(DEFAULT_FEATURES.quote).toHaveLength(3);
  });

  test.each<[string, unknown, unknown, string[]]>([
    [
      'no screen or support line',
      ['Theft'],
      undefined,
      ['Theft', 'Screen repair coverage', '24/7 customer support'],
    ],
    [
      'a screen line already',
      ['Cracked SCREEN fixes'],
      undefined,
      ['Cracked SCREEN fixes', '24/7 customer support'],
    ],
    [
      'a support line already',
      ['Priority Support'],
      undefined,
      ['Priority Support', 'Screen repair coverage'],
    ],
    ['a numeric claim limit', ['Screen', 'support'], 3, ['Screen', 'support', '3 claims per year']],
    [
      'a numeric string claim limit',
      ['Screen', 'support'],
      '2',
      ['Screen', 'support', '2 claims per year'],
    ],
    [
      'a claim limit above 10',
      ['Screen', 'support'],
      11,
      ['Screen', 'support', 'Unlimited claims'],
    ],
    [
      'a claim limit of exactly 10',
      ['Screen', 'support'],
      10,
      ['Screen', 'support', '10 claims per year'],
    ],
    [
      'a claims feature already',
      ['Screen', 'support', '5 claims a year'],
      3,
      ['Screen', 'support', '5 claims a year'],
    ],
    ['a non-numeric claim limit', ['Screen', 'support'], 'many', ['Screen', 'support']],
  ])('when a plan has %s, then the lines are completed', (_label, features, claimLimit, lines) => {
    expect(displayFeatures(features, claimLimit)).toEqual(lines);
  });

  test.each([
    [0, '0 claims per year'],
    [1, '1 claim per year'],
    [2, '2 claims per year'],
    [10, '10 claims per year'],
    [11, 'Unlimited claims'],
    [99, 'Unlimited claims'],
  ])('when the claim limit is %p, then the claims line reads %p', (limit, line) => {
    expect(claimsLine(limit)).toBe(line);
  });

  test.each<[unknown, number | null]>([
    [3, 3],
    ['4', 4],
    ['', null],
    [' ', null],
    ['x', null],
    [Number.NaN, null],
    [null, null],
  ])('when the claim limit arrives as %p, then it reads as %p', (value, limit) => {
    expect(readClaimLimit(value)).toBe(limit);
  });

  test('when admin features are comma separated, then they are trimmed and blanks dropped', () => {
    expect(splitCommaList(' a, ,b ,c,')).toEqual(['a', 'b', 'c']);
  });
});

describe('plan normalisation', () => {
  test('when a plan arrives with only id and name, then the spec defaults apply', () => {
    const display = normalisePlan({ id: 7, name: ' Gold ' });
    expect(display).toEqual<DisplayPlan>({
      id: '7',
      name: 'Gold',
      description: '',
      planType: 'standard',
      monthlyPriceCents: 1999,
      originalPriceCents: null,
      isPriceRange: false,
      priceMinCents: null,
      priceMaxCents: null,
      savingsText: '',
      promotionText: '',
      isPopular: false,
      isActive: true,
      colorScheme: 'blue',
      displayOrder: 0,
      features: ['Screen repair coverage', 'Accidental damage protection', '24/7 customer support'],
      deductibles: {
        screen: { kind: 'amount', cents: 2999 },
        backGlass: { kind: 'amount', cents: 3999 },
        theft: { kind: 'text', text: 'No Coverage' },
      },
      claimLimit: 2,
      coverageLimitCents: 100000,
    });
  });

  test('when a plan arrives fully, then prices are in cents and texts are kept', () => {
    const display = normalisePlan(
      plan({
        description: 'Best',
        plan_type: 'Premium',
        monthly_price: '19.99',
        original_price: 29.99,
        savings_text: 'Save 33%',
        promotion_text: 'First month free',
        is_popular: true,
        is_active: false,
        color_scheme: 'purple',
        display_order: 4,
        features: { theft: true },
        deductible_screen: '49.99',
        deductible_back_glass: 59,
        deductible_theft: 'No Coverage',
        claim_limit: 3,
        coverage_limit: '1500',
      }),
    );
    expect(display).toMatchObject({
      planType: 'premium',
      monthlyPriceCents: 1999,
      originalPriceCents: 2999,
      savingsText: 'Save 33%',
      promotionText: 'First month free',
      isPopular: true,
      isActive: false,
      colorScheme: 'purple',
      displayOrder: 4,
      features: [
        'Theft coverage',
        'Screen repair coverage',
        '24/7 customer support',
        '3 claims per year',
      ],
      deductibles: {
        screen: { kind: 'amount', cents: 4999 },
        backGlass: { kind: 'amount', cents: 5900 },
        theft: { kind: 'text', text: 'No Coverage' },
      },
      claimLimit: 3,
      coverageLimitCents: 150000,
    });
  });

  test('when a plan has an unknown colour or only a legacy price field, then blue and that price are used', () => {
    const display = normalisePlan(plan({ color_scheme: 'pink', price: 12.5 }));
    expect(display?.colorScheme).toBe('blue');
    expect(display?.monthlyPriceCents).toBe(1250);
  });

  test('when a range plan has no single price, then its monthly price is null and the range is kept', () => {
    const display = normalisePlan(
      plan({ is_price_range: true, price_min: 4.99, price_max: '14.99' }),
    );
    expect(display).toMatchObject({
      isPriceRange: true,
      monthlyPriceCents: null,
      priceMinCents: 499,
      priceMaxCents: 1499,
    });
  });

  test.each<[string, unknown]>([
    ['null', null],
    ['a string', 'plan'],
    ['no id', { name: 'X' }],
    ['an empty id', { id: '', name: 'X' }],
    ['no name', { id: 1 }],
    ['a blank name', { id: 1, name: '  ' }],
  ])('when a plan is %s, then it fails to transform', (_label, raw) => {
    expect(normalisePlan(raw)).toBeNull();
  });

  test('when a list holds broken plans, then they are skipped and the rest sorted by display order', () => {
    const list = normalisePlans([
      { id: 'b', name: 'B', display_order: 2 },
      null,
      { id: 'x' },
      { id: 'a', name: 'A', display_order: 1 },
      { id: 'c', name: 'C', display_order: 2 },
    ]);
    expect(list.map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  test('when a plan throws while it is read, then only that plan is skipped', () => {
    const exploding = {
      id: 'boom',
      get name(): string {
        throw new Error('unreadable');
      },
    };
    const list = normalisePlans([
      exploding,
      { id: 'big', name: 'Big', monthly_price: '9'.repeat(400) },
      { id: 'ok', name: 'OK' },
    ]);
    expect(list.map((p) => [p.id, p.monthlyPriceCents])).toEqual([
      ['big', 1999],
      ['ok', 1999],
    ]);
  });

  test('when the plans answer is not an array, then the list is empty', () => {
    expect(normalisePlans({ plans: [] })).toEqual([]);
  });

  test.each<[string, unknown, number]>([
    ['success with plans', { success: true, plans: [{ id: 1, name: 'A' }] }, 1],
    ['success false', { success: false, plans: [{ id: 1, name: 'A' }] }, 0],
    ['plans not an array', { success: true, plans: 'x' }, 0],
    ['a data list', { data: [{ id: 1, name: 'A' }] }, 1],
    ['a bare array', [{ id: 1, name: 'A' }], 1],
    ['nothing', null, 0],
    ['an empty object', {}, 0],
  ])('when GET /api/plans answers %s, then %p plans are shown', (_label, body, count) => {
    expect(plansFromResponse(body)).toHaveLength(count);
  });

  test('when the home page normalises, then its own wording is used', () => {
    expect(
      plansFromResponse({ success: true, plans: [{ id: 1, name: 'A' }] }, 'home')[0]?.features,
    ).toEqual(DEFAULT_FEATURES.home);
  });
});

describe('fallback plans and plan ids', () => {
  test('when the plans fetch fails, then basic 9.99, premium 19.99 and family 29.99 are offered', () => {
    const plans = normalisePlans(FALLBACK_PLANS);
    expect(plans.map((p) => [p.planType, p.monthlyPriceCents])).toEqual([
      ['basic', 999],
      ['premium', 1999],
      ['family', 2999],
    ]);
  });

  test.each([
    ['basic', 1],
    ['premium', 2],
    ['family', 3],
    [' Premium ', 2],
    ['standard', undefined],
  ])('when the plan type is %p, then the plan id is %p', (type, id) => {
    expect(planIdForType(type)).toBe(id);
  });

  test.each([
    [1, 'basic'],
    ['2', 'premium'],
    [3, 'family'],
    [4, undefined],
  ])('when the plan id is %p, then the plan type is %p', (id, type) => {
    expect(planTypeForId(id)).toBe(type);
  });
});

describe('deductibles and prices', () => {
  test.each<[unknown, string]>([
    [29.99, '$29.99'],
    ['70', '$70.00'],
    ['No Coverage', 'No Coverage'],
    [null, '$99.00'],
    ['', '$99.00'],
  ])('when a deductible arrives as %p, then it shows %p', (value, text) => {
    expect(formatDeductible(readDeductible(value, 9900))).toBe(text);
  });

  test('when amounts are given, then the price range is their min and max', () => {
    expect(priceRange([1299, 499, 999])).toEqual({ minCents: 499, maxCents: 1299 });
    expect(priceRange([])).toBeNull();
    expect(formatPriceRange({ minCents: 499, maxCents: 1299 })).toBe('$4.99 - $12.99');
    expect(formatPriceRange({ minCents: 499, maxCents: 499 })).toBe('$4.99');
  });

  test.each<[string, Partial<Plan>, number[], string]>([
    ['a single price', { monthly_price: 19.99 }, [], '$19.99'],
    [
      'a range from min and max',
      { is_price_range: true, price_min: 5, price_max: 15 },
      [],
      '$5.00 - $15.00',
    ],
    ['a range from device prices', { is_price_range: true }, [999, 499], '$4.99 - $9.99'],
    ['a range with nothing to show', { is_price_range: true }, [], '$19.99'],
  ])(
    'when a plan card has %s, then its price reads %p',
    (_label, overrides, devicePrices, text) => {
      const display = normalisePlan(plan(overrides));
      expect(display && formatPlanPrice(display, devicePrices)).toBe(text);
    },
  );

  test.each<[string, number | null, number | null, number]>([
    ['Premium Plan', 999, null, 1999],
    ['Family Plan', 999, null, 3499],
    ['Basic Plan', 999, 1299, 1299],
    ['Basic Plan', 999, null, 999],
    ['Gold Plan', 2499, 1299, 2499],
    ['Gold Plan', null, null, 0],
  ])(
    'when switching to %p (own price %p, device price %p), then it shows %p cents',
    (name, own, device, cents) => {
      expect(planSwitchPriceCents({ name, monthlyPriceCents: own }, device)).toBe(cents);
    },
  );
});
