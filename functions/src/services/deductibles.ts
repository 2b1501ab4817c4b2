// Deductibles at claim time (DESIGN 5a): the owed amount is decided by the domain (deductibles.ts); here the
// approval's off-session charge on the subscription's card, and the customer paying a due deductible on the
// claim with the card field (3-D Secure included). Each deductible is recorded once, as {claimId}_deductible.
import {
  type ClaimDeductible,
  type PayDeductibleAnswer,
  type PayDeductibleBody,
  DEDUCTIBLE_MESSAGES,
  declinedDeductiblePaymentId,
  deductibleIsDue,
  deductibleOnApproval,
  deductibleOwed,
  deductiblePaymentId,
  formatCents,
  replaysApprovalCharge,
} from '@protect/domain';
import type { Clock } from '../adapters/clock';
import { type PaymentGateway, PaymentGatewayUnavailableError } from '../adapters/payment-gateway';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import { logs } from '../logs';
import type { ClaimRecord, ClaimsRepository } from '../repositories/claims';
import type {
  IdempotencyKeysRepository,
  RequestKey,
  StoredAnswer,
} from '../repositories/idempotency-keys';
import type { PaymentRecord } from '../repositories/payments';
import type { SubscriptionRecord, SubscriptionsRepository } from '../repositories/subscriptions';
import { claimToWire, paymentToWire } from '../presenters';
import type { Messages } from './messages';
import { refusalOf, runOnce, viaGateway } from './payment-requests';

export interface DeductiblesDeps {
  claims: ClaimsRepository;
  subscriptions: SubscriptionsRepository;
  idempotency: IdempotencyKeysRepository;
  gateway: PaymentGateway;
  messages: Messages;
  clock: Clock;
}

