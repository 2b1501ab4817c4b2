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
} from '@protect/domain';
import type { Clock } from '../adapters/clock';
import {
  type ChargeOutcome,
  type PaymentGateway,
  PaymentGatewayUnavailableError,
} from '../adapters/payment-gateway';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import { logs } from '../logs';
import type { ClaimRecord, ClaimsRepository } from '../repositories/claims';
import {
  type IdempotencyKeysRepository,
  type RequestKey,
  type StoredAnswer,
  fingerprintOf,
} from '../repositories/idempotency-keys';
import type { PaymentRecord } from '../repositories/payments';
import type { SubscriptionsRepository } from '../repositories/subscriptions';
import { claimToWire, paymentToWire } from '../presenters';
import { refusalOf, runOnce, viaGateway } from './payment-requests';

export interface DeductiblesDeps {
  claims: ClaimsRepository;
  subscriptions: SubscriptionsRepository;
  idempotency: IdempotencyKeysRepository;
  gateway: PaymentGateway;
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
      const deductible = claim.deductible;
      if (!deductible || !deductibleIsDue(claim)) return claim;
      const subscription = await deps.subscriptions.get(claim.subscriptionId);
      if (!subscription) {
        logs.deductibleLeftDue(claim.id, 'no_subscription');
        return claim;
      }
      let outcome: ChargeOutcome;
      try {
        outcome = await deps.gateway.charge({
          customerId: subscription.gateway.customerId,
          paymentMethodId: subscription.gateway.paymentMethodId,
          amountCents: deductible.amountCents,
          description: `Deductible for claim ${claim.claimNumber}`,
          offSession: true,
          idempotencyKey: `deductible:${claim.id}`,
          metadata: metadataOf(claim, 'approval'),
        });
      } catch (err) {
        if (!(err instanceof PaymentGatewayUnavailableError)) throw err;
        // Nothing lost: the claim is approved with its deductible due; the customer (or a retry) pays it.
        logs.deductibleLeftDue(claim.id, 'gateway_unavailable');
        return claim;
      }
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
        );
        logs.deductibleLeftDue(claim.id, declineCode);
        return claim;
      }
      const payment = paymentOf(
        claim,
        { ...deductible, amountCents: outcome.amountCents },
        { status: 'succeeded', chargeId: outcome.chargeId, declineCode: null },
        now,
      );
      const recorded = await deps.claims.recordDeductiblePayment({ claimId: claim.id, payment });
      if (recorded.kind === 'missing') return claim;
      if (recorded.kind === 'notDue') {
        if (recorded.claim.deductible?.paymentId !== payment.id)
          logs.deductibleChargedTwice(claim.id, outcome.chargeId);
        return recorded.claim;
      }
      logs.deductiblePaid(claim.id, claim.userId, outcome.chargeId);
      return recorded.claim;
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
      const request: RequestKey = {
        uid: caller.uid,
        key,
        route: 'claim-deductible',
        fingerprint: fingerprintOf({ claimId, ...body }),
      };
      return runOnce(deps.idempotency, request, deps.clock, async () => {
        const claim = await deps.claims.get(claimId);
        if (!claim) throw AppError.notFound(DEDUCTIBLE_MESSAGES.claimNotFound);
        if (claim.userId !== caller.uid) throw AppError.forbidden();
        const deductible = claim.deductible;
        if (!deductible || !deductibleIsDue(claim))
          throw AppError.conflict(DEDUCTIBLE_MESSAGES.nothingDue);
        const subscription = await deps.subscriptions.get(claim.subscriptionId);
        if (!subscription) throw AppError.conflict(DEDUCTIBLE_MESSAGES.nothingDue);
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
        const answerFor = (paid: ClaimRecord): StoredAnswer => ({
          status: 200,
          body: {
            success: true,
            message: DEDUCTIBLE_MESSAGES.paid(formatCents(payment.amountCents)),
            claim: claimToWire(paid),
            payment: paymentToWire(payment),
          } satisfies PayDeductibleAnswer,
        });
        const recorded = await deps.claims.recordDeductiblePayment({
          claimId: claim.id,
          payment,
          request: { key: request, answerFor },
        });
        if (recorded.kind === 'missing') throw AppError.notFound(DEDUCTIBLE_MESSAGES.claimNotFound);
        if (recorded.kind === 'notDue') {
          logs.deductibleChargedTwice(claim.id, outcome.chargeId);
          throw AppError.conflict(DEDUCTIBLE_MESSAGES.nothingDue);
        }
        logs.deductiblePaid(claim.id, caller.uid, outcome.chargeId);
        return answerFor(recorded.claim);
      });
    },
  };
}

export type DeductiblesService = ReturnType<typeof createDeductiblesService>;
