// Data builders for tests: records as the repositories store them, with unique ids so tests never collide.
import { randomInt, randomUUID } from 'node:crypto';
import type { AddOnRecord } from '../../src/repositories/addons';
import type { DevicePricingRecord } from '../../src/repositories/device-pricing';
import type { PlanRecord } from '../../src/repositories/plans';

const now = () => new Date();

export function aPlan(overrides: Partial<PlanRecord> = {}): PlanRecord {
  const id = randomInt(1_000_000, 2_000_000_000);
  return {
    id,
    name: `Test Plan ${id}`,
    description: 'A plan made by a test',
    planType: 'premium',
    monthlyPriceCents: 1999,
    originalPriceCents: 2499,
    isPriceRange: false,
    priceMinCents: null,
    priceMaxCents: null,
    savingsText: 'Save $60 a year',
    promotionText: '',
    isPopular: false,
    isActive: true,
    colorScheme: 'purple',
    displayOrder: 50,
    durationMonths: 1,
    features: ['Screen repair coverage', 'Water damage coverage', 'Theft protection'],
    featureCategories: {},
    deductibles: {
      screen: { kind: 'amount', cents: 2999 },
      backGlass: { kind: 'amount', cents: 3999 },
      theft: { kind: 'notCovered', label: 'No Coverage' },
    },
    claimLimit: 3,
    coverageLimitCents: 150_000,
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  };
}

export function anAddOn(overrides: Partial<AddOnRecord> = {}): AddOnRecord {
  const id = `test-addon-${randomUUID().slice(0, 8)}`;
  return {
    id,
    name: `Screen Guard ${id}`,
    description: 'An add-on made by a test',
    monthlyPriceCents: 149,
    addonType: null,
    iconName: 'Shield',
    colorScheme: 'blue',
    displayOrder: 50,
    isActive: true,
    isPopular: false,
    features: [],
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  };
}

export function aDevicePricing(overrides: Partial<DevicePricingRecord> = {}): DevicePricingRecord {
  const id = `test-device-${randomUUID().slice(0, 8)}`;
  return {
    id,
    deviceBrand: 'Testco',
    deviceModel: `Phone ${id}`,
    deviceValueCents: 84_900,
    planPriceCents: 1149,
    deductibleScreenCents: 7900,
    deductibleBackGlassCents: 6900,
    deductibleTheftCents: 14_900,
    isActive: true,
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  };
}
