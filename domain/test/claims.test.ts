import {
  CLAIM_MESSAGES,
  CLAIM_STATUSES,
  CLAIM_TRANSITIONS,
  CLAIM_TYPES,
  canTransitionClaim,
  claimActions,
  claimAllowance,
  claimCoverageProblem,
  claimPerilProblem,
  claimSchema,
  DEFAULT_PLAN_DEDUCTIBLES,
  newClaimCode,
  formatClaimNumber,
  incidentDateProblem,
  photoLabel,
  claimNumber,
  claimPhotoAddress,
  claimPhotoRefs,
  isInvalidPhotoPath,
  claimStatusColor,
  claimStatusUpdatedMessage,
  claimsUsedThisPolicyYear,
  claimTransitionError,
  claimTypeLabel,
  customerClaimStatus,
  isClaimStatus,
  isClaimType,
  isImageType,
  keepClaimPhotos,
  MAX_CLAIM_PHOTOS,
  policyYear,
  requiresPoliceReport,
  type ClaimStatus,
  CLAIM_SEARCH_PREFIX_LENGTH,
  claimChangedMessage,
  claimNumberSearch,
  claimSearchKeys,
  normalizeClaimSearch,
} from '../src';

describe('claim types and statuses', () => {
  test('when the claim types are listed, then they are the six of the spec', () => {
    expect(CLAIM_TYPES).toEqual([
      'screen_damage',
      'back_glass',
      'theft',
      'water_damage',
      'mechanical_failure',
      'other',
    ]);
    expect(CLAIM_STATUSES).toEqual([
      'pending',
      'reviewing',
      'approved',
      'rejected',
      'completed',
      'appealed',
    ]);
  });

  // Every pair of statuses, allowed only where the spec's table says so.
  const allowed = new Set([
    'pending>approved',
    'pending>rejected',
    'reviewing>approved',
    'reviewing>rejected',
    'approved>completed',
    'appealed>approved',
    'appealed>rejected',
  ]);
  const pairs = CLAIM_STATUSES.flatMap((from) =>
    CLAIM_STATUSES.map((to) => [from, to, allowed.has(`${from}>${to}`)] as const),
  );
  test.each(pairs)('when a %s claim is set to %s, then it is allowed: %p', (from, to, ok) => {
    expect(canTransitionClaim(from, to)).toBe(ok);
    expect(claimTransitionError(from, to)).toBe(
      ok ? null : `A ${from} claim cannot be marked ${to}`,
    );
  });

  test.each<[ClaimStatus, string[]]>([
    ['pending', ['Approve', 'Reject']],
    ['reviewing', ['Approve', 'Reject']],
    ['approved', ['Mark Repaired']],
    ['rejected', []],
    ['completed', []],
    ['appealed', ['Approve', 'Reject']],
  ])('when a claim is %s, then the actions are %p', (status, labels) => {
    expect(claimActions(status).map((a) => a.label)).toEqual(labels);
    expect(claimActions(status).map((a) => a.to)).toEqual(CLAIM_TRANSITIONS[status]);
  });

  test.each([
    ['approved', 'green'],
    ['pending', 'yellow'],
    ['appealed', 'grey'],
    ['rejected', 'red'],
    ['completed', 'grey'],
    ['reviewing', 'grey'],
  ])('when the status is %p, then the badge is %p', (status, color) => {
    expect(claimStatusColor(status)).toBe(color);
  });

  test.each<[ClaimStatus, string]>([
    ['pending', 'pending'],
    ['reviewing', 'pending'],
    ['approved', 'approved'],
    ['completed', 'approved'],
    ['rejected', 'rejected'],
  ])('when a %s claim is shown to its customer, then it reads %p', (status, shown) => {
    expect(customerClaimStatus(status)).toBe(shown);
  });

  test.each([
    ['pending', true],
    ['lost', false],
    [3, false],
  ])('when %p is checked as a status, then it is %p', (value, ok) => {
    expect(isClaimStatus(value)).toBe(ok);
  });

  test.each([
    ['theft', true],
    ['lost', false],
    [null, false],
  ])('when %p is checked as a claim type, then it is %p', (value, ok) => {
    expect(isClaimType(value)).toBe(ok);
  });

  test('when a claim type is shown, then underscores read as spaces', () => {
    expect(claimTypeLabel('screen_damage')).toBe('screen damage');
    expect(claimTypeLabel('mechanical_failure')).toBe('mechanical failure');
  });

  test.each([
    [{ id: 'abc', claim_number: 'CLM-2026-001' }, 'CLM-2026-001'],
    [{ id: 'abc', claim_number: null }, 'CLM-abc'],
    [{ id: 'abc', claim_number: ' ' }, 'CLM-abc'],
    [{ id: 'abc' }, 'CLM-abc'],
  ])('when a claim is numbered, then it reads %#', (claim, number) => {
    expect(claimNumber(claim)).toBe(number);
  });

  test.each(CLAIM_TYPES.map((type) => [type, type === 'theft'] as const))(
    'when the claim type is %s, then a police report is required: %p',
    (type, required) => {
      expect(requiresPoliceReport(type)).toBe(required);
    },
  );
});

