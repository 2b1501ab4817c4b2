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
import {
  type AdminPayment,
  type AdminQuote,
  type AdminSubscription,
  paymentFromWire,
  quoteFromWire,
  subscriptionFromWire,
} from './admin-from-wire';

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

/**
 * A cursor list read a page at a time ('Load more' asks for the next), each page read once by `read`
 * (dollars to cents). The key ends with the search, so every search keeps its own pages.
 */
function cursorListQuery<Answer, Page extends { nextCursor: string | null }>(
  key: readonly string[],
  path: string,
  read: (answer: Answer) => Page,
  search = '',
) {
  return infiniteQueryOptions({
    queryKey: [...key, 'list', search.trim()] as const,
    queryFn: async ({ pageParam }) =>
      read(await apiFetch<Answer>(pagePath(path, { cursor: pageParam, search }))),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page) => last.nextCursor,
    staleTime: 0,
    meta: listMeta,
  });
}

const asIs = <Answer>(answer: Answer) => answer;

export type AdminSubscriptionsPage = Omit<AdminSubscriptionsAnswer, 'subscriptions'> & {
  subscriptions: AdminSubscription[];
};
export type AdminPaymentsPage = Omit<AdminPaymentsAnswer, 'payments'> & {
  payments: AdminPayment[];
};
export type AdminQuotesPage = Omit<AdminQuotesAnswer, 'quotes'> & { quotes: AdminQuote[] };

const subscriptionsPage = (answer: AdminSubscriptionsAnswer): AdminSubscriptionsPage => ({
  ...answer,
  subscriptions: answer.subscriptions.map(subscriptionFromWire),
});
const paymentsPage = (answer: AdminPaymentsAnswer): AdminPaymentsPage => ({
  ...answer,
  payments: answer.payments.map(paymentFromWire),
});
const quotesPage = (answer: AdminQuotesAnswer): AdminQuotesPage => ({
  ...answer,
  quotes: answer.quotes.map(quoteFromWire),
});

export const adminUsersQuery = (search: string) =>
  cursorListQuery(adminUsersKey, '/api/admin/users', asIs<AdminUsersAnswer>, search);
export const adminSubscriptionsQuery = cursorListQuery(
  adminSubscriptionsKey,
  '/api/admin/subscriptions',
  subscriptionsPage,
);
export const adminPaymentsQuery = cursorListQuery(
  adminPaymentsKey,
  '/api/admin/payments',
  paymentsPage,
);
/** /admin/quotes: GET /api/admin/quotes, searched by the start of the e-mail. */
export const adminQuotesQuery = (search: string) =>
  cursorListQuery(adminQuotesKey, '/api/admin/quotes', quotesPage, search);

export const useAdminUsers = (search: string) => useInfiniteQuery(adminUsersQuery(search));
export const useAdminQuotes = (search: string) => useInfiniteQuery(adminQuotesQuery(search));
export const useAdminSubscriptions = () => useInfiniteQuery(adminSubscriptionsQuery);
export const useAdminPayments = () => useInfiniteQuery(adminPaymentsQuery);

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
