// DELETE /api/subscriptions/{id}/devices/{deviceId} -> the device taken off a Family plan. It refreshes
// the dashboard, which shows the subscription's devices.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemoveDeviceAnswer } from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';
import { customerDashboardQueryKey } from './get-customer-dashboard';

export function removeFamilyDevice(
  subscriptionId: string,
  deviceId: string,
): Promise<RemoveDeviceAnswer> {
  return apiFetch<RemoveDeviceAnswer>(
    `/api/subscriptions/${encodeURIComponent(subscriptionId)}/devices/${encodeURIComponent(deviceId)}`,
    { method: 'DELETE' },
  );
}

export function useRemoveFamilyDevice(subscriptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) => removeFamilyDevice(subscriptionId, deviceId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerDashboardQueryKey }),
  });
}
