// POST /api/subscriptions/{id}/devices {deviceData} -> the device added to a Family plan (no charge), sent
// with one Idempotency-Key per attempt. It refreshes the dashboard, which shows the subscription's devices.
// Only the add dialog (loaded when opened) imports this, so the idempotent-request code and the payment
// messages it brings stay out of the dashboard's first load.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddDeviceAnswer, DeviceDataBody } from '@protect/domain';
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
