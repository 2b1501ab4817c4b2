// The api contract of the admin back office (spec 02 sections 2, 3 and 7): the lists, the user page, the
// subscription status change and the user deletion. functions/src/presenters.ts makes these from the
// stored records. Every list is one page: newest first, `nextCursor` (null on the last page) and `total`.
import type { ClaimRejectionReason } from './claim-decisions';
import type { ClaimStatus } from './claim-status';
import type {
  CustomerProfileWire,
  DevicePricingWire,
  Dollars,
  IsoDateString,
  QuoteWire,
} from './wire';
import type {
  ClaimWire,
  CustomerDeviceWire,
  PaymentWire,
  SubscriptionWire,
} from './wire-subscriptions';

/** What every admin list answer carries besides its rows. */
export interface AdminPageFields {
  success: true;
  /** Pass as `?cursor=` for the next page; null on the last page. */
  nextCursor: string | null;
  /** How many rows the list has in all (with the search applied), from a count() aggregation. */
  total: number;
}

/** A row of GET /api/admin/users (spec 02 section 3 User). */
export interface AdminUserWire {
  id: string;
  name: string;
  email: string;
  /** Defaults to customer. */
  role: 'customer' | 'admin';
  created_at: IsoDateString;
  quotesCount: number;
  claimsCount: number;
}

/** GET /api/admin/users?limit=&cursor=&search= (search: the start of the e-mail address). */
export interface AdminUsersAnswer extends AdminPageFields {
  users: AdminUserWire[];
}

/** A row of GET /api/admin/quotes: the saved quote with the spec's Quote fields (spec 02 section 3). */
export interface AdminQuoteWire extends QuoteWire {
  email: string;
  /** 'Brand Model'. */
  device: string;
  /** The plan's name. */
  plan: string;
  /** The monthly price. */
  amount: Dollars;
  created_at: IsoDateString;
  /** Status approved counts as paid, anything else as unpaid. */
  paid: boolean;
}

/** GET /api/admin/quotes?limit=&cursor=&search= (search: the start of the e-mail address). */
export interface AdminQuotesAnswer extends AdminPageFields {
  quotes: AdminQuoteWire[];
}

/** GET /api/admin/payments?limit=&cursor=. */
export interface AdminPaymentsAnswer extends AdminPageFields {
  payments: PaymentWire[];
}

/** GET /api/device-pricing/admin?limit=&cursor=: the price table for the Device Pricing tab. */
export interface AdminDevicePricingAnswer extends AdminPageFields {
  devices: DevicePricingWire[];
}

/** GET /api/admin/subscriptions?limit=&cursor=. */
export interface AdminSubscriptionsAnswer extends AdminPageFields {
  subscriptions: SubscriptionWire[];
}

/** GET /api/admin/subscriptions/{id} and PUT /api/admin/subscriptions/{id}/status. */
export interface AdminSubscriptionAnswer {
  success: true;
  /** 'Subscription status updated to {status}' after a change; '' for a read. */
  message: string;
  subscription: SubscriptionWire;
}

/**
 * GET /api/admin/user/{id}: everything /admin/user/{id} shows, in one answer (404 without a profile). Each
 * list is newest first and capped like the customer's own lists.
 */
export interface AdminUserDetailAnswer {
  success: true;
  user: AdminUserWire;
  profile: CustomerProfileWire;
  devices: CustomerDeviceWire[];
  subscriptions: SubscriptionWire[];
  claims: ClaimWire[];
  payments: PaymentWire[];
  /** The card-testing pause (card-declines.ts): declines in the last 24 hours, and the pause's end (ISO). */
  cardDeclines: { last24Hours: number; pausedUntil: string | null };
}

/** DELETE /api/admin/user/{id}: 'User deleted successfully.' and what was done. */
export interface AdminUserDeletedAnswer {
  success: true;
  message: string;
  /** Subscriptions cancelled (at the gateway and in our records). */
  canceledSubscriptions: number;
  /** Payment and claim records kept with the personal fields removed. */
  anonymisedPayments: number;
  anonymisedClaims: number;
}

export const ADMIN_LIST_MESSAGES = {
  userDeleted: 'User deleted successfully.',
  userDeleteFailed: 'Failed to delete user.',
  quoteDeleted: 'Quote deleted successfully',
  quoteDeleteFailed: 'Failed to delete quote',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotDeleteLastAdmin: 'You cannot delete the last admin account.',
  userNotFound: 'User not found',
  quoteNotFound: 'Quote not found',
  subscriptionNotFound: 'Subscription not found',
  subscriptionEnded: 'This subscription has ended and can no longer be changed.',
  pauseNotSupported:
    'This subscription is billed by Stripe, which cannot pause it from here. Cancel it instead.',
} as const;

/** What a deleted user's kept records (payments, claims) say instead of the name and e-mail. */
export const DELETED_USER_NAME = 'Deleted user';
export function deletedUserEmail(uid: string): string {
  return `deleted-${uid}@deleted.invalid`;
}

// ---- Claims management (/admin/claims and /admin/claims/review/{id}) ----

