// GET /api/admin/claim/{id} -> AdminClaimAnswer: one claim with its history, for /admin/claims/review/{id}.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AdminClaimAnswer,
  type AdminClaimWire,
  type ClaimedDeviceWire,
  dollarsToCents,
} from '@protect/domain';
import {
  type AdminClaim,
  type DeclaredDevice,
  claimFromWire,
} from '../../../api/admin/admin-from-wire';
import { apiFetch, pageReadOptions } from '../../../lib/api-client';
import { adminClaimsKey } from './admin-claims';

export const adminClaimKey = (id: string) => [...adminClaimsKey, 'one', id] as const;

/** The claim with its device as registered (for the custom device mark). */
export type AdminClaimDetail = AdminClaimWire & { device: ClaimedDeviceWire | null };

export async function getAdminClaim(id: string): Promise<AdminClaimDetail> {
  const answer = await apiFetch<AdminClaimAnswer>(`/api/admin/claim/${encodeURIComponent(id)}`);
  return { ...answer.claim, device: answer.device };
}

export function adminClaimQuery(id: string) {
  return queryOptions({
    queryKey: adminClaimKey(id),
    queryFn: () => getAdminClaim(id),
    // The page says 'Claim not found' itself.
    ...pageReadOptions,
  });
}

/** The claim as the review page shows it: read once into cents (the cache keeps the answer's shape). */
export type AdminClaimView = Omit<AdminClaim, 'device'> & {
  device: DeclaredDevice | null;
};

function claimViewFromDetail({ device, ...claim }: AdminClaimDetail): AdminClaimView {
  return {
    ...claimFromWire(claim),
    device: device && {
      devicePricingId: device.devicePricingId,
      deviceValueCents: dollarsToCents(device.deviceValue),
    },
  };
}

export function useAdminClaim(id: string) {
  return useQuery({ ...adminClaimQuery(id), select: claimViewFromDetail });
}
