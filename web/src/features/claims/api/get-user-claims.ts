// GET /api/claims/user/{userId} -> UserClaimsAnswer: the customer's claims, newest first, in cents
// (customer-claim.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserClaimsAnswer } from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';
import { type CustomerClaim, customerClaimFromWire } from './customer-claim';

export const userClaimsQueryKey = (userId: string) => ['claims', 'user', userId] as const;

export async function getUserClaims(userId: string): Promise<CustomerClaim[]> {
  try {
    const answer = await apiFetch<UserClaimsAnswer>(
      `/api/claims/user/${encodeURIComponent(userId)}`,
    );
    return answer.claims.map(customerClaimFromWire);
  } catch (error) {
    // Spec 02 section 8: a failure to fetch the claims is only logged.
    console.error('Loading the claims failed', error);
    throw error;
  }
}

export function userClaimsQuery(userId: string) {
  return queryOptions({
    queryKey: userClaimsQueryKey(userId),
    queryFn: () => getUserClaims(userId),
    meta: { silent: true },
    // A claim's status changes when an admin reviews it: read it again whenever the page opens.
    staleTime: 0,
  });
}

export function useUserClaims(userId: string | undefined) {
  return useQuery({ ...userClaimsQuery(userId ?? ''), enabled: Boolean(userId) });
}
