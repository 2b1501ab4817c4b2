// The price record of the subscription's device, so the plan form prices each plan exactly as the api
// will: the listed model's record of GET /api/device-pricing, or for a custom model the tiers priced
// from the value its owner stated (domain priceCustomDevice).
import { useMemo } from 'react';
import { CUSTOM_DEVICE_PRICING_ID, type DevicePricing, priceCustomDevice } from '@protect/domain';
import { useDevicePricing } from '../api/get-device-pricing';
import type { Subscription } from '../api/subscription-from-wire';

export interface SubscriptionDevice {
  /** Null while loading, or when the listed model is no longer priced (then no plan can be previewed). */
  device: DevicePricing | null;
  isLoading: boolean;
}

export function useSubscriptionDevice(subscription: Subscription | undefined): SubscriptionDevice {
  const isCustom = subscription?.device.devicePricingId === CUSTOM_DEVICE_PRICING_ID;
  const { data: devices, isPending } = useDevicePricing();
  const device = useMemo(() => {
    if (!subscription) return null;
    const { brand, model, devicePricingId, deviceValueCents } = subscription.device;
    if (devicePricingId === CUSTOM_DEVICE_PRICING_ID)
      return priceCustomDevice({ deviceBrand: brand, deviceModel: model, deviceValueCents });
    return devices?.find((d) => d.id === devicePricingId) ?? null;
  }, [subscription, devices]);
  return { device, isLoading: !isCustom && isPending };
}
