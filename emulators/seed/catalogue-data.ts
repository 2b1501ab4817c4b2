// The demo catalogue: three plans, three add-ons and a device pricing table of current phones and tablets.
//
// Choices the spec leaves open:
// - Family Plan is 29.99 a month (the spec's fallback price and the brief). The plan-switch screen's fixed
//   display price of 34.99 (spec 02 section 9) is a display rule of that screen and is not the stored price.
// - Basic Plan is priced per device (plan_price of the device pricing table); it is stored as a price range
//   (the table's lowest to highest plan_price) with 9.99, the spec's fallback, as its "from" price.
// - Claim limits 2 / 3 / 3: the claims page states "2-3 claims per year" for every plan.
import { type Cents, NOT_COVERED_LABEL, dollarsToCents, priceCustomDevice } from '@protect/domain';
import {
  type AddOnRecord,
  type DevicePricingRecord,
  type PlanRecord,
} from '../../functions/src/public';

/** [brand, model, device value in dollars] of current models (US list prices, rounded). */
const DEVICES: readonly (readonly [string, string, number])[] = [
  ['Apple', 'iPhone 17 Pro Max', 1199],
  ['Apple', 'iPhone 17 Pro', 1099],
  ['Apple', 'iPhone Air', 999],
  ['Apple', 'iPhone 17', 799],
  ['Apple', 'iPhone 16 Pro Max', 1099],
  ['Apple', 'iPhone 16 Pro', 999],
  ['Apple', 'iPhone 16 Plus', 799],
  ['Apple', 'iPhone 16', 699],
  ['Apple', 'iPhone 16e', 599],
  ['Apple', 'iPhone 15 Pro Max', 899],
  ['Apple', 'iPhone 15 Pro', 799],
  ['Apple', 'iPhone 15 Plus', 699],
  ['Apple', 'iPhone 15', 599],
  ['Samsung', 'Galaxy S25 Ultra', 1299],
  ['Samsung', 'Galaxy S25 Edge', 1099],
  ['Samsung', 'Galaxy S25+', 999],
  ['Samsung', 'Galaxy S25', 799],
  ['Samsung', 'Galaxy S24 Ultra', 999],
  ['Samsung', 'Galaxy S24', 699],
  ['Samsung', 'Galaxy S24 FE', 649],
  ['Samsung', 'Galaxy Z Fold7', 1999],
  ['Samsung', 'Galaxy Z Flip7', 1099],
  ['Samsung', 'Galaxy Z Fold6', 1599],
  ['Samsung', 'Galaxy Z Flip6', 899],
  ['Samsung', 'Galaxy A56 5G', 499],
  ['Samsung', 'Galaxy A36 5G', 399],
  ['Samsung', 'Galaxy A16 5G', 199],
  ['Google', 'Pixel 10 Pro Fold', 1799],
  ['Google', 'Pixel 10 Pro XL', 1199],
  ['Google', 'Pixel 10 Pro', 999],
  ['Google', 'Pixel 10', 799],
  ['Google', 'Pixel 9 Pro XL', 999],
  ['Google', 'Pixel 9 Pro', 899],
  ['Google', 'Pixel 9', 699],
  ['Google', 'Pixel 9a', 499],
  ['Google', 'Pixel 8 Pro', 699],
  ['Google', 'Pixel 8', 499],
  ['Google', 'Pixel 8a', 399],
  ['Motorola', 'Razr+ 2025', 999],
  ['Motorola', 'Razr 2025', 699],
  ['Motorola', 'Edge 2025', 549],
  ['Motorola', 'Moto G Stylus 2025', 399],
  ['Motorola', 'Moto G Power 2025', 299],
  ['OnePlus', 'OnePlus 13', 899],
  ['OnePlus', 'OnePlus 13R', 599],
  ['OnePlus', 'OnePlus 12', 699],
  ['OnePlus', 'OnePlus Nord N30 5G', 299],
  ['Apple', 'iPad (A16)', 349],
  ['Apple', 'iPad mini (A17 Pro)', 499],
  ['Apple', 'iPad Air 11-inch (M3)', 599],
  ['Apple', 'iPad Air 13-inch (M3)', 799],
  ['Apple', 'iPad Pro 11-inch (M5)', 999],
  ['Apple', 'iPad Pro 13-inch (M5)', 1299],
  ['Samsung', 'Galaxy Tab S10 Ultra', 1199],
  ['Samsung', 'Galaxy Tab S10+', 999],
  ['Samsung', 'Galaxy Tab S10 FE', 499],
  ['Samsung', 'Galaxy Tab A9+', 219],
  ['Microsoft', 'Surface Pro 11th Edition', 999],
  ['Microsoft', 'Surface Pro 12-inch', 799],
  ['Microsoft', 'Surface Go 4', 579],
  ['Amazon', 'Fire Max 11', 229],
  ['Amazon', 'Fire HD 10', 139],
  ['Amazon', 'Fire HD 8', 99],
  ['OnePlus', 'OnePlus Pad 2', 549],
];

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function demoDevicePricing(now: Date): DevicePricingRecord[] {
  return DEVICES.map(([brand, model, value]) => {
    // Priced with the same value tiers as a custom model.
    const priced = priceCustomDevice({
      deviceBrand: brand,
      deviceModel: model,
      deviceValueCents: dollarsToCents(value),
    });
    return {
      ...priced,
      id: slug(`${brand} ${model}`),
      createdAt: now,
      updatedAt: now,
    };
  });
}

