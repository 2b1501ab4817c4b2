// Claims: types, statuses and their transitions, the per-plan claim limit over the policy year,
// the theft police report rule, photos (at most 5) and photo addresses.
import type { Deductible, PlanDeductibles } from './catalogue';
import { addYearsUtc, MS_PER_DAY, toDate } from './dates';
import { UNLIMITED_CLAIMS_ABOVE } from './plans';
import type { SubscriptionStatus } from './subscriptions';

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
  'appealed',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Statuses a customer sees (spec 02 section 4); reviewing shows as pending to them. */
export const CUSTOMER_CLAIM_STATUSES = ['pending', 'approved', 'rejected', 'appealed'] as const;

/** The admin claims status filter options. */
export const CLAIM_STATUS_FILTERS = ['all', ...CLAIM_STATUSES] as const;
export type ClaimStatusFilter = (typeof CLAIM_STATUS_FILTERS)[number];

/**
 * The admin's transition table: rejected and completed are final for an admin ('No actions'); an appeal is
 * decided like a new claim. Only the customer moves a rejected claim to appealed (claim-appeals.ts
 * appealRefusal), so that move is not in this table.
 */
export const CLAIM_TRANSITIONS: Readonly<Record<ClaimStatus, readonly ClaimStatus[]>> = {
  pending: ['approved', 'rejected'],
  reviewing: ['approved', 'rejected'],
  approved: ['completed'],
  rejected: [],
  completed: [],
  appealed: ['approved', 'rejected'],
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
    appealed: 'Appeal',
  };
  return CLAIM_TRANSITIONS[status].map((to) => ({ to, label: labels[to] }));
}

/** The admin's alert after a status change: 'Claim {status} successfully' (e.g. 'Claim approved successfully'). */
export function claimStatusUpdatedMessage(status: ClaimStatus): string {
  return `Claim ${status} successfully`;
}

/** Badge colour: approved green, pending yellow, rejected red, other (appealed too, as the spec says) grey. */
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

/**
 * Largest POST /api/claims body: Cloud Functions refuses requests over 32 MB before the app runs, so five
 * photos of 10 MB each cannot all travel in one claim; the photos of one claim (with the form fields and the
 * multipart framing) may add up to 30 MiB (31.5 MB), and each photo to 10 MB.
 */
export const MAX_CLAIM_UPLOAD_BYTES = 30 * 1024 * 1024;

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
  photosTooLarge: 'The photos of one claim can add up to at most 30 MB',
  deviceNotFound: 'Device not found',
  coveragePaused: "This device's protection plan is paused, so a claim cannot be filed",
  coverageCanceled: "This device's protection plan has been cancelled, so a claim cannot be filed",
  coveragePastDue:
    "This device's protection plan has an unpaid payment; a claim can be filed once it is paid",
  incidentBeforeCoverage: 'Incident date cannot be before your coverage started',
  claimsLoaded: 'Claims loaded',
} as const;

/** True for image MIME types (photo uploads accept images only). */
export function isImageType(mimeType: string): boolean {
  return /^image\/[a-z0-9.+-]+$/i.test(mimeType.trim());
}

