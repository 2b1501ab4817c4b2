// List rules of the dashboards: overview sizes and pagination.

/** Overview lists show the first 10 rows. */
export const OVERVIEW_ROWS = 10;

/** Admin lists are cursor-paginated: 50 by default, at most 200 (DESIGN.md section 3). */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** A page size from a query parameter: default 50 when missing or unreadable, clamped to 1..200. */
export function clampPageSize(requested: unknown): number {
  const n =
    typeof requested === 'string' && requested.trim() !== '' ? Number(requested) : requested;
  if (typeof n !== 'number' || !Number.isFinite(n)) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(n)));
}

/** The Devices stat defaults to 1 when the list is empty. */
export function devicesStat(deviceCount: number): number {
  return deviceCount > 0 ? deviceCount : 1;
}

export const EMPTY_LIST_MESSAGES = {
  quotes: 'No quotes found.',
  users: 'No users found.',
  faq: 'No questions found',
  claimPhotos: 'No photos available for this claim',
} as const;
