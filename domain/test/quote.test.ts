import {
  DEFAULT_PLAN_DEDUCTIBLES,
  planWithDefaults,
  priceQuote,
  priceSubscription,
  QUOTE_MESSAGES,
  quoteFor,
  quoteMonthlyCents,
  resolveQuoteSelection,
  savingsPerYearCents,
  yearlyCents,
  type DevicePricing,
  type Plan,
} from '../src';

function aPlan(overrides: Partial<Plan> = {}): Plan {
  return planWithDefaults({
    id: 2,
    name: 'Premium Plan',
    planType: 'premium',
    monthlyPriceCents: 1999,
    ...overrides,
  });
}

const iphone: DevicePricing = {
  id: 'apple-iphone-15-pro',
  deviceBrand: 'Apple',
  deviceModel: 'iPhone 15 Pro',
  deviceValueCents: 99_900,
  planPriceCents: 1299,
  deductibleScreenCents: 4900,
  deductibleBackGlassCents: 6999,
  deductibleTheftCents: 9900,
  isActive: true,
};

const basic = aPlan({
  id: 1,
  name: 'Basic Plan',
  planType: 'basic',
  monthlyPriceCents: 999,
  isPriceRange: true,
  priceMinCents: 799,
  priceMaxCents: 1799,
});

describe('quote pricing', () => {
  test.each<[string, Plan, DevicePricing | null, number | null]>([
    ['a basic plan with a device costs the device plan price', basic, iphone, 1299],
    ['a basic plan without a device costs its own price', basic, null, 999],
    ['a premium plan with a device costs its own price', aPlan(), iphone, 1999],
    [
      'a range plan that is not per device and has no single price cannot be priced',
      aPlan({ planType: 'standard', isPriceRange: true, monthlyPriceCents: null }),
      iphone,
      null,
    ],
  ])('when %s, then the monthly price is %p cents', (_label, plan, device, cents) => {
    expect(quoteMonthlyCents(plan, device)).toBe(cents);
  });

  test('when a plan has no price for the device, then there is no quote at all (never a made-up price)', () => {
    const unpriced = aPlan({ isPriceRange: true, monthlyPriceCents: null });
    expect(priceQuote(unpriced, iphone)).toBeNull();
    expect(quoteFor(unpriced, iphone, '')).toBeNull();
    expect(priceSubscription(unpriced, iphone, [])).toBeNull();
  });

  test.each([
    [999, 11988],
    [1999, 23988],
    [2999, 35988],
  ])('when the monthly price is %p cents, then the yearly price is %p cents', (monthly, yearly) => {
    expect(yearlyCents(monthly)).toBe(yearly);
  });

  test.each<[number, number | null, number]>([
    [1999, 2499, 6000],
    [1999, null, 0],
    [1999, 1999, 0],
    [1999, 999, 0],
  ])(
    'when monthly is %p and original %p, then savings per year are %p cents',
    (monthly, original, savings) => {
      expect(savingsPerYearCents(monthly, original)).toBe(savings);
    },
  );

  test('when the device is listed, then its deductibles and value are used', () => {
    const pricing = priceQuote(
      aPlan({
        deductibles: { ...DEFAULT_PLAN_DEDUCTIBLES, theft: { kind: 'amount', cents: 14900 } },
      }),
      iphone,
    );
    expect(pricing).toEqual({
      monthlyCents: 1999,
      yearlyCents: 23988,
      originalMonthlyCents: null,
      savingsPerYearCents: 0,
      deviceValueCents: 99_900,
      deductibles: {
        screen: { kind: 'amount', cents: 4900 },
        backGlass: { kind: 'amount', cents: 6999 },
        theft: { kind: 'amount', cents: 9900 },
      },
    });
  });

  test('when the plan does not cover a peril (No Coverage), then the device figure does not bring it back', () => {
    const pricing = priceQuote(basic, iphone);
    expect(pricing?.deductibles.theft).toEqual({ kind: 'notCovered', label: 'No Coverage' });
    expect(priceQuote(basic, null)?.deductibles.theft).toEqual({
      kind: 'notCovered',
      label: 'No Coverage',
    });
  });

  test('when the device is unknown, then deductibles are 29.99 / 70 / 99 and the device value is 400', () => {
    const plan = aPlan({
      deductibles: { ...DEFAULT_PLAN_DEDUCTIBLES, theft: { kind: 'amount', cents: 14900 } },
    });
    expect(priceQuote(plan, null)).toMatchObject({
      deviceValueCents: 40_000,
      deductibles: {
        screen: { kind: 'amount', cents: 2999 },
        backGlass: { kind: 'amount', cents: 7000 },
        theft: { kind: 'amount', cents: 9900 },
      },
    });
  });
});

