// The api contract of registration, subscriptions, payments and claims (spec 02 sections 3 and 7): the JSON
// each route answers, money in dollars. functions/src/presenters.ts makes these from the stored records.
import type { AddOnFlags } from './addons';
import type { ClaimRejectionReason, ClaimTimelineStep } from './claim-decisions';
import type { ClaimStatus } from './claim-status';
import type { ClaimType } from './claims';
import type { DeductibleStatus } from './deductible-state';
import type { DeviceCondition, DeviceType } from './devices';
import type { NoRefundReason } from './money-back';
import type { PaymentStatus, SubscriptionStatus } from './subscriptions';
import type {
  CustomerProfileWire,
  DeductibleWire,
  DevicePricingWire,
  Dollars,
  IsoDateString,
} from './wire';

/** GET /api/payment/config: how the card field is made. publishableKey is null in sandbox mode. */
export interface PaymentConfigAnswer {
  success: true;
  mode: 'stripe' | 'sandbox';
  publishableKey: string | null;
}

/** POST /api/device-pricing/custom: a custom model priced from its value (id 'custom', not stored). */
export interface CustomDevicePricingAnswer {
  success: true;
  device: DevicePricingWire;
}

/** POST /api/uploads/device-images: the stored photos' addresses (served by /api/files/...). */
export interface DeviceImagesAnswer {
  success: true;
  frontImageUrl: string | null;
  backImageUrl: string | null;
}

export interface SubscriptionAddOnWire {
  id: string;
  name: string;
  monthlyPrice: Dollars;
}

export interface SubscriptionPlanWire {
  id: number;
  name: string;
  planType: string;
  /** The plan's monthly price for this device, at purchase (or at the last plan change). */
  price: Dollars;
  coversWaterDamage: boolean;
}

/** A plan and add-on choice: what it costs each month and what it covers. */
export interface PlanTermsWire {
  plan: SubscriptionPlanWire;
  addons: SubscriptionAddOnWire[];
  addOns: AddOnFlags;
  monthlyTotal: Dollars;
  deductibles: { screen: DeductibleWire; backGlass: DeductibleWire; theft: DeductibleWire };
  /** Claims per policy year (above 10 = unlimited). */
  claimLimit: number;
  coverageLimit: Dollars;
}

/** An upgrade priced and waiting for its payment (PUT /api/subscriptions/{id}/update). */
export interface PendingChangeWire extends PlanTermsWire {
  /** The prorated difference for the rest of this period, charged by create-payment. */
  amount_due_now: Dollars;
  new_monthly_total: Dollars;
  /** The first day the new cover applies to, 'YYYY-MM-DD' (the day after the change). */
  effective_from: string;
  priced_at: IsoDateString;
}

/** A set of terms the subscription has had, from the day it covers ('YYYY-MM-DD'). */
export interface PlanVersionWire extends PlanTermsWire {
  effective_from: string;
  recorded_at: IsoDateString;
}

/**
 * PUT /api/subscriptions/{id}/update: the change as priced. With an amount due now (an upgrade) it is held
 * until create-payment charges amount_due_now; with nothing due (a downgrade) it is scheduled at once from
 * the next billing date.
 */
export interface SubscriptionChangeAnswer {
  success: true;
  message: string;
  change: 'upgrade' | 'downgrade';
  amount_due_now: Dollars;
  new_monthly_total: Dollars;
  /** 'YYYY-MM-DD': the day the new terms start to cover. */
  effective_from: string;
  subscription: SubscriptionWire;
}

/** A device a subscription covers. */
export interface CoveredDeviceWire {
  id: string;
  brand: string;
  model: string;
  imei: string;
  deviceType: DeviceType;
  /** The listed model's price record, or 'custom'. */
  devicePricingId: string;
  deviceValue: Dollars;
}

