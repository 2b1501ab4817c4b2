// GET /api/admin/stats -> AdminStatsAnswer: the dashboard's four stat cards and the overview's charts, in
// one answer that both read (one request however many of them are on screen).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStatsAnswer } from '@protect/domain';
import { statsFromWire } from '../../../api/admin/admin-from-wire';
import { apiFetch } from '../../../lib/api-client';

/** The spec's wording when the dashboard fails to load and the server gave none. */
export const DASHBOARD_LOAD_FAILED = 'Failed to load dashboard';

export const adminStatsQuery = queryOptions({
  queryKey: ['admin', 'stats'] as const,
  queryFn: () => apiFetch<AdminStatsAnswer>('/api/admin/stats'),
  // The figures move with every payment and claim: read again when the dashboard is opened again, but not
  // by the charts that mount a moment after the cards (with 0 they asked a second time: two aggregation
  // reads per visit, bench:web's network log).
  staleTime: 10_000,
  // Spec 02 section 8: a dashboard that fails to load is toasted (once per failed request, however many
  // components read it); the cards and charts also show the server's message with Retry.
  meta: { errorMessage: DASHBOARD_LOAD_FAILED },
});

/** The figures read once into cents (the cache keeps the answer, shared by the cards and charts). */
export function useAdminStats() {
  return useQuery({ ...adminStatsQuery, select: statsFromWire });
}

/** The failure line: the server's message, else the spec's wording. */
export function statsFailedMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : DASHBOARD_LOAD_FAILED;
}
