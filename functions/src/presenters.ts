// Records (cents, Dates, camelCase) to the api's wire shapes (domain wire.ts: dollars, the spec's field
// names, ISO dates). The only place the api turns cents into dollars.
import {
  type AdminPageFields,
  maxDevicesOf,
  planTypesAhead,
  type AddOnWire,
  type CancellationOutcome,
  type CancellationWire,
  appealDeadline,
  appealedDecision,
  claimRejectionReasonLabel,
  claimTimeline,
  deductibleIsDue,
  type CustomerProfileWire,
  type Deductible,
  type DeductibleWire,
  type DevicePricingWire,
  type PlanWire,
  type QuoteWire,
  centsToDollars,
  classifyDevice,
  isQuotePaid,
  currentPeriod,
  isoDay,
  moneyBackUntil,
  type PlanTerms,
  type PlanVersion,
  type PricedPlanChange,
} from '@protect/domain';
import type {
  ClaimAppealWire,
  ClaimWire,
  CustomerDeviceWire,
  PaymentWire,
  PendingChangeWire,
  PlanTermsWire,
  PlanVersionWire,
  SubscriptionWire,
} from '@protect/domain';
import type {
  AdminQuoteWire,
  AdminUserDetailAnswer,
  AdminUserWire,
  CardDeclineStanding,
} from '@protect/domain';
import type { AddOnRecord } from './repositories/addons';
import type { AdminClaimWire, ClaimedDeviceWire } from '@protect/domain';
import type { ClaimRecord } from './repositories/claims';
import type { DeviceRecord } from './repositories/devices';
import type { PaymentRecord } from './repositories/payments';
import type { SubscriptionRecord } from './repositories/subscriptions';
import type { DevicePricingRecord } from './repositories/device-pricing';
import type { PlanRecord } from './repositories/plans';
import type { QuoteRecord } from './repositories/quotes';
import type { UserRecord } from './repositories/users';
import type { AdminStatsAnswer } from '@protect/domain';
import type { AdminStats } from './services/admin-stats';
import type { AuditEntryWire, AuditValue } from '@protect/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { AuditEntry } from './repositories/audit-log';
import type { AdminMessageWire } from '@protect/domain';
import type { MailSummary } from './repositories/mail';

/** Where GET /api/files/ serves a stored file (its owner and admins only). */
export const FILES_URL_PREFIX = '/api/files/';

/** The address a stored file is served at. */
export function fileUrlOf(path: string): string {
  return `${FILES_URL_PREFIX}${path}`;
}

function dollarsOrNull(cents: number | null): number | null {
  return cents === null ? null : centsToDollars(cents);
}

/** An amount travels as dollars, a peril the plan does not cover as its label ('No Coverage'). */
export function deductibleToWire(deductible: Deductible): DeductibleWire {
  return deductible.kind === 'amount' ? centsToDollars(deductible.cents) : deductible.label;
}

export function planToWire(plan: PlanRecord): PlanWire {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    plan_type: plan.planType,
    monthly_price: dollarsOrNull(plan.monthlyPriceCents),
    original_price: dollarsOrNull(plan.originalPriceCents),
    price: dollarsOrNull(plan.monthlyPriceCents),
    is_price_range: plan.isPriceRange,
    price_min: dollarsOrNull(plan.priceMinCents),
    price_max: dollarsOrNull(plan.priceMaxCents),
    savings_text: plan.savingsText,
    promotion_text: plan.promotionText,
    is_popular: plan.isPopular,
    is_active: plan.isActive,
    color_scheme: plan.colorScheme,
    display_order: plan.displayOrder,
    duration_months: plan.durationMonths,
    features: [...plan.features],
    feature_categories: plan.featureCategories,
    deductible_screen: deductibleToWire(plan.deductibles.screen),
    deductible_back_glass: deductibleToWire(plan.deductibles.backGlass),
    deductible_theft: deductibleToWire(plan.deductibles.theft),
    claim_limit: plan.claimLimit,
    coverage_limit: centsToDollars(plan.coverageLimitCents),
    updated_at: plan.updatedAt.toISOString(),
  };
}

