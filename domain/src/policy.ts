// The policy over time: which statuses mean what, the plan versions a subscription has had (each with the
// day it starts to cover), which version judges a claim, and what a plan change costs now and from when.
// The api applies these inside its transactions; nothing here reads a clock or a store.
import type { AddOnFlags } from './addons';
import type { Deductible, PlanDeductibles } from './catalogue';
import { CLAIM_MESSAGES, claimDeductible, claimPerilProblem } from './claim-filing';
import type { ClaimType } from './claims';
import { addMonthsUtc, MS_PER_DAY } from './dates';
import { type Cents, multiplyCents } from './money';
import type { PricedAddOn } from './quote';
import type { SubscriptionStatus } from './subscriptions';

// ---------------------------------------------------------------------------------------------------------
// Statuses, one set per meaning.

/** Cover runs: a claim may be filed (claims.ts adds the end of a cancelled period). */
export const COVERED_STATUSES: readonly SubscriptionStatus[] = ['active', 'trial'];
/** A renewal is charged when due. */
export const BILLABLE_STATUSES: readonly SubscriptionStatus[] = ['active', 'past_due'];
/** Cover is running or owed: the device may not be registered again, and the plan may be changed. */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = [
  'active',
  'trial',
  'past_due',
  'paused',
];
/** The subscription uses its add-ons now: an add-on it holds may not be deleted. */
export const ADDON_USING_STATUSES: readonly SubscriptionStatus[] = ['active', 'trial', 'past_due'];

const inSet = (set: readonly SubscriptionStatus[], status: SubscriptionStatus) =>
  set.includes(status);

/** Live: in LIVE_STATUSES and not ended (a cancellation whose paid period ran out has ended). */
export function isLiveSubscription(s: {
  status: SubscriptionStatus;
  endedAt: Date | null;
}): boolean {
  return inSet(LIVE_STATUSES, s.status) && s.endedAt === null;
}

export function isBillable(status: SubscriptionStatus): boolean {
  return inSet(BILLABLE_STATUSES, status);
}

// ---------------------------------------------------------------------------------------------------------
// Plan terms and their versions.

/** The plan as a subscription holds it: its price for this device when chosen, and its yearly claim limit. */
export interface SubscribedPlan {
  id: number;
  name: string;
  planType: string;
  priceCents: Cents;
  /** Claims per policy year; above 10 means unlimited. Absent on records made before it was kept. */
  claimLimit?: number;
  /** Whether water damage is covered (domain planCoversWaterDamage); absent on older records: covered. */
  coversWaterDamage?: boolean;
}

/** What a plan and add-on choice costs and covers. */
export interface PlanTerms {
  plan: SubscribedPlan;
  addOns: PricedAddOn[];
  addOnFlags: AddOnFlags;
  monthlyTotalCents: Cents;
  deductibles: PlanDeductibles;
  /** Claims per policy year (above 10 = unlimited). */
  claimLimit: number;
  /** The most a single claim pays. */
  coverageLimitCents: Cents;
}

/** Terms in force from a day on: a claim whose incident falls on or after `effectiveFrom` is judged by them. */
export interface PlanVersion extends PlanTerms {
  /** UTC midnight of the first calendar day these terms cover. */
  effectiveFrom: Date;
  /** When the change was made (the start, for the first version). */
  recordedAt: Date;
}

const HOUR_MS = MS_PER_DAY / 24;
/** The earliest time zone (UTC+14) and the latest (UTC-12): a calendar day is read in one or the other. */
const EARLIEST_ZONE_MS = 14 * HOUR_MS;
const LATEST_ZONE_MS = 12 * HOUR_MS;

/** UTC midnight of a date's UTC calendar day. */
export function dayStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** A calendar day 'YYYY-MM-DD' of a UTC midnight. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The first version covers from the day cover started, read in the latest time zone (so that a customer
 * anywhere may date an incident on the day they bought): as incidentDateProblem in claims.ts reads it.
 */