describe('quote selection on submit', () => {
  test.each<[string, string, { ok: boolean; message?: string }]>([
    ['apple-iphone-15-pro', '2', { ok: true }],
    ['zz', '2', { ok: false, message: 'Please select a valid device model' }],
    ['apple-iphone-15-pro', '9', { ok: false, message: 'Please select a valid plan' }],
  ])(
    'when model %p and plan %p are submitted, then the outcome is %p',
    (deviceId, planId, outcome) => {
      expect(resolveQuoteSelection([iphone], [basic, aPlan()], deviceId, planId)).toMatchObject(
        outcome,
      );
    },
  );

  test('when the quote is generated, then the spec messages are available', () => {
    expect(QUOTE_MESSAGES.generated).toBe('Quote generated successfully!');
    expect(QUOTE_MESSAGES.generateFailed).toBe('Failed to generate quote. Please try again');
  });
});

describe('priced quote', () => {
  test("when a quote is made for a listed device, then it carries the priced cents and only the plan's own features", () => {
    const plan = aPlan({
      originalPriceCents: 2499,
      savingsText: 'Save $60 a year',
      features: ['Theft protection'],
    });
    expect(quoteFor(plan, iphone, '490154203237518')).toEqual({
      deviceType: 'phone',
      devicePricingId: 'apple-iphone-15-pro',
      deviceBrand: 'Apple',
      deviceModel: 'iPhone 15 Pro',
      deviceValueCents: 99_900,
      planId: 2,
      planType: 'premium',
      planName: 'Premium Plan',
      monthlyPriceCents: 1999,
      yearlyPriceCents: 23988,
      originalPriceCents: 2499,
      savingsPerYearCents: 6000,
      savingsText: 'Save $60 a year',
      deductibles: {
        screen: { kind: 'amount', cents: 4900 },
        backGlass: { kind: 'amount', cents: 6999 },
        theft: { kind: 'notCovered', label: 'No Coverage' },
      },
      claimLimit: 2,
      coverageLimitCents: 100_000,
      planFeatures: ['Theft protection'],
      imei: '490154203237518',
    });
  });

  test('when the device is a tablet, then the quote says so', () => {
    const ipad = { ...iphone, id: 'apple-ipad-air', deviceModel: 'iPad Air' };
    expect(quoteFor(aPlan(), ipad, '')?.deviceType).toBe('tablet');
  });
});

describe('subscription pricing with add-ons', () => {
  test('when a basic plan and two add-ons are chosen, then total = base + add-ons and yearly = 12 x total', () => {
    const pricing = priceSubscription(basic, iphone, [
      { id: 'a', name: 'Accessories Coverage', monthlyPriceCents: 199 },
      { id: 'b', name: 'Extended Warranty', monthlyPriceCents: 299 },
    ]);
    expect(pricing).toMatchObject({
      planName: 'Basic Plan',
      baseMonthlyCents: 1299,
      addOnsTotalCents: 498,
      totalMonthlyCents: 1797,
      yearlyCents: 21564,
    });
    expect(pricing?.addOns).toHaveLength(2);
  });
});