export function addOnToWire(addOn: AddOnRecord): AddOnWire {
  return {
    id: addOn.id,
    name: addOn.name,
    description: addOn.description,
    monthly_price: centsToDollars(addOn.monthlyPriceCents),
    addon_type: addOn.addonType,
    icon_name: addOn.iconName,
    color_scheme: addOn.colorScheme,
    display_order: addOn.displayOrder,
    is_popular: addOn.isPopular,
    is_active: addOn.isActive,
    features: [...addOn.features],
    updated_at: addOn.updatedAt.toISOString(),
  };
}

export function devicePricingToWire(record: DevicePricingRecord): DevicePricingWire {
  return {
    id: record.id,
    device_brand: record.deviceBrand,
    device_model: record.deviceModel,
    device_type: classifyDevice(record.deviceModel),
    device_value: centsToDollars(record.deviceValueCents),
    plan_price: centsToDollars(record.planPriceCents),
    deductible_screen: centsToDollars(record.deductibleScreenCents),
    deductible_back_glass: centsToDollars(record.deductibleBackGlassCents),
    deductible_theft: centsToDollars(record.deductibleTheftCents),
    is_active: record.isActive,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  };
}

export function quoteToWire(quote: QuoteRecord): QuoteWire {
  return {
    id: quote.id,
    deviceType: quote.deviceType,
    devicePricingId: quote.devicePricingId,
    deviceBrand: quote.deviceBrand,
    deviceModel: quote.deviceModel,
    deviceValue: centsToDollars(quote.deviceValueCents),
    planId: String(quote.planId),
    planType: quote.planType,
    planName: quote.planName,
    monthlyPrice: centsToDollars(quote.monthlyPriceCents),
    yearlyPrice: centsToDollars(quote.yearlyPriceCents),
    originalPrice: dollarsOrNull(quote.originalPriceCents),
    savingsPerYear: centsToDollars(quote.savingsPerYearCents),
    savingsText: quote.savingsText === '' ? null : quote.savingsText,
    deductibles: {
      screen: deductibleToWire(quote.deductibles.screen),
      backGlass: deductibleToWire(quote.deductibles.backGlass),
      theft: deductibleToWire(quote.deductibles.theft),
    },
    claimLimit: quote.claimLimit,
    coverageLimit: centsToDollars(quote.coverageLimitCents),
    planFeatures: [...quote.planFeatures],
    imei: quote.imei,
    userId: quote.userId,
    userEmail: quote.userEmail,
    status: quote.status,
    createdAt: quote.createdAt.toISOString(),
  };
}

export function profileToWire(
  user: UserRecord,
  devices: CustomerDeviceWire[] = [],
): CustomerProfileWire {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone,
    address: user.address,
    city: user.city,
    state: user.state,
    zipCode: user.zipCode,
    registrationDate: user.createdAt.toISOString(),
    role: user.role,
    devices,
  };
}

function deductiblesToWire(deductibles: PlanTerms['deductibles']): PlanTermsWire['deductibles'] {
  return {
    screen: deductibleToWire(deductibles.screen),
    backGlass: deductibleToWire(deductibles.backGlass),
    theft: deductibleToWire(deductibles.theft),
  };
}

export function planTermsToWire(t: PlanTerms): PlanTermsWire {
  return {
    plan: {
      id: t.plan.id,
      name: t.plan.name,
      planType: t.plan.planType,
      price: centsToDollars(t.plan.priceCents),
      coversWaterDamage: t.plan.coversWaterDamage ?? true,
    },
    addons: t.addOns.map((a) => ({
      id: a.id,
      name: a.name,
      monthlyPrice: centsToDollars(a.monthlyPriceCents),
    })),
    addOns: { ...t.addOnFlags },
    monthlyTotal: centsToDollars(t.monthlyTotalCents),
    deductibles: deductiblesToWire(t.deductibles),
    claimLimit: t.claimLimit,
    coverageLimit: centsToDollars(t.coverageLimitCents),
  };
}

export function planVersionToWire(v: PlanVersion): PlanVersionWire {
  return {
    ...planTermsToWire(v),
    effective_from: isoDay(v.effectiveFrom),
    recorded_at: v.recordedAt.toISOString(),
  };
}

