// The e-mail each event sends (issue 24), ready for the event's transaction to queue (repositories/mail.ts):
// the domain decides what it says (message-content.ts), the templates render it (messages/render.tsx, loaded
// on the first message, off the api's cold start), and its id comes from the event (domain mailId), so that
// the same event never queues two. One function per message; each answers null for a customer without an
// e-mail address, who is sent nothing.
import {
  type CertificateContent,
  type ClaimDeductible,
  type ClaimRejectionReason,
  type MessageClaim,
  type MessageContent,
  type PricedPlanChange,
  appealDecidedMessage,
  appealReceivedMessage,
  cancellationMessage,
  certificateContent,
  claimApprovedMessage,
  claimCompletedMessage,
  claimReceivedMessage,
  claimRejectedMessage,
  deductibleDueMessage,
  mailId,
  planChangeMessage,
  registrationReceiptMessage,
  renewalFailedMessage,
  renewalFinalNoticeMessage,
  renewalReceiptMessage,
} from '@protect/domain';
import { logs } from '../logs';
import type { ClaimRecord } from '../repositories/claims';
import type { MailAttachment, OutgoingMail } from '../repositories/mail';
import type { PaymentRecord } from '../repositories/payments';
import type { SubscriptionRecord } from '../repositories/subscriptions';

/** The templates, loaded on the first message. */
const templates = () => import('../messages/render');
/**
 * The certificate PDF as an attachment, or null when it cannot be made: the registration it goes with is paid
 * and must be recorded all the same (the certificate stays downloadable). The PDF renderer is loaded on the
 * first receipt (documents/render.tsx says why it waits); it is an ES module that tsx cannot load, so the
 * local seed's and the fault tests' receipts, run under tsx, go without it.
 */
async function certificateAttachment(
  subscriptionId: string,
  content: CertificateContent,
): Promise<MailAttachment | null> {
  try {
    const { renderCertificatePdf } = await import('../documents/render');
    const bytes = await renderCertificatePdf(content);
    return {
      filename: content.fileName,
      content: bytes.toString('base64'),
      encoding: 'base64',
      contentType: 'application/pdf',
    };
  } catch (err) {
    logs.certificateNotAttached(subscriptionId, err);
    return null;
  }
}

/** Who a message goes to: the customer's uid (the admin's message list) and address. */
interface Recipient {
  uid: string;
  name: string;
  email: string;
}

const recipientOfSubscription = (s: SubscriptionRecord, email = s.userEmail): Recipient => ({
  uid: s.userId,
  name: s.userName,
  email,
});
const recipientOfClaim = (c: ClaimRecord): Recipient => ({
  uid: c.userId,
  name: c.userName,
  email: c.userEmail,
});
const claimOf = (c: ClaimRecord): MessageClaim => ({
  claimNumber: c.claimNumber,
  device: { brand: c.brand, model: c.model },
  claimType: c.claimType,
});
const deviceOf = (s: SubscriptionRecord) => ({ brand: s.deviceBrand, model: s.deviceModel });

async function outgoing(
  recipient: Recipient,
  eventKey: string,
  content: (to: { name: string; email: string }) => MessageContent,
  files: MailAttachment[] = [],
): Promise<OutgoingMail | null> {
  if (!recipient.email) return null;
  const words = content({ name: recipient.name, email: recipient.email });
  const { renderMessage } = await templates();
  const { subject, html, text } = await renderMessage(words);
  return {
    id: mailId(words.kind, eventKey),
    kind: words.kind,
    uid: recipient.uid,
    to: recipient.email,
    message: { subject, html, text, ...(files.length > 0 ? { attachments: files } : {}) },
  };
}

