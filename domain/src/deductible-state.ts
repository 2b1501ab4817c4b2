// The deductible an approved claim carries (DESIGN 5a): none, due or paid, the payment records that pay it,
// and how the customer's and the admin's screens word it. What a claim owes is decided in deductibles.ts.
import type { ClaimStatus } from './claim-status';
import { type Cents, dollarsToCents, formatCents } from './money';

export const DEDUCTIBLE_STATUSES = ['none', 'due', 'paid'] as const;
/** none: nothing owed (a $0 deductible); due: owed and not paid yet; paid. */
export type DeductibleStatus = (typeof DEDUCTIBLE_STATUSES)[number];

/** The deductible an approved claim carries; null on claims approved before deductibles were charged. */
export interface ClaimDeductible {
  amountCents: Cents;
  status: DeductibleStatus;
  /** The payment record that paid it ({claimId}_deductible); null until paid. */
  paymentId: string | null;
}

/** The deductible state a claim takes when it is approved: due when it owes an amount, else none. */
export function deductibleOnApproval(cents: Cents): ClaimDeductible {
  return { amountCents: cents, status: cents > 0 ? 'due' : 'none', paymentId: null };
}

/** The deductible once paid by the payment record `paymentId`. */
export function deductiblePaid(deductible: ClaimDeductible, paymentId: string): ClaimDeductible {
  return { ...deductible, status: 'paid', paymentId };
}

/** The id of the payment record of a claim's deductible: one per claim, so it is never recorded twice. */
export function deductiblePaymentId(claimId: string): string {
  return `${claimId}_deductible`;
}

/** The id of the failed payment record of an approval's off-session charge that was declined. */
export function declinedDeductiblePaymentId(claimId: string): string {
  return `${claimId}_deductible_declined`;
}

/** Whether the customer has a deductible to pay on this claim now. */
export function deductibleIsDue(claim: {
  status: ClaimStatus;
  deductible: ClaimDeductible | null;
}): boolean {
  return claim.status === 'approved' && claim.deductible?.status === 'due';
}

/**
 * A claim's deductible state as the customer and the admin screens show it: 'Deductible paid $79.00',
 * 'Deductible due $79.00', 'No deductible'; null before approval (and on older approvals).
 */
export function deductibleStateText(
  deductible: { amount: number; status: DeductibleStatus } | null,
): string | null {
  if (!deductible) return null;
  if (deductible.status === 'none') return 'No deductible';
  const amount = formatCents(dollarsToCents(deductible.amount));
  return deductible.status === 'paid' ? `Deductible paid ${amount}` : `Deductible due ${amount}`;
}
