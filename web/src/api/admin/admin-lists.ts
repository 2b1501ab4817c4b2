// The admin dashboard's lists (spec 02 sections 2 and 7): GET /api/admin/users (searched by the start of the
// e-mail), /subscriptions and /payments as cursor pages ('Load more' asks for the next), and the first page
// of the newest claims for the Claims tab and the overview. Each tab shows its own failure line, so the
// queries are silent.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type {
  AdminClaimsAnswer,
  AdminPaymentsAnswer,
  AdminQuotesAnswer,
  AdminSubscriptionsAnswer,
  AdminUsersAnswer,
} from '@protect/domain';
import { ApiError, apiFetch } from '../../lib/api-client';

export const adminUsersKey = ['admin', 'users'] as const;
export const adminSubscriptionsKey = ['admin', 'subscriptions'] as const;
export const adminPaymentsKey = ['admin', 'payments'] as const;
export const adminQuotesKey = ['admin', 'quotes'] as const;

/** `path?limit=&cursor=&search=`, leaving out what is not given. */
export function pagePath(
  path: string,
  page: { limit?: number; cursor?: string | null; search?: string },
): string {
  const params = new URLSearchParams();
  if (page.limit !== undefined) params.set('limit', String(page.limit));
  if (page.cursor) params.set('cursor', page.cursor);
  const search = page.search?.trim() ?? '';
  if (search !== '') params.set('search', search);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

const listMeta = { silent: true } as const;

export function adminUsersQuery(search: string) {
  return infiniteQueryOptions({
    queryKey: [...adminUsersKey, 'list', search.trim()] as const,
    queryFn: ({ pageParam }) =>
      apiFetch<AdminUsersAnswer>(pagePath('/api/admin/users', { cursor: pageParam, search })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    meta: listMeta,
  });
}

export const adminSubscriptionsQuery = infiniteQueryOptions({
  queryKey: [...adminSubscriptionsKey, 'list'] as const,
  queryFn: ({ pageParam }) =>
    apiFetch<AdminSubscriptionsAnswer>(pagePath('/api/admin/subscriptions', { cursor: pageParam })),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
  staleTime: 0,
  meta: listMeta,
});

export const adminPaymentsQuery = infiniteQueryOptions({
  queryKey: [...adminPaymentsKey, 'list'] as const,
  queryFn: ({ pageParam }) =>
    apiFetch<AdminPaymentsAnswer>(pagePath('/api/admin/payments', { cursor: pageParam })),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
  staleTime: 0,
  meta: listMeta,
});

/** /admin/quotes: GET /api/admin/quotes, searched by the start of the e-mail. */
export function adminQuotesQuery(search: string) {
  return infiniteQueryOptions({
    queryKey: [...adminQuotesKey, 'list', search.trim()] as const,
    queryFn: ({ pageParam }) =>
      apiFetch<AdminQuotesAnswer>(pagePath('/api/admin/quotes', { cursor: pageParam, search })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    meta: listMeta,
  });
}

export const useAdminUsers = (search: string) => useInfiniteQuery(adminUsersQuery(search));
export const useAdminQuotes = (search: string) => useInfiniteQuery(adminQuotesQuery(search));
export const useAdminSubscriptions = () => useInfiniteQuery(adminSubscriptionsQuery);
export const useAdminPayments = () => useInfiniteQuery(adminPaymentsQuery);

/**
 * The first page only, newest first: the Claims tab (limit undefined: the server's 50) and the overview's
 * recent lists (OVERVIEW_ROWS). Under the claims key, so a status change elsewhere makes it stale.
 */
export function recentClaimsQuery(limit?: number) {
  return queryOptions({
    queryKey: ['admin', 'claims', 'recent', limit ?? 'default'] as const,
    queryFn: () => apiFetch<AdminClaimsAnswer>(pagePath('/api/admin/claims', { limit })),
    staleTime: 0,
    meta: listMeta,
  });
}

export function recentUsersQuery(limit: number) {
  return queryOptions({
    queryKey: [...adminUsersKey, 'recent', limit] as const,
    queryFn: () => apiFetch<AdminUsersAnswer>(pagePath('/api/admin/users', { limit })),
    staleTime: 0,
    meta: listMeta,
  });
}

export function recentPaymentsQuery(limit: number) {
  return queryOptions({
    queryKey: [...adminPaymentsKey, 'recent', limit] as const,
    queryFn: () => apiFetch<AdminPaymentsAnswer>(pagePath('/api/admin/payments', { limit })),
    staleTime: 0,
    meta: listMeta,
  });
}

/** A list that failed to load reads '{Resource} HTTP {status}' (spec 02 section 8). */
export function listFailedMessage(resource: string, error: unknown): string {
  return `${resource} ${error instanceof ApiError && error.status > 0 ? `HTTP ${error.status}` : 'failed to load'}`;
}