export function firstVersionEffectiveFrom(startedAt: Date): Date {
  return dayStart(new Date(startedAt.getTime() - LATEST_ZONE_MS));
}

/**
 * Cover added by a change starts the day after the change, read in the earliest time zone: whatever the
 * customer's zone, the day they made the change (and any day before it) is judged by the old terms.
 */
export function upgradeEffectiveFrom(changedAt: Date): Date {
  return new Date(
    dayStart(new Date(changedAt.getTime() + EARLIEST_ZONE_MS)).getTime() + MS_PER_DAY,
  );
}

/** The version in force on a calendar day ('YYYY-MM-DD'); null when the day is before the first. */
export function versionInForce<V extends Pick<PlanVersion, 'effectiveFrom'>>(
  versions: readonly V[],
  day: string,
): V | null {
  let found: V | null = null;
  for (const version of versions) {
    if (
      isoDay(version.effectiveFrom) <= day &&
      (!found || version.effectiveFrom >= found.effectiveFrom)
    )
      found = version;
  }
  return found;
}

/** How many days after a plan change an incident is flagged for the reviewer. */
export const PLAN_CHANGE_FLAG_DAYS = 14;

/**
 * The plan change an incident follows closely: the latest change (not the first version) made on or up
 * to PLAN_CHANGE_FLAG_DAYS days before the incident day. A claim like this is the retroactive-cover pattern
 * (lose the phone, upgrade, claim), so the reviewer sees it flagged.
 */
export function planChangeBeforeIncident<V extends PlanVersion>(
  versions: readonly V[],
  incidentDay: string,
): V | null {
  const incident = Date.parse(`${incidentDay}T00:00:00Z`);
  let found: V | null = null;
  for (const version of versions.slice(1)) {
    const changedDay = dayStart(version.recordedAt).getTime();
    const daysAfter = (incident - changedDay) / MS_PER_DAY;
    if (
      daysAfter >= -1 &&
      daysAfter <= PLAN_CHANGE_FLAG_DAYS &&
      (!found || version.recordedAt > found.recordedAt)
    )
      found = version;
  }
  return found;
}

/** How a claim was judged: by the terms in force on its incident day, and the change it closely follows. */
export interface ClaimJudgement {
  planId: number;
  planName: string;
  /** The day the judging terms started to cover. */
  effectiveFrom: Date;
  /**
   * The deductible the claim owes under those terms (claims.ts claimDeductible); null on claims judged
   * before perils without their own deductible owed the screen one.
   */
  deductible: Deductible | null;
  claimLimit: number;
  coverageLimitCents: Cents;
  /** A plan change made within PLAN_CHANGE_FLAG_DAYS before the incident, for the reviewer. */
  followsPlanChange: { planName: string; changedAt: Date } | null;
}

/**
 * Judges a claim by the terms in force on its incident day: refused when none covered that day or they do
 * not cover the peril. An upgrade made after the incident cannot cover it (its terms start the day after).
 */