export function createDeductiblesService(deps: DeductiblesDeps) {
  const paymentOf = (
    claim: ClaimRecord,
    deductible: ClaimDeductible,
    charge: { status: 'succeeded' | 'failed'; chargeId: string | null; declineCode: string | null },
    now: Date,
  ): PaymentRecord => ({
    id:
      charge.status === 'succeeded'
        ? deductiblePaymentId(claim.id)
        : declinedDeductiblePaymentId(claim.id),
    userId: claim.userId,
    userEmail: claim.userEmail,
    userName: claim.userName,
    subscriptionId: claim.subscriptionId,
    amountCents: deductible.amountCents,
    type: 'deductible',
    status: charge.status,
    chargeId: charge.chargeId,
    declineCode: charge.declineCode,
    description: `Deductible for claim ${claim.claimNumber} (${claim.brand} ${claim.model})`,
    createdAt: now,
  });

  const metadataOf = (claim: ClaimRecord, requestId: string) => ({
    userId: claim.userId,
    subscriptionId: claim.subscriptionId,
    claimId: claim.id,
    purpose: 'deductible',
    requestId,
  });

  /** When the claim was last approved (its deductible became due then). */
  const approvedAtOf = (claim: ClaimRecord): Date | null =>
    claim.statusHistory.filter((entry) => entry.status === 'approved').at(-1)?.at ?? null;

  /** A deductible charged after it was already paid (two payers at once) goes straight back. */
  async function refundDuplicate(claim: ClaimRecord, chargeId: string, amountCents: number) {
    logs.deductibleChargedTwice(claim.id, chargeId);
    await deps.gateway.refund({ chargeId, amountCents, idempotencyKey: `refund:${chargeId}` });
  }

  /**
   * The approval's off-session charge on the subscription's card, with its key from the claim: sent again,
   * it answers the charge already made. Records the outcome: the payment that paid the deductible, or the
   * declined one. Throws PaymentGatewayUnavailableError when the gateway gives no answer.
   */
  async function chargeSavedCard(
    claim: ClaimRecord,
    subscription: SubscriptionRecord,
    request?: {
      key: RequestKey;
      answerFor: (payment: PaymentRecord) => (claim: ClaimRecord) => StoredAnswer;
    },
  ): Promise<{ kind: 'paid'; claim: ClaimRecord; payment: PaymentRecord } | { kind: 'declined' }> {
    const deductible = claim.deductible!;
    const outcome = await deps.gateway.charge({
      customerId: subscription.gateway.customerId,
      paymentMethodId: subscription.gateway.paymentMethodId,
      amountCents: deductible.amountCents,
      description: `Deductible for claim ${claim.claimNumber}`,
      offSession: true,
      idempotencyKey: `deductible:${claim.id}`,
      metadata: metadataOf(claim, 'approval'),
    });
    const now = deps.clock.now();
    if (outcome.status !== 'succeeded') {
      const declineCode =
        outcome.status === 'declined' ? outcome.declineCode : 'authentication_required';
      await deps.claims.recordDeductibleDecline(
        paymentOf(
          claim,
          deductible,
          { status: 'failed', chargeId: outcome.chargeId, declineCode },
          now,
        ),
        await deps.messages.deductibleDue(claim, deductible.amountCents),
      );
      logs.deductibleLeftDue(claim.id, declineCode);
      return { kind: 'declined' };
    }
    const payment = paymentOf(
      claim,
      { ...deductible, amountCents: outcome.amountCents },
      { status: 'succeeded', chargeId: outcome.chargeId, declineCode: null },
      now,
    );
    const recorded = await deps.claims.recordDeductiblePayment({
      claimId: claim.id,
      payment,
      request: request && { key: request.key, answerFor: request.answerFor(payment) },
    });
    if (recorded.kind === 'missing') return { kind: 'declined' };
    if (recorded.kind === 'notDue') {
      if (recorded.claim.deductible?.paymentId !== payment.id)
        await refundDuplicate(claim, outcome.chargeId, outcome.amountCents);
      return { kind: 'paid', claim: recorded.claim, payment };
    }
    logs.deductiblePaid(claim.id, claim.userId, outcome.chargeId);
    return { kind: 'paid', claim: recorded.claim, payment };
  }

  return {
    /**
     * The deductible an approval of this claim makes due: the domain's amount from the claim's judgement or
     * the plan version in force on its incident day. 409 when those terms do not cover the claim.
     */
    async onApproval(claim: ClaimRecord): Promise<ClaimDeductible> {
      const subscription = await deps.subscriptions.get(claim.subscriptionId);
      const owed = deductibleOwed(claim, subscription?.versions ?? null);
      if (owed.kind === 'notCovered') throw AppError.conflict(owed.message);
      return deductibleOnApproval(owed.cents);
    },

    /**
     * Charges an approved claim's due deductible off-session on the subscription's card. The gateway key
     * comes from the claim, so whoever calls this for the same claim makes one charge. A decline is
     * recorded as a failed payment; a decline or a gateway that is down leaves the deductible due for the
     * customer to pay on the claim. Answers the claim as it now is.
     */
    async chargeOnApproval(claim: ClaimRecord): Promise<ClaimRecord> {
      if (!deductibleIsDue(claim)) return claim;
      const subscription = await deps.subscriptions.get(claim.subscriptionId);
      if (!subscription) {
        logs.deductibleLeftDue(claim.id, 'no_subscription');
        return claim;
      }
      try {
        const settled = await chargeSavedCard(claim, subscription);
        return settled.kind === 'paid' ? settled.claim : claim;
      } catch (err) {
        if (!(err instanceof PaymentGatewayUnavailableError)) throw err;
        // Nothing lost: the claim is approved with its deductible due. Its charge may have gone through
        // unseen: paying on the claim sends it again first (domain replaysApprovalCharge).
        logs.deductibleLeftDue(claim.id, 'gateway_unavailable');
        return claim;
      }
    },

    /**
     * The customer pays their claim's due deductible with a card (not kept for later charges). 404 unknown,
     * 403 another's claim, 409 nothing due; 402 declined or requires_action (the web confirms 3-D Secure
     * and sends the same request again, which finds the same charge). Once per Idempotency-Key.
     */
    payOnClaim(
      caller: Caller,
      claimId: string,
      body: PayDeductibleBody,
      key: string,
    ): Promise<StoredAnswer> {
      const asked = { caller, route: 'claim-deductible', key, body: { claimId, ...body } };
      return runOnce(deps, asked, async (request) => {
        const claim = await deps.claims.get(claimId);
        if (!claim) throw AppError.notFound(DEDUCTIBLE_MESSAGES.claimNotFound);
        if (claim.userId !== caller.uid) throw AppError.forbidden();
        const deductible = claim.deductible;
        if (!deductible || !deductibleIsDue(claim))
          throw AppError.conflict(DEDUCTIBLE_MESSAGES.nothingDue);
        const subscription = await deps.subscriptions.get(claim.subscriptionId);
        if (!subscription) throw AppError.conflict(DEDUCTIBLE_MESSAGES.nothingDue);
        const answerFor =
          (payment: PaymentRecord) =>
          (paid: ClaimRecord): StoredAnswer => ({
            status: 200,
            body: {
              success: true,
              message: DEDUCTIBLE_MESSAGES.paid(formatCents(payment.amountCents)),
              claim: claimToWire(paid),
              payment: paymentToWire(payment),
            } satisfies PayDeductibleAnswer,
          });
        const replay = replaysApprovalCharge({
          approvedAt: approvedAtOf(claim),
          approvalDeclined: await deps.claims.deductibleDeclined(claim.id),
          now: deps.clock.now(),
        });
        if (replay) {
          // The approval's charge may have gone through unseen: find it before charging another card.
          const settled = await viaGateway(() =>
            chargeSavedCard(claim, subscription, { key: request, answerFor }),
          );
          if (settled.kind === 'paid') return answerFor(settled.payment)(settled.claim);
        }
        const outcome = await viaGateway(() =>
          deps.gateway.charge({
            customerId: subscription.gateway.customerId,
            paymentMethodId: body.paymentMethodId,
            amountCents: deductible.amountCents,
            description: `Deductible for claim ${claim.claimNumber}`,
            offSession: false,
            idempotencyKey: `deductible:${claim.id}:${caller.uid}:${key}:${request.fingerprint.slice(0, 16)}`,
            metadata: metadataOf(claim, key),
          }),
        );
        if (outcome.status !== 'succeeded') throw refusalOf(outcome);
        const payment = paymentOf(
          claim,
          { ...deductible, amountCents: outcome.amountCents },
          { status: 'succeeded', chargeId: outcome.chargeId, declineCode: null },
          deps.clock.now(),
        );
        const recorded = await deps.claims.recordDeductiblePayment({
          claimId: claim.id,
          payment,
          request: { key: request, answerFor: answerFor(payment) },
        });
        if (recorded.kind === 'missing') throw AppError.notFound(DEDUCTIBLE_MESSAGES.claimNotFound);
        if (recorded.kind === 'notDue') {
          await refundDuplicate(claim, outcome.chargeId, outcome.amountCents);
          throw AppError.conflict(DEDUCTIBLE_MESSAGES.nothingDue);
        }
        logs.deductiblePaid(claim.id, caller.uid, outcome.chargeId);
        return answerFor(payment)(recorded.claim);
      });
    },
  };
}

export type DeductiblesService = ReturnType<typeof createDeductiblesService>;