/** One step of a claim's status history; the note is shown to the customer. */
export interface ClaimStatusEntryWire {
  status: ClaimStatus;
  at: IsoDateString;
  /** The uid of whoever set it. */
  by: string;
  note: string;
  /** Why it was rejected (CLAIM_REJECTION_REASONS); null for other statuses and older rejections. */
  reason: ClaimRejectionReason | null;
}

/** A claim as the admin pages show it: the spec's Claim fields with its status history. */
export interface AdminClaimWire extends ClaimWire {
  status_history: ClaimStatusEntryWire[];
  updated_at: IsoDateString;
  /**
   * A plan change made within PLAN_CHANGE_FLAG_DAYS before the incident (the retroactive-cover pattern:
   * lose the phone, upgrade, claim), for the reviewer; null when none.
   */
  follows_plan_change: { plan_name: string; changed_at: IsoDateString } | null;
}

/**
 * GET /api/admin/claims?limit=&cursor=&status=&search=: one page, newest first. `status` is one of
 * CLAIM_STATUS_FILTERS; `search` an e-mail or name (their start, or the start of a word of the name) or a
 * claim number. `counts` are of every claim, whatever the filter: for 'Review Claims (n pending)' and
 * 'All Claims (n)'.
 */
export interface AdminClaimsAnswer {
  success: true;
  claims: AdminClaimWire[];
  nextCursor: string | null;
  counts: { pending: number; all: number };
}

/** The claimed device as registered: a listed model, or a custom one with the value its owner declared. */
export interface ClaimedDeviceWire {
  /** The listed model's price record, or 'custom'. */
  devicePricingId: string;
  deviceValue: Dollars;
}

/** GET /api/admin/claim/{id}. device is null when the device record is gone. */
export interface AdminClaimAnswer {
  success: true;
  claim: AdminClaimWire;
  device: ClaimedDeviceWire | null;
}

/** PUT /api/admin/claim/{id}/status: 'Claim {status} successfully' and the claim as it now is. */
export interface ClaimStatusUpdateAnswer {
  success: true;
  message: string;
  claim: AdminClaimWire;
}

// ---- Dashboard stat cards and overview charts (/admin/dashboard) ----

/** One month (UTC) of the overview chart, from the monthly totals the api keeps. */
export interface AdminMonthWire {
  /** YYYY-MM. */
  month: string;
  newSubscriptions: number;
  /** Paid charges less refunds recorded in the month. */
  revenue: Dollars;
}

/**
 * GET /api/admin/stats: the four stat cards and the overview's charts. Every figure comes from a count() or
 * sum() aggregation or the monthly totals, never from reading the collections.
 */
export interface AdminStatsAnswer {
  success: true;
  /** Subscriptions in status active. */
  activeSubscriptions: number;
  /** The active subscriptions' monthly totals added up. */
  monthlyRecurringRevenue: Dollars;
  pendingClaims: number;
  /** Paid payments since the first of this month (UTC), refunds subtracted. */
  paymentsThisMonth: Dollars;
  /** The last 12 months, oldest first, this month last; a month with nothing recorded is zeros. */
  months: AdminMonthWire[];
  /** How many claims are in each status. */
  claimsByStatus: Record<ClaimStatus, number>;
}

// ---- Audit log (the dashboard's Audit tab) ----

/** A stored value as the audit log answers it: dates as ISO strings, money as dollars. */
export type AuditValue =
  string | number | boolean | null | AuditValue[] | { [field: string]: AuditValue };

/** One admin mutation: who made it, what it was, the record before and after (null: none), and when. */
export interface AuditEntryWire {
  id: string;
  /** email is null for the operator's admin-role script. */
  who: { uid: string; email: string | null };
  /** '{entity}.{change}', e.g. 'plan.update', 'subscription.status', 'user.roleGrant'. */
  action: string;
  /** The changed record: its collection (the entity the tab filters by) and id. */
  target: { collection: string; id: string };
  /** Fields of the record; amounts in dollars under the name without 'Cents' (monthlyPrice). */
  before: Record<string, AuditValue> | null;
  after: Record<string, AuditValue> | null;
  at: IsoDateString;
}

/** GET /api/admin/audit?entity=&limit=&cursor=: newest first; `entity` is a target collection. */
export interface AdminAuditAnswer extends AdminPageFields {
  entries: AuditEntryWire[];
}

/** The entities the Audit tab filters by: the collections admin mutations change. */
export const AUDIT_ENTITIES = [
  { entity: 'plans', label: 'Plans' },
  { entity: 'addons', label: 'Add-ons' },
  { entity: 'devicePricing', label: 'Device pricing' },
  { entity: 'subscriptions', label: 'Subscriptions' },
  { entity: 'claims', label: 'Claims' },
  { entity: 'users', label: 'Users' },
  { entity: 'quotes', label: 'Quotes' },
  /** An admin's resend of a message (mail.resend). */
  { entity: 'mail', label: 'Messages' },
] as const;

/** `?entity=`: a collection name (letters, digits, '_' or '-', at most 64). */
export function isAuditEntity(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value);
}
