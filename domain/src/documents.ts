// What the customer's documents say (issue 24): the policy certificate of a subscription and the receipt (or
// credit note) of a payment. Every word and figure is decided here, from the records and `now`; the api only
// lays the content out as a PDF (functions/src/documents/) and names the file. Money is formatted once, here,
// by formatCents; dates by formatUsDate (UTC calendar days, as the api's messages write them).
import { NOT_COVERED_LABEL, formatDeductible } from './catalogue';
import { claimDeductible } from './claim-filing';
import { formatUsDate } from './dates';
import type { DeviceType } from './devices';
import { type Cents, formatCents } from './money';
import { MONEY_BACK_DAYS } from './payment-messages';
import { UNLIMITED_CLAIMS_ABOVE } from './plans';
import { type PlanVersion, currentPeriod, isoDay, versionInForce } from './policy';
import type { PaymentStatus, SubscriptionStatus } from './subscriptions';
import type { PaymentType } from './wire-subscriptions';

/** Who issues the documents: the company's name and contact, as the site shows them (web/src/config/site.ts). */
export const DOCUMENT_ISSUER = {
  name: 'DeviceProtect',
  email: 'support@deviceprotect.example',
  phone: '1-800-555-0199',
  address: '100 Market Street, Suite 400, San Francisco, CA 94105',
} as const;

/** One labelled fact of a document ('Plan', 'Premium Plan'). */
export interface DocumentLine {
  label: string;
  value: string;
}

/** What each kind of payment paid for, in the customer's words (the dashboard's Payments tab, receipts). */
export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentType, string>> = {
  initial: 'First month',
  renewal: 'Monthly renewal',
  proration: 'Upgrade (rest of the month)',
  deductible: 'Claim deductible',
  plan_change: 'Plan change',
  refund: 'Refund',
};

/** A record id as it may stand in a file name: letters, digits, '-' and '_' only. */
function fileSafe(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, '-');
}

// ---------------------------------------------------------------------------------------------------------
// The policy certificate.

/** The certificate number of a subscription: stable (its id never changes), and it leads back to it. */
export function certificateNumber(subscriptionId: string): string {
  return `POL-${subscriptionId}`;
}

/** What the certificate reads of a subscription (the api's SubscriptionRecord has these fields). */
export interface CertificateInput {
  id: string;
  userName: string;
  userEmail: string;
  status: SubscriptionStatus;
  coveredDevices: readonly { brand: string; model: string; deviceType: DeviceType; imei: string }[];
  versions: readonly PlanVersion[];
  billingAnchor: Date;
  paidPeriods: number;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
}

export interface CertificateContent {
  title: string;
  /** The certificate number. */
  number: string;
  issuedOn: string;
  issuer: typeof DOCUMENT_ISSUER;
  holder: { name: string; email: string };
  /** What the certificate attests, in one sentence. */
  statement: string;
  /** The plan version in force today, its limits, the status and the current paid period. */
  cover: DocumentLine[];
  devices: { name: string; type: string; imei: string }[];
  /** What the holder pays at claim time, per peril (or 'No Coverage'). */
  deductibles: DocumentLine[];
  /** A change already scheduled (a downgrade from the next billing date), or null. */
  scheduledChange: string | null;
  /** The key terms in plain words. */
  terms: string[];
  fileName: string;
}

/** 'Unlimited claims' above 10, else 'N claims per policy year'. */
export function claimLimitText(claimLimit: number): string {
  if (claimLimit > UNLIMITED_CLAIMS_ABOVE) return 'Unlimited claims';
  return `${claimLimit} ${claimLimit === 1 ? 'claim' : 'claims'} per policy year`;
}

/** The deductible of each peril under a version, as claims owe them (claims.ts claimDeductible). */
function deductibleLines(version: PlanVersion): DocumentLine[] {
  const { deductibles } = version;
  const coversWater = version.plan.coversWaterDamage !== false;
  return [
    { label: 'Screen repair', value: formatDeductible(deductibles.screen) },
    { label: 'Back glass', value: formatDeductible(deductibles.backGlass) },
    { label: 'Theft', value: formatDeductible(deductibles.theft) },
    {
      label: 'Water or liquid damage',
      value: coversWater
        ? formatDeductible(claimDeductible('water_damage', deductibles))
        : NOT_COVERED_LABEL,
    },
    {
      label: 'Mechanical failure and other repairs',
      value: formatDeductible(claimDeductible('other', deductibles)),
    },
  ];
}

