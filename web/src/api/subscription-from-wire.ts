// The subscription as the page works with it: GET /api/subscriptions/{id} and the answers of the
// update, payment and cancel routes (domain wire-subscriptions.ts) read once here, dollars to cents and
// ISO strings to dates, so the components only ever see cents.
import {
  type AddOnFlags,
  type CancellationWire,
  type Cents,
  type NoRefundReason,
  type PendingChangeWire,
  type PlanTermsWire,
  type PlanVersionWire,
  type PlanDeductibles,
  type PricedAddOn,
  type SubscriptionAddOnWire,
  type SubscriptionPlanWire,
  type SubscriptionStatus,
  type SubscriptionWire,
  deductibleFromDollarsOrLabel,
  dollarsToCents,
  effectiveNextBillingDate,
  toDate,
} from '@protect/domain';

export interface SubscriptionPlan {
  id: number;
  name: string;
  planType: string;
  priceCents: Cents;
}

/** A plan and add-on choice as the page shows it. */
export interface Terms {
  plan: SubscriptionPlan;
  addOns: PricedAddOn[];
  /** The legacy flags of the chosen add-ons, as the server derived them. */
  addOnFlags: AddOnFlags;
  monthlyTotalCents: Cents;
  deductibles: PlanDeductibles;
}

/** An upgrade the server holds until its prorated difference is paid. */
export interface PendingChange extends Terms {
  amountDueNowCents: Cents;
  newMonthlyTotalCents: Cents;
  /** The first day the new cover applies to (UTC midnight). */
  effectiveFrom: Date;
}

/** Terms the subscription has had (or will have), from the day they cover (UTC midnight). */
export interface Version extends Terms {
  effectiveFrom: Date;
}

/** What cancelling now would do, as the api worked it out (domain cancellationOutcome). */
export type Cancellation =
  | { refund: true; amountCents: Cents }
  | { refund: false; coverEnds: Date | null; reason: NoRefundReason };

function cancellationFromWire(wire: CancellationWire): Cancellation {
  if (wire.reason === 'money_back')
    return { refund: true, amountCents: dollarsToCents(wire.refund_amount ?? 0) };
  return { refund: false, coverEnds: toDate(wire.cover_ends), reason: wire.reason };
}

export interface Subscription {
  id: string;
  status: SubscriptionStatus;
  device: {
    brand: string;
    model: string;
    imei: string;
    devicePricingId: string;
    deviceValueCents: Cents;
  };
  /** Every device it covers, the first (`device`) first: several only on the Family plan. */
  devices: { id: string; brand: string; model: string; imei: string }[];
  /** How many devices it may cover (the Family plan 5, others 1). */
  maxDevices: number;
  plan: SubscriptionPlan;
  addOns: PricedAddOn[];
  monthlyTotalCents: Cents;
  deductibles: PlanDeductibles;
  nextBillingDate: Date | null;
  /** The period being paid for; plan changes are prorated over it. */
  currentPeriod: { start: Date; end: Date } | null;
  versions: Version[];
  /** Terms that start on a later day: a downgrade from the next billing date. */
  scheduledChange: Version | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  moneyBackUntil: Date | null;
  /** Only from GET /api/subscriptions/{id} while not cancelled; null in other answers. */
  cancellation: Cancellation | null;
  pendingChange: PendingChange | null;
  paymentMethod: { brand: string; last4: string } | null;
  createdAt: Date | null;
}

function planFromWire(plan: SubscriptionPlanWire): SubscriptionPlan {
  return {
    id: plan.id,
    name: plan.name,
    planType: plan.planType,
    priceCents: dollarsToCents(plan.price),
  };
}

function addOnsFromWire(addOns: readonly SubscriptionAddOnWire[]): PricedAddOn[] {
  return addOns.map((a) => ({
    id: a.id,
    name: a.name,
    monthlyPriceCents: dollarsToCents(a.monthlyPrice),
  }));
}

function deductiblesFromWire(d: SubscriptionWire['deductibles']): PlanDeductibles {
  return {
    screen: deductibleFromDollarsOrLabel(d.screen),
    backGlass: deductibleFromDollarsOrLabel(d.backGlass),
    theft: deductibleFromDollarsOrLabel(d.theft),
  };
}

function termsFromWire(terms: PlanTermsWire): Terms {
  return {
    plan: planFromWire(terms.plan),
    addOns: addOnsFromWire(terms.addons),
    addOnFlags: terms.addOns,
    monthlyTotalCents: dollarsToCents(terms.monthlyTotal),
    deductibles: deductiblesFromWire(terms.deductibles),
  };
}

/** 'YYYY-MM-DD' as the UTC midnight the api means by it. */
const dayOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

export function pendingChangeFromWire(change: PendingChangeWire): PendingChange {
  return {
    ...termsFromWire(change),
    amountDueNowCents: dollarsToCents(change.amount_due_now),
    newMonthlyTotalCents: dollarsToCents(change.new_monthly_total),
    effectiveFrom: dayOf(change.effective_from),
  };
}

function versionFromWire(version: PlanVersionWire): Version {
  return { ...termsFromWire(version), effectiveFrom: dayOf(version.effective_from) };
}

export function subscriptionFromWire(wire: SubscriptionWire): Subscription {
  // Spec 02 section 9: with no next billing date, one month after creation.
  const nextBillingDate = effectiveNextBillingDate(wire);
  const periodStart = toDate(wire.currentPeriodStart);
  return {
    id: wire.id,
    status: wire.status,
    device: {
      brand: wire.device.brand,
      model: wire.device.model,
      imei: wire.device.imei,
      devicePricingId: wire.device.devicePricingId,
      deviceValueCents: dollarsToCents(wire.device.deviceValue),
    },
    devices: (wire.devices ?? [wire.device]).map((d) => ({
      id: d.id,
      brand: d.brand,
      model: d.model,
      imei: d.imei,
    })),
    maxDevices: wire.max_devices ?? 1,
    plan: planFromWire(wire.plan),
    addOns: addOnsFromWire(wire.addons),
    monthlyTotalCents: dollarsToCents(wire.monthlyTotal),
    deductibles: deductiblesFromWire(wire.deductibles),
    nextBillingDate,
    currentPeriod:
      nextBillingDate && periodStart ? { start: periodStart, end: nextBillingDate } : null,
    versions: wire.versions.map(versionFromWire),
    scheduledChange: wire.scheduledChange ? versionFromWire(wire.scheduledChange) : null,
    cancelAtPeriodEnd: wire.cancelAtPeriodEnd,
    canceledAt: toDate(wire.canceledAt),
    moneyBackUntil: toDate(wire.moneyBackUntil),
    cancellation: wire.cancellation ? cancellationFromWire(wire.cancellation) : null,
    pendingChange: wire.pendingChange ? pendingChangeFromWire(wire.pendingChange) : null,
    paymentMethod: wire.paymentMethod,
    createdAt: toDate(wire.createdAt) ?? toDate(wire.created_at),
  };
}