export function judgeClaim(
  versions: readonly PlanVersion[],
  claimType: ClaimType,
  incidentDay: string,
): { refusal: string } | { judgement: ClaimJudgement } {
  const version = versionInForce(versions, incidentDay);
  if (!version) return { refusal: CLAIM_MESSAGES.incidentBeforeCoverage };
  const peril = claimPerilProblem(claimType, { ...version.plan, deductibles: version.deductibles });
  if (peril) return { refusal: peril };
  const change = planChangeBeforeIncident(versions, incidentDay);
  return {
    judgement: {
      planId: version.plan.id,
      planName: version.plan.name,
      effectiveFrom: version.effectiveFrom,
      deductible: claimDeductible(claimType, version.deductibles),
      claimLimit: version.claimLimit,
      coverageLimitCents: version.coverageLimitCents,
      followsPlanChange: change
        ? { planName: change.plan.name, changedAt: change.recordedAt }
        : null,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Plan changes.

/** The billing period a subscription is in: from the last billing date to the next. */
export function currentPeriod(
  billingAnchor: Date,
  paidPeriods: number,
): { start: Date; end: Date } {
  return {
    start: addMonthsUtc(billingAnchor, Math.max(0, paidPeriods - 1)),
    end: addMonthsUtc(billingAnchor, paidPeriods),
  };
}

/**
 * The terms paid for in the current period: the latest version that starts before the next billing day.
 * Versions starting on it (a downgrade waiting for the next period) are not paid for yet.
 */
export function paidTerms<V extends Pick<PlanVersion, 'effectiveFrom'>>(
  versions: readonly V[],
  nextBillingDate: Date,
): V {
  const before = versions.filter((v) => isoDay(v.effectiveFrom) < isoDay(nextBillingDate));
  const pool = before.length > 0 ? before : versions.slice(0, 1);
  return pool.reduce((latest, v) => (v.effectiveFrom >= latest.effectiveFrom ? v : latest));
}

/** The terms a renewal bills for the period starting at `periodStart`. */
export function termsForPeriod<V extends Pick<PlanVersion, 'effectiveFrom'>>(
  versions: readonly V[],
  periodStart: Date,
): V {
  return versionInForce(versions, isoDay(periodStart)) ?? versions[0]!;
}

/**
 * The price difference for the days of the current period that the new cover runs (from `coverFrom`, the
 * day after the change, to the end of the period), over the period's days, rounded to the cent; 0 when the
 * new total is not higher.
 */
export function prorateUpgradeCents(input: {
  currentMonthlyCents: Cents;
  newMonthlyCents: Cents;
  periodStart: Date;
  periodEnd: Date;
  coverFrom: Date;
}): Cents {
  const difference = input.newMonthlyCents - input.currentMonthlyCents;
  const daysBetween = (from: Date, to: Date) =>
    Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / MS_PER_DAY);
  const periodDays = daysBetween(input.periodStart, input.periodEnd);
  if (difference <= 0 || periodDays <= 0) return 0;
  const days = Math.min(Math.max(daysBetween(input.coverFrom, input.periodEnd), 0), periodDays);
  return multiplyCents(difference, days / periodDays);
}

/** A plan change as priced now: what is due today, the new monthly total, and the day it takes effect. */
export interface PricedPlanChange<T extends Pick<PlanTerms, 'monthlyTotalCents'> = PlanTerms> {
  kind: 'upgrade' | 'downgrade';
  terms: T;
  /** Charged now: the prorated difference for an upgrade, 0 for a downgrade. */
  amountDueNowCents: Cents;
  newMonthlyTotalCents: Cents;
  /** Upgrade: the day after today. Downgrade (or no dearer): the next billing date. */
  effectiveFrom: Date;
  pricedAt: Date;
}

/**
 * Prices a change against the terms paid for this period. A higher monthly total is an upgrade: the
 * prorated difference is due now and its cover starts tomorrow. Anything else (a cheaper plan, fewer
 * add-ons, the same price) charges nothing and takes effect on the next billing date, which never moves.
 */
export function pricePlanChange<T extends Pick<PlanTerms, 'monthlyTotalCents'>>(input: {
  versions: readonly Pick<PlanVersion, 'effectiveFrom' | 'monthlyTotalCents'>[];
  /** The period being paid for: from the last billing date to the next. */
  period: { start: Date; end: Date };
  terms: T;
  now: Date;
}): PricedPlanChange<T> {
  const { period } = input;
  const paid = paidTerms(input.versions, period.end);
  const upgrade = input.terms.monthlyTotalCents > paid.monthlyTotalCents;
  const coverFrom = upgradeEffectiveFrom(input.now);
  return {
    kind: upgrade ? 'upgrade' : 'downgrade',
    terms: input.terms,
    amountDueNowCents: upgrade
      ? prorateUpgradeCents({
          currentMonthlyCents: paid.monthlyTotalCents,
          newMonthlyCents: input.terms.monthlyTotalCents,
          periodStart: period.start,
          periodEnd: period.end,
          coverFrom,
        })
      : 0,
    newMonthlyTotalCents: input.terms.monthlyTotalCents,
    effectiveFrom: upgrade ? coverFrom : dayStart(period.end),
    pricedAt: input.now,
  };
}

/**
 * The versions after a change: a version due to start after the change's day (a downgrade waiting for the
 * next period) gives way to it. One starting the same day stays (two upgrades in a day were both paid);
 * the later of the two is in force.
 */
export function withChange<V extends PlanVersion>(versions: readonly V[], change: V): V[] {
  return [...versions.filter((v) => v.effectiveFrom <= change.effectiveFrom), change];
}

/** A priced change waiting for its payment is priced again after this long. */
export const PENDING_CHANGE_VALID_MS = 24 * 60 * 60 * 1000;

/** Whether a priced change still stands: same due amount and monthly total, and priced within 24 hours. */
export function priceStillStands(
  held: Pick<PricedPlanChange, 'amountDueNowCents' | 'newMonthlyTotalCents' | 'pricedAt'>,
  fresh: Pick<PricedPlanChange, 'amountDueNowCents' | 'newMonthlyTotalCents'>,
  now: Date,
): boolean {
  return (
    now.getTime() - held.pricedAt.getTime() <= PENDING_CHANGE_VALID_MS &&
    held.amountDueNowCents === fresh.amountDueNowCents &&
    held.newMonthlyTotalCents === fresh.newMonthlyTotalCents
  );
}

// ---------------------------------------------------------------------------------------------------------
// What the payments should add up to.

/** A subscription's charges as the policy's rules make them, by kind (refunds negative). */
export interface ExpectedPayments {
  /** Every paid period at the terms in force on its first day (the first month included). */
  periodsCents: Cents;
  /** Every upgrade's difference for the rest of the period it was made in. */
  prorationsCents: Cents;
  deductiblesCents: Cents;
  /** The money-back refund of the first month, when one was given. */
  refundsCents: Cents;
  totalCents: Cents;
}

/**
 * What a subscription's succeeded payments should add up to, worked out again from its versions: the
 * consistency check compares it with the payments recorded, so a charge made twice, a period billed at
 * the wrong terms or a refund given twice shows as a difference. (A subscription whose billing anchor
 * moved, resumed after a long pause, is priced from its new anchor.)
 */
export function expectedPayments(input: {
  versions: readonly Pick<PlanVersion, 'monthlyTotalCents' | 'effectiveFrom' | 'recordedAt'>[];
  billingAnchor: Date;
  paidPeriods: number;
  /** Deductibles the claims record as paid. */
  deductiblesPaidCents: Cents;
  /** Whether the money-back refund of the first month was given. */
  refunded: boolean;
}): ExpectedPayments {
  const { versions, billingAnchor } = input;
  let periodsCents = 0;
  for (let k = 0; k < input.paidPeriods; k += 1)
    periodsCents += termsForPeriod(versions, addMonthsUtc(billingAnchor, k)).monthlyTotalCents;
  let prorationsCents = 0;
  for (let i = 1; i < versions.length; i += 1) {
    const version = versions[i]!;
    let k = 0;
    while (addMonthsUtc(billingAnchor, k + 1) <= version.recordedAt) k += 1;
    const period = {
      start: addMonthsUtc(billingAnchor, k),
      end: addMonthsUtc(billingAnchor, k + 1),
    };
    const paid = paidTerms(versions.slice(0, i), period.end);
    prorationsCents += prorateUpgradeCents({
      currentMonthlyCents: paid.monthlyTotalCents,
      newMonthlyCents: version.monthlyTotalCents,
      periodStart: period.start,
      periodEnd: period.end,
      coverFrom: version.effectiveFrom,
    });
  }
  const firstMonth = versions[0]?.monthlyTotalCents ?? 0;
  const refundsCents = input.refunded ? -firstMonth : 0;
  return {
    periodsCents,
    prorationsCents,
    deductiblesCents: input.deductiblesPaidCents,
    refundsCents,
    totalCents: periodsCents + prorationsCents + input.deductiblesPaidCents + refundsCents,
  };
}
