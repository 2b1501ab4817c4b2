// What the delete actions of /admin/users and /admin/quotes share: the failure wording of spec 02
// section 8 (the server's reason for a refusal, else the page's own 'Failed to delete ...') and taking the
// deleted row out of the cursor lists already on screen, so it leaves at once.
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { isSessionEnded } from '../../lib/session-ended';

/** The alert of spec 02 section 8 when there is no signed-in user (the app also sends a 401 to sign-in). */
export const LOG_IN_AGAIN = 'Please log in again';

/**
 * The alert after a failed delete: the server's message for a refusal (a 4xx that says why: your own
 * account, the last admin, not found), 'Please log in again' for a 401, else `fallback`.
 */
export function deleteFailedMessage(error: unknown, fallback: string): string {
  if (isSessionEnded(error)) return LOG_IN_AGAIN;
  const refusal =
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    !/^HTTP \d+$/.test(error.message);
  return refusal ? error.message : fallback;
}

/**
 * Applies `map` to every page of the cursor lists cached under `key` (each search's 'Load more' pages),
 * so a deleted row leaves the screen before the lists are read again.
 */
export function mapListPages<P>(
  queryClient: QueryClient,
  key: QueryKey,
  map: (page: P) => P,
): void {
  queryClient.setQueriesData<InfiniteData<P>>({ queryKey: key }, (data) =>
    data ? { ...data, pages: data.pages.map(map) } : data,
  );
}
