import {
  buildQuote,
  DEFAULT_DEVICE_VALUE_CENTS,
  normalisePlan,
  priceQuote,
  priceSubscription,
  QUOTE_MESSAGES,
  quoteMonthlyCents,
  resolveQuoteSelection,
  savingsPerYearCents,
  UNKNOWN_DEVICE_DEDUCTIBLES_CENTS,
  yearlyCents,
  type DevicePricing,
  type DisplayPlan,
  type Plan,
} from '../src';

function display(overrides: Partial<Plan>): DisplayPlan {
  const plan = normalisePlan({ id: 'p', name: 'Plan', ...overrides });
  if (!plan) throw new Error('test plan did not normalise');
  return plan;
}

const iphone: DevicePricing = {
  id: 'd1',
  device_brand: 'Apple',
  device_model: 'iPhone 15 Pro',
  device_value: 999,
  plan_price: 12.99,
  deductible_screen: 49,
  deductible_back_glass: '69.99',
  deductible_theft: null,
};

describe('quote pricing', () => {
  test.each<[string, Partial<Plan>, DevicePricing | null, number]>([
    ['a basic plan with a device', { plan_type: 'basic', monthly_price: 9.99 }, iphone, 1299],
    ['a basic plan without a device', { plan_type: 'basic', monthly_price: 9.99 }, null, 999],
    [
      'a basic plan with an unreadable device price',
      { plan_type: 'basic', monthly_price: 9.99 },
      { ...iphone, plan_price: 'n/a' },
      999,
    ],
    ['a premium plan with a device', { plan_type: 'premium', monthly_price: 19.99 }, iphone, 1999],
    [
      'a standard plan without a price',
      { plan_type: 'standard', is_price_range: true },
      iphone,
      1999,
    ],
  ])('when quoting %s, then the monthly price is %p cents', (_label, plan, device, cents) => {
    expect(quoteMonthlyCents(display(plan), device)).toBe(cents);
  });

  test.each([
    [999, 11988],
    [1999, 23988],
    [2999, 35988],
  ])(
    'when the monthly price is %p cents, then the yearly price is 12 times: %p',
    (monthly, yearly) => {
      expect(yearlyCents(monthly)).toBe(yearly);
    },
  );

  test.each<[number, number | null, number]>([
    [1999, 2999, 12000],
    [1999, 1999, 0],
    [1999, 999, 0],
    [1999, null, 0],
  ])(
    'when monthly is %p and original %p, then savings per year are %p',
    (monthly, original, savings) => {
      expect(savingsPerYearCents(monthly, original)).toBe(savings);
    },
  );

  test('when the device has its own deductibles, then they are used, missing ones from the plan', () => {
    const pricing = priceQuote(
      display({ plan_type: 'premium', monthly_price: 19.99, original_price: 24.99 }),
      iphone,
    );
    expect(pricing).toEqual({
      monthlyCents: 1999,
      yearlyCents: 23988,
      originalMonthlyCents: 2499,
      savingsPerYearCents: 6000,
      deviceValueCents: 99900,
      deductibles: {
        screen: { kind: 'amount', cents: 4900 },
        backGlass: { kind: 'amount', cents: 6999 },
        theft: { kind: 'text', text: 'No Coverage' },
      },
    });
  });

  test.each<[unknown, number]>([
    [null, 14900],
    [undefined, 14900],
    ['', 14900],
    [79, 7900],
  ])(
    'when the device record has theft deductible %p and the plan 149, then the quote shows %p cents',
    (deviceTheft, cents) => {
      const plan = display({ plan_type: 'premium', deductible_theft: 149 });
      const device = { ...iphone, deductible_theft: deviceTheft } as DevicePricing;
      expect(priceQuote(plan, device).deductibles.theft).toEqual({ kind: 'amount', cents });
    },
  );

  test('when the plan does not cover a peril (No Coverage), then the device figure does not bring it back', () => {
    const basic = display({ plan_type: 'basic', deductible_theft: 'No Coverage' });
    const pricing = priceQuote(basic, { ...iphone, deductible_theft: 99 });
    expect(pricing.deductibles.theft).toEqual({ kind: 'text', text: 'No Coverage' });
    expect(pricing.deductibles.screen).toEqual({ kind: 'amount', cents: 4900 });
  });

  test('when the device is unknown, then deductibles are 29.99 / 70 / 99 and the device value is 400', () => {
    const pricing = priceQuote(display({ monthly_price: 19.99, deductible_theft: 149 }), null);
    expect(pricing.deductibles).toEqual({
      screen: { kind: 'amount', cents: 2999 },
      backGlass: { kind: 'amount', cents: 7000 },
      theft: { kind: 'amount', cents: 9900 },
    });
    expect(UNKNOWN_DEVICE_DEDUCTIBLES_CENTS).toEqual({
      screen: 2999,
      backGlass: 7000,
      theft: 9900,
    });
    expect(pricing.deviceValueCents).toBe(DEFAULT_DEVICE_VALUE_CENTS);
    expect(DEFAULT_DEVICE_VALUE_CENTS).toBe(40000);
  });

  test.each<[string, Partial<Plan>, object]>([
    [
      'a plan without theft cover (the default)',
      {},
      { screen: 2999, backGlass: 7000, theft: 'No Coverage' },
    ],
    [
      'a plan covering no back glass',
      { deductible_back_glass: 'No Coverage', deductible_theft: 99 },
      { screen: 2999, backGlass: 'No Coverage', theft: 9900 },
    ],
  ])(
    'when the device is unknown and the quote is for %s, then an uncovered peril stays No Coverage',
    (_label, overrides, expected) => {
      const { deductibles } = priceQuote(display(overrides), null);
      const shown = Object.fromEntries(
        Object.entries(deductibles).map(([peril, d]) => [
          peril,
          d.kind === 'amount' ? d.cents : d.text,
        ]),
      );
      expect(shown).toEqual(expected);
    },
  );

  test('when the device value is unreadable, then 400 is used', () => {
    expect(priceQuote(display({}), { ...iphone, device_value: '' }).deviceValueCents).toBe(40000);
  });
});