function statusText(input: CertificateInput, periodEnd: Date): string {
  if (input.endedAt !== null) return `Ended on ${formatUsDate(input.endedAt)}`;
  if (input.status === 'canceled') return 'Ended';
  if (input.cancelAtPeriodEnd) return `Cancelled: cover runs to ${formatUsDate(periodEnd)}`;
  if (input.status === 'past_due') return 'Payment overdue: claims can be filed once it is paid';
  if (input.status === 'paused') return 'Paused: no claims can be filed while paused';
  return 'In force';
}

/** The key terms, in the words of the site's FAQ and the README's policy rules, for this version. */
function keyTerms(version: PlanVersion): string[] {
  const coversWater = version.plan.coversWaterDamage !== false;
  const coversTheft = version.deductibles.theft.kind === 'amount';
  return [
    `Cover is what this certificate lists. ${
      coversWater
        ? 'Water and liquid damage are covered.'
        : 'This plan does not cover water or liquid damage.'
    } ${
      coversTheft
        ? 'Theft is covered with a police report filed within 48 hours.'
        : 'This plan does not cover theft.'
    } Lost devices are not covered.`,
    'Deductibles are paid at claim time, only when you make a claim: it is charged to your card on file when the claim is approved. If that card is declined, you pay it on the claim before the repair.',
    `Your plan includes ${claimLimitText(version.claimLimit).toLowerCase()}, counted from the day cover started; a rejected claim does not count. The limit belongs to the device, so registering it again does not start a new allowance.`,
    `A single claim pays at most ${formatCents(version.coverageLimitCents)}.`,
    'A claim is judged by the plan you had on the day of the incident. Cover added by a plan change starts the day after the change; a downgrade takes effect on your next billing date.',
    `${MONEY_BACK_DAYS}-day money-back guarantee: cancel within ${MONEY_BACK_DAYS} days of starting and your first payment is refunded in full. It is given once per customer and once per device, and not when the subscription has a claim that was not rejected; otherwise cover runs to the end of the paid month and nothing more is charged.`,
    'You are billed each month on the day you started; your billing date never moves.',
  ];
}

/**
 * The certificate of a subscription as of `now`: the plan version in force today (the first one, for a
 * subscription whose cover starts later today in another time zone), the current paid period, and the
 * devices it covers.
 */
