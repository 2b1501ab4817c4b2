import {
  CLAIM_APPEAL_MESSAGES,
  type ClaimStatus,
  appealDeadline,
  appealRefusal,
  appealedDecision,
  canTransitionClaim,
  cancellationOutcome,
  claimActions,
  claimsUsedThisPolicyYear,
  claimAppealSchema,
  claimTimeline,
  customerClaimStatus,
  parseWith,
} from '../src';

const DAY = 24 * 60 * 60 * 1000;
const filedAt = new Date('2026-03-01T10:00:00Z');
const rejectedAt = new Date('2026-03-05T10:00:00Z');
const daysAfterRejection = (days: number) => new Date(rejectedAt.getTime() + days * DAY);

type Entry = { status: ClaimStatus; at: Date; note?: string };
const claimWith = (status: ClaimStatus, ...entries: Entry[]) => ({
  status,
  statusHistory: [{ status: 'pending' as const, at: filedAt }, ...entries],
});
const rejected = claimWith('rejected', { status: 'rejected', at: rejectedAt });
const covered = { coverRefunded: false };

describe('appealing a rejected claim', () => {
  test('when a rejected claim is appealed within 30 days, then it is allowed', () => {
    expect(appealRefusal(rejected, daysAfterRejection(1), covered)).toBeNull();
    expect(appealRefusal(rejected, daysAfterRejection(30), covered)).toBeNull();
  });

  test('when 30 days have passed since the rejection, then the appeal is refused', () => {
    expect(appealRefusal(rejected, new Date(daysAfterRejection(30).getTime() + 1), covered)).toBe(
      CLAIM_APPEAL_MESSAGES.windowClosed,
    );
  });

  test('when the claim is waiting on its appeal, then a second appeal is refused', () => {
    const appealed = claimWith(
      'appealed',
      { status: 'rejected', at: rejectedAt },
      { status: 'appealed', at: daysAfterRejection(2) },
    );
    expect(appealRefusal(appealed, daysAfterRejection(3), covered)).toBe(
      CLAIM_APPEAL_MESSAGES.alreadyAppealed,
    );
  });

  test('when a claim is rejected again after its appeal, then it can never be appealed again', () => {
    const rejectedTwice = claimWith(
      'rejected',
      { status: 'rejected', at: rejectedAt },
      { status: 'appealed', at: daysAfterRejection(2) },
      { status: 'rejected', at: daysAfterRejection(4) },
    );
    expect(appealRefusal(rejectedTwice, daysAfterRejection(5), covered)).toBe(
      CLAIM_APPEAL_MESSAGES.alreadyAppealed,
    );
    expect(appealDeadline(rejectedTwice)).toBeNull();
  });

  test('when an approved or repaired claim is appealed, then it is refused', () => {
    const approved = claimWith('approved', { status: 'approved', at: rejectedAt });
    expect(appealRefusal(approved, daysAfterRejection(1), covered)).toBe(
      CLAIM_APPEAL_MESSAGES.approved,
    );
    const repaired = claimWith('completed', { status: 'approved', at: rejectedAt });
    expect(appealRefusal(repaired, daysAfterRejection(1), covered)).toBe(
      CLAIM_APPEAL_MESSAGES.approved,
    );
  });

  test('when an appeal approved claim is appealed again, then it is refused as already appealed', () => {
    const approvedOnAppeal = claimWith(
      'approved',
      { status: 'rejected', at: rejectedAt },
      { status: 'appealed', at: daysAfterRejection(2) },
      { status: 'approved', at: daysAfterRejection(4) },
    );
    expect(appealRefusal(approvedOnAppeal, daysAfterRejection(5), covered)).not.toBeNull();
  });

  test('when a pending claim is appealed, then it is refused: there is no decision to appeal', () => {
    expect(appealRefusal(claimWith('pending'), filedAt, covered)).toBe(
      CLAIM_APPEAL_MESSAGES.notRejected,
    );
    expect(appealRefusal(claimWith('reviewing'), filedAt, covered)).toBe(
      CLAIM_APPEAL_MESSAGES.notRejected,
    );
  });

  test('when a rejected claim has no rejection in its history, then it cannot be appealed', () => {
    expect(appealRefusal(claimWith('rejected'), filedAt, covered)).toBe(
      CLAIM_APPEAL_MESSAGES.windowClosed,
    );
  });

  test('when the plan was refunded in full after the rejection, then the appeal is refused', () => {
    // The loop: a rejected claim does not stop the money-back refund, so cancel for the refund, then appeal.
    expect(appealRefusal(rejected, daysAfterRejection(2), { coverRefunded: true })).toBe(
      CLAIM_APPEAL_MESSAGES.coverRefunded,
    );
  });

  test('when the deadline is read, then it is 30 days after the rejection, and null once appealed', () => {
    expect(appealDeadline(rejected)).toEqual(daysAfterRejection(30));
    expect(appealDeadline(claimWith('approved', { status: 'approved', at: rejectedAt }))).toBe(
      null,
    );
  });
});