describe('quote selection on submit', () => {
  const plans = [display({ id: 'p1', name: 'Premium Plan' })];
  test.each<[string, string, { ok: boolean; message?: string }]>([
    ['d1', 'p', { ok: true }],
    ['zz', 'p', { ok: false, message: 'Please select a valid device model' }],
    ['d1', 'zz', { ok: false, message: 'Please select a valid plan' }],
  ])(
    'when model %p and plan %p are submitted, then the outcome is %p',
    (deviceId, planId, outcome) => {
      const result = resolveQuoteSelection([iphone], [display({}), ...plans], deviceId, planId);
      expect(result).toMatchObject(outcome);
    },
  );

  test('when the quote is generated, then the spec messages are available', () => {
    expect(QUOTE_MESSAGES.generated).toBe('Quote generated successfully!');
    expect(QUOTE_MESSAGES.generateFailed).toBe('Failed to generate quote. Please try again');
  });
});

describe('stored quote', () => {
  const now = new Date('2026-03-01T10:00:00Z');

  test('when a quote is built for a known device, then it carries the spec fields in dollars', () => {
    const quote = buildQuote({
      plan: display({
        id: 'prem',
        name: 'Premium Plan',
        plan_type: 'premium',
        monthly_price: 19.99,
        original_price: 29.99,
        savings_text: 'Save $120',
        features: ['Theft'],
      }),
      device: iphone,
      imei: '490154203237518',
      userId: 'u1',
      userEmail: 'a@b.co',
      now,
    });
    expect(quote).toEqual({
      deviceType: 'phone',
      deviceBrand: 'Apple',
      deviceModel: 'iPhone 15 Pro',
      deviceValue: 999,
      planId: 'prem',
      planType: 'premium',
      planName: 'Premium Plan',
      monthlyPrice: 19.99,
      yearlyPrice: 239.88,
      originalPrice: 29.99,
      savingsText: 'Save $120',
      deductibles: { screen: 49, backGlass: 69.99, theft: 'No Coverage' },
      claimLimit: 2,
      coverageLimit: 1000,
      planFeatures: ['Theft', 'Screen repair coverage', '24/7 customer support'],
      imei: '490154203237518',
      userId: 'u1',
      userEmail: 'a@b.co',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
  });

  test('when a quote is built without a device record, then the given model, fallbacks and nulls are used', () => {
    const quote = buildQuote({
      plan: display({ deductible_theft: 149 }),
      device: null,
      deviceType: 'tablet',
      deviceBrand: 'Acme',
      deviceModel: 'Slate',
      now,
    });
    expect(quote).toMatchObject({
      deviceType: 'tablet',
      deviceBrand: 'Acme',
      deviceModel: 'Slate',
      deviceValue: 400,
      originalPrice: null,
      savingsText: null,
      deductibles: { screen: 29.99, backGlass: 70, theft: 99 },
      imei: '',
      userId: null,
      userEmail: null,
    });
    expect(
      buildQuote({ plan: display({}), device: null, deviceModel: 'Fire HD 8', now }).deviceType,
    ).toBe('tablet');
    expect(buildQuote({ plan: display({}), device: null, now }).deviceModel).toBe('');
  });
});

describe('subscription pricing with add-ons', () => {
  test('when a basic plan and two add-ons are chosen, then total = base + add-ons and yearly = 12 x total', () => {
    const pricing = priceSubscription(
      display({ name: 'Basic Plan', plan_type: 'basic', monthly_price: 9.99 }),
      iphone,
      [
        { id: 'a', name: 'Accessories Coverage', monthlyPriceCents: 199 },
        { id: 'b', name: 'Extended Warranty', monthlyPriceCents: 299 },
      ],
    );
    expect(pricing).toMatchObject({
      planName: 'Basic Plan',
      baseMonthlyCents: 1299,
      addOnsTotalCents: 498,
      totalMonthlyCents: 1797,
      yearlyCents: 21564,
    });
    expect(pricing.addOns).toHaveLength(2);
  });
});
