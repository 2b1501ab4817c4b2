// Deductibles at claim time (DESIGN 5a): which deductible a claim owes, and the rule that a claim is not
// marked repaired while its deductible is due; the state an approved claim carries is in deductible-state.ts.
// The api charges and records; what is owed and when a claim may move is decided here.
import type { Deductible } from './catalogue';
import { type ClaimStatus, claimTransitionError } from './claim-status';
import { claimDeductible, claimPerilProblem } from './claim-filing';
import type { ClaimType } from './claims';
import type { ClaimDeductible } from './deductible-state';
import { type Cents, formatCents } from './money';
import { type ClaimJudgement, type PlanVersion, judgeClaim, versionInForce } from './policy';

/** What a claim owes when it is approved: an amount (0 owes nothing), or a refusal when not covered. */
export type DeductibleOwed =
  { kind: 'owes'; cents: Cents } | { kind: 'notCovered'; message: string };

/**
 * The deductible a claim owes: the one it was judged with when it was filed; for a claim filed before
 * judgements were kept (or before perils without their own deductible had one), the one of the plan
 * version in force on its incident day. A claim whose terms are nowhere to be found (its subscription
 * gone) owes nothing: the customer is not charged an amount nobody can show them.
 */
export function deductibleOwed(
  claim: {
    claimType: ClaimType;
    incidentDate: string;
    judgedBy: Pick<ClaimJudgement, 'deductible'> | null;
  },
  versions: readonly PlanVersion[] | null,
): DeductibleOwed {
  const judged = claim.judgedBy?.deductible ?? null;
  if (judged) return owedOf(judged);
  if (!versions || versions.length === 0) return { kind: 'owes', cents: 0 };
  const judgement = judgeClaim(versions, claim.claimType, claim.incidentDate);
  if ('refusal' in judgement) return { kind: 'notCovered', message: judgement.refusal };
  return owedOf(judgement.judgement.deductible ?? { kind: 'amount', cents: 0 });
}

function owedOf(deductible: Deductible): DeductibleOwed {
  if (deductible.kind === 'amount') return { kind: 'owes', cents: Math.max(0, deductible.cents) };
  return { kind: 'notCovered', message: DEDUCTIBLE_MESSAGES.notCovered };
}

/**
 * How long a payment gateway keeps an idempotency key (Stripe: at least 24 hours). Within it, a request sent
 * again with the same key answers the charge the first one made, if it made one, instead of charging again.
 */
export const GATEWAY_KEY_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Whether paying a due deductible must first send the approval's off-session charge again. When the
 * approval's charge came back with no answer (the gateway timed out or was down) and no decline was
 * recorded, the card may have been charged all the same: sent again with its key, within the gateway's
 * window, it is found and recorded instead of the customer paying twice. After the window the key is gone
 * and sending it again could charge a second time, so the customer pays (a duplicate found later is
 * refunded).
 */
export function replaysApprovalCharge(facts: {
  approvedAt: Date | null;
  approvalDeclined: boolean;
  now: Date;
}): boolean {
  if (facts.approvedAt === null || facts.approvalDeclined) return false;
  return facts.now.getTime() - facts.approvedAt.getTime() < GATEWAY_KEY_WINDOW_MS;
}

export const DEDUCTIBLE_MESSAGES = {
  notCovered: 'The plan in force on the incident day does not cover this claim',
  nothingDue: 'There is no deductible to pay on this claim',
  claimNotFound: 'Claim not found',
  paid: (amount: string) => `Deductible of ${amount} paid`,
  dueBeforeRepair: (amount: string) =>
    `The deductible of ${amount} must be paid before the claim can be marked repaired`,
} as const;

/**
 * Why a claim may not move to `to`, or null: the state machine's rule, and a claim is not marked repaired
 * (completed) while its deductible is due.
 */
export function claimChangeRefusal(
  claim: { status: ClaimStatus; deductible: ClaimDeductible | null },
  to: ClaimStatus,
): string | null {
  const transition = claimTransitionError(claim.status, to);
  if (transition) return transition;
  if (to === 'completed' && claim.deductible?.status === 'due')
    return DEDUCTIBLE_MESSAGES.dueBeforeRepair(formatCents(claim.deductible.amountCents));
  return null;
}

/** What the claim form shows for a device, peril and incident day before the claim is sent. */
export type DeductiblePreview =
  { kind: 'amount'; cents: Cents } | { kind: 'none' } | { kind: 'notCovered'; message: string };

/** What the claim form knows of a subscription's versions (the subscription wire's). */
export type PreviewVersion = Pick<PlanVersion, 'effectiveFrom' | 'deductibles'> & {
  plan: { name: string; coversWaterDamage?: boolean };
};

/**
 * The deductible the claim form shows, by the rules judgeClaim files the claim with: the version in force
 * on the incident day, its cover of the peril, and the deductible the claim owes under it. Null for a day
 * before cover started: the date field itself says so (incidentDateProblem), not a second time here.
 */
export function deductiblePreview(
  versions: readonly PreviewVersion[],
  claimType: ClaimType,
  incidentDay: string,
): DeductiblePreview | null {
  const version = versionInForce(versions, incidentDay);
  if (!version) return null;
  const peril = claimPerilProblem(claimType, { ...version.plan, deductibles: version.deductibles });
  if (peril) return { kind: 'notCovered', message: peril };
  const owed = owedOf(claimDeductible(claimType, version.deductibles));
  if (owed.kind === 'notCovered') return owed;
  return owed.cents > 0 ? { kind: 'amount', cents: owed.cents } : { kind: 'none' };
}

/** The claim form's line: 'Deductible for this claim: $29.99', 'No deductible', or why it is not covered. */
export function deductiblePreviewText(preview: DeductiblePreview): string {
  if (preview.kind === 'amount') return `Deductible for this claim: ${formatCents(preview.cents)}`;
  if (preview.kind === 'none') return 'No deductible';
  return preview.message;
}
