import request from 'supertest';
import { aDevicePricing, aPlan, anAddOn } from '../support/builders';
import { newApp, storeCatalogue } from '../support/emulator';

describe('public catalogue', () => {
  const premium = aPlan({
    monthlyPriceCents: 1999,
    originalPriceCents: 2499,
    claimLimit: 3,
    coverageLimitCents: 150_000,
  });
  const basic = aPlan({
    planType: 'basic',
    monthlyPriceCents: 999,
    isPriceRange: true,
    priceMinCents: 799,
    priceMaxCents: 1799,
    deductibles: {
      screen: { kind: 'amount', cents: 2999 },
      backGlass: { kind: 'amount', cents: 3999 },
      theft: { kind: 'notCovered', label: 'No Coverage' },
    },
  });
  const retiredPlan = aPlan({ isActive: false });
  const addOn = anAddOn({
    name: 'Accessories Coverage test',
    monthlyPriceCents: 199,
    isPopular: true,
    iconName: 'Shield',
    addonType: 'accessories',
  });
  const inactiveAddOn = anAddOn({ isActive: false });
  const phone = aDevicePricing({
    deviceBrand: 'Apple',
    deviceModel: `iPhone 16 Pro ${Date.now()}`,
    deviceValueCents: 99_900,
    planPriceCents: 1499,
  });
  const tablet = aDevicePricing({
    deviceBrand: 'Samsung',
    deviceModel: `Galaxy Tab S10 Ultra ${Date.now()}`,
  });
  const inactiveDevice = aDevicePricing({ isActive: false });
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    cleanUp = await storeCatalogue({
      plans: [premium, basic, retiredPlan],
      addOns: [addOn, inactiveAddOn],
      devices: [phone, tablet, inactiveDevice],
    });
  });
  afterAll(() => cleanUp());

  it('when plans are requested, then active plans come in the spec shape with dollar prices', async () => {
    const res = await request(newApp()).get('/api/plans');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const plans = res.body.plans as Record<string, unknown>[];
    expect(plans.find((p) => p.id === premium.id)).toEqual({
      id: premium.id,
      name: premium.name,
      description: premium.description,
      plan_type: 'premium',
      monthly_price: 19.99,
      original_price: 24.99,
      price: 19.99,
      is_price_range: false,
      price_min: null,
      price_max: null,
      savings_text: 'Save $60 a year',
      promotion_text: '',
      is_popular: false,
      is_active: true,
      color_scheme: 'purple',
      display_order: 50,
      duration_months: 1,
      features: ['Screen repair coverage', 'Water damage coverage', 'Theft protection'],
      feature_categories: {},
      deductible_screen: 29.99,
      deductible_back_glass: 39.99,
      deductible_theft: 'No Coverage',
      claim_limit: 3,
      coverage_limit: 1500,
      updated_at: premium.updatedAt.toISOString(),
    });
    expect(plans.find((p) => p.id === basic.id)).toMatchObject({
      plan_type: 'basic',
      is_price_range: true,
      price_min: 7.99,
      price_max: 17.99,
    });
    expect(plans.some((p) => p.id === retiredPlan.id)).toBe(false);
  });

  it('when add-ons are requested, then only active ones come, with icon names and dollar prices', async () => {
    const res = await request(newApp()).get('/api/addons');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const addons = res.body.addons as Record<string, unknown>[];
    expect(addons.find((a) => a.id === addOn.id)).toMatchObject({
      name: addOn.name,
      monthly_price: 1.99,
      icon_name: 'Shield',
      addon_type: 'accessories',
      is_popular: true,
      is_active: true,
    });
    expect(addons.some((a) => a.id === inactiveAddOn.id)).toBe(false);
    expect(addons.every((a) => a.is_active === true)).toBe(true);
  });

  it('when device pricing is requested, then active records come with dollars and their device type', async () => {
    const res = await request(newApp()).get('/api/device-pricing');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const devices = res.body.devices as Record<string, unknown>[];
    expect(devices.find((d) => d.id === phone.id)).toMatchObject({
      device_brand: 'Apple',
      device_model: phone.deviceModel,
      device_value: 999,
      plan_price: 14.99,
      deductible_screen: 79,
      deductible_back_glass: 69,
      deductible_theft: 149,
      device_type: 'phone',
      is_active: true,
    });
    expect(devices.find((d) => d.id === tablet.id)).toMatchObject({ device_type: 'tablet' });
    expect(devices.some((d) => d.id === inactiveDevice.id)).toBe(false);
  });

  it('when the table changes behind the api, then the answer stays cached until the 5 minutes pass', async () => {
    const app = newApp();
    const first = await request(app).get('/api/device-pricing');
    const late = aDevicePricing();
    const removeLate = await storeCatalogue({ devices: [late] });
    try {
      const cached = await request(app).get('/api/device-pricing');
      expect((cached.body.devices as { id: string }[]).some((d) => d.id === late.id)).toBe(false);
      expect(cached.body.devices).toHaveLength(first.body.devices.length);
      const fresh = await request(newApp()).get('/api/device-pricing');
      expect((fresh.body.devices as { id: string }[]).some((d) => d.id === late.id)).toBe(true);
    } finally {
      await removeLate();
    }
  });
});
