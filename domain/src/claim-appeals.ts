// Claim appeals (issue 24): a customer may ask once, within 30 days of a rejection, for the decision to be
// looked at again, with a text and up to 3 more photos. The claim then waits as 'appealed' until an admin
// approves or rejects it like any claim; a claim rejected after its appeal stays rejected.
import type { ClaimStatus } from './claim-status';
import { MS_PER_DAY } from './dates';

export const CLAIM_APPEAL_WINDOW_DAYS = 30;
export const MIN_APPEAL_TEXT_LENGTH = 20;
/** At most this long, as a reviewer's note is. */
export const MAX_APPEAL_TEXT_LENGTH = 1000;
/** Photos an appeal may add to the claim's own. */
export const MAX_APPEAL_PHOTOS = 3;

export const CLAIM_APPEAL_MESSAGES = {
  submitted: 'Appeal sent. We will look at the decision again and let you know.',
  submitFailed: 'Failed to send your appeal',
  claimNotFound: 'Claim not found',
  textTooShort: `Please explain why in at least ${MIN_APPEAL_TEXT_LENGTH} characters`,
  textTooLong: `An appeal can be at most ${MAX_APPEAL_TEXT_LENGTH} characters`,
  tooManyPhotos: `You can add at most ${MAX_APPEAL_PHOTOS} photos to an appeal`,
  notRejected: 'Only a rejected claim can be appealed',
  approved: 'An approved claim cannot be appealed',
  alreadyAppealed: 'This claim has already been appealed; a claim can be appealed once',
  coverRefunded:
    'This plan was refunded in full under the money-back guarantee, so its claims can no longer be appealed',
  windowClosed: `A decision can be appealed within ${CLAIM_APPEAL_WINDOW_DAYS} days of the rejection; that time has passed`,
} as const;

interface HistoryEntry {
  status: ClaimStatus;
  at: Date;
}

/** The latest rejection in a history, or null. */
function lastRejection<E extends HistoryEntry>(history: readonly E[]): E | null {
  return history.reduce<E | null>(
    (last, entry) =>
      entry.status === 'rejected' && (last === null || entry.at >= last.at) ? entry : last,
    null,
  );
}

/**
 * The last moment this claim may be appealed, or null when it cannot be (any more): it is rejected, was
 * never appealed, and the window runs 30 days from the rejection.
 */
export function appealDeadline(claim: {
  status: ClaimStatus;
  statusHistory: readonly HistoryEntry[];
}): Date | null {
  if (claim.status !== 'rejected') return null;
  if (claim.statusHistory.some((entry) => entry.status === 'appealed')) return null;
  const rejection = lastRejection(claim.statusHistory);
  if (!rejection) return null;
  return new Date(rejection.at.getTime() + CLAIM_APPEAL_WINDOW_DAYS * MS_PER_DAY);
}

/**
 * Why the customer may not appeal this claim now, or null: only a rejected claim, only once (a claim
 * rejected again after its appeal stays rejected), and only within 30 days of the rejection. Not once the
 * plan was refunded in full: a rejected claim does not stop the money-back refund, so "claim, cancel for the
 * refund, then appeal" would otherwise pay a claim on cover that was given back.
 */
export function appealRefusal(
  claim: { status: ClaimStatus; statusHistory: readonly HistoryEntry[] },
  now: Date,
  facts: { coverRefunded: boolean },
): string | null {
  if (claim.statusHistory.some((entry) => entry.status === 'appealed'))
    return CLAIM_APPEAL_MESSAGES.alreadyAppealed;
  if (claim.status === 'approved' || claim.status === 'completed')
    return CLAIM_APPEAL_MESSAGES.approved;
  if (claim.status !== 'rejected') return CLAIM_APPEAL_MESSAGES.notRejected;
  if (facts.coverRefunded) return CLAIM_APPEAL_MESSAGES.coverRefunded;
  const deadline = appealDeadline(claim);
  if (deadline === null || now > deadline) return CLAIM_APPEAL_MESSAGES.windowClosed;
  return null;
}

/** The decision an appeal answers: the latest rejection before the appeal (its date, reason and note). */
export function appealedDecision<E extends HistoryEntry>(history: readonly E[]): E | null {
  const appeal = history.find((entry) => entry.status === 'appealed');
  return lastRejection(appeal ? history.filter((entry) => entry.at <= appeal.at) : history);
}

/** Whether a history's latest step decides an appeal: the step before it is the appeal. */
export function decidesAppeal(history: readonly HistoryEntry[]): boolean {
  return history.length >= 2 && history[history.length - 2]?.status === 'appealed';
}