/** Keeps only images, and at most `max` (5 for a claim, 3 for an appeal) counting those already attached. */
export function keepClaimPhotos<F extends { type: string }>(
  alreadyAttached: readonly F[],
  added: readonly F[],
  max: number = MAX_CLAIM_PHOTOS,
): F[] {
  return [...alreadyAttached, ...added.filter((file) => isImageType(file.type))].slice(0, max);
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
 * A photo reference the viewer neither fetches nor links ('Invalid path', spec 02 section 8): one that steps
 * up a folder, holds a backslash, or names a scheme other than http(s) (javascript:, data:, file:).
 */
export function isInvalidPhotoPath(ref: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(ref)?.[1]?.toLowerCase();
  return (
    /(^|\/)\.\.(\/|$)/.test(ref) ||
    ref.includes('\\') ||
    (scheme !== undefined && scheme !== 'http' && scheme !== 'https')
  );
}

/**
 * A photo's address: http(s) as is; the api's own '/api/files/...' as is (same origin, fetched with the
 * bearer token); 'uploads/...' prefixed with the host; otherwise a file under uploads/claims/.
 */
export function claimPhotoAddress(ref: string, host: string): string {
  const base = host.replace(/\/+$/, '');
  if (/^https?:/i.test(ref) || ref.startsWith('/api/files/')) return ref;
  const path = ref.replace(/^\/+/, '');
  if (path.startsWith('uploads/')) return `${base}/${path}`;
  return `${base}/uploads/claims/${path}`;
}

/**
 * The letters of a claim's code: Crockford's base 32 (digits and capitals without I, L, O and U), so that a
 * number read out on the phone or typed from a letter is not mistaken.
 */
export const CLAIM_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 10 letters of 32: 50 random bits, so that codes drawn independently practically never meet. */
export const CLAIM_CODE_LENGTH = 10;

/** A new claim's code from a source of random integers below `n` (crypto's randomInt in the api). */
export function newClaimCode(randomBelow: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < CLAIM_CODE_LENGTH; i += 1)
    code += CLAIM_CODE_ALPHABET[randomBelow(CLAIM_CODE_ALPHABET.length)];
  return code;
}

/** A claim's number: the year it was filed and its code, CLM-YYYY-CODE (CLM-2026-7K3QX9M2TD). */
export function formatClaimNumber(year: number, code: string): string {
  return `CLM-${year}-${code}`;
}

/**
 * Why a subscription does not cover a claim today, or null when it does: only active and trial cover (not
 * paused, canceled or past_due), and not once coverage ended or a cancellation's paid month ran out.
 */
export function claimCoverageProblem(
  subscription: {
    status: SubscriptionStatus;
    endedAt: Date | null;
    cancelAtPeriodEnd: boolean;
    nextBillingDate: Date;
  },
  now: Date,
): string | null {
  const { status } = subscription;
  if (status === 'paused') return CLAIM_MESSAGES.coveragePaused;
  if (status === 'past_due') return CLAIM_MESSAGES.coveragePastDue;
  if (status === 'canceled' || subscription.endedAt !== null)
    return CLAIM_MESSAGES.coverageCanceled;
  if (subscription.cancelAtPeriodEnd && subscription.nextBillingDate <= now)
    return CLAIM_MESSAGES.coverageCanceled;
  if (status !== 'active' && status !== 'trial') return CLAIM_MESSAGES.noActiveCoverage;
  return null;
}

/** The plan deductible that decides whether a peril is covered; perils without one are always covered. */
const PERIL_DEDUCTIBLE: Partial<Record<ClaimType, keyof PlanDeductibles>> = {
  screen_damage: 'screen',
  back_glass: 'backGlass',
  theft: 'theft',
};

/**
 * Whether a plan covers water (liquid) damage: its feature list, which the plan cards and the quote show,
 * says so. A plan that does not promise it (the Basic plan) refuses water damage claims.
 */
export function planCoversWaterDamage(features: readonly string[]): boolean {
  return features.some((feature) => /\b(water|liquid)\b/i.test(feature));
}

/** The plan's deductible for a peril; null for perils the plan sets none for. */
export function perilDeductible(type: ClaimType, deductibles: PlanDeductibles): Deductible | null {
  const peril = PERIL_DEDUCTIBLE[type];
  return peril ? deductibles[peril] : null;
}

/**
 * The deductible a claim owes under a version's deductibles. Screen, back glass and theft have their own;
 * water damage, mechanical failure and other owe the plan's standard repair deductible, the screen one (the
 * site's FAQ says so), and nothing when the plan sets no screen amount.
 */
export function claimDeductible(type: ClaimType, deductibles: PlanDeductibles): Deductible {
  const own = perilDeductible(type, deductibles);
  if (own) return own;
  return deductibles.screen.kind === 'amount' ? deductibles.screen : { kind: 'amount', cents: 0 };
}

/** '{plan} does not cover theft' when the plan's deductible for the peril is 'No Coverage'; else null. */
export function claimPerilProblem(
  type: ClaimType,
  plan: { name: string; deductibles: PlanDeductibles; coversWaterDamage?: boolean },
): string | null {
  if (type === 'water_damage' && plan.coversWaterDamage === false)
    return `Your ${plan.name} does not cover ${claimTypeLabel(type)}`;
  const peril = PERIL_DEDUCTIBLE[type];
  if (!peril || plan.deductibles[peril].kind !== 'notCovered') return null;
  return `Your ${plan.name} does not cover ${claimTypeLabel(type)}`;
}

