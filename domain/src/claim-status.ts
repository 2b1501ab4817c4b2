// Claim statuses: the lifecycle (pending -> approved/rejected -> completed, appeals), the admin's
// transitions and actions, and how a status reads and is coloured. Apart from the filing rules in
// claims.ts, so that a page showing only a status badge does not load those.
export const CLAIM_STATUSES = [
  'pending',
  'reviewing',
  'approved',
  'rejected',
  'completed',
  'appealed',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Statuses a customer sees (spec 02 section 4); reviewing shows as pending to them. */
export const CUSTOMER_CLAIM_STATUSES = ['pending', 'approved', 'rejected', 'appealed'] as const;

/** The admin claims status filter options. */
export const CLAIM_STATUS_FILTERS = ['all', ...CLAIM_STATUSES] as const;
export type ClaimStatusFilter = (typeof CLAIM_STATUS_FILTERS)[number];

/**
 * The admin's transition table: rejected and completed are final for an admin ('No actions'); an appeal is
 * decided like a new claim. Only the customer moves a rejected claim to appealed (claim-appeals.ts
 * appealRefusal), so that move is not in this table.
 */
export const CLAIM_TRANSITIONS: Readonly<Record<ClaimStatus, readonly ClaimStatus[]>> = {
  pending: ['approved', 'rejected'],
  reviewing: ['approved', 'rejected'],
  approved: ['completed'],
  rejected: [],
  completed: [],
  appealed: ['approved', 'rejected'],
};

export function isClaimStatus(value: unknown): value is ClaimStatus {
  return typeof value === 'string' && (CLAIM_STATUSES as readonly string[]).includes(value);
}

export function canTransitionClaim(from: ClaimStatus, to: ClaimStatus): boolean {
  return CLAIM_TRANSITIONS[from].includes(to);
}

/** Why a claim status change is refused (our wording; the spec shows only 'Failed to update claim'). */
export function claimTransitionError(from: ClaimStatus, to: ClaimStatus): string | null {
  if (canTransitionClaim(from, to)) return null;
  return `A ${from} claim cannot be marked ${to}`;
}

/** The admin action buttons for a status: approve/reject, 'Mark Repaired', or none ('No actions'). */
export function claimActions(status: ClaimStatus): { to: ClaimStatus; label: string }[] {
  const labels: Record<ClaimStatus, string> = {
    approved: 'Approve',
    rejected: 'Reject',
    completed: 'Mark Repaired',
    pending: 'Pending',
    reviewing: 'Review',
    appealed: 'Appeal',
  };
  return CLAIM_TRANSITIONS[status].map((to) => ({ to, label: labels[to] }));
}

/** The admin's alert after a status change: 'Claim {status} successfully' (e.g. 'Claim approved successfully'). */
export function claimStatusUpdatedMessage(status: ClaimStatus): string {
  return `Claim ${status} successfully`;
}

/** Badge colour: approved green, pending yellow, rejected red, other (appealed too, as the spec says) grey. */
export function claimStatusColor(status: string): 'green' | 'yellow' | 'red' | 'grey' {
  if (status === 'approved') return 'green';
  if (status === 'pending') return 'yellow';
  if (status === 'rejected') return 'red';
  return 'grey';
}

/** The status a customer is shown: reviewing reads as pending; completed as approved (repaired). */
export function customerClaimStatus(status: ClaimStatus): (typeof CUSTOMER_CLAIM_STATUSES)[number] {
  if (status === 'reviewing') return 'pending';
  if (status === 'completed') return 'approved';
  return status;
}

/**
 * The 409 of a claim status change when the claim is no longer in the status the admin saw (another admin
 * acted first): it names the status the claim has now.
 */
export function claimChangedMessage(current: ClaimStatus): string {
  return `This claim was changed by someone else (now ${current}). Reload to see it.`;
}
