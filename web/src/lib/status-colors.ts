// Status -> badge colour, in one place for every screen (admin and customer): claims (spec 02 section 2:
// approved green, pending yellow, rejected red, other grey), payments (completed green, failed red, other
// yellow) and subscriptions (as the customer's card shows them, which the admin lists share).
import {
  type SubscriptionDisplayStatus,
  claimStatusColor,
  paymentStatusColor,
} from '@protect/domain';

export type StatusColor = 'success' | 'warning' | 'error' | 'default' | 'info';

const BADGE_COLOR = {
  green: 'success',
  yellow: 'warning',
  red: 'error',
  grey: 'default',
} as const satisfies Record<string, StatusColor>;

const SUBSCRIPTION_COLOR: Record<SubscriptionDisplayStatus, StatusColor> = {
  active: 'success',
  trial: 'info',
  paused: 'warning',
  overdue: 'warning',
  past_due: 'error',
  canceled: 'default',
};

/** A message's delivery, by its label (domain mailDeliveryLabel): a failure for good stands out. */
const MAIL_COLOR: Record<string, StatusColor> = {
  Queued: 'default',
  Sending: 'info',
  Delivered: 'success',
  Retrying: 'warning',
  Failed: 'error',
};

export type StatusOf = 'claim' | 'payment' | 'subscription' | 'mail';

export function statusColor(of: StatusOf, status: string): StatusColor {
  if (of === 'claim') return BADGE_COLOR[claimStatusColor(status)];
  if (of === 'payment') return BADGE_COLOR[paymentStatusColor(status)];
  if (of === 'mail') return MAIL_COLOR[status] ?? 'default';
  return SUBSCRIPTION_COLOR[status as SubscriptionDisplayStatus] ?? 'default';
}
