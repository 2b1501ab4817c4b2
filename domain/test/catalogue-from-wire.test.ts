// Reading the public catalogue answers (GET /api/plans, /api/addons, /api/device-pricing): dollars in, the
// exact cents every price rule takes out.
import {
  type AddOnWire,
  type DevicePricingWire,
  type PlanWire,
  addOnFromWire,
  devicePricingFromWire,
  planFromWire,
} from '../src';

describe('reading GET /api/plans', () => {
  test('when a plan arrives in dollars, then it is read in exact cents with its deductibles', () => {
    const wire: PlanWire = {
      id: 1,
      name: 'Basic Plan',
      description: 'Essential',
      plan_type: 'basic',
      monthly_price: 9.99,
      original_price: null,
      price: 9.99,
      is_price_range: true,
      price_min: 7.99,
      price_max: 17.99,
      savings_text: '',
      promotion_text: '',
      is_popular: false,
      is_active: true,
      color_scheme: 'blue',
      display_order: 1,
      duration_months: 1,
      features: ['Screen repair coverage'],
      feature_categories: {},
      deductible_screen: 29.99,
      deductible_back_glass: 39.99,
      deductible_theft: 'No Coverage',
      claim_limit: 2,
      coverage_limit: 1000,
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect(planFromWire(wire)).toMatchObject({
      monthlyPriceCents: 999,
      priceMinCents: 799,
      priceMaxCents: 1799,
      coverageLimitCents: 100_000,
      deductibles: {
        screen: { kind: 'amount', cents: 2999 },
        backGlass: { kind: 'amount', cents: 3999 },
        theft: { kind: 'notCovered', label: 'No Coverage' },
      },
    });
  });
});

describe('reading GET /api/addons and GET /api/device-pricing', () => {
  test('when an add-on and a device price arrive in dollars, then every amount is read in exact cents', () => {
    const addOn: AddOnWire = {
      id: 'extended-warranty',
      name: 'Extended Warranty',
      description: 'Beyond the maker',
      monthly_price: 2.99,
      addon_type: null,
      icon_name: 'Clock',
      color_scheme: 'blue',
      display_order: 2,
      is_popular: false,
      is_active: true,
      features: [],
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect(addOnFromWire(addOn)).toMatchObject({ monthlyPriceCents: 299, iconName: 'Clock' });
    const device: DevicePricingWire = {
      id: 'apple-iphone-15',
      device_brand: 'Apple',
      device_model: 'iPhone 15',
      device_type: 'phone',
      device_value: 799.99,
      plan_price: 12.99,
      deductible_screen: 29.01,
      deductible_back_glass: 49.1,
      deductible_theft: 149,
      is_active: true,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect(devicePricingFromWire(device)).toEqual({
      id: 'apple-iphone-15',
      deviceBrand: 'Apple',
      deviceModel: 'iPhone 15',
      deviceValueCents: 79_999,
      planPriceCents: 1299,
      deductibleScreenCents: 2901,
      deductibleBackGlassCents: 4910,
      deductibleTheftCents: 14_900,
      isActive: true,
    });
  });
});
