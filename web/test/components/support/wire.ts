// Answers of the api as the wire carries them (domain's wire types), for the component tests' fetch.
import {
  type AddOnWire,
  type DevicePricingWire,
  type PlanVersionWire,
  type PlanWire,
  type SubscriptionWire,
  NO_ADDON_FLAGS,
} from '@protect/domain';

const at = '2026-01-01T00:00:00.000Z';

export function aPlan(overrides: Partial<PlanWire> = {}): PlanWire {
  return {
    id: 1,
    name: 'Basic Plan',
    description: 'Screen and back glass repairs',
    plan_type: 'basic',
    monthly_price: null,
    original_price: null,
    price: null,
    is_price_range: false,
    price_min: null,
    price_max: null,
    savings_text: '',
    promotion_text: '',
    is_popular: false,
    is_active: true,
    color_scheme: 'blue',
    display_order: 1,
    duration_months: 1,
    features: [],
    feature_categories: {},
    deductible_screen: 29.99,
    deductible_back_glass: 39.99,
    deductible_theft: 'No Coverage',
    claim_limit: 2,
    coverage_limit: 1000,
    updated_at: at,
    ...overrides,
  };
}

export const basicPlan = aPlan();
export const premiumPlan = aPlan({
  id: 2,
  name: 'Premium Plan',
  plan_type: 'premium',
  monthly_price: 19.99,
  price: 19.99,
  original_price: 24.99,
  is_popular: true,
  display_order: 2,
  deductible_screen: 19.99,
  deductible_back_glass: 29.99,
  deductible_theft: 99,
});

export function anAddOn(overrides: Partial<AddOnWire> = {}): AddOnWire {
  return {
    id: 'addon-cloud',
    name: 'Cloud Backup',
    description: 'Your photos kept safe',
    monthly_price: 2.99,
    addon_type: null,
    icon_name: 'Shield',
    color_scheme: 'blue',
    display_order: 1,
    is_popular: false,
    is_active: true,
    features: [],
    updated_at: at,
    ...overrides,
  };
}

export const iPhone: DevicePricingWire = {
  id: 'apple-iphone-16',
  device_brand: 'Apple',
  device_model: 'iPhone 16',
  device_type: 'phone',
  device_value: 799,
  plan_price: 9.99,
  deductible_screen: 29,
  deductible_back_glass: 49,
  deductible_theft: 149,
  is_active: true,
  created_at: at,
  updated_at: at,
};

function aVersion(plan: PlanWire, monthly: number, from: string): PlanVersionWire {
  return {
    plan: {
      id: plan.id,
      name: plan.name,
      planType: plan.plan_type,
      price: monthly,
      coversWaterDamage: true,
    },
    addons: [],
    addOns: { ...NO_ADDON_FLAGS },
    monthlyTotal: monthly,
    deductibles: {
      screen: plan.deductible_screen,
      backGlass: plan.deductible_back_glass,
      theft: plan.deductible_theft,
    },
    claimLimit: plan.claim_limit,
    coverageLimit: plan.coverage_limit,
    effective_from: from,
    recorded_at: `${from}T00:00:00.000Z`,
  };
}

/** An active Basic subscription of the iPhone, paid from `periodStart` to `nextBilling`. */
export function aSubscription({
  periodStart,
  nextBilling,
}: {
  periodStart: string;
  nextBilling: string;
}): SubscriptionWire {
  const version = aVersion(basicPlan, 9.99, periodStart);
  const device = {
    id: 'dev-1',
    brand: 'Apple',
    model: 'iPhone 16',
    imei: '352099001761481',
    deviceType: 'phone' as const,
    devicePricingId: iPhone.id,
    deviceValue: 799,
  };
  return {
    id: 'sub-1',
    status: 'active',
    user_id: 'cust-1',
    user_name: 'Pat Lee',
    user_email: 'pat@example.test',
    device_id: device.id,
    device_brand: device.brand,
    device_model: device.model,
    device,
    devices: [device],
    max_devices: 1,
    plan: version.plan,
    plan_name: basicPlan.name,
    addons: [],
    addOns: version.addOns,
    monthlyTotal: 9.99,
    deductibles: version.deductibles,
    nextBillingDate: `${nextBilling}T00:00:00.000Z`,
    currentPeriodStart: `${periodStart}T00:00:00.000Z`,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    moneyBackUntil: `${periodStart}T00:00:00.000Z`,
    cancellation: null,
    pendingChange: null,
    scheduledChange: null,
    versions: [version],
    paymentMethod: { brand: 'visa', last4: '4242' },
    created_at: `${periodStart}T00:00:00.000Z`,
    createdAt: `${periodStart}T00:00:00.000Z`,
  };
}