/** A priced change as PUT update and the held change answer it. */
export function pricedChangeToWire(c: PricedPlanChange): PendingChangeWire {
  return {
    ...planTermsToWire(c.terms),
    amount_due_now: centsToDollars(c.amountDueNowCents),
    new_monthly_total: centsToDollars(c.newMonthlyTotalCents),
    effective_from: isoDay(c.effectiveFrom),
    priced_at: c.pricedAt.toISOString(),
  };
}

/** What cancelling now would do, as the cancel dialog reads it: cover ends now or at the paid period's end. */
function cancellationToWire(s: SubscriptionRecord, outcome: CancellationOutcome): CancellationWire {
  return outcome.kind === 'refund'
    ? {
        refund: true,
        refund_amount: centsToDollars(outcome.amountCents),
        cover_ends: null,
        reason: 'money_back',
      }
    : {
        refund: false,
        refund_amount: null,
        cover_ends: s.nextBillingDate.toISOString(),
        reason: outcome.reason,
      };
}

/** GET /api/subscriptions/{id}: the subscription with what cancelling it now would do. */
export function subscriptionWithCancellationToWire(
  s: SubscriptionRecord,
  cancellation: CancellationOutcome | null,
): SubscriptionWire {
  return {
    ...subscriptionToWire(s),
    cancellation: cancellation ? cancellationToWire(s, cancellation) : null,
  };
}

export function subscriptionToWire(s: SubscriptionRecord): SubscriptionWire {
  const {
    claimLimit: _claimLimit,
    coverageLimit: _coverageLimit,
    ...termsWire
  } = planTermsToWire(s);
  // A version starting on or after the next billing date has not begun: a downgrade waiting its turn.
  // Two changes scheduled for the same day: the later one takes effect (domain versionInForce).
  const scheduled =
    [...s.versions].reverse().find((v) => isoDay(v.effectiveFrom) >= isoDay(s.nextBillingDate)) ??
    null;
  return {
    id: s.id,
    status: s.status,
    user_id: s.userId,
    user_name: s.userName,
    user_email: s.userEmail,
    device_id: s.deviceId,
    device_brand: s.deviceBrand,
    device_model: s.deviceModel,
    device: {
      id: s.deviceId,
      brand: s.deviceBrand,
      model: s.deviceModel,
      imei: s.imei,
      deviceType: s.deviceType,
      devicePricingId: s.devicePricingId,
      deviceValue: centsToDollars(s.deviceValueCents),
    },
    devices: s.coveredDevices.map((d) => ({
      id: d.id,
      brand: d.brand,
      model: d.model,
      imei: d.imei,
      deviceType: d.deviceType,
      devicePricingId: d.devicePricingId,
      deviceValue: centsToDollars(d.deviceValueCents),
    })),
    max_devices: maxDevicesOf(planTypesAhead(s)),
    ...termsWire,
    plan_name: s.plan.name,
    nextBillingDate: s.nextBillingDate.toISOString(),
    currentPeriodStart: currentPeriod(s.billingAnchor, s.paidPeriods).start.toISOString(),
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    canceledAt: s.canceledAt?.toISOString() ?? null,
    moneyBackUntil: moneyBackUntil(s.createdAt).toISOString(),
    pendingChange: s.pendingChange ? pricedChangeToWire(s.pendingChange) : null,
    scheduledChange: scheduled ? planVersionToWire(scheduled) : null,
    versions: s.versions.map(planVersionToWire),
    // Worked out only for GET /api/subscriptions/{id} (subscriptionWithCancellationToWire).
    cancellation: null,
    paymentMethod: s.gateway.card ? { ...s.gateway.card } : null,
    created_at: s.createdAt.toISOString(),
    createdAt: s.createdAt.toISOString(),
  };
}

export function paymentToWire(p: PaymentRecord): PaymentWire {
  return {
    id: p.id,
    user_id: p.userId,
    user_name: p.userName,
    user_email: p.userEmail,
    subscription_id: p.subscriptionId,
    amount: centsToDollars(p.amountCents),
    payment_type: p.type,
    status: p.status,
    stripe_payment_intent_id: p.chargeId,
    decline_code: p.declineCode,
    description: p.description,
    created_at: p.createdAt.toISOString(),
  };
}

