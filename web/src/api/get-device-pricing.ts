import { devicePricingFromWire } from '@protect/domain';
// GET /api/device-pricing -> DevicePricingAnswer: the per-model device value, basic plan price and deductibles.
import { useQuery } from '@tanstack/react-query';
import type { DevicePricing, DevicePricingAnswer } from '@protect/domain';
import { apiFetch } from '../lib/api-client';

export async function getDevicePricing(): Promise<DevicePricing[]> {
  const answer = await apiFetch<DevicePricingAnswer>('/api/device-pricing', { anonymous: true });
  return answer.devices.map(devicePricingFromWire).filter((device) => device.isActive);
}

export function useDevicePricing() {
  return useQuery({
    queryKey: ['device-pricing'],
    queryFn: getDevicePricing,
    meta: { silent: true },
  });
}
