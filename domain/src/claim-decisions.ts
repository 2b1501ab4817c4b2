// Claim decisions a customer can understand: the fixed reasons a claim may be rejected for (each with the
// plain words the customer reads), and the claim's timeline built from its status history.
import type { ClaimStatus } from './claim-status';
import { toDate } from './dates';

/** Why a claim is rejected: the admin picks one of these; 'other' is explained in the note. */
export const CLAIM_REJECTION_REASONS = [
  {
    code: 'peril_not_covered',
    label: 'The plan in force on the incident day does not cover this kind of damage or loss',
  },
  { code: 'incident_before_cover', label: 'The incident happened before your cover started' },
  {
    code: 'claim_limit_reached',
    label: 'All the claims your plan includes for this policy year were already used',
  },
  {
    code: 'insufficient_evidence',
    label: 'The photos and details sent are not enough to show what happened',
  },
  { code: 'duplicate_claim', label: 'This incident is already covered by another claim' },
  { code: 'other', label: 'Another reason, explained in the note' },
] as const;

export type ClaimRejectionReason = (typeof CLAIM_REJECTION_REASONS)[number]['code'];

export const CLAIM_REJECTION_REASON_CODES: readonly ClaimRejectionReason[] =
  CLAIM_REJECTION_REASONS.map((reason) => reason.code);

export const CLAIM_DECISION_MESSAGES = {
  reasonRequired: 'Choose the reason for rejecting this claim',
  unknownReason: 'Choose one of the listed reasons',
} as const;

export function isClaimRejectionReason(value: unknown): value is ClaimRejectionReason {
  return CLAIM_REJECTION_REASONS.some((reason) => reason.code === value);
}

/** The customer's words for a reason code; null for none or a code no longer listed. */
export function claimRejectionReasonLabel(code: unknown): string | null {
  return CLAIM_REJECTION_REASONS.find((reason) => reason.code === code)?.label ?? null;
}

/** What a timeline step is called for the customer. */
const STEP_LABELS: Record<ClaimStatus | 'filed', string> = {
  filed: 'Claim filed',
  pending: 'Pending',
  reviewing: 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
  completed: 'Repaired',
  appealed: 'Appealed',
};

/** One step of a claim's timeline as the customer reads it. */
export interface ClaimTimelineStep {
  /** 'filed' for the filing, else the status the claim moved to. */
  step: ClaimStatus | 'filed';
  label: string;
  /** ISO date-time of the step. */
  at: string;
  /** The rejection reason in the customer's words; null for other steps. */
  reason: string | null;
  /** The reviewer's note; null when none was written. */
  note: string | null;
}

/**
 * A claim's timeline: its filing, then each later status change in order with its date, reason (in plain
 * words) and note. The 'pending' entry written at filing is the filing itself, so it is not repeated;
 * entries with an unreadable date are left out rather than shown with a wrong one.
 */
export function claimTimeline(claim: {
  createdAt: Date | string;
  history: readonly {
    status: ClaimStatus;
    at: Date | string;
    reason?: string | null;
    note?: string | null;
  }[];
}): ClaimTimelineStep[] {
  const filedAt = toDate(claim.createdAt);
  const filed: ClaimTimelineStep[] = filedAt
    ? [
        {
          step: 'filed',
          label: STEP_LABELS.filed,
          at: filedAt.toISOString(),
          reason: null,
          note: null,
        },
      ]
    : [];
  const changes = claim.history.flatMap((entry): ClaimTimelineStep[] => {
    const at = toDate(entry.at);
    if (entry.status === 'pending' || at === null) return [];
    const note = entry.note?.trim() ?? '';
    return [
      {
        step: entry.status,
        label: STEP_LABELS[entry.status],
        at: at.toISOString(),
        reason: entry.status === 'rejected' ? claimRejectionReasonLabel(entry.reason) : null,
        note: note === '' ? null : note,
      },
    ];
  });
  return [...filed, ...changes.sort((a, b) => a.at.localeCompare(b.at))];
}
