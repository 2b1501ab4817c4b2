// Claims: types, statuses and their transitions, the per-plan claim limit over the policy year,
// the theft police report rule, photos (at most 5) and photo addresses.
import { addYearsUtc, toDate } from './dates';
import { UNLIMITED_CLAIMS_ABOVE } from './plans';

export const CLAIM_TYPES = [
  'screen_damage',
  'back_glass',
  'theft',
  'water_damage',
  'mechanical_failure',
  'other',
] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

export const CLAIM_STATUSES = [
  'pending',
  'reviewing',
  'approved',
  'rejected',
  'completed',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Statuses a customer sees (spec 02 section 4); reviewing shows as pending to them. */
export const CUSTOMER_CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** The admin claims status filter options. */
export const CLAIM_STATUS_FILTERS = ['all', ...CLAIM_STATUSES] as const;
export type ClaimStatusFilter = (typeof CLAIM_STATUS_FILTERS)[number];

/** The transition table: rejected and completed are final ('No actions'). */
export const CLAIM_TRANSITIONS: Readonly<Record<ClaimStatus, readonly ClaimStatus[]>> = {
  pending: ['approved', 'rejected'],
  reviewing: ['approved', 'rejected'],
  approved: ['completed'],
  rejected: [],
  completed: [],
};

export function isClaimStatus(value: unknown): value is ClaimStatus {
  return typeof value === 'string' && (CLAIM_STATUSES as readonly string[]).includes(value);
}

export function isClaimType(value: unknown): value is ClaimType {
  return typeof value === 'string' && (CLAIM_TYPES as readonly string[]).includes(value);
}

export function canTransitionClaim(from: ClaimStatus, to: ClaimStatus): boolean {
  return CLAIM_TRANSITIONS[from].includes(to);
}

export function isFinalClaimStatus(status: ClaimStatus): boolean {
  return CLAIM_TRANSITIONS[status].length === 0;
}

/** Why a claim status change is refused (our wording; the spec shows only 'Failed to update claim'). */
export function claimTransitionError(from: ClaimStatus, to: ClaimStatus): string | null {
  if (canTransitionClaim(from, to)) return null;
  return `A ${from} claim cannot be marked ${to}`;
}

/** The admin action buttons for a status: approve/reject, 'Mark Repaired', or none ('No actions'). */
export function claimActions(status: ClaimStatus): { to: ClaimStatus; label: string }[] {
  const labels: Record<ClaimStatus, string> = {
    approved: 'Approve',
    rejected: 'Reject',
    completed: 'Mark Repaired',
    pending: 'Pending',
    reviewing: 'Review',
  };
  return CLAIM_TRANSITIONS[status].map((to) => ({ to, label: labels[to] }));
}

/** The admin's alert after a status change: 'Claim {status} successfully' (e.g. 'Claim approved successfully'). */
export function claimStatusUpdatedMessage(status: ClaimStatus): string {
  return `Claim ${status} successfully`;
}

/** Badge colour: approved green, pending yellow, rejected red, other grey. */
export function claimStatusColor(status: string): 'green' | 'yellow' | 'red' | 'grey' {
  if (status === 'approved') return 'green';
  if (status === 'pending') return 'yellow';
  if (status === 'rejected') return 'red';
  return 'grey';
}

/** The status a customer is shown: reviewing reads as pending; completed as approved (repaired). */
export function customerClaimStatus(status: ClaimStatus): (typeof CUSTOMER_CLAIM_STATUSES)[number] {
  if (status === 'reviewing') return 'pending';
  if (status === 'completed') return 'approved';
  return status;
}

/** Claim type label: underscores turned to spaces ('screen_damage' -> 'screen damage'). */
export function claimTypeLabel(type: string): string {
  return type.replace(/_/g, ' ');
}

/** The claim number, falling back to CLM-{id}. */
export function claimNumber(claim: { id: string; claim_number?: string | null }): string {
  return claim.claim_number && claim.claim_number.trim() !== ''
    ? claim.claim_number
    : `CLM-${claim.id}`;
}

/** A police report number is required for theft claims, and only kept for them. */
export function requiresPoliceReport(type: string): boolean {
  return type === 'theft';
}

export const MAX_CLAIM_PHOTOS = 5;

export const CLAIM_MESSAGES = {
  required: 'Please fill in all required fields',
  notAuthenticated: 'User not authenticated. Please log in again.',
  submitted: 'Claim submitted successfully!',
  submitFailed: 'Failed to submit claim',
  networkError: 'Network error: Failed to submit claim',
  updateFailed: 'Failed to update claim',
  loginAgain: 'Please log in again',
  // Our own wording for rules the spec states without a message.
  policeReportRequired: 'Police report number is required for theft claims',
  tooManyPhotos: 'You can attach at most 5 photos',
  imagesOnly: 'Photos must be image files',
  invalidCost: 'Estimated repair cost must be a positive amount',
  futureIncident: 'Incident date cannot be in the future',
  invalidDate: 'Please enter a valid incident date',
  claimLimitReached: 'You have used all claims included in your plan for this policy year',
  noActiveCoverage: 'This device has no active protection plan',
} as const;

/** True for image MIME types (photo uploads accept images only). */
export function isImageType(mimeType: string): boolean {
  return /^image\/[a-z0-9.+-]+$/i.test(mimeType.trim());
}

/** Keeps only images, and at most 5 in total counting those already attached. */
export function keepClaimPhotos<F extends { type: string }>(
  alreadyAttached: readonly F[],
  added: readonly F[],
): F[] {
  return [...alreadyAttached, ...added.filter((file) => isImageType(file.type))].slice(
    0,
    MAX_CLAIM_PHOTOS,
  );
}

/** The policy year containing `now`, counted from the subscription start (anniversaries, clamped for Feb 29). */
export function policyYear(policyStart: Date, now: Date): { start: Date; end: Date } {
  let years = Math.max(0, now.getUTCFullYear() - policyStart.getUTCFullYear());
  while (years > 0 && addYearsUtc(policyStart, years) > now) years -= 1;
  while (addYearsUtc(policyStart, years + 1) <= now) years += 1;
  return { start: addYearsUtc(policyStart, years), end: addYearsUtc(policyStart, years + 1) };
}

/**
 * Claims that count against the limit: those filed in the current policy year and not rejected
 * (a rejected claim paid nothing, so it does not use up the allowance).
 */
export function claimsUsedThisPolicyYear(
  claims: readonly { status: string; created_at: unknown }[],
  policyStart: Date,
  now: Date,
): number {
  const { start, end } = policyYear(policyStart, now);
  return claims.filter((claim) => {
    if (claim.status === 'rejected') return false;
    const at = toDate(claim.created_at);
    return at !== null && at >= start && at < end;
  }).length;
}

export type ClaimAllowance =
  { allowed: true; unlimited: boolean; remaining: number } | { allowed: false; message: string };

/** Whether another claim may be filed under the plan's claim limit (above 10 = unlimited). */
export function claimAllowance(
  claimLimit: number,
  claims: readonly { status: string; created_at: unknown }[],
  policyStart: Date,
  now: Date,
): ClaimAllowance {
  if (claimLimit > UNLIMITED_CLAIMS_ABOVE)
    return { allowed: true, unlimited: true, remaining: Infinity };
  const remaining = claimLimit - claimsUsedThisPolicyYear(claims, policyStart, now);
  if (remaining <= 0) return { allowed: false, message: CLAIM_MESSAGES.claimLimitReached };
  return { allowed: true, unlimited: false, remaining };
}

/**
 * Reads photo_urls that may be an array, a JSON string of one, or a single string; items may be strings
 * or objects with path, filename or url. Returns the non-blank references.
 */
export function claimPhotoRefs(photoUrls: unknown): string[] {
  let items: unknown[];
  if (Array.isArray(photoUrls)) items = photoUrls;
  else if (typeof photoUrls === 'string') {
    const text = photoUrls.trim();
    if (text === '') return [];
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed === null) return [];
      // A bare number or boolean ("12345") is a file name that happens to parse as JSON.
      items = Array.isArray(parsed)
        ? parsed
        : [typeof parsed === 'object' || typeof parsed === 'string' ? parsed : text];
    } catch {
      items = [text];
    }
  } else return [];
  return items
    .map((item) => {
      if (typeof item === 'string') return item.trim();
      if (typeof item === 'object' && item !== null) {
        const o = item as Record<string, unknown>;
        const ref = [o.url, o.path, o.filename].find(
          (v) => typeof v === 'string' && v.trim() !== '',
        );
        return typeof ref === 'string' ? ref.trim() : '';
      }
      return '';
    })
    .filter((ref) => ref !== '');
}

/**
 * A photo's address: http(s) as is; 'uploads/...' prefixed with the host; otherwise a file under uploads/claims/.
 */
export function claimPhotoAddress(ref: string, host: string): string {
  const base = host.replace(/\/+$/, '');
  if (/^https?:/i.test(ref)) return ref;
  const path = ref.replace(/^\/+/, '');
  if (path.startsWith('uploads/')) return `${base}/${path}`;
  return `${base}/uploads/claims/${path}`;
}