export function deviceToWire(d: DeviceRecord): CustomerDeviceWire {
  return {
    id: d.id,
    brand: d.brand,
    model: d.model,
    imei: d.imei,
    serialNumber: d.serialNumber,
    purchaseDate: d.purchaseDate,
    devicePricingId: d.devicePricingId,
    deviceValue: centsToDollars(d.deviceValueCents),
    condition: d.condition,
    deviceType: d.deviceType,
    frontImageUrl: d.frontImagePath ? fileUrlOf(d.frontImagePath) : null,
    backImageUrl: d.backImagePath ? fileUrlOf(d.backImagePath) : null,
    subscriptionId: d.subscriptionId,
    removedAt: d.removedAt?.toISOString() ?? null,
    created_at: d.createdAt.toISOString(),
  };
}

/** A claim with its photos' addresses (served by /api/files/ to the owner and admins). */
export function claimToWire(claim: ClaimRecord): ClaimWire {
  return {
    id: claim.id,
    claim_number: claim.claimNumber,
    user_name: claim.userName,
    user_email: claim.userEmail,
    brand: claim.brand,
    model: claim.model,
    claim_type: claim.claimType,
    description: claim.description,
    status: claim.status,
    estimated_repair_cost: dollarsOrNull(claim.estimatedRepairCostCents),
    created_at: claim.createdAt.toISOString(),
    incident_date: claim.incidentDate,
    photo_urls: claim.photos.map((photo) => fileUrlOf(photo.path)),
    user_id: claim.userId,
    device_id: claim.deviceId,
    police_report_number: claim.policeReportNumber,
    notes: claim.notes,
    judged_by: claim.judgedBy
      ? {
          plan_name: claim.judgedBy.planName,
          effective_from: isoDay(claim.judgedBy.effectiveFrom),
          deductible: claim.judgedBy.deductible
            ? deductibleToWire(claim.judgedBy.deductible)
            : null,
          claim_limit: claim.judgedBy.claimLimit,
          coverage_limit: centsToDollars(claim.judgedBy.coverageLimitCents),
        }
      : null,
    deductible: claim.deductible
      ? {
          amount: centsToDollars(claim.deductible.amountCents),
          status: claim.deductible.status,
          payment_id: claim.deductible.paymentId,
        }
      : null,
    deductible_due: deductibleIsDue(claim),
    timeline: claimTimeline({ createdAt: claim.createdAt, history: claim.statusHistory }),
    appeal: claim.appeal ? claimAppealToWire(claim.appeal, claim.statusHistory) : null,
    appealable_until: appealDeadline(claim)?.toISOString() ?? null,
  };
}

/** The appeal with the rejection it answers, for the owner and the reviewer alike. */
function claimAppealToWire(
  appeal: NonNullable<ClaimRecord['appeal']>,
  history: ClaimRecord['statusHistory'],
): ClaimAppealWire {
  const decision = appealedDecision(history);
  return {
    text: appeal.text,
    at: appeal.at.toISOString(),
    photo_urls: appeal.photos.map((photo) => fileUrlOf(photo.path)),
    decision: decision
      ? {
          at: decision.at.toISOString(),
          reason: decision.reason,
          reason_label: claimRejectionReasonLabel(decision.reason),
          note: decision.note ?? '',
        }
      : null,
  };
}

/** A claim as the admin claims pages show it: the customer's view plus its status history. */
export function adminClaimToWire(claim: ClaimRecord): AdminClaimWire {
  return {
    ...claimToWire(claim),
    status_history: claim.statusHistory.map((entry) => ({
      status: entry.status,
      at: entry.at.toISOString(),
      by: entry.by,
      note: entry.note ?? '',
      reason: entry.reason,
    })),
    updated_at: claim.updatedAt.toISOString(),
    follows_plan_change: claim.judgedBy?.followsPlanChange
      ? {
          plan_name: claim.judgedBy.followsPlanChange.planName,
          changed_at: claim.judgedBy.followsPlanChange.changedAt.toISOString(),
        }
      : null,
  };
}

/** The claimed device's price record and value, for the admin's custom device mark. */
export function claimedDeviceToWire(device: DeviceRecord | null): ClaimedDeviceWire | null {
  return device
    ? {
        devicePricingId: device.devicePricingId,
        deviceValue: centsToDollars(device.deviceValueCents),
      }
    : null;
}

