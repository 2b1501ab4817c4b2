// Filing a claim (DESIGN 5a): the per-plan claim limit over the policy year, the cover and peril checks,
// the deductible a peril owes, the incident date, the theft police report rule, and the messages the claim
// form shows. The photos' rules are in claim-photos.ts.
import type { Deductible, PlanDeductibles } from './catalogue';
import { type ClaimType, claimTypeLabel } from './claims';
import { addYearsUtc, MS_PER_DAY, toDate } from './dates';
import { UNLIMITED_CLAIMS_ABOVE } from './plans';
import type { SubscriptionStatus } from './subscriptions';

/** A police report number is required for theft claims, and only kept for them. */
export function requiresPoliceReport(type: string): boolean {
  return type === 'theft';
}

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
