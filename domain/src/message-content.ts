// What each e-mail says (issue 24), decided here from the event's facts, as documents.ts decides the PDFs:
// the api's templates (functions/src/messages/) only lay the content out. Money is formatted once, by
// formatCents; dates by formatUsDate (UTC calendar days, as the api's other messages write them).
import { claimRejectionReasonLabel } from './claim-decisions';
import { claimTypeLabel } from './claims';
import { MS_PER_DAY, formatUsDate } from './dates';
import type { ClaimDeductible } from './deductible-state';
import { DOCUMENT_ISSUER, type DocumentLine, cardText, certificateNumber } from './documents';
import type { MessageKind } from './messages';
import { type Cents, formatCents } from './money';

/** A button to the site, with its absolute address (an e-mail has no page to be relative to). */
export interface MessageAction {
  label: string;
  url: string;
}

/** One message's words, in the order the e-mail shows them. */
export interface MessageContent {
  kind: MessageKind;
  subject: string;
  /** The line an inbox shows after the subject. */
  preview: string;
  heading: string;
  greeting: string;
  /** What happened, a sentence or two each. */
  paragraphs: string[];
  /** The key facts, label and value. */
  facts: DocumentLine[];
  /** What the customer does next; empty when nothing is asked of them. */
  nextSteps: string[];
  action: MessageAction | null;
  /** Who sent it and how to reach us, at the foot. */
  signature: string;
}

/** The customer a message is for. */
export interface MessageRecipient {
  name: string;
  email: string;
}

/** A device as a message names it. */
export interface MessageDevice {
  brand: string;
  model: string;
}

// The site's pages a message links to, as web/src/config/paths.ts builds them.
/** The subscription page; `payment` opens its card step (Update Payment). */
export function subscriptionPageUrl(siteUrl: string, subscriptionId: string, payment = false) {
  const page = `${siteUrl}/customer/subscription/${encodeURIComponent(subscriptionId)}`;
  return payment ? `${page}?step=payment` : page;
}
/** The customer's claims page, where a due deductible is paid and a claim's timeline is read. */
export function claimsPageUrl(siteUrl: string): string {
  return `${siteUrl}/customer/claims`;
}

const greetingOf = (to: MessageRecipient) => `Hello ${to.name.trim() || to.email},`;
const deviceName = (device: MessageDevice) => `${device.brand} ${device.model}`;
const SIGNATURE = `${DOCUMENT_ISSUER.name} · ${DOCUMENT_ISSUER.email} · ${DOCUMENT_ISSUER.phone}`;

