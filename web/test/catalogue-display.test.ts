// The web's display rules for plans and add-ons (spec 01 section 5 "Plan display normalisation", section 8),
// what a visitor sees on the home, plans and quote pages.
import { type Plan, planWithDefaults } from '@protect/domain';
import {
  claimsLine,
  displayAddOns,
  displayPlans,
  FALLBACK_ADDONS,
  FALLBACK_PLANS,
  featureLines,
  formatPlanPrice,
} from '../src/lib/catalogue-display';

function aPlan(overrides: Partial<Plan> = {}): Plan {
  return planWithDefaults({
    id: 2,
    name: 'Premium Plan',
    planType: 'premium',
    monthlyPriceCents: 1999,
    ...overrides,
  });
}

describe('plan feature lines', () => {
  test('when a plan has no features on the home page, then the spec 01 defaults and its claims line are shown', () => {
    expect(featureLines(aPlan(), 'home')).toEqual([
      'Screen repair coverage',
      'Device protection',
      '24/7 support',
      '2 claims per year',
    ]);
  });

  test('when a plan has no features on the quote and plans pages, then their defaults are shown', () => {
    expect(featureLines(aPlan({ claimLimit: 3 }), 'quote')).toEqual([
      'Screen repair coverage',
      'Accidental damage protection',
      '24/7 customer support',
      '3 claims per year',
    ]);
  });

  test.each<[string, string[], number, string[]]>([
    [
      'no screen or support line',
      ['Theft'],
      2,
      ['Theft', 'Screen repair coverage', '24/7 customer support', '2 claims per year'],
    ],
    [
      'a screen line already',
      ['Cracked SCREEN fixes'],
      2,
      ['Cracked SCREEN fixes', '24/7 customer support', '2 claims per year'],
    ],
    [
      'a support line already',
      ['Priority Support'],
      2,
      ['Priority Support', 'Screen repair coverage', '2 claims per year'],
    ],
    [
      'a claim limit above 10',
      ['Screen', 'support'],
      11,
      ['Screen', 'support', 'Unlimited claims'],
    ],
    [
      'a claims feature already',
      ['Screen', 'support', '5 claims a year'],
      3,
      ['Screen', 'support', '5 claims a year'],
    ],
  ])('when a plan has %s, then the lines are completed', (_label, features, claimLimit, lines) => {
    expect(featureLines(aPlan({ features, claimLimit }), 'quote')).toEqual(lines);
  });

  test.each([
    [0, '0 claims per year'],
    [1, '1 claim per year'],
    [10, '10 claims per year'],
    [11, 'Unlimited claims'],
  ])('when the claim limit is %p, then the claims line reads %p', (limit, line) => {
    expect(claimsLine(limit)).toBe(line);
  });

  test('when lines are added for display, then the plan keeps only its own features', () => {
    const [shown] = displayPlans([aPlan({ features: ['Theft protection'] })], 'quote');
    expect(shown?.features).toEqual(['Theft protection']);
    expect(shown?.featureLines).toContain('24/7 customer support');
  });
});

describe('plan lists and prices', () => {
  test('when plans are listed, then inactive ones are dropped and the rest sorted by display order, ties as received', () => {
    const list = displayPlans(
      [
        aPlan({ id: 1, name: 'B', displayOrder: 2 }),
        aPlan({ id: 2, name: 'Off', isActive: false }),
        aPlan({ id: 3, name: 'A', displayOrder: 1 }),
        aPlan({ id: 4, name: 'C', displayOrder: 2 }),
      ],
      'quote',
    );
    expect(list.map((p) => p.name)).toEqual(['A', 'B', 'C']);
  });

  test.each<[string, Partial<Plan>, string]>([
    ['a single price', { monthlyPriceCents: 1999 }, '$19.99'],
    ['a range', { isPriceRange: true, priceMinCents: 500, priceMaxCents: 1500 }, '$5.00 - $15.00'],
    [
      'a range of one price',
      { isPriceRange: true, priceMinCents: 499, priceMaxCents: 499 },
      '$4.99',
    ],
    ['no price at all', { monthlyPriceCents: null }, '$19.99'],
  ])('when a plan card has %s, then its price reads %p', (_label, overrides, text) => {
    expect(formatPlanPrice(aPlan(overrides))).toBe(text);
  });

  test('when the plans fetch fails, then basic 9.99, premium 19.99 and family 29.99 are offered', () => {
    expect(
      displayPlans(FALLBACK_PLANS, 'quote').map((p) => [p.planType, p.monthlyPriceCents]),
    ).toEqual([
      ['basic', 999],
      ['premium', 1999],
      ['family', 2999],
    ]);
  });

  test('when the add-ons fetch fails, then the three fallback add-ons are offered at 1.99, 2.99 and 3.99', () => {
    expect(
      displayAddOns(FALLBACK_ADDONS).map((a) => [
        a.name,
        a.monthlyPriceCents,
        a.iconName,
        a.isPopular,
      ]),
    ).toEqual([
      ['Accessories Coverage', 199, 'Shield', true],
      ['Extended Warranty', 299, 'Clock', false],
      ['Data Recovery', 399, 'Smartphone', false],
    ]);
  });
});
