// The admin lists read a page at a time (spec 02 sections 2 and 7): GET /api/admin/users and /quotes
// (searched by the start of the e-mail), /subscriptions and /payments as cursor pages; 'Load more' asks for
// the next.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type {
  AdminQuotesAnswer,
  AdminSubscriptionsAnswer,
  AdminUsersAnswer,
} from '@protect/domain';
import { apiFetch } from '../../lib/api-client';
import {
  type AdminQuote,
  type AdminSubscription,
  quoteFromWire,
  subscriptionFromWire,
} from './admin-from-wire';
import {
  adminPaymentsKey,
  adminQuotesKey,
  adminSubscriptionsKey,
  adminUsersKey,
  asIs,
  listMeta,
  pagePath,
  paymentsPage,
} from './admin-lists';

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

type AdminSubscriptionsPage = Omit<AdminSubscriptionsAnswer, 'subscriptions'> & {
  subscriptions: AdminSubscription[];
};
type AdminQuotesPage = Omit<AdminQuotesAnswer, 'quotes'> & { quotes: AdminQuote[] };

const subscriptionsPage = (answer: AdminSubscriptionsAnswer): AdminSubscriptionsPage => ({
  ...answer,
  subscriptions: answer.subscriptions.map(subscriptionFromWire),
});
const quotesPage = (answer: AdminQuotesAnswer): AdminQuotesPage => ({
  ...answer,
  quotes: answer.quotes.map(quoteFromWire),
});

const adminUsersQuery = (search: string) =>
  cursorListQuery(adminUsersKey, '/api/admin/users', asIs<AdminUsersAnswer>, search);
const adminSubscriptionsQuery = cursorListQuery(
  adminSubscriptionsKey,
  '/api/admin/subscriptions',
  subscriptionsPage,
);
const adminPaymentsQuery = cursorListQuery(adminPaymentsKey, '/api/admin/payments', paymentsPage);
/** /admin/quotes: GET /api/admin/quotes, searched by the start of the e-mail. */
const adminQuotesQuery = (search: string) =>
  cursorListQuery(adminQuotesKey, '/api/admin/quotes', quotesPage, search);

export const useAdminUsers = (search: string) => useInfiniteQuery(adminUsersQuery(search));
export const useAdminQuotes = (search: string) => useInfiniteQuery(adminQuotesQuery(search));
export const useAdminSubscriptions = () => useInfiniteQuery(adminSubscriptionsQuery);
export const useAdminPayments = () => useInfiniteQuery(adminPaymentsQuery);
