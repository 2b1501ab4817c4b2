// The admin answers as the screens work with them: dollars to cents, read once here (as the customer
// screens do in their *-from-wire files), so admin components only ever see cents and format them with
// formatCents. Each admin resource with money has its mapper; the areas' queries call them.
import {
  type AdminClaimWire,
  type AdminQuoteWire,
  type AdminStatsAnswer,
  type AdminUserDetailAnswer,
  type Cents,
  type ClaimWire,
  type CustomerDeviceWire,
  type PaymentWire,
  type SubscriptionWire,
  dollarsToCents,
} from '@protect/domain';

/** What marks a custom device: its price record and the value its owner declared. */
export interface DeclaredDevice {
  devicePricingId: string;
  deviceValueCents: Cents;
}

export type AdminPayment = Omit<PaymentWire, 'amount'> & { amountCents: Cents };

export function paymentFromWire({ amount, ...payment }: PaymentWire): AdminPayment {
  return { ...payment, amountCents: dollarsToCents(amount) };
}

export type AdminDevice = Omit<CustomerDeviceWire, 'deviceValue'> & DeclaredDevice;

export function deviceFromWire({ deviceValue, ...device }: CustomerDeviceWire): AdminDevice {
  return { ...device, deviceValueCents: dollarsToCents(deviceValue) };
}

export type AdminSubscription = Omit<SubscriptionWire, 'monthlyTotal' | 'device'> & {
  monthlyTotalCents: Cents;
  device: Omit<SubscriptionWire['device'], 'deviceValue'> & DeclaredDevice;
};

export function subscriptionFromWire({
  monthlyTotal,
  device: { deviceValue, ...device },
  ...subscription
}: SubscriptionWire): AdminSubscription {
  return {
    ...subscription,
    monthlyTotalCents: dollarsToCents(monthlyTotal),
    device: { ...device, deviceValueCents: dollarsToCents(deviceValue) },
  };
}

export type AdminQuote = Omit<AdminQuoteWire, 'amount'> & { amountCents: Cents };

export function quoteFromWire({ amount, ...quote }: AdminQuoteWire): AdminQuote {
  return { ...quote, amountCents: dollarsToCents(amount) };
}

/** A claim: its estimated repair in cents (the deductible keeps the domain's own wording). */
export type AdminClaim<Wire extends ClaimWire = AdminClaimWire> = Omit<
  Wire,
  'estimated_repair_cost'
> & { estimatedRepairCents: Cents | null };

export function claimFromWire<Wire extends ClaimWire>({
  estimated_repair_cost,
  ...claim
}: Wire): AdminClaim<Wire> {
  return {
    ...claim,
    estimatedRepairCents:
      estimated_repair_cost === null ? null : dollarsToCents(estimated_repair_cost),
  } as AdminClaim<Wire>;
}

export type AdminUserDetail = Omit<
  AdminUserDetailAnswer,
  'devices' | 'subscriptions' | 'payments' | 'claims'
> & {
  devices: AdminDevice[];
  subscriptions: AdminSubscription[];
  claims: AdminClaim<ClaimWire>[];
  payments: AdminPayment[];
};

export function userDetailFromWire(answer: AdminUserDetailAnswer): AdminUserDetail {
  return {
    ...answer,
    devices: answer.devices.map(deviceFromWire),
    subscriptions: answer.subscriptions.map(subscriptionFromWire),
    claims: answer.claims.map((claim) => claimFromWire(claim)),
    payments: answer.payments.map(paymentFromWire),
  };
}

export interface AdminStats {
  activeSubscriptions: number;
  monthlyRecurringRevenueCents: Cents;
  pendingClaims: number;
  paymentsThisMonthCents: Cents;
  months: Array<{ month: string; newSubscriptions: number; revenueCents: Cents }>;
  claimsByStatus: AdminStatsAnswer['claimsByStatus'];
}

export function statsFromWire(answer: AdminStatsAnswer): AdminStats {
  return {
    activeSubscriptions: answer.activeSubscriptions,
    monthlyRecurringRevenueCents: dollarsToCents(answer.monthlyRecurringRevenue),
    pendingClaims: answer.pendingClaims,
    paymentsThisMonthCents: dollarsToCents(answer.paymentsThisMonth),
    months: answer.months.map(({ revenue, ...month }) => ({
      ...month,
      revenueCents: dollarsToCents(revenue),
    })),
    claimsByStatus: answer.claimsByStatus,
  };
}
