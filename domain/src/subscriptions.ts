// Subscriptions: statuses, overdue maths, next billing date, monthly total and proration of upgrades.
import { addMonthsUtc, MS_PER_DAY, toDate } from './dates';
import { COVERED_STATUSES } from './policy';
import { MONEY_BACK_DAYS } from './payment-messages';
import { SUBSCRIPTION_MESSAGES } from './subscription-messages';

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'canceled', 'trial', 'past_due'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The statuses an admin may set (spec 02 section 4). */
export const ADMIN_SUBSCRIPTION_STATUSES = ['active', 'paused', 'canceled'] as const;
export type AdminSubscriptionStatus = (typeof ADMIN_SUBSCRIPTION_STATUSES)[number];

/** Manage modal labels: 'Set active', 'Set paused', 'Set canceled'. */
export function adminSubscriptionActionLabel(status: AdminSubscriptionStatus): string {
  return `Set ${status}`;
}

/** The admin's toast after a status change: 'Subscription status updated to {status}'. */
export function subscriptionStatusUpdatedMessage(status: AdminSubscriptionStatus): string {
  return `Subscription status updated to ${status}`;
}

export const TRIAL_LABEL = '30 days FREE';

export function coverageStatus(statuses: readonly string[]): 'Active' | 'Inactive' {
  return statuses.some((s) => (COVERED_STATUSES as readonly string[]).includes(s))
    ? 'Active'
    : 'Inactive';
}

/** Next billing when none is stored: one month after creation, clamped at month ends (Jan 31 -> Feb 28/29). */
export function nextBillingAfter(createdAt: Date): Date {
  return addMonthsUtc(createdAt, 1);
}

/** The stored next billing date, else one month after creation; null when neither is readable. */
export function effectiveNextBillingDate(subscription: {
  nextBillingDate?: unknown;
  createdAt?: unknown;
  created_at?: unknown;
}): Date | null {
  const stored = toDate(subscription.nextBillingDate);
  if (stored) return stored;
  const created = toDate(subscription.createdAt) ?? toDate(subscription.created_at);
  return created ? nextBillingAfter(created) : null;
}

/** Overdue when the next billing date is in the past. */
export function isOverdue(nextBillingDate: Date, now: Date): boolean {
  return nextBillingDate.getTime() < now.getTime();
}

/** Whole days elapsed since the next billing date, rounded up (0 when not overdue). */
export function daysOverdue(nextBillingDate: Date, now: Date): number {
  const elapsed = now.getTime() - nextBillingDate.getTime();
  return elapsed > 0 ? Math.ceil(elapsed / MS_PER_DAY) : 0;
}

/** What the dashboard shows: 'overdue' for an active or past_due subscription whose billing date passed. */
export type SubscriptionDisplayStatus = SubscriptionStatus | 'overdue';

export function subscriptionDisplayStatus(
  status: SubscriptionStatus,
  nextBillingDate: Date | null,
  now: Date,
): SubscriptionDisplayStatus {
  if (
    (status === 'active' || status === 'past_due') &&
    nextBillingDate &&
    isOverdue(nextBillingDate, now)
  ) {
    return 'overdue';
  }
  return status;
}

/** The home card shows only active, past_due or overdue subscriptions; trial and canceled are hidden. */
export function isShownOnHomeCard(displayStatus: SubscriptionDisplayStatus): boolean {
  return displayStatus === 'active' || displayStatus === 'past_due' || displayStatus === 'overdue';
}

export const NO_SUBSCRIPTIONS_ON_HOME = 'No active or overdue subscriptions to display.';

/** A change that costs nothing now (our wording): 'Your plan changes to {plan} at $x/month on {date}.' */
export function planChangeScheduledMessage(
  planName: string,
  formattedMonthly: string,
  formattedDate: string,
): string {
  return `Your plan changes to ${planName} at ${formattedMonthly}/month on ${formattedDate}. Nothing is due today.`;
}

/** 'Invalid payment amount calculated: {amount}. Please refresh and try again.' */
export function invalidPaymentAmountMessage(amount: unknown): string {
  return `Invalid payment amount calculated: ${String(amount)}. Please refresh and try again.`;
}

/** Payment checks: a positive finite total and a plan id of at least 1. Returns the message or null. */
export function paymentRequestError(totalDollars: unknown, planId: unknown): string | null {
  if (typeof totalDollars !== 'number' || !Number.isFinite(totalDollars) || totalDollars <= 0) {
    return invalidPaymentAmountMessage(totalDollars);
  }
  const id = Number(planId);
  if (!Number.isFinite(id) || id < 1) return SUBSCRIPTION_MESSAGES.invalidPlan;
  return null;
}

/**
 * 'Payment successful! Charged $X - your new monthly amount is $Y.' The spec's words end '- your new
 * monthly amount.', written when a change charged a whole month; an upgrade now charges only the rest of
 * this period, so the message names the monthly amount apart rather than call the charge that.
 */
export function paymentSuccessMessage(formattedCharge: string, formattedMonthly: string): string {
  return `Payment successful! Charged ${formattedCharge} - your new monthly amount is ${formattedMonthly}.`;
}

/** Payment statuses: succeeded shows as 'Completed'. */
export const PAYMENT_STATUSES = ['succeeded', 'completed', 'failed', 'pending'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export function paymentStatusLabel(status: string): string {
  if (status === 'succeeded' || status === 'completed') return 'Completed';
  if (status === 'failed') return 'Failed';
  if (status === 'pending') return 'Pending';
  return status;
}

/** Admin payment colour: completed green, failed red, other yellow. */
export function paymentStatusColor(status: string): 'green' | 'red' | 'yellow' {
  if (status === 'completed' || status === 'succeeded') return 'green';
  if (status === 'failed') return 'red';
  return 'yellow';
}

/** Admin quotes: status Approved counts as paid, otherwise unpaid. */
export function isQuotePaid(status: unknown): boolean {
  return typeof status === 'string' && status.toLowerCase() === 'approved';
}

/** Until when cancelling refunds the first payment: MONEY_BACK_DAYS after the start. */
export function moneyBackUntil(startedAt: Date): Date {
  return new Date(startedAt.getTime() + MONEY_BACK_DAYS * MS_PER_DAY);
}