export function createMessages(deps: {
  siteUrl: string;
  /** False sends registration receipts without the certificate (the local seed, run under tsx). */
  attachCertificates?: boolean;
}) {
  const { siteUrl, attachCertificates = true } = deps;
  return {
    /**
     * The registration's receipt with the policy certificate attached. `email` is the payer's address as
     * the request had it (its token or profile), so the registration reads nothing more for it.
     */
    async registrationReceipt(
      subscription: SubscriptionRecord,
      payment: PaymentRecord,
      email: string,
    ): Promise<OutgoingMail | null> {
      if (!email) return null;
      const certificate = attachCertificates
        ? await certificateAttachment(
            subscription.id,
            certificateContent(subscription, payment.createdAt),
          )
        : null;
      return outgoing(
        recipientOfSubscription(subscription, email),
        subscription.id,
        (to) =>
          registrationReceiptMessage({
            to,
            subscriptionId: subscription.id,
            planName: subscription.plan.name,
            devices: subscription.coveredDevices,
            amountCents: payment.amountCents,
            monthlyTotalCents: subscription.monthlyTotalCents,
            paidAt: payment.createdAt,
            nextBillingDate: subscription.nextBillingDate,
            card: subscription.gateway.card,
            certificateAttached: certificate !== null,
            siteUrl,
          }),
        certificate ? [certificate] : [],
      );
    },

    /** A renewal paid: `renewed` is the subscription after it, `paymentId` the period's payment. */
    renewalReceipt(
      renewed: SubscriptionRecord,
      paymentId: string,
      amountCents: number,
      paidAt: Date,
    ): Promise<OutgoingMail | null> {
      return outgoing(recipientOfSubscription(renewed), paymentId, (to) =>
        renewalReceiptMessage({
          to,
          subscriptionId: renewed.id,
          planName: renewed.plan.name,
          device: deviceOf(renewed),
          amountCents,
          paidAt,
          nextBillingDate: renewed.nextBillingDate,
          card: renewed.gateway.card,
        }),
      );
    },

    /** A renewal not paid, on a reminder day (domain pastDueStep): its id carries the period and the day. */
    renewalFailed(
      subscription: SubscriptionRecord,
      amountCents: number,
      day: number,
      now: Date,
    ): Promise<OutgoingMail | null> {
      return outgoing(
        recipientOfSubscription(subscription),
        `${subscription.id}_period${subscription.paidPeriods}_day${day}`,
        (to) =>
          renewalFailedMessage({
            to,
            subscriptionId: subscription.id,
            planName: subscription.plan.name,
            device: deviceOf(subscription),
            amountCents,
            dueDate: subscription.nextBillingDate,
            now,
            siteUrl,
          }),
      );
    },

    /** The subscription ended unpaid (domain PAST_DUE_ENDS_ON_DAY). */
    renewalFinalNotice(subscription: SubscriptionRecord, now: Date): Promise<OutgoingMail | null> {
      return outgoing(
        recipientOfSubscription(subscription),
        `${subscription.id}_period${subscription.paidPeriods}`,
        (to) =>
          renewalFinalNoticeMessage({
            to,
            subscriptionId: subscription.id,
            planName: subscription.plan.name,
            device: deviceOf(subscription),
            amountCents: subscription.monthlyTotalCents,
            dueDate: subscription.nextBillingDate,
            endedAt: now,
            siteUrl,
          }),
      );
    },

    /**
     * A plan change recorded: an upgrade paid (its id the proration payment's), or a downgrade scheduled
     * (its id the moment it was recorded). `email` is the caller's, from their token.
     */
    planChange(
      subscription: SubscriptionRecord,
      change: PricedPlanChange,
      eventKey: string,
      email: string,
    ): Promise<OutgoingMail | null> {
      return outgoing(recipientOfSubscription(subscription, email), eventKey, (to) =>
        planChangeMessage({
          to,
          subscriptionId: subscription.id,
          fromPlanName: subscription.plan.name,
          toPlanName: change.terms.plan.name,
          dueTodayCents: change.amountDueNowCents,
          newMonthlyTotalCents: change.newMonthlyTotalCents,
          effectiveFrom: change.effectiveFrom,
          nextBillingDate: subscription.nextBillingDate,
        }),
      );
    },

    /** A cancellation, with its refund or the day cover ends; its id names the cancelling request. */
    cancellation(
      subscription: SubscriptionRecord,
      refund: PaymentRecord | null,
      eventKey: string,
      email: string,
      now: Date,
    ): Promise<OutgoingMail | null> {
      return outgoing(recipientOfSubscription(subscription, email), eventKey, (to) =>
        cancellationMessage({
          to,
          subscriptionId: subscription.id,
          planName: subscription.plan.name,
          device: deviceOf(subscription),
          refundCents: refund ? -refund.amountCents : null,
          coverEndsOn: refund ? now : subscription.nextBillingDate,
        }),
      );
    },

    /** The approval's deductible charge was declined: due on the claim. */
    deductibleDue(claim: ClaimRecord, amountCents: number): Promise<OutgoingMail | null> {
      return outgoing(recipientOfClaim(claim), claim.id, (to) =>
        deductibleDueMessage({ to, claim: claimOf(claim), amountCents, siteUrl }),
      );
    },

    claimReceived(claim: ClaimRecord): Promise<OutgoingMail | null> {
      return outgoing(recipientOfClaim(claim), claim.id, (to) =>
        claimReceivedMessage({
          to,
          claim: claimOf(claim),
          incidentDate: claim.incidentDate,
          filedAt: claim.createdAt,
          siteUrl,
        }),
      );
    },

    /**
     * The decision an admin recorded (approved, rejected, or repaired), or null for a change that sends
     * nothing. Its id is the claim's and the history entry's number, so each decision queues once.
     */
    claimDecision(
      claim: ClaimRecord,
      decision: {
        status: ClaimRecord['status'];
        note: string | null;
        reason: ClaimRejectionReason | null;
        deductible: ClaimDeductible | null;
      },
      eventKey: string,
    ): Promise<OutgoingMail | null> {
      const about = { claim: claimOf(claim), siteUrl };
      const { note } = decision;
      const recipient = recipientOfClaim(claim);
      switch (decision.status) {
        case 'approved':
          return outgoing(recipient, eventKey, (to) =>
            claimApprovedMessage({ to, ...about, deductible: decision.deductible, note }),
          );
        case 'rejected':
          return outgoing(recipient, eventKey, (to) =>
            claimRejectedMessage({ to, ...about, reason: decision.reason, note }),
          );
        case 'completed':
          return outgoing(recipient, eventKey, (to) => claimCompletedMessage({ to, ...about }));
        default:
          return Promise.resolve(null);
      }
    },

    /** An appeal of a rejected claim received, queued in the transaction that records it. */
    appealReceived(claim: ClaimRecord, receivedAt: Date): Promise<OutgoingMail | null> {
      return outgoing(recipientOfClaim(claim), claim.id, (to) =>
        appealReceivedMessage({ to, claim: claimOf(claim), receivedAt, siteUrl }),
      );
    },

    /** An appeal decided: approved (with the deductible it set) or refused with its reason. */
    appealDecided(
      claim: ClaimRecord,
      decision: {
        approved: boolean;
        reason: ClaimRejectionReason | null;
        note: string | null;
        deductible: ClaimDeductible | null;
      },
    ): Promise<OutgoingMail | null> {
      return outgoing(recipientOfClaim(claim), claim.id, (to) =>
        appealDecidedMessage({ to, claim: claimOf(claim), ...decision, siteUrl }),
      );
    },
  };
}

export type Messages = ReturnType<typeof createMessages>;