export function certificateContent(input: CertificateInput, now: Date): CertificateContent {
  const today = isoDay(now);
  const version = versionInForce(input.versions, today) ?? input.versions[0];
  if (!version) throw new Error(`Subscription ${input.id} has no plan version`);
  const period = currentPeriod(input.billingAnchor, input.paidPeriods);
  const periodEnd =
    input.endedAt !== null && input.endedAt < period.end ? input.endedAt : period.end;
  const scheduled = input.versions.find((v) => isoDay(v.effectiveFrom) > today) ?? null;
  const number = certificateNumber(input.id);
  const addOns = version.addOns.map((addOn) => addOn.name);
  return {
    title: 'Policy certificate',
    number,
    issuedOn: formatUsDate(now),
    issuer: DOCUMENT_ISSUER,
    holder: { name: input.userName, email: input.userEmail },
    statement: `This certifies that the ${
      input.coveredDevices.length === 1 ? 'device below is' : 'devices below are'
    } protected by ${DOCUMENT_ISSUER.name} under the plan and terms shown.`,
    cover: [
      { label: 'Plan', value: version.plan.name },
      {
        label: 'Plan version in force',
        value: `Version ${input.versions.indexOf(version) + 1}, from ${formatUsDate(version.effectiveFrom)}`,
      },
      { label: 'Status', value: statusText(input, periodEnd) },
      {
        label: 'Current period',
        value: `${formatUsDate(period.start)} to ${formatUsDate(periodEnd)}`,
      },
      { label: 'Monthly premium', value: formatCents(version.monthlyTotalCents) },
      { label: 'Add-ons', value: addOns.length > 0 ? addOns.join(', ') : 'None' },
      { label: 'Claim limit', value: claimLimitText(version.claimLimit) },
      { label: 'Coverage limit', value: `${formatCents(version.coverageLimitCents)} per claim` },
    ],
    devices: input.coveredDevices.map((device) => ({
      name: `${device.brand} ${device.model}`,
      type: device.deviceType === 'tablet' ? 'Tablet' : 'Phone',
      imei: device.imei || 'Not provided',
    })),
    deductibles: deductibleLines(version),
    scheduledChange: scheduled
      ? `From ${formatUsDate(scheduled.effectiveFrom)}: the ${scheduled.plan.name} at ${formatCents(scheduled.monthlyTotalCents)}/month.`
      : null,
    terms: keyTerms(version),
    fileName: `policy-certificate-${fileSafe(number)}-${today}.pdf`,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Receipts and credit notes.

/** What the receipt reads of a payment (the api's PaymentRecord), with the card it was made with. */
export interface ReceiptInput {
  id: string;
  userName: string;
  userEmail: string;
  subscriptionId: string;
  /** Positive for a charge, negative for a refund. */
  amountCents: Cents;
  type: PaymentType;
  status: PaymentStatus;
  description: string;
  /** The gateway's charge id; null for a charge the gateway never made. */
  chargeId: string | null;
  createdAt: Date;
  card: { brand: string; last4: string } | null;
}

export interface ReceiptContent {
  /** 'Receipt', or 'Credit note' for a refund. */
  title: string;
  number: string;
  issuedOn: string;
  issuer: typeof DOCUMENT_ISSUER;
  billedTo: { name: string; email: string };
  lines: DocumentLine[];
  /** 'Amount paid' or 'Amount refunded', with the amount. */
  total: DocumentLine;
  note: string;
  fileName: string;
}

export const RECEIPT_MESSAGES = {
  notPaid: 'This payment did not go through, so it has no receipt',
} as const;

/** Whether money moved: only a succeeded (or legacy completed) payment has a receipt. */
export function hasReceipt(payment: { status: PaymentStatus }): boolean {
  return payment.status === 'succeeded' || payment.status === 'completed';
}

/** Whether the payment is money returned: a refund record, or any negative amount. */
export function isCreditNote(payment: { type: PaymentType; amountCents: Cents }): boolean {
  return payment.type === 'refund' || payment.amountCents < 0;
}

/** 'Visa ending in 4242', as the receipts and the e-mails name a card. */
export function cardText(card: ReceiptInput['card']): string {
  if (!card) return 'Not on record';
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : 'Card';
  return `${brand} ending in ${card.last4}`;
}

/** The receipt of a paid payment, or the credit note of a refund, as of `now`. */
export function receiptContent(input: ReceiptInput, now: Date): ReceiptContent {
  const credit = isCreditNote(input);
  const number = `${credit ? 'CN' : 'RCT'}-${input.id}`;
  const day = isoDay(input.createdAt);
  return {
    title: credit ? 'Credit note' : 'Receipt',
    number,
    issuedOn: formatUsDate(now),
    issuer: DOCUMENT_ISSUER,
    billedTo: { name: input.userName, email: input.userEmail },
    lines: [
      { label: credit ? 'Refunded on' : 'Paid on', value: formatUsDate(input.createdAt) },
      { label: credit ? 'Refund of' : 'Paid for', value: PAYMENT_TYPE_LABELS[input.type] },
      { label: 'Description', value: input.description },
      { label: credit ? 'Refunded to' : 'Card', value: cardText(input.card) },
      { label: 'Policy', value: certificateNumber(input.subscriptionId) },
      { label: 'Payment reference', value: input.chargeId ?? input.id },
    ],
    total: {
      label: credit ? 'Amount refunded' : 'Amount paid',
      value: formatCents(Math.abs(input.amountCents)),
    },
    note: credit
      ? 'This credit note records money returned to your card. Your bank may take a few days to show it.'
      : 'Thank you for your payment. Keep this receipt for your records.',
    fileName: `${credit ? 'credit-note' : 'receipt'}-${fileSafe(input.id)}-${day}.pdf`,
  };
}
