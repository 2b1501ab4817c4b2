// The customer dashboard's first screen in one answer (GET /api/customers/dashboard): the caller's own profile
// with devices, subscriptions, newest payments with their count and net total, and claims. The profile is
// read first (no profile: 404, nothing else read); then everything else in one parallel round to Firestore,
// each list one query and the payment totals two aggregations, so the reads grow with what is shown only.
import { type Cents, DASHBOARD_PAYMENT_ROWS, PROFILE_MESSAGES } from '@protect/domain';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import type { ClaimRecord, ClaimsRepository } from '../repositories/claims';
import type { DeviceRecord, DevicesRepository } from '../repositories/devices';
import type { PaymentRecord, PaymentsRepository } from '../repositories/payments';
import type { SubscriptionRecord, SubscriptionsRepository } from '../repositories/subscriptions';
import type { UserRecord, UsersRepository } from '../repositories/users';

export interface CustomerDashboard {
  profile: UserRecord;
  /** Newest first. */
  devices: DeviceRecord[];
  /** Newest first, whatever their status. */
  subscriptions: SubscriptionRecord[];
  /** The newest DASHBOARD_PAYMENT_ROWS, newest first. */
  payments: PaymentRecord[];
  /** Every payment record of the customer. */
  paymentsCount: number;
  /** What the customer paid: succeeded charges less refunds. */
  paidCents: Cents;
  /** Newest first. */
  claims: ClaimRecord[];
}

export function createCustomerDashboardService(deps: {
  users: UsersRepository;
  devices: DevicesRepository;
  subscriptions: SubscriptionsRepository;
  payments: PaymentsRepository;
  claims: ClaimsRepository;
}) {
  return {
    /** The caller's own dashboard: identity from the token, never from the request. */
    async get(caller: Caller): Promise<CustomerDashboard> {
      const profile = await deps.users.get(caller.uid);
      if (!profile) throw AppError.notFound(PROFILE_MESSAGES.notFound);
      const [devices, subscriptions, payments, totals, claims] = await Promise.all([
        deps.devices.listForUser(profile.uid),
        deps.subscriptions.listForUser(profile.uid),
        deps.payments.listForUser(profile.uid, DASHBOARD_PAYMENT_ROWS),
        deps.payments.totalsForUser(profile.uid),
        deps.claims.listForUser(profile.uid),
      ]);
      return {
        profile,
        devices,
        subscriptions,
        payments,
        paymentsCount: totals.count,
        paidCents: totals.paidCents,
        claims,
      };
    },
  };
}

export type CustomerDashboardService = ReturnType<typeof createCustomerDashboardService>;
