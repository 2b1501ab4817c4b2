// GET /api/device-pricing -> { success, devices }: the per-model device value and basic plan price.
import { useQuery } from '@tanstack/react-query';
import type { DevicePricing } from '@protect/domain';
import { apiFetch } from '../lib/api-client';

interface DevicePricingResponse {
  success?: boolean;
  devices?: DevicePricing[];
}

export async function getDevicePricing(): Promise<DevicePricing[]> {
  const body = await apiFetch<DevicePricingResponse>('/api/device-pricing', { anonymous: true });
  if (body.success !== true || !Array.isArray(body.devices)) throw new Error('Device pricing answer without devices');
  return body.devices.filter((d) => d.is_active !== false);
}

export function useDevicePricing() {
  return useQuery({ queryKey: ['device-pricing'], queryFn: getDevicePricing, meta: { silent: true } });
}
