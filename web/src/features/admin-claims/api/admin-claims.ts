// GET /api/admin/claims -> AdminClaimsAnswer: the claims list of /admin/claims, one page at a time
// ('Load more' asks for the next), filtered by status and searched on the server, with the counts of the
// 'Review Claims (n pending)' and 'All Claims (n)' toggle.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminClaimsAnswer, ClaimStatusFilter } from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';

export interface AdminClaimsFilter {
  status: ClaimStatusFilter;
  search: string;
}

/** Every admin claims query starts with this key (a status change makes them all stale). */
export const adminClaimsKey = ['admin', 'claims'] as const;

export function getAdminClaims(
  filter: AdminClaimsFilter,
  cursor: string | null,
): Promise<AdminClaimsAnswer> {
  const params = new URLSearchParams();
  if (filter.status !== 'all') params.set('status', filter.status);
  if (filter.search.trim() !== '') params.set('search', filter.search.trim());
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiFetch<AdminClaimsAnswer>(`/api/admin/claims${query ? `?${query}` : ''}`);
}

export function adminClaimsQuery(filter: AdminClaimsFilter) {
  return infiniteQueryOptions({
    queryKey: [...adminClaimsKey, 'list', filter.status, filter.search.trim()] as const,
    queryFn: ({ pageParam }) => getAdminClaims(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    meta: { errorMessage: 'Failed to load claims' },
    // Other admins review claims too: read again whenever the page opens.
    staleTime: 0,
  });
}

export function useAdminClaims(filter: AdminClaimsFilter) {
  return useInfiniteQuery(adminClaimsQuery(filter));
}
