// How the dashboard reads its one answer: money in cents to the cent (refunds negative), dates as dates,
// the devices taken out of the profile, and the subscription read the way the subscription page reads it.
import type { CustomerDashboardAnswer, PaymentWire, SubscriptionWire } from '@protect/domain';
import { dashboardFromAnswer } from '../src/features/dashboard/api/dashboard-from-wire';

function aSubscription(overrides: Partial<SubscriptionWire> = {}): SubscriptionWire {
  return {
    id: 'sub-1',
    status: 'active',
    user_id: 'u1',
    user_name: 'Dana Dashboard',
    user_email: 'dana@example.test',
    device_id: 'dev-1',
    device_brand: 'Apple',
    device_model: 'iPhone 16',
    device: {
      id: 'dev-1',
      brand: 'Apple',
      model: 'iPhone 16',
      imei: '352099001761481',
      deviceType: 'phone',
      devicePricingId: 'apple-iphone-16',
      deviceValue: 799,
    },
    devices: [
      {
        id: 'dev-1',
        brand: 'Apple',
        model: 'iPhone 16',
        imei: '352099001761481',
        deviceType: 'phone',
        devicePricingId: 'apple-iphone-16',
        deviceValue: 799,
      },
    ],
    max_devices: 1,
    plan: {
      id: 2,
      name: 'Premium Plan',
      planType: 'premium',
      price: 19.99,
      coversWaterDamage: true,
    },
    plan_name: 'Premium Plan',
    addons: [{ id: 'warranty', name: 'Extended Warranty', monthlyPrice: 2.99 }],
    addOns: { accessoriesCoverage: false, extendedWarranty: true, dataRecovery: false },
    monthlyTotal: 22.98,
    deductibles: { screen: 29.99, backGlass: 39.99, theft: 'No Coverage' },
    nextBillingDate: '2026-12-23T10:00:00.000Z',
    currentPeriodStart: '2026-11-23T10:00:00.000Z',
    cancelAtPeriodEnd: false,
    canceledAt: null,
    moneyBackUntil: '2026-12-23T10:00:00.000Z',
    cancellation: null,
    pendingChange: null,
    scheduledChange: null,
    versions: [],
    paymentMethod: { brand: 'visa', last4: '4242' },
    created_at: '2026-11-23T10:00:00.000Z',
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

function aPayment(overrides: Partial<PaymentWire> = {}): PaymentWire {
  return {
    id: 'pay-1',
    user_id: 'u1',
    user_name: 'Dana Dashboard',
    user_email: 'dana@example.test',
    subscription_id: 'sub-1',
    amount: 22.98,
    payment_type: 'initial',
    status: 'succeeded',
    stripe_payment_intent_id: 'pi_sandbox_1',
    decline_code: null,
    description: 'First month',
    created_at: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

function anAnswer(overrides: Partial<CustomerDashboardAnswer> = {}): CustomerDashboardAnswer {
  return {
    success: true,
    profile: {
      name: 'Dana Dashboard',
      email: 'dana@example.test',
      phone: '555-0100',
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      registrationDate: '2026-11-01T09:30:00.000Z',
      role: 'customer',
      devices: [
        {
          id: 'dev-1',
          brand: 'Apple',
          model: 'iPhone 16',
          imei: '352099001761481',
          serialNumber: 'SN1',
          devicePricingId: 'apple-iphone-16',
          purchaseDate: '2026-10-01',
          deviceValue: 799.99,
          condition: 'excellent',
          deviceType: 'phone',
          frontImageUrl: null,
          backImageUrl: null,
          subscriptionId: 'sub-1',
          removedAt: null,
          created_at: '2026-11-23T10:00:00.000Z',
        },
      ],
    },
    subscriptions: [aSubscription()],
    payments: [aPayment()],
    paymentsCount: 1,
    totalPaid: 22.98,
    claims: [],
    ...overrides,
  };
}

describe('reading the dashboard answer', () => {
  test('when amounts arrive in dollars, then every amount is whole cents, refunds negative', () => {
    const dashboard = dashboardFromAnswer(
      anAnswer({
        payments: [
          aPayment({ id: 'refund', amount: -22.98, payment_type: 'refund' }),
          aPayment({ id: 'renewal', amount: 0.1 + 0.2, payment_type: 'renewal' }),
        ],
        paymentsCount: 3,
        totalPaid: 1234.56,
      }),
    );
    expect(dashboard.payments.map((p) => p.amountCents)).toEqual([-2298, 30]);
    expect(dashboard.totalPaidCents).toBe(123456);
    expect(dashboard.paymentsCount).toBe(3);
    expect(dashboard.devices[0]?.deviceValueCents).toBe(79999);
    expect(dashboard.subscriptions[0]?.monthlyTotalCents).toBe(2298);
  });

  test('when the profile carries its devices, then they become the device list and the profile keeps its own fields', () => {
    const dashboard = dashboardFromAnswer(anAnswer());
    expect(dashboard.devices).toHaveLength(1);
    expect(dashboard.devices[0]).toMatchObject({
      id: 'dev-1',
      subscriptionId: 'sub-1',
      condition: 'excellent',
    });
    expect(dashboard.profile).toEqual({
      name: 'Dana Dashboard',
      email: 'dana@example.test',
      phone: '555-0100',
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      registrationDate: new Date('2026-11-01T09:30:00.000Z'),
    });
  });

  test('when a payment or the registration has no readable date, then it is null rather than an invalid date', () => {
    const answer = anAnswer({ payments: [aPayment({ created_at: '' })] });
    answer.profile.registrationDate = 'not a date';
    const dashboard = dashboardFromAnswer(answer);
    expect(dashboard.payments[0]?.createdAt).toBeNull();
    expect(dashboard.profile.registrationDate).toBeNull();
  });

  test('when the payment processor id is missing, then the payment keeps null (shown as a dash)', () => {
    const dashboard = dashboardFromAnswer(
      anAnswer({ payments: [aPayment({ stripe_payment_intent_id: null, status: 'failed' })] }),
    );
    expect(dashboard.payments[0]).toMatchObject({ chargeId: null, status: 'failed' });
  });
});
