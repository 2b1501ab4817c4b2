// How subscriptions are worded on the subscription page and the dashboard: the status badge and the card.
import {
  type SubscriptionDisplayStatus,
  type SubscriptionStatus,
  TRIAL_LABEL,
  daysOverdue,
  subscriptionDisplayStatus,
} from '@protect/domain';
import { type StatusColor, statusColor } from './status-colors';

function dayCount(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

export interface StatusView {
  label: string;
  tone: StatusColor;
  display: SubscriptionDisplayStatus;
}

/**
 * The status badge: trial reads '30 days FREE'; past_due and overdue (an active subscription whose
 * billing date passed) carry the whole days overdue, rounded up (domain daysOverdue).
 */
export function statusView(
  status: SubscriptionStatus,
  nextBillingDate: Date | null,
  now: Date,
): StatusView {
  const display = subscriptionDisplayStatus(status, nextBillingDate, now);
  const overdueDays = nextBillingDate ? daysOverdue(nextBillingDate, now) : 0;
  const tone = statusColor('subscription', display);
  switch (display) {
    case 'trial':
      return { label: TRIAL_LABEL, tone: 'info', display };
    case 'overdue':
      return { label: `Overdue: ${dayCount(overdueDays)}`, tone, display };
    case 'past_due':
      return {
        label: overdueDays > 0 ? `Past due: ${dayCount(overdueDays)} overdue` : 'Past due',
        tone,
        display,
      };
    case 'active':
      return { label: 'Active', tone, display };
    case 'paused':
      return { label: 'Paused', tone, display };
    case 'canceled':
      return { label: 'Cancelled', tone, display };
  }
}

/** 'Visa •••• 4242'. */
export function cardLabel(card: { brand: string; last4: string }): string {
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : 'Card';
  return `${brand} •••• ${card.last4}`;
}