/** A subscription as its owner (or an admin) sees it. */
export interface SubscriptionWire {
  id: string;
  status: SubscriptionStatus;
  user_id: string;
  user_name: string;
  user_email: string;
  device_id: string;
  device_brand: string;
  device_model: string;
  /** The first device it covers. */
  device: CoveredDeviceWire;
  /** Every device it covers, the first (`device`) first: several only on the Family plan. */
  devices: CoveredDeviceWire[];
  /** How many devices it may cover (the Family plan 5, others 1). */
  max_devices: number;
  plan: SubscriptionPlanWire;
  plan_name: string;
  addons: SubscriptionAddOnWire[];
  /** The legacy flags, derived from the add-ons' names. */
  addOns: AddOnFlags;
  /** Plan price + add-ons: what each month costs now. */
  monthlyTotal: Dollars;
  deductibles: { screen: DeductibleWire; backGlass: DeductibleWire; theft: DeductibleWire };
  /** The date the next month is charged (or, when overdue, the date that went unpaid). */
  nextBillingDate: IsoDateString;
  /** The start of the period being paid for (the last billing date): plan changes are prorated over it. */
  currentPeriodStart: IsoDateString;
  /** Coverage stops at nextBillingDate and no renewal is charged (cancelled after 30 days). */
  cancelAtPeriodEnd: boolean;
  canceledAt: IsoDateString | null;
  /** Until when the customer may cancel for a full refund of the first payment. */
  moneyBackUntil: IsoDateString;
  /**
   * What cancelling now would do (domain cancellationOutcome), for the cancel dialog before the customer
   * confirms: only on GET /api/subscriptions/{id}, and null there once the subscription is cancelled.
   */
  cancellation: CancellationWire | null;
  pendingChange: PendingChangeWire | null;
  /** Terms that start on a later day (a downgrade from the next billing date), if any. */
  scheduledChange: PlanVersionWire | null;
  /** Every set of terms the subscription has had, oldest first. */
  versions: PlanVersionWire[];
  paymentMethod: { brand: string; last4: string } | null;
  created_at: IsoDateString;
  createdAt: IsoDateString;
}

/** A refund of refund_amount with cover ending now, or cover to cover_ends with no refund, for `reason`. */
export interface CancellationWire {
  refund: boolean;
  refund_amount: Dollars | null;
  /** The end of the paid period, when there is no refund. */
  cover_ends: IsoDateString | null;
  reason: 'money_back' | NoRefundReason;
}

export interface SubscriptionAnswer {
  success: true;
  message: string;
  subscription: SubscriptionWire;
}

export interface SubscriptionsAnswer {
  success: true;
  subscriptions: SubscriptionWire[];
}

/**
 * initial: the first month; renewal: a month; proration: an upgrade's difference for the rest of a period;
 * deductible: a claim's deductible; refund: money back (negative). plan_change: a whole month paid for a
 * plan change, on records made before changes were prorated.
 */
export type PaymentType =
  'initial' | 'renewal' | 'proration' | 'deductible' | 'refund' | 'plan_change';

/** A payment record: charges are positive, refunds negative. */
export interface PaymentWire {
  id: string;
  user_id: string;
  user_name: string;
  user_email: string;
  subscription_id: string;
  amount: Dollars;
  payment_type: PaymentType;
  status: PaymentStatus;
  /** The gateway's charge id (a Stripe PaymentIntent id, or the sandbox's). */
  stripe_payment_intent_id: string | null;
  decline_code: string | null;
  description: string;
  created_at: IsoDateString;
}

export interface PaymentsAnswer {
  success: true;
  payments: PaymentWire[];
}

/** A registered device as its owner sees it (spec 02 section 3 Customer device). */
export interface CustomerDeviceWire {
  id: string;
  brand: string;
  model: string;
  imei: string;
  serialNumber: string;
  purchaseDate: string;
  /** The listed model's price record, or 'custom': a model not in the list, priced from its declared value. */
  devicePricingId: string;
  deviceValue: Dollars;
  condition: DeviceCondition;
  deviceType: DeviceType;
  frontImageUrl: string | null;
  backImageUrl: string | null;
  subscriptionId: string;
  /** When it was taken off its (Family plan) subscription: no longer covered. Null while covered. */
  removedAt: IsoDateString | null;
  created_at: IsoDateString;
}

/** POST /api/subscriptions/{id}/devices: the device added and the subscription now. */
export interface AddDeviceAnswer {
  success: true;
  message: string;
  subscription: SubscriptionWire;
  device: CustomerDeviceWire;
}

/** DELETE /api/subscriptions/{id}/devices/{deviceId}: the subscription now. */
export interface RemoveDeviceAnswer {
  success: true;
  message: string;
  subscription: SubscriptionWire;
}

/** POST /api/payment/create-subscription-with-device, when the card was charged and all is recorded. */
export interface RegistrationAnswer {
  success: true;
  message: string;
  subscription: SubscriptionWire;
  device: CustomerDeviceWire;
  payment: PaymentWire;
}

/**
 * A payment that needs the card's 3-D Secure step (HTTP 402, code 'requires_action'). The web completes it
 * (stripe.confirmCardPayment with the client secret, or the sandbox's test page) and sends the same request
 * again with the same Idempotency-Key; the api then records it.
 */
export interface RequiresActionAnswer {
  success: false;
  code: 'requires_action';
  message: string;
  requires_action: true;
  payment_intent_client_secret: string;
}

/** A declined card (HTTP 402, code 'card_declined'). */
export interface CardDeclinedAnswer {
  success: false;
  code: 'card_declined';
  message: string;
  decline_code: string;
}

/** POST /api/payment/create-payment: the upgrade's proration paid, and the upgrade applied. */
export interface PlanChangePaymentAnswer {
  success: true;
  message: string;
  subscription: SubscriptionWire;
  payment: PaymentWire;
}

