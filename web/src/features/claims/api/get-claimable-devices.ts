// GET /api/subscriptions -> SubscriptionsAnswer, read as the devices a claim may be filed on: those whose
// subscription covers today (claimable-devices.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionsAnswer } from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';
import { type ClaimableDevice, claimableDevices } from './claimable-devices';

export type { ClaimableDevice };

export const claimableDevicesQueryKey = ['subscriptions', 'claimable-devices'] as const;

export async function getClaimableDevices(): Promise<ClaimableDevice[]> {
  const answer = await apiFetch<SubscriptionsAnswer>('/api/subscriptions');
  return claimableDevices(answer.subscriptions, new Date());
}

export function claimableDevicesQuery() {
  return queryOptions({
    queryKey: claimableDevicesQueryKey,
    queryFn: getClaimableDevices,
    meta: { silent: true },
    staleTime: 0,
  });
}

export function useClaimableDevices(enabled: boolean) {
  return useQuery({ ...claimableDevicesQuery(), enabled });
}
