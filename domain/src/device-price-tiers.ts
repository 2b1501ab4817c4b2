// How a device is priced from its value: the basic plan's monthly price and the deductibles step up with
// the device's value. The demo price table was made with these tiers, and a custom model (one not in the
// table) is priced with them from the value its owner states.
import type { DevicePricing } from './catalogue';
import type { Cents } from './money';

export interface DevicePriceTier {
  /** The tier holds devices worth up to this many cents (inclusive). */
  upToCents: Cents;
  planPriceCents: Cents;
  deductibleScreenCents: Cents;
  deductibleBackGlassCents: Cents;
  deductibleTheftCents: Cents;
}

export const DEVICE_PRICE_TIERS: readonly DevicePriceTier[] = [
  {
    upToCents: 30_000,
    planPriceCents: 799,
    deductibleScreenCents: 2999,
    deductibleBackGlassCents: 2999,
    deductibleTheftCents: 4900,
  },
  {
    upToCents: 60_000,
    planPriceCents: 999,
    deductibleScreenCents: 4900,
    deductibleBackGlassCents: 4900,
    deductibleTheftCents: 9900,
  },
  {
    upToCents: 90_000,
    planPriceCents: 1299,
    deductibleScreenCents: 7900,
    deductibleBackGlassCents: 6900,
    deductibleTheftCents: 14_900,
  },
  {
    upToCents: 120_000,
    planPriceCents: 1499,
    deductibleScreenCents: 9900,
    deductibleBackGlassCents: 8900,
    deductibleTheftCents: 19_900,
  },
  {
    upToCents: Number.MAX_SAFE_INTEGER,
    planPriceCents: 1799,
    deductibleScreenCents: 14_900,
    deductibleBackGlassCents: 9900,
    deductibleTheftCents: 24_900,
  },
];

export function priceTierFor(deviceValueCents: Cents): DevicePriceTier {
  return (
    DEVICE_PRICE_TIERS.find((t) => deviceValueCents <= t.upToCents) ??
    DEVICE_PRICE_TIERS[DEVICE_PRICE_TIERS.length - 1]!
  );
}

/** The id a custom model's price record carries: it is priced on the fly, never stored in the table. */
export const CUSTOM_DEVICE_PRICING_ID = 'custom';

/** Whether a device's price record id is a custom model's (priced from the value its owner declared). */
export function isCustomDevice(device: { devicePricingId: string }): boolean {
  return device.devicePricingId === CUSTOM_DEVICE_PRICING_ID;
}

/** Prices a model that is not in the table from the value its owner states. */
export function priceCustomDevice(input: {
  deviceBrand: string;
  deviceModel: string;
  deviceValueCents: Cents;
}): DevicePricing {
  const tier = priceTierFor(input.deviceValueCents);
  return {
    id: CUSTOM_DEVICE_PRICING_ID,
    deviceBrand: input.deviceBrand.trim(),
    deviceModel: input.deviceModel.trim(),
    deviceValueCents: input.deviceValueCents,
    planPriceCents: tier.planPriceCents,
    deductibleScreenCents: tier.deductibleScreenCents,
    deductibleBackGlassCents: tier.deductibleBackGlassCents,
    deductibleTheftCents: tier.deductibleTheftCents,
    isActive: true,
  };
}