describe('deciding an appeal', () => {
  test('when a claim is appealed, then an admin may approve or reject it, and nothing else', () => {
    expect(canTransitionClaim('appealed', 'approved')).toBe(true);
    expect(canTransitionClaim('appealed', 'rejected')).toBe(true);
    expect(canTransitionClaim('appealed', 'completed')).toBe(false);
    expect(claimActions('appealed').map((action) => action.label)).toEqual(['Approve', 'Reject']);
  });

  test('when an admin tries to mark a rejected claim appealed, then the table refuses it', () => {
    expect(canTransitionClaim('rejected', 'appealed')).toBe(false);
    expect(canTransitionClaim('approved', 'appealed')).toBe(false);
  });

  test('when the appeal is read, then the decision it answers is the rejection before it', () => {
    const history = [
      { status: 'pending' as const, at: filedAt, note: '' },
      { status: 'rejected' as const, at: rejectedAt, note: 'first' },
      { status: 'appealed' as const, at: daysAfterRejection(2), note: 'please' },
      { status: 'rejected' as const, at: daysAfterRejection(4), note: 'second' },
    ];
    expect(appealedDecision(history)?.note).toBe('first');
    expect(appealedDecision(history.slice(0, 1))).toBeNull();
  });

  test('when an appealed claim is shown to its owner, then its status and timeline say Appealed', () => {
    expect(customerClaimStatus('appealed')).toBe('appealed');
    const steps = claimTimeline({
      createdAt: filedAt,
      history: [
        { status: 'rejected', at: rejectedAt, reason: 'insufficient_evidence', note: null },
        { status: 'appealed', at: daysAfterRejection(1), note: 'The photos show the crack.' },
      ],
    });
    expect(steps.map((step) => step.label)).toEqual(['Claim filed', 'Rejected', 'Appealed']);
    expect(steps[2]).toMatchObject({ reason: null, note: 'The photos show the crack.' });
  });
});

describe('the appeal form', () => {
  test('when the text is shorter than 20 characters, then the schema refuses it', () => {
    expect(parseWith(claimAppealSchema, { text: '  too short  ' })).toEqual({
      ok: false,
      errors: { text: CLAIM_APPEAL_MESSAGES.textTooShort },
    });
    expect(parseWith(claimAppealSchema, { text: '  The screen cracked on its own.  ' })).toEqual({
      ok: true,
      value: { text: 'The screen cracked on its own.' },
    });
  });

  test('when the text is 20 spaces, then it is refused as too short', async () => {
    await expect(claimAppealSchema.validate({ text: ' '.repeat(25) })).rejects.toThrow(
      CLAIM_APPEAL_MESSAGES.textTooShort,
    );
  });
});

describe('an appeal and the other rules', () => {
  const start = new Date('2026-03-01T00:00:00Z');
  const now = new Date('2026-03-10T00:00:00Z');

  test('when a rejected claim is appealed, then it counts against the yearly limit again: it may yet be paid', () => {
    const claims = [
      { status: 'rejected', created_at: '2026-03-02T00:00:00Z' },
      { status: 'appealed', created_at: '2026-03-03T00:00:00Z' },
    ];
    expect(claimsUsedThisPolicyYear(claims, start, now)).toBe(1);
  });

  test('when the subscription has an appealed claim, then cancelling gives no money-back refund', () => {
    expect(
      cancellationOutcome({
        now,
        startedAt: start,
        firstPaymentCents: 999,
        claimStatuses: ['appealed'],
        refundedForImei: false,
        refundedForCustomer: false,
      }),
    ).toEqual({ kind: 'period_end', reason: 'claim_filed' });
  });
});