/** POST /api/subscriptions/{id}/cancel. refund is the refund's payment record when one was made. */
export interface CancelSubscriptionAnswer {
  success: true;
  message: string;
  subscription: SubscriptionWire;
  refund: PaymentWire | null;
}

/** A claim as its owner (or an admin) sees it: the spec's Claim fields. */
export interface ClaimWire {
  id: string;
  /** CLM-YYYY-CODE (formatClaimNumber). */
  claim_number: string;
  user_name: string;
  user_email: string;
  brand: string;
  model: string;
  claim_type: ClaimType;
  description: string;
  status: ClaimStatus;
  estimated_repair_cost: Dollars | null;
  created_at: IsoDateString;
  /** The calendar day of the incident, 'YYYY-MM-DD'. */
  incident_date: string;
  /** Addresses of the photos, served by GET /api/files/claims/{uid}/... to the owner and admins. */
  photo_urls: string[];
  user_id: string;
  device_id: string;
  /** Theft claims only. */
  police_report_number: string | null;
  /** The reviewer's latest note; null until one is written. */
  notes: string | null;
  /** The plan terms the claim is judged by (those in force on the incident day); null on older claims. */
  judged_by: ClaimJudgementWire | null;
  /**
   * The deductible charged when the claim was approved (deductibles.ts): none ($0), due (declined or not
   * yet charged: the customer pays it on the claim) or paid; null before approval and on claims approved
   * before deductibles were charged.
   */
  deductible: ClaimDeductibleWire | null;
  /** True while a deductible is due on an approved claim: it cannot be marked repaired until paid. */
  deductible_due: boolean;
  /** What happened to the claim, for its owner: filed, then each decision with its reason and note. */
  timeline: ClaimTimelineStep[];
  /** The owner's appeal of its rejection, with the decision it answers; null when it was never appealed. */
  appeal: ClaimAppealWire | null;
  /** Until when the owner may appeal its rejection (domain appealDeadline); null when it cannot be. */
  appealable_until: IsoDateString | null;
}

/** A claim's appeal: the customer's text and added photos, and the rejection it answers. */
export interface ClaimAppealWire {
  text: string;
  at: IsoDateString;
  /** The appeal's own photos, served as the claim's are. */
  photo_urls: string[];
  /** The original decision: null only if the history lost it. */
  decision: {
    at: IsoDateString;
    reason: ClaimRejectionReason | null;
    /** The reason in the customer's words. */
    reason_label: string | null;
    note: string;
  } | null;
}

/** POST /api/claims/{id}/appeal: the domain's 'Appeal sent...' and the claim as it now is. */
export interface AppealClaimAnswer {
  success: true;
  message: string;
  claim: ClaimWire;
}

export interface ClaimDeductibleWire {
  amount: Dollars;
  status: DeductibleStatus;
  /** The payment record that paid it; null until paid. */
  payment_id: string | null;
}

/** POST /api/claims/{id}/deductible: 'Deductible of $29.99 paid', the claim and its payment. */
export interface PayDeductibleAnswer {
  success: true;
  message: string;
  claim: ClaimWire;
  payment: PaymentWire;
}

export interface ClaimJudgementWire {
  plan_name: string;
  /** 'YYYY-MM-DD': the day those terms started to cover. */
  effective_from: string;
  /** The deductible for the claim's peril; null for perils the plan sets none for. */
  deductible: DeductibleWire | null;
  claim_limit: number;
  coverage_limit: Dollars;
}

/** POST /api/claims (201). */
export interface FileClaimAnswer {
  success: true;
  message: string;
  claim: ClaimWire;
}

/** GET /api/claims/user/{userId}: newest first. */
export interface UserClaimsAnswer {
  success: true;
  message: string;
  claims: ClaimWire[];
}

/** How many of the newest payments the customer dashboard lists (the total covers every payment). */
export const DASHBOARD_PAYMENT_ROWS = 50;

/**
 * GET /api/customers/dashboard: everything the customer dashboard's first screen shows, for the signed-in
 * customer, in one answer (spec 02 section 2). 404 with PROFILE_MESSAGES.notFound when there is no profile.
 */
export interface CustomerDashboardAnswer {
  success: true;
  /** The profile with the customer's registered devices, newest first. */
  profile: CustomerProfileWire;
  /** Every subscription of the customer, newest first, whatever its status. */
  subscriptions: SubscriptionWire[];
  /** The newest DASHBOARD_PAYMENT_ROWS payments (charges, failed charges and refunds), newest first. */
  payments: PaymentWire[];
  /** How many payment records the customer has in all (more than `payments` holds when it is longer). */
  paymentsCount: number;
  /** Total payments: the sum of every succeeded payment, refunds (negative) included. */
  totalPaid: Dollars;
  /** The customer's claims, newest first. */
  claims: ClaimWire[];
}
