// The devices the claim form offers: every device a covering subscription holds (a Family plan's several),
// none of a subscription that no longer covers.
import type { SubscriptionWire } from '@protect/domain';
import { claimableDevices } from '../src/features/claims/api/claimable-devices';

const phone = {
  id: 'dev-phone',
  brand: 'Apple',
  model: 'iPhone 16',
  imei: '352099001761481',
  deviceType: 'phone' as const,
  devicePricingId: 'apple-iphone-16',
  deviceValue: 799,
};
const tablet = { ...phone, id: 'dev-tablet', model: 'iPad (A16)', imei: '356938035643809' };

function aSubscription(overrides: Partial<SubscriptionWire>): SubscriptionWire {
  return {
    status: 'active',
    cancelAtPeriodEnd: false,
    nextBillingDate: '2026-12-25T10:00:00.000Z',
    plan: { id: 3, name: 'Family Plan', planType: 'family', price: 29.99, coversWaterDamage: true },
    device: phone,
    devices: [phone],
    versions: [],
    ...overrides,
  } as SubscriptionWire;
}

describe('claimable devices', () => {
  const now = new Date('2026-12-01T10:00:00Z');

  test('when a Family subscription covers a phone and a tablet, then both may be claimed on', () => {
    const devices = claimableDevices([aSubscription({ devices: [phone, tablet] })], now);
    expect(devices.map((d) => [d.id, d.planName])).toEqual([
      ['dev-phone', 'Family Plan'],
      ['dev-tablet', 'Family Plan'],
    ]);
  });

  test('when a subscription is cancelled, then none of its devices may be claimed on', () => {
    expect(
      claimableDevices([aSubscription({ status: 'canceled', devices: [phone, tablet] })], now),
    ).toEqual([]);
  });
});