function amount(dollars: number) {
  return { kind: 'amount' as const, cents: dollarsToCents(dollars) };
}

export function demoPlans(
  now: Date,
  devices: readonly DevicePricingRecord[] = demoDevicePricing(now),
): PlanRecord[] {
  const basicPrices: Cents[] = devices.map((d) => d.planPriceCents);
  const common = {
    isActive: true,
    durationMonths: 1,
    featureCategories: {},
    createdAt: now,
    updatedAt: now,
  };
  return [
    {
      ...common,
      id: 1,
      name: 'Basic Plan',
      description: 'Essential protection priced for your device',
      planType: 'basic',
      monthlyPriceCents: dollarsToCents(9.99),
      originalPriceCents: null,
      isPriceRange: true,
      priceMinCents: Math.min(...basicPrices),
      priceMaxCents: Math.max(...basicPrices),
      savingsText: '',
      promotionText: 'Priced by device model',
      isPopular: false,
      colorScheme: 'blue',
      displayOrder: 1,
      features: [
        'Accidental damage protection',
        'Screen repair coverage',
        'Mechanical breakdown coverage',
        '24/7 customer support',
      ],
      deductibles: {
        screen: amount(29.99),
        backGlass: amount(39.99),
        theft: { kind: 'notCovered', label: NOT_COVERED_LABEL },
      },
      claimLimit: 2,
      coverageLimitCents: dollarsToCents(1000),
    },
    {
      ...common,
      id: 2,
      name: 'Premium Plan',
      description: 'Complete protection including theft and water damage',
      planType: 'premium',
      monthlyPriceCents: dollarsToCents(19.99),
      originalPriceCents: dollarsToCents(24.99),
      isPriceRange: false,
      priceMinCents: null,
      priceMaxCents: null,
      savingsText: 'Save $60 a year',
      promotionText: 'Most popular',
      isPopular: true,
      colorScheme: 'purple',
      displayOrder: 2,
      features: [
        'Accidental damage protection',
        'Screen repair coverage',
        'Back glass repair',
        'Water damage coverage',
        'Theft protection',
        'Express 1-2 day repairs',
        '24/7 priority support',
      ],
      deductibles: { screen: amount(19.99), backGlass: amount(29.99), theft: amount(99) },
      claimLimit: 3,
      coverageLimitCents: dollarsToCents(1500),
    },
    {
      ...common,
      id: 3,
      name: 'Family Plan',
      description: 'Protection for up to 5 devices on one plan',
      planType: 'family',
      monthlyPriceCents: dollarsToCents(29.99),
      originalPriceCents: dollarsToCents(39.99),
      isPriceRange: false,
      priceMinCents: null,
      priceMaxCents: null,
      savingsText: 'Save $120 a year',
      promotionText: 'Up to 5 devices',
      isPopular: false,
      colorScheme: 'green',
      displayOrder: 3,
      features: [
        'Covers up to 5 devices',
        'Accidental damage protection',
        'Screen repair coverage',
        'Water damage coverage',
        'Theft protection',
        '24/7 customer support',
      ],
      deductibles: { screen: amount(29.99), backGlass: amount(39.99), theft: amount(99) },
      claimLimit: 3,
      coverageLimitCents: dollarsToCents(2500),
    },
  ];
}

/** The three add-ons, at the spec's add-on prices (spec 02 section 9), which the web's fallback list shows too. */
export function demoAddOns(now: Date): AddOnRecord[] {
  const common = { colorScheme: 'blue', isActive: true, createdAt: now, updatedAt: now } as const;
  return [
    {
      ...common,
      id: 'accessories-coverage',
      name: 'Accessories Coverage',
      description: 'Protect your chargers, cases and headphones',
      monthlyPriceCents: 199,
      addonType: 'accessories',
      iconName: 'Shield',
      displayOrder: 1,
      isPopular: true,
      features: [],
    },
    {
      ...common,
      id: 'extended-warranty',
      name: 'Extended Warranty',
      description: 'Coverage for mechanical failures after the manufacturer warranty ends',
      monthlyPriceCents: 299,
      addonType: 'warranty',
      iconName: 'Clock',
      displayOrder: 2,
      isPopular: false,
      features: [],
    },
    {
      ...common,
      id: 'data-recovery',
      name: 'Data Recovery',
      description: 'Professional recovery of photos, contacts and files',
      monthlyPriceCents: 399,
      addonType: 'data',
      iconName: 'Smartphone',
      displayOrder: 3,
      isPopular: false,
      features: [],
    },
  ];
}