function message(
  kind: MessageKind,
  to: MessageRecipient,
  words: Omit<MessageContent, 'kind' | 'greeting' | 'signature' | 'nextSteps' | 'action'> &
    Partial<Pick<MessageContent, 'nextSteps' | 'action'>>,
): MessageContent {
  return {
    kind,
    greeting: greetingOf(to),
    signature: SIGNATURE,
    nextSteps: [],
    action: null,
    ...words,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Payments and the subscription.

export interface RegistrationReceiptInput {
  to: MessageRecipient;
  subscriptionId: string;
  planName: string;
  devices: readonly (MessageDevice & { imei: string })[];
  amountCents: Cents;
  monthlyTotalCents: Cents;
  paidAt: Date;
  nextBillingDate: Date;
  card: { brand: string; last4: string } | null;
  /** Whether the certificate PDF goes with it (else the customer downloads it from the subscription page). */
  certificateAttached: boolean;
  siteUrl: string;
}

/** What a receipt says about the payment itself. */
const paymentFacts = (payment: {
  amountCents: Cents;
  paidAt: Date;
  card: { brand: string; last4: string } | null;
}): DocumentLine[] => [
  { label: 'Amount paid', value: formatCents(payment.amountCents) },
  { label: 'Paid on', value: formatUsDate(payment.paidAt) },
  { label: 'Card', value: cardText(payment.card) },
];

/** The receipt of a registration's first month, sent with the policy certificate attached. */
export function registrationReceiptMessage(input: RegistrationReceiptInput): MessageContent {
  const number = certificateNumber(input.subscriptionId);
  return message('registration-receipt', input.to, {
    subject: `Your receipt and policy certificate ${number}`,
    preview: `${formatCents(input.amountCents)} paid: your ${input.planName} cover has started.`,
    heading: 'Your device is protected',
    paragraphs: [
      `Thank you for your payment. Your ${input.planName} cover started on ${formatUsDate(input.paidAt)}.`,
      input.certificateAttached
        ? 'Your policy certificate is attached: keep it with this receipt.'
        : 'Download your policy certificate from your subscription page and keep it with this receipt.',
    ],
    facts: [
      ...paymentFacts(input),
      { label: 'Plan', value: input.planName },
      ...input.devices.map((d) => ({
        label: 'Device',
        value: `${deviceName(d)} (IMEI ${d.imei})`,
      })),
      { label: 'Policy', value: number },
      { label: 'Monthly total', value: formatCents(input.monthlyTotalCents) },
      { label: 'Next billing date', value: formatUsDate(input.nextBillingDate) },
    ],
    action: {
      label: 'View your subscription',
      url: subscriptionPageUrl(input.siteUrl, input.subscriptionId),
    },
  });
}

/** What every message about one subscription's device is sent about. */
interface SubscriptionMessageInput {
  to: MessageRecipient;
  subscriptionId: string;
  planName: string;
  device: MessageDevice;
}

export interface RenewalReceiptInput extends SubscriptionMessageInput {
  amountCents: Cents;
  paidAt: Date;
  nextBillingDate: Date;
  card: { brand: string; last4: string } | null;
}

/** A monthly renewal paid. */
export function renewalReceiptMessage(input: RenewalReceiptInput): MessageContent {
  return message('renewal-receipt', input.to, {
    subject: `Your receipt: ${input.planName} renewed`,
    preview: `${formatCents(input.amountCents)} paid: your cover continues.`,
    heading: 'Your cover continues',
    paragraphs: [
      `We charged ${formatCents(input.amountCents)} for another month of ${input.planName} on your ${deviceName(input.device)}.`,
    ],
    facts: [
      ...paymentFacts(input),
      { label: 'Policy', value: certificateNumber(input.subscriptionId) },
      { label: 'Next billing date', value: formatUsDate(input.nextBillingDate) },
    ],
  });
}

// ---------------------------------------------------------------------------------------------------------
// A renewal that failed: reminders while past_due, then the end of cover.

/** The days after a missed billing date on which the billing run reminds the customer to pay. */
export const PAST_DUE_REMINDER_DAYS: readonly number[] = [0, 3, 7];
/**
 * The day after the missed billing date on which an unpaid subscription ends, with a final notice: a week
 * after the last reminder.
 */
export const PAST_DUE_ENDS_ON_DAY = 14;

/** Whole UTC calendar days from the missed billing date to `now` (0 on the billing date itself). */
export function daysPastDue(dueDate: Date, now: Date): number {
  const day = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return Math.max(0, Math.round((day(now) - day(dueDate)) / MS_PER_DAY));
}

/** When an unpaid subscription ends: PAST_DUE_ENDS_ON_DAY days after its missed billing date. */
export function pastDueEndsOn(dueDate: Date): Date {
  return new Date(dueDate.getTime() + PAST_DUE_ENDS_ON_DAY * MS_PER_DAY);
}

/**
 * What the billing run does about a past_due subscription today. The run tries the card once a day; a failed
 * try sends a reminder on the schedule's days (the first failure always, in case the run was late), and from
 * PAST_DUE_ENDS_ON_DAY the subscription ends instead of being charged. The reminder's mail id carries the
 * day, so two runs on one day never send it twice.
 */
export function pastDueStep(
  dueDate: Date,
  now: Date,
  firstFailure: boolean,
): { kind: 'end' } | { kind: 'remind'; day: number } | { kind: 'wait' } {
  const day = daysPastDue(dueDate, now);
  if (day >= PAST_DUE_ENDS_ON_DAY) return { kind: 'end' };
  if (firstFailure || PAST_DUE_REMINDER_DAYS.includes(day)) return { kind: 'remind', day };
  return { kind: 'wait' };
}

export interface RenewalFailedInput extends SubscriptionMessageInput {
  amountCents: Cents;
  /** The missed billing date. */
  dueDate: Date;
  now: Date;
  siteUrl: string;
}

/** A renewal the card did not pay: what to do, by when, and the link to update the card. */
export function renewalFailedMessage(input: RenewalFailedInput): MessageContent {
  const endsOn = formatUsDate(pastDueEndsOn(input.dueDate));
  const first = daysPastDue(input.dueDate, input.now) === 0;
  return message('renewal-failed', input.to, {
    subject: first
      ? `Your payment of ${formatCents(input.amountCents)} did not go through`
      : `Reminder: your payment of ${formatCents(input.amountCents)} is overdue`,
    preview: `Update your card by ${endsOn} to keep your cover.`,
    heading: 'Your monthly payment did not go through',
    paragraphs: [
      `We could not charge your card ${formatCents(input.amountCents)} for your ${input.planName} on your ${deviceName(input.device)}, due on ${formatUsDate(input.dueDate)}.`,
      `Claims can be filed once it is paid. If it is still unpaid on ${endsOn}, your cover ends.`,
    ],
    facts: [
      { label: 'Amount due', value: formatCents(input.amountCents) },
      { label: 'Due since', value: formatUsDate(input.dueDate) },
      { label: 'Cover ends if unpaid on', value: endsOn },
      { label: 'Policy', value: certificateNumber(input.subscriptionId) },
    ],
    nextSteps: [
      'Update your card on your subscription page, or check with your bank why the charge was declined.',
      'We try your card again each day; you will get a receipt once it is paid.',
    ],
    action: {
      label: 'Update your card',
      url: subscriptionPageUrl(input.siteUrl, input.subscriptionId, true),
    },
  });
}

export interface RenewalFinalNoticeInput extends SubscriptionMessageInput {
  amountCents: Cents;
  dueDate: Date;
  endedAt: Date;
  siteUrl: string;
}

/** The subscription ended unpaid: the final notice. */
export function renewalFinalNoticeMessage(input: RenewalFinalNoticeInput): MessageContent {
  return message('renewal-final-notice', input.to, {
    subject: `Your ${input.planName} cover has ended`,
    preview: `The payment due on ${formatUsDate(input.dueDate)} was not made.`,
    heading: 'Your cover has ended',
    paragraphs: [
      `The payment of ${formatCents(input.amountCents)} due on ${formatUsDate(input.dueDate)} for your ${deviceName(input.device)} was not made, so your ${input.planName} cover ended on ${formatUsDate(input.endedAt)}.`,
      'Nothing more will be charged. Incidents after that day are not covered.',
    ],
    facts: [
      { label: 'Policy', value: certificateNumber(input.subscriptionId) },
      { label: 'Unpaid since', value: formatUsDate(input.dueDate) },
      { label: 'Cover ended on', value: formatUsDate(input.endedAt) },
    ],
    nextSteps: ['To protect the device again, register it with a new plan on our site.'],
    action: { label: 'Protect your device again', url: `${input.siteUrl}/register-device` },
  });
}

export interface PlanChangeInput {
  to: MessageRecipient;
  subscriptionId: string;
  fromPlanName: string;
  toPlanName: string;
  /** What was charged today (the rest of the month of an upgrade); 0 for a downgrade. */
  dueTodayCents: Cents;
  newMonthlyTotalCents: Cents;
  /** The day the new terms cover from. */
  effectiveFrom: Date;
  /** The billing date the new monthly total is first charged on. */
  nextBillingDate: Date;
}

/** A plan change confirmed: due today, the new monthly total, and when it takes effect. */
export function planChangeMessage(input: PlanChangeInput): MessageContent {
  const same = input.fromPlanName === input.toPlanName;
  return message('plan-change', input.to, {
    subject: same
      ? `Your ${input.toPlanName} cover has changed`
      : `Your plan changes to ${input.toPlanName}`,
    preview: `From ${formatUsDate(input.effectiveFrom)}: ${formatCents(input.newMonthlyTotalCents)} a month.`,
    heading: 'Your plan change is confirmed',
    paragraphs: [
      same
        ? `Your ${input.toPlanName} cover changes on ${formatUsDate(input.effectiveFrom)}.`
        : `Your plan changes from ${input.fromPlanName} to ${input.toPlanName} on ${formatUsDate(input.effectiveFrom)}.`,
      input.dueTodayCents > 0
        ? `We charged ${formatCents(input.dueTodayCents)} today for the rest of this month.`
        : 'Nothing is charged today.',
    ],
    facts: [
      { label: 'Due today', value: formatCents(input.dueTodayCents) },
      { label: 'New monthly total', value: formatCents(input.newMonthlyTotalCents) },
      { label: 'Takes effect', value: formatUsDate(input.effectiveFrom) },
      { label: 'Next billing date', value: formatUsDate(input.nextBillingDate) },
      { label: 'Policy', value: certificateNumber(input.subscriptionId) },
    ],
  });
}

export interface CancellationInput extends SubscriptionMessageInput {
  /** The money-back refund; null when cover runs to the end of the paid month. */
  refundCents: Cents | null;
  /** When cover ends: now with a refund, else the next billing date. */
  coverEndsOn: Date;
}

/** A cancellation: the refund, or the date cover ends. */
export function cancellationMessage(input: CancellationInput): MessageContent {
  const ends = formatUsDate(input.coverEndsOn);
  const refunded = input.refundCents !== null;
  return message('cancellation', input.to, {
    subject: `Your ${input.planName} subscription is cancelled`,
    preview: refunded
      ? `${formatCents(input.refundCents ?? 0)} is on its way back to your card.`
      : `Your cover runs to ${ends}.`,
    heading: 'Your subscription is cancelled',
    paragraphs: refunded
      ? [
          `Your ${input.planName} cover on your ${deviceName(input.device)} ended on ${ends}.`,
          `Under our money-back guarantee we refunded ${formatCents(input.refundCents ?? 0)} to your card. Your bank may take a few days to show it.`,
        ]
      : [
          `Your ${input.planName} cover on your ${deviceName(input.device)} runs to the end of the month you paid for, ${ends}. Nothing more will be charged.`,
        ],
    facts: [
      ...(refunded ? [{ label: 'Refund', value: formatCents(input.refundCents ?? 0) }] : []),
      { label: refunded ? 'Cover ended on' : 'Cover ends on', value: ends },
      { label: 'Policy', value: certificateNumber(input.subscriptionId) },
    ],
  });
}

// ---------------------------------------------------------------------------------------------------------
// Claims.

/** A claim as messages name it. */
export interface MessageClaim {
  claimNumber: string;
  device: MessageDevice;
  claimType: string;
}

/** What every claim message is sent about. */
interface ClaimMessageInput {
  to: MessageRecipient;
  claim: MessageClaim;
  siteUrl: string;
}

const claimFacts = (claim: MessageClaim): DocumentLine[] => [
  { label: 'Claim', value: claim.claimNumber },
  { label: 'Device', value: deviceName(claim.device) },
  { label: 'Type', value: claimTypeLabel(claim.claimType) },
];

export interface DeductibleDueInput extends ClaimMessageInput {
  amountCents: Cents;
}

/** The approval's deductible charge was declined: it is due on the claim before the repair. */
export function deductibleDueMessage(input: DeductibleDueInput): MessageContent {
  return message('deductible-due', input.to, {
    subject: `Your deductible of ${formatCents(input.amountCents)} is due for claim ${input.claim.claimNumber}`,
    preview: 'Your card was declined: pay the deductible so that the repair can go ahead.',
    heading: 'Your deductible is due',
    paragraphs: [
      `Your claim ${input.claim.claimNumber} is approved, but your card on file was declined for its ${formatCents(input.amountCents)} deductible.`,
      'The repair goes ahead once the deductible is paid.',
    ],
    facts: [
      ...claimFacts(input.claim),
      { label: 'Deductible due', value: formatCents(input.amountCents) },
    ],
    nextSteps: ['Pay the deductible on your claims page with any card.'],
    action: { label: 'Pay the deductible', url: claimsPageUrl(input.siteUrl) },
  });
}

export interface ClaimReceivedInput extends ClaimMessageInput {
  incidentDate: string;
  filedAt: Date;
}

export function claimReceivedMessage(input: ClaimReceivedInput): MessageContent {
  return message('claim-received', input.to, {
    subject: `We received your claim ${input.claim.claimNumber}`,
    preview: 'Most claims are processed within 24 hours.',
    heading: 'We received your claim',
    paragraphs: [
      `Your claim for your ${deviceName(input.claim.device)} was filed on ${formatUsDate(input.filedAt)}. We will e-mail you when it is decided.`,
    ],
    facts: [
      ...claimFacts(input.claim),
      { label: 'Incident date', value: formatUsDate(new Date(`${input.incidentDate}T00:00:00Z`)) },
      { label: 'Status', value: 'Pending review' },
    ],
    action: { label: 'Follow your claim', url: claimsPageUrl(input.siteUrl) },
  });
}

export interface ClaimApprovedInput extends ClaimMessageInput {
  /** The deductible the approval set; null when none is owed. */
  deductible: ClaimDeductible | null;
  note: string | null;
}

/** The deductible line and what it means for the customer. */
function deductibleWords(deductible: ClaimDeductible | null): { fact: string; step: string } {
  const cents = deductible?.amountCents ?? 0;
  if (cents <= 0) return { fact: formatCents(0), step: 'There is no deductible to pay.' };
  return {
    fact: formatCents(cents),
    step: `Your ${formatCents(cents)} deductible is charged to your card on file. If the card is declined, we will e-mail you how to pay it.`,
  };
}

export function claimApprovedMessage(input: ClaimApprovedInput): MessageContent {
  const deductible = deductibleWords(input.deductible);
  return message('claim-approved', input.to, {
    subject: `Your claim ${input.claim.claimNumber} is approved`,
    preview: 'Here is what happens next.',
    heading: 'Your claim is approved',
    paragraphs: [
      `Good news: your claim for your ${deviceName(input.claim.device)} is approved.`,
      ...(input.note ? [`Note from our team: ${input.note}`] : []),
    ],
    facts: [...claimFacts(input.claim), { label: 'Deductible', value: deductible.fact }],
    nextSteps: [
      deductible.step,
      'We will contact you to arrange the repair or replacement.',
      'Keep your device and its accessories until then.',
    ],
    action: { label: 'View your claim', url: claimsPageUrl(input.siteUrl) },
  });
}

export interface ClaimRejectedInput extends ClaimMessageInput {
  /** A CLAIM_REJECTION_REASONS code. */
  reason: string | null;
  note: string | null;
}

/** The rejection's reason in the customer's words (domain CLAIM_REJECTION_REASONS). */
export function claimRejectedMessage(input: ClaimRejectedInput): MessageContent {
  const reason = claimRejectionReasonLabel(input.reason) ?? 'See the note from our team';
  return message('claim-rejected', input.to, {
    subject: `Your claim ${input.claim.claimNumber} was not approved`,
    preview: reason,
    heading: 'Your claim was not approved',
    paragraphs: [
      `We reviewed your claim for your ${deviceName(input.claim.device)} and could not approve it.`,
      `Reason: ${reason}.`,
      ...(input.note ? [`Note from our team: ${input.note}`] : []),
    ],
    facts: [...claimFacts(input.claim), { label: 'Reason', value: reason }],
    nextSteps: [
      'A rejected claim does not count against your yearly claim limit.',
      'If you think we got it wrong, you can appeal within 30 days from your claims page, with more details or photos.',
    ],
    action: { label: 'View your claim', url: claimsPageUrl(input.siteUrl) },
  });
}

export type ClaimCompletedInput = ClaimMessageInput;

export function claimCompletedMessage(input: ClaimCompletedInput): MessageContent {
  return message('claim-completed', input.to, {
    subject: `Your claim ${input.claim.claimNumber} is complete`,
    preview: 'Your device has been repaired or replaced.',
    heading: 'Your claim is complete',
    paragraphs: [
      `The repair or replacement of your ${deviceName(input.claim.device)} is done, and your claim is closed.`,
      'Your cover continues as before.',
    ],
    facts: [...claimFacts(input.claim), { label: 'Status', value: 'Repaired' }],
    action: { label: 'View your claim', url: claimsPageUrl(input.siteUrl) },
  });
}

export interface AppealReceivedInput extends ClaimMessageInput {
  receivedAt: Date;
}

export function appealReceivedMessage(input: AppealReceivedInput): MessageContent {
  return message('appeal-received', input.to, {
    subject: `We received your appeal of claim ${input.claim.claimNumber}`,
    preview: 'A reviewer who did not decide the claim will look at it again.',
    heading: 'We received your appeal',
    paragraphs: [
      `Your appeal of claim ${input.claim.claimNumber} arrived on ${formatUsDate(input.receivedAt)}. We will review the claim again with what you sent and e-mail you the decision.`,
    ],
    facts: [...claimFacts(input.claim), { label: 'Status', value: 'Appeal under review' }],
    action: { label: 'Follow your claim', url: claimsPageUrl(input.siteUrl) },
  });
}

export interface AppealDecidedInput extends ClaimMessageInput {
  approved: boolean;
  /** The rejection reason code when the appeal is refused. */
  reason: string | null;
  note: string | null;
  /** The deductible an approval set. */
  deductible: ClaimDeductible | null;
}

export function appealDecidedMessage(input: AppealDecidedInput): MessageContent {
  const note = input.note ? [`Note from our team: ${input.note}`] : [];
  const action = { label: 'View your claim', url: claimsPageUrl(input.siteUrl) };
  if (input.approved) {
    const deductible = deductibleWords(input.deductible);
    return message('appeal-decided', input.to, {
      subject: `Your appeal of claim ${input.claim.claimNumber} is approved`,
      preview: 'Your claim is approved after review.',
      heading: 'Your appeal is approved',
      paragraphs: [
        `We reviewed your claim ${input.claim.claimNumber} again and approved it.`,
        ...note,
      ],
      facts: [...claimFacts(input.claim), { label: 'Deductible', value: deductible.fact }],
      nextSteps: [deductible.step, 'We will contact you to arrange the repair or replacement.'],
      action,
    });
  }
  const reason = claimRejectionReasonLabel(input.reason) ?? 'See the note from our team';
  return message('appeal-decided', input.to, {
    subject: `Your appeal of claim ${input.claim.claimNumber} was not approved`,
    preview: reason,
    heading: 'Your appeal was not approved',
    paragraphs: [
      `We reviewed your claim ${input.claim.claimNumber} again and our decision stands.`,
      `Reason: ${reason}.`,
      ...note,
    ],
    facts: [...claimFacts(input.claim), { label: 'Reason', value: reason }],
    nextSteps: ['This decision is final: a claim can be appealed once.'],
    action,
  });
}