describe('claim photos', () => {
  const img = (name: string, type = 'image/jpeg') => ({ name, type });

  test('when photos are added, then only images are kept and at most 5 in total', () => {
    const kept = keepClaimPhotos(
      [img('a'), img('b')],
      [img('doc', 'application/pdf'), img('c'), img('d', 'image/png'), img('e'), img('f')],
    );
    expect(kept.map((f) => f.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(MAX_CLAIM_PHOTOS).toBe(5);
  });

  test.each([
    ['image/jpeg', true],
    ['image/heic', true],
    ['image/svg+xml', true],
    ['application/pdf', false],
    ['', false],
  ])('when the file type is %p, then it is an image: %p', (type, ok) => {
    expect(isImageType(type)).toBe(ok);
  });

  test.each<[string, unknown, string[]]>([
    ['an array of strings', ['a.jpg', ' ', 'b.jpg'], ['a.jpg', 'b.jpg']],
    [
      'objects with url, path or filename',
      [
        { url: 'http://x/a.jpg' },
        { path: 'uploads/b.jpg' },
        { filename: 'c.jpg' },
        { other: 1 },
        7,
      ],
      ['http://x/a.jpg', 'uploads/b.jpg', 'c.jpg'],
    ],
    ['a JSON string of a list', '["a.jpg","b.jpg"]', ['a.jpg', 'b.jpg']],
    ['a JSON string of one object', '{"filename":"c.jpg"}', ['c.jpg']],
    ['a single string', 'single.jpg', ['single.jpg']],
    ['a file name made of digits', '12345', ['12345']],
    ['a JSON string of one name', '"a.jpg"', ['a.jpg']],
    ['a JSON null', 'null', []],
    ['a blank string', ' ', []],
    ['nothing', null, []],
  ])('when photo_urls is %s, then the references are read', (_label, value, refs) => {
    expect(claimPhotoRefs(value)).toEqual(refs);
  });

  test.each([
    ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['uploads/claims/b.jpg', 'https://app.example.com/uploads/claims/b.jpg'],
    ['/uploads/x/c.jpg', 'https://app.example.com/uploads/x/c.jpg'],
    ['d.jpg', 'https://app.example.com/uploads/claims/d.jpg'],
    ['/api/files/claims/u1/a.jpg', '/api/files/claims/u1/a.jpg'],
  ])('when the photo reference is %p, then its address is %p', (ref, address) => {
    expect(claimPhotoAddress(ref, 'https://app.example.com/')).toBe(address);
  });

  test.each([
    ['../../etc/passwd', true],
    ['/api/files/claims/u1/../u2/a.jpg', true],
    ['claims\\u1\\a.jpg', true],
    ['javascript:alert(1)', true],
    ['data:image/png;base64,AAAA', true],
    ['https://cdn.example.com/a..b.jpg', false],
    ['/api/files/claims/u1/a.jpg', false],
    ['d.jpg', false],
  ])('when the photo reference is %p, then it is an invalid path: %p', (ref, invalid) => {
    expect(isInvalidPhotoPath(ref)).toBe(invalid);
  });
});

describe('claim limit over the policy year', () => {
  const start = new Date('2025-03-15T00:00:00Z');

  test.each([
    ['2025-03-15T00:00:00Z', '2025-03-15', '2026-03-15'],
    ['2025-09-01T00:00:00Z', '2025-03-15', '2026-03-15'],
    ['2026-03-14T23:59:59Z', '2025-03-15', '2026-03-15'],
    ['2026-03-15T00:00:00Z', '2026-03-15', '2027-03-15'],
    ['2028-01-01T00:00:00Z', '2027-03-15', '2028-03-15'],
    ['2024-01-01T00:00:00Z', '2025-03-15', '2026-03-15'],
  ])('when today is %s, then the policy year runs %s to %s', (now, from, to) => {
    const year = policyYear(start, new Date(now));
    expect(year.start.toISOString().slice(0, 10)).toBe(from);
    expect(year.end.toISOString().slice(0, 10)).toBe(to);
  });

  test('when a policy started on Feb 29, then the anniversary in a common year is Feb 28', () => {
    const year = policyYear(new Date('2024-02-29T00:00:00Z'), new Date('2025-06-01T00:00:00Z'));
    expect(year.start.toISOString().slice(0, 10)).toBe('2025-02-28');
  });

  const claims = [
    { status: 'approved', created_at: '2025-04-01T00:00:00Z' },
    { status: 'rejected', created_at: '2025-05-01T00:00:00Z' },
    { status: 'pending', created_at: '2025-06-01T00:00:00Z' },
    { status: 'approved', created_at: '2024-12-01T00:00:00Z' },
    { status: 'approved', created_at: 'not a date' },
  ];
  const now = new Date('2025-07-01T00:00:00Z');

  test('when claims are counted, then only non-rejected ones of this policy year count', () => {
    expect(claimsUsedThisPolicyYear(claims, start, now)).toBe(2);
  });

  test.each<
    [number, { allowed: boolean; remaining?: number; unlimited?: boolean; message?: string }]
  >([
    [2, { allowed: false, message: CLAIM_MESSAGES.claimLimitReached }],
    [3, { allowed: true, unlimited: false, remaining: 1 }],
    [10, { allowed: true, unlimited: false, remaining: 8 }],
    [11, { allowed: true, unlimited: true }],
  ])(
    'when the plan allows %p claims and 2 were used, then the allowance is %p',
    (limit, outcome) => {
      expect(claimAllowance(limit, claims, start, now)).toMatchObject(outcome);
    },
  );

  test.each<[keyof typeof CLAIM_MESSAGES, string]>([
    ['required', 'Please fill in all required fields'],
    ['notAuthenticated', 'User not authenticated. Please log in again.'],
    ['submitted', 'Claim submitted successfully!'],
    ['submitFailed', 'Failed to submit claim'],
    ['networkError', 'Network error: Failed to submit claim'],
    ['updateFailed', 'Failed to update claim'],
    ['loginAgain', 'Please log in again'],
  ])('when the claim message %p is shown, then it reads %p (spec words)', (key, text) => {
    expect(CLAIM_MESSAGES[key]).toBe(text);
  });

  test.each<[ClaimStatus, string]>([
    ['approved', 'Claim approved successfully'],
    ['rejected', 'Claim rejected successfully'],
    ['completed', 'Claim completed successfully'],
  ])('when an admin sets a claim to %p, then the alert reads %p', (status, text) => {
    expect(claimStatusUpdatedMessage(status)).toBe(text);
  });
});

describe('filing a claim', () => {
  it('when a claim is numbered, then the number reads CLM, the year and its code', () => {
    expect(formatClaimNumber(2026, '7K3QX9M2TD')).toBe('CLM-2026-7K3QX9M2TD');
  });

  it('when codes are drawn, then each has 10 letters none of which reads as another (no I, L, O or U)', () => {
    const codes = Array.from({ length: 2000 }, () =>
      newClaimCode((n) => Math.floor(Math.random() * n)),
    );
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('when the random source gives its lowest and highest values, then the code uses the alphabet ends', () => {
    expect(newClaimCode(() => 0)).toBe('0000000000');
    expect(newClaimCode((n) => n - 1)).toBe('ZZZZZZZZZZ');
  });

  const now = new Date('2026-06-10T12:00:00Z');
  const covering = {
    status: 'active' as const,
    endedAt: null,
    cancelAtPeriodEnd: false,
    nextBillingDate: new Date('2026-07-01T00:00:00Z'),
  };

  test.each([
    ['active', {}, null],
    ['trial', {}, null],
    ['paused', {}, CLAIM_MESSAGES.coveragePaused],
    ['past_due', {}, CLAIM_MESSAGES.coveragePastDue],
    ['canceled', { endedAt: now }, CLAIM_MESSAGES.coverageCanceled],
    ['active', { endedAt: new Date('2026-06-01T00:00:00Z') }, CLAIM_MESSAGES.coverageCanceled],
    ['active', { cancelAtPeriodEnd: true }, null],
    [
      'active',
      { cancelAtPeriodEnd: true, nextBillingDate: new Date('2026-06-09T00:00:00Z') },
      CLAIM_MESSAGES.coverageCanceled,
    ],
  ] as const)(
    'when the subscription is %s with %p, then the coverage problem is %p',
    (status, changes, problem) => {
      expect(claimCoverageProblem({ ...covering, ...changes, status }, now)).toBe(problem);
    },
  );

  const basic = { name: 'Basic Plan', deductibles: DEFAULT_PLAN_DEDUCTIBLES };
  const premium = {
    name: 'Premium Plan',
    deductibles: { ...DEFAULT_PLAN_DEDUCTIBLES, theft: { kind: 'amount', cents: 9900 } as const },
  };
  test('when theft is claimed on a plan without theft cover, then the message says the plan does not cover theft', () => {
    expect(claimPerilProblem('theft', basic)).toBe('Your Basic Plan does not cover theft');
    expect(claimPerilProblem('theft', premium)).toBeNull();
  });

  test('when the plan does not cover screens, then a screen claim is refused; perils without a deductible are covered', () => {
    const noScreen = {
      name: 'Glass Plan',
      deductibles: {
        ...DEFAULT_PLAN_DEDUCTIBLES,
        screen: { kind: 'notCovered', label: 'No Coverage' } as const,
      },
    };
    expect(claimPerilProblem('screen_damage', noScreen)).toBe(
      'Your Glass Plan does not cover screen damage',
    );
    expect(claimPerilProblem('back_glass', noScreen)).toBeNull();
    expect(claimPerilProblem('water_damage', basic)).toBeNull();
    expect(claimPerilProblem('other', basic)).toBeNull();
  });

  const start = new Date('2026-05-20T15:00:00Z');
  test.each([
    ['2026-06-10', null],
    // Already June 11 east of UTC+12 when it is noon UTC.
    ['2026-06-11', null],
    ['2026-06-12', CLAIM_MESSAGES.futureIncident],
    ['2026-05-20', null],
    // Coverage began at 15:00 UTC, still May 20 everywhere but nowhere May 19.
    ['2026-05-19', CLAIM_MESSAGES.incidentBeforeCoverage],
  ])('when the incident date is %p, then the problem is %p', (date, problem) => {
    expect(incidentDateProblem(date, start, now)).toBe(problem);
  });

  test.each([
    ['photo.jpg', 'photo.jpg'],
    ['C:\\Users\\me\\cracked screen.png', 'cracked screen.png'],
    ['../../etc/passwd', 'passwd'],
    ['bad\u0000name\n.jpg', 'badname.jpg'],
    ['', null],
    [null, null],
    ['a'.repeat(300), 'a'.repeat(100)],
  ])('when a photo is sent as %p, then its label is %p', (name, label) => {
    expect(photoLabel(name)).toBe(label);
  });

  test.each(['Infinity', '1e300', '-1', 'abc'])(
    'when the estimated cost is %p, then the form is refused',
    (cost) => {
      expect(() =>
        claimSchema.validateSync({
          device_id: 'd',
          claim_type: 'screen_damage',
          description: 'Cracked',
          incident_date: '2026-06-01',
          estimated_repair_cost: cost,
        }),
      ).toThrow(CLAIM_MESSAGES.invalidCost);
    },
  );
});

describe('admin claims search and conflicts', () => {
  const claim = {
    userEmail: 'Jane.Doe@Example.com',
    userName: 'Jane  van Doe',
    claimNumber: 'CLM-2026-000042',
  };

  test('when a claim is stored, then its keys hold the starts of the e-mail, the name and each word, and the claim number', () => {
    const keys = claimSearchKeys(claim);
    for (const key of [
      'j',
      'jane.doe@ex',
      'jane.doe@example.com',
      'jane van doe',
      'van',
      'do',
      'clm-2026-000042',
    ])
      expect(keys).toContain(key);
    expect(keys).not.toContain('doe@example.com');
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('when a value is longer than the prefix limit, then its prefixes stop there and the whole value is kept', () => {
    const long = `${'a'.repeat(60)}@example.com`;
    const keys = claimSearchKeys({ userEmail: long, userName: '', claimNumber: '' });
    expect(keys).toContain(long);
    expect(keys).toContain('a'.repeat(CLAIM_SEARCH_PREFIX_LENGTH));
    expect(keys).not.toContain('a'.repeat(CLAIM_SEARCH_PREFIX_LENGTH + 1));
  });

  test('when a search is typed, then it is read as the keys store it, and a claim number is recognised', () => {
    expect(normalizeClaimSearch('  Jane   VAN ')).toBe('jane van');
    expect(normalizeClaimSearch(undefined)).toBe('');
    expect(claimNumberSearch(' clm-2026-000042 ')).toBe('CLM-2026-000042');
    expect(claimNumberSearch('jane')).toBeNull();
  });

  test('when another admin changed the claim first, then the message names its status now', () => {
    expect(claimChangedMessage('approved')).toBe(
      'This claim was changed by someone else (now approved). Reload to see it.',
    );
  });
});
