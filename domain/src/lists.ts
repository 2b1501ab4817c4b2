// List rules of the dashboards: overview sizes, pagination, searches and filters, totals.
import { type ClaimStatusFilter } from './claims';
import { type Cents, dollarsFromUnknown, sumCents } from './money';

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

const includes = (value: unknown, query: string) =>
  typeof value === 'string' && value.toLowerCase().includes(query);

/** Admin claims: search by e-mail, name or claim number, and filter by status ('all' keeps every status). */
export function filterClaims<
  C extends {
    status: string;
    user_email?: string | null;
    user_name?: string | null;
    claim_number?: string | null;
    id: string;
  },
>(claims: readonly C[], search: string, status: ClaimStatusFilter = 'all'): C[] {
  const q = search.trim().toLowerCase();
  return claims.filter((claim) => {
    if (status !== 'all' && claim.status !== status) return false;
    if (q === '') return true;
    const number =
      claim.claim_number && claim.claim_number.trim() !== ''
        ? claim.claim_number
        : `CLM-${claim.id}`;
    return includes(claim.user_email, q) || includes(claim.user_name, q) || includes(number, q);
  });
}

/** Claims awaiting review: pending only. */
export function pendingClaims<C extends { status: string }>(claims: readonly C[]): C[] {
  return claims.filter((claim) => claim.status === 'pending');
}

/** Admin quotes (and users): search by e-mail. */
export function searchByEmail<T extends { email?: string | null }>(
  rows: readonly T[],
  search: string,
): T[] {
  const q = search.trim().toLowerCase();
  return q === '' ? [...rows] : rows.filter((row) => includes(row.email, q));
}

/** Dashboard total payments: the sum of payment amounts (dollars on the wire), in cents. */
export function totalPaymentsCents(payments: readonly { amount: unknown }[]): Cents {
  return sumCents(payments.map((p) => dollarsFromUnknown(p.amount) ?? 0));
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
