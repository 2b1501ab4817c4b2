// POST /api/subscriptions/{id}/devices {deviceData} -> the device added to a Family plan (no charge), sent
// with one Idempotency-Key per attempt; DELETE /api/subscriptions/{id}/devices/{deviceId} -> the device
// taken off. Both refresh the dashboard, which shows the subscription's devices.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddDeviceAnswer, DeviceDataBody, RemoveDeviceAnswer } from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';
import { idempotentRequest } from '../../../lib/payment-attempt';
import { customerDashboardQueryKey } from './get-customer-dashboard';

export function addFamilyDevice(
  subscriptionId: string,
  deviceData: DeviceDataBody,
  key: string,
): Promise<AddDeviceAnswer> {
  return idempotentRequest<AddDeviceAnswer>(
    `/api/subscriptions/${encodeURIComponent(subscriptionId)}/devices`,
    { method: 'POST', body: { deviceData } },
    key,
  );
}

export function removeFamilyDevice(
  subscriptionId: string,
  deviceId: string,
): Promise<RemoveDeviceAnswer> {
  return apiFetch<RemoveDeviceAnswer>(
    `/api/subscriptions/${encodeURIComponent(subscriptionId)}/devices/${encodeURIComponent(deviceId)}`,
    { method: 'DELETE' },
  );
}

export function useAddFamilyDevice(subscriptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { deviceData: DeviceDataBody; key: string }) =>
      addFamilyDevice(subscriptionId, input.deviceData, input.key),
    // The dialog shows its own refusal beside the form.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerDashboardQueryKey }),
  });
}

export function useRemoveFamilyDevice(subscriptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) => removeFamilyDevice(subscriptionId, deviceId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerDashboardQueryKey }),
  });
}