/** A row of the admin users list (spec 02 section 3 User). */
export function adminUserToWire(user: UserRecord): AdminUserWire {
  return {
    id: user.uid,
    name: user.name,
    email: user.email,
    role: user.role,
    created_at: user.createdAt.toISOString(),
    quotesCount: user.quotesCount ?? 0,
    claimsCount: user.claimsCount ?? 0,
  };
}

/** A row of the admin quotes list: the saved quote with the spec's Quote fields. */
export function adminQuoteToWire(quote: QuoteRecord): AdminQuoteWire {
  const wire = quoteToWire(quote);
  return {
    ...wire,
    email: quote.userEmail,
    device: `${quote.deviceBrand} ${quote.deviceModel}`.trim(),
    plan: quote.planName,
    amount: wire.monthlyPrice,
    created_at: wire.createdAt,
    paid: isQuotePaid(quote.status),
  };
}

/** GET /api/admin/stats: the figures in dollars, the months as the chart reads them. */
export function adminStatsToWire(stats: AdminStats): AdminStatsAnswer {
  return {
    success: true,
    activeSubscriptions: stats.activeSubscriptions,
    monthlyRecurringRevenue: centsToDollars(stats.monthlyRecurringCents),
    pendingClaims: stats.pendingClaims,
    paymentsThisMonth: centsToDollars(stats.paymentsThisMonthCents),
    months: stats.months.map((m) => ({
      month: m.month,
      newSubscriptions: m.newSubscriptions,
      revenue: centsToDollars(m.revenueCents),
    })),
    claimsByStatus: stats.claimsByStatus,
  };
}

/**
 * A stored audit value for the wire: Timestamps and Dates as ISO strings, and an integer under a name
 * ending in 'Cents' (or named 'cents', as in a deductible) as dollars under the name without it.
 */
function auditValueToWire(value: unknown): AuditValue {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(auditValueToWire);
  if (typeof value === 'object' && value !== null) return auditFieldsToWire(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  return null;
}

function auditFieldsToWire(fields: object): Record<string, AuditValue> {
  const wire: Record<string, AuditValue> = {};
  for (const [name, value] of Object.entries(fields)) {
    const money = /^(.*)Cents$/.exec(name);
    if (typeof value === 'number' && Number.isInteger(value) && (money || name === 'cents'))
      wire[money?.[1] || 'dollars'] = centsToDollars(value);
    else wire[name] = auditValueToWire(value);
  }
  return wire;
}

export function auditEntryToWire(entry: AuditEntry): AuditEntryWire {
  return {
    id: entry.id,
    who: { uid: entry.who.uid, email: entry.who.email },
    action: entry.action,
    target: { collection: entry.target.collection, id: entry.target.id },
    before: entry.before === null ? null : auditFieldsToWire(entry.before),
    after: entry.after === null ? null : auditFieldsToWire(entry.after),
    at: entry.at.toISOString(),
  };
}

/** A customer's recent card declines, as the admin's user page reads them. */
export function cardDeclinesToWire(
  standing: CardDeclineStanding,
): AdminUserDetailAnswer['cardDeclines'] {
  return {
    last24Hours: standing.declines,
    pausedUntil: standing.pausedUntil?.toISOString() ?? null,
  };
}

/**
 * An admin list's answer: one page of rows under the list's name (`users`, `quotes`...), with the next page's
 * cursor and how many rows the list has in all.
 */
export function adminPageOf<Name extends string, Row, Wire>(
  page: { items: readonly Row[]; nextCursor: string | null; total: number },
  name: Name,
  toWire: (row: Row) => Wire,
): AdminPageFields & Record<Name, Wire[]> {
  const rows = { [name]: page.items.map((row) => toWire(row)) } as Record<Name, Wire[]>;
  return { success: true, nextCursor: page.nextCursor, total: page.total, ...rows };
}

/** An outbox message in the admin's list (issue 24): what was sent and how its delivery went, no body. */
export function adminMessageToWire(mail: MailSummary): AdminMessageWire {
  return {
    id: mail.id,
    kind: mail.kind,
    subject: mail.subject,
    to: mail.to,
    created_at: mail.createdAt.toISOString(),
    delivery_state: mail.delivery.state,
    attempts: mail.delivery.attempts,
    last_error: mail.delivery.error,
    next_attempt_at: mail.delivery.nextAttemptTime?.toISOString() ?? null,
  };
}
