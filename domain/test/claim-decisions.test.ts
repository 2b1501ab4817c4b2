import {
  CLAIM_DECISION_MESSAGES,
  CLAIM_REJECTION_REASONS,
  claimRejectionReasonLabel,
  claimStatusUpdateSchema,
  claimTimeline,
  isClaimRejectionReason,
  parseWith,
} from '../src';

describe('claim rejection reasons', () => {
  test('when the list is read, then it has the six reasons with distinct codes and plain labels', () => {
    expect(CLAIM_REJECTION_REASONS.map((reason) => reason.code)).toEqual([
      'peril_not_covered',
      'incident_before_cover',
      'claim_limit_reached',
      'insufficient_evidence',
      'duplicate_claim',
      'other',
    ]);
    for (const reason of CLAIM_REJECTION_REASONS) {
      expect(reason.label).not.toMatch(/_/);
      expect(reason.label.length).toBeGreaterThan(5);
    }
  });

  test('when a code is looked up, then a listed one gives its label and anything else null', () => {
    expect(claimRejectionReasonLabel('incident_before_cover')).toBe(
      'The incident happened before your cover started',
    );
    expect(claimRejectionReasonLabel('lost_interest')).toBeNull();
    expect(claimRejectionReasonLabel(undefined)).toBeNull();
    expect(isClaimRejectionReason('duplicate_claim')).toBe(true);
    expect(isClaimRejectionReason('Duplicate claim')).toBe(false);
  });
});

describe('claim status change body', () => {
  test('when a claim is rejected without a reason, then the reason is asked for', () => {
    expect(parseWith(claimStatusUpdateSchema, { status: 'rejected', note: 'No photos' })).toEqual({
      ok: false,
      errors: { reason: CLAIM_DECISION_MESSAGES.reasonRequired },
    });
  });

  test('when a claim is rejected with an unknown reason, then it is refused', () => {
    expect(parseWith(claimStatusUpdateSchema, { status: 'rejected', reason: 'bored' })).toEqual({
      ok: false,
      errors: { reason: CLAIM_DECISION_MESSAGES.unknownReason },
    });
  });

  test('when a claim is rejected with a listed reason, then the note stays optional', () => {
    expect(parseWith(claimStatusUpdateSchema, { status: 'rejected', reason: 'other' })).toEqual({
      ok: true,
      value: { status: 'rejected', reason: 'other' },
    });
  });

  test('when a claim is approved with a note and no reason, then the body is valid', () => {
    expect(
      parseWith(claimStatusUpdateSchema, { status: 'approved', note: ' Send it to the shop ' }),
    ).toEqual({ ok: true, value: { status: 'approved', note: 'Send it to the shop' } });
  });
});

describe('claim timeline', () => {
  const filed = new Date('2026-03-01T10:00:00Z');

  test('when a claim was filed and rejected, then the timeline shows the filing and the rejection with its reason and note', () => {
    expect(
      claimTimeline({
        createdAt: filed,
        history: [
          { status: 'pending', at: filed, note: '' },
          {
            status: 'rejected',
            at: '2026-03-02T09:30:00.000Z',
            reason: 'insufficient_evidence',
            note: ' Please send a photo of the screen ',
          },
        ],
      }),
    ).toEqual([
      { step: 'filed', label: 'Claim filed', at: filed.toISOString(), reason: null, note: null },
      {
        step: 'rejected',
        label: 'Rejected',
        at: '2026-03-02T09:30:00.000Z',
        reason: 'The photos and details sent are not enough to show what happened',
        note: 'Please send a photo of the screen',
      },
    ]);
  });

  test('when a claim was approved with a note and repaired, then each step keeps its note and has no reason', () => {
    const steps = claimTimeline({
      createdAt: filed.toISOString(),
      history: [
        { status: 'pending', at: filed },
        { status: 'completed', at: '2026-03-05T00:00:00.000Z', note: '' },
        {
          status: 'approved',
          at: '2026-03-03T00:00:00.000Z',
          note: 'Repair booked',
          reason: 'other',
        },
      ],
    });
    expect(steps.map((step) => [step.label, step.reason, step.note])).toEqual([
      ['Claim filed', null, null],
      ['Approved', null, 'Repair booked'],
      ['Repaired', null, null],
    ]);
  });

  test('when an older history has no reason, a reviewing step or an unreadable date, then it still reads', () => {
    const steps = claimTimeline({
      createdAt: 'not a date',
      history: [
        { status: 'reviewing', at: '2026-03-02T00:00:00.000Z', note: null },
        { status: 'rejected', at: '2026-03-04T00:00:00.000Z' },
        { status: 'approved', at: 'never' },
      ],
    });
    expect(steps).toEqual([
      {
        step: 'reviewing',
        label: 'Under review',
        at: '2026-03-02T00:00:00.000Z',
        reason: null,
        note: null,
      },
      {
        step: 'rejected',
        label: 'Rejected',
        at: '2026-03-04T00:00:00.000Z',
        reason: null,
        note: null,
      },
    ]);
  });
});
