// The admin device pricing calls (spec 02 section 7): GET /api/device-pricing/admin?t={timestamp} as cursor
// pages ('Load more' asks for the next with `&cursor=`; issue 13),
// POST and PUT /api/device-pricing[/{id}] with the form's values (domain devicePricingFormSchema) and
// DELETE /api/device-pricing/{id}.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  ADMIN_MESSAGES,
  type AdminDevicePricingAnswer,
  type DevicePricingChangeAnswer,
  type DevicePricingFormValues,
  type MessageAnswer,
} from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';
import { devicePricingFromWire } from './catalogue-from-wire';
import { useCatalogueMutation } from './catalogue-mutation';
import { recordPath, saveRecord } from './catalogue-record';

export const adminDevicePricingKey = ['admin', 'device-pricing'] as const;

export const adminDevicePricingQuery = infiniteQueryOptions({
  queryKey: [...adminDevicePricingKey, 'list'] as const,
  queryFn: ({ pageParam }) => {
    const params = new URLSearchParams({ t: String(Date.now()) });
    if (pageParam) params.set('cursor', pageParam);
    return apiFetch<AdminDevicePricingAnswer>(
      `/api/device-pricing/admin?${params.toString()}`,
    ).then((answer) => ({ ...answer, devices: answer.devices.map(devicePricingFromWire) }));
  },
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
  staleTime: 0,
  meta: { silent: true },
});

export const useAdminDevicePricing = () => useInfiniteQuery(adminDevicePricingQuery);

const devicePath = (id: string) => recordPath('/api/device-pricing', id);

export function saveDevicePricing(input: {
  id: string | null;
  values: DevicePricingFormValues;
}): Promise<DevicePricingChangeAnswer> {
  return saveRecord<DevicePricingChangeAnswer>('/api/device-pricing', input.id, input.values);
}

export function deleteDevicePricing(id: string): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>(devicePath(id), { method: 'DELETE' });
}

export const useSaveDevicePricing = () =>
  useCatalogueMutation(adminDevicePricingKey, saveDevicePricing, (input) =>
    input.id === null ? ADMIN_MESSAGES.devicePricingCreated : ADMIN_MESSAGES.devicePricingUpdated,
  );
export const useDeleteDevicePricing = () =>
  useCatalogueMutation(
    adminDevicePricingKey,
    deleteDevicePricing,
    () => ADMIN_MESSAGES.devicePricingDeleted,
  );