/** How far the earliest (UTC+14) and latest (UTC-12) time zones are from UTC. */
const HOUR_MS = MS_PER_DAY / 24;
const EARLIEST_ZONE_MS = 14 * HOUR_MS;
const LATEST_ZONE_MS = 12 * HOUR_MS;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Why an incident date ('YYYY-MM-DD', a calendar day without a time zone) is refused, or null. It may not be
 * after today nor before the day coverage started, both read in the customer's favour: today is the latest
 * date it is anywhere on earth (UTC+14), the start day the earliest (UTC-12).
 */
export function incidentDateProblem(
  incidentDate: string,
  coverageStart: Date,
  now: Date,
): string | null {
  if (incidentDate > isoDay(new Date(now.getTime() + EARLIEST_ZONE_MS)))
    return CLAIM_MESSAGES.futureIncident;
  if (incidentDate < isoDay(new Date(coverageStart.getTime() - LATEST_ZONE_MS)))
    return CLAIM_MESSAGES.incidentBeforeCoverage;
  return null;
}

/** A client's file name kept as a label only: no folders, no control characters, at most 100 characters. */
export function photoLabel(fileName: string | null | undefined): string | null {
  if (!fileName) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base === '' ? null : base.slice(0, 100);
}

/**
 * The 409 of a claim status change when the claim is no longer in the status the admin saw (another admin
 * acted first): it names the status the claim has now.
 */
export function claimChangedMessage(current: ClaimStatus): string {
  return `This claim was changed by someone else (now ${current}). Reload to see it.`;
}

/** The reviewer's note kept with a status change (shown to the customer) is at most this long. */
export const MAX_CLAIM_NOTE_LENGTH = 1000;

/**
 * Searching the admin claims list on the server. Firestore has no substring search, so each claim stores
 * `searchKeys`: every prefix (up to CLAIM_SEARCH_PREFIX_LENGTH characters) of the lower-cased e-mail, of the
 * lower-cased name and of each word of the name, plus the whole values and the lower-cased claim number;
 * the list query is then one `array-contains` on the normalized search text, which pages like any list.
 * So 'jane', 'jane.doe@ex', 'doe' and 'clm-2026-000042' find a claim, while 'ne.do' (the middle of a word)
 * does not.
 */
export const CLAIM_SEARCH_PREFIX_LENGTH = 40;

/** The search text as the keys store it: trimmed, lower-cased, inner spaces collapsed; '' for none. */
export function normalizeClaimSearch(search: unknown): string {
  if (typeof search !== 'string') return '';
  return search.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** A claim number typed in a search (CLM-2026-000042, any case), upper-cased; null when it is not one. */
export function claimNumberSearch(search: unknown): string | null {
  const text = normalizeClaimSearch(search);
  return /^clm-\S+$/.test(text) ? text.toUpperCase() : null;
}

function prefixes(value: string): string[] {
  const keys: string[] = [];
  for (let length = 1; length <= Math.min(value.length, CLAIM_SEARCH_PREFIX_LENGTH); length += 1)
    keys.push(value.slice(0, length));
  if (value.length > CLAIM_SEARCH_PREFIX_LENGTH) keys.push(value);
  return keys;
}

/** The `searchKeys` a claim is stored with (see CLAIM_SEARCH_PREFIX_LENGTH), without duplicates. */
export function claimSearchKeys(claim: {
  userEmail: string;
  userName: string;
  claimNumber: string;
}): string[] {
  const email = normalizeClaimSearch(claim.userEmail);
  const name = normalizeClaimSearch(claim.userName);
  const words = name.split(' ').filter((word) => word !== '');
  const keys = new Set<string>([...prefixes(email), ...prefixes(name), ...words.flatMap(prefixes)]);
  const number = normalizeClaimSearch(claim.claimNumber);
  if (number !== '') keys.add(number);
  return [...keys];
}
