// The admin dashboard's lists (spec 02 sections 2 and 7): the keys, the first page of the newest claims for
// the Claims tab and of the newest claims, users and payments for the overview. The lists read a page at a
// time ('Load more') are in admin-cursor-lists.ts, so that the overview does not load the paging code.
// Each tab shows its own failure line, so the queries are silent.
import { queryOptions } from '@tanstack/react-query';
import type { AdminClaimsAnswer, AdminPaymentsAnswer, AdminUsersAnswer } from '@protect/domain';
import { ApiError, apiFetch } from '../../lib/api-client';
import { type AdminPayment, paymentFromWire } from './admin-from-wire';

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

export const listMeta = { silent: true } as const;

export const asIs = <Answer>(answer: Answer) => answer;

type AdminPaymentsPage = Omit<AdminPaymentsAnswer, 'payments'> & {
  payments: AdminPayment[];
};

export const paymentsPage = (answer: AdminPaymentsAnswer): AdminPaymentsPage => ({
  ...answer,
  payments: answer.payments.map(paymentFromWire),
});

/** The first page only, newest first, read once by `read`. */
function recentQuery<Answer, Page>(
  key: readonly (string | number)[],
  path: string,
  read: (answer: Answer) => Page,
  limit?: number,
) {
  return queryOptions({
    queryKey: [...key, 'recent', limit ?? 'default'] as const,
    queryFn: async () => read(await apiFetch<Answer>(pagePath(path, { limit }))),
    staleTime: 0,
    meta: listMeta,
  });
}

/**
 * The Claims tab (limit undefined: the server's 50) and the overview's recent lists (OVERVIEW_ROWS).
 * Under the claims key, so a status change elsewhere makes it stale.
 */
export const recentClaimsQuery = (limit?: number) =>
  recentQuery(['admin', 'claims'], '/api/admin/claims', asIs<AdminClaimsAnswer>, limit);
export const recentUsersQuery = (limit: number) =>
  recentQuery(adminUsersKey, '/api/admin/users', asIs<AdminUsersAnswer>, limit);
export const recentPaymentsQuery = (limit: number) =>
  recentQuery(adminPaymentsKey, '/api/admin/payments', paymentsPage, limit);

/** A list that failed to load reads '{Resource} HTTP {status}' (spec 02 section 8). */
export function listFailedMessage(resource: string, error: unknown): string {
  return `${resource} ${error instanceof ApiError && error.status > 0 ? `HTTP ${error.status}` : 'failed to load'}`;
}
