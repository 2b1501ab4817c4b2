import { addMonthsUtc, addYearsUtc, formatUsDate, relativeDayLabel, toDate } from '../src';

describe('dates', () => {
  test.each([
    ['2026-01-31T00:00:00Z', 1, '2026-02-28'],
    ['2026-01-31T00:00:00Z', 13, '2027-02-28'],
    ['2026-03-31T00:00:00Z', -1, '2026-02-28'],
    ['2026-01-15T00:00:00Z', -2, '2025-11-15'],
    ['2024-02-29T00:00:00Z', 12, '2025-02-28'],
  ])('when %s moves by %p months, then it lands on %s', (from, months, to) => {
    expect(addMonthsUtc(new Date(from), months).toISOString().slice(0, 10)).toBe(to);
  });

  test('when years are added, then Feb 29 becomes Feb 28 in a common year', () => {
    expect(addYearsUtc(new Date('2024-02-29T00:00:00Z'), 4).toISOString().slice(0, 10)).toBe(
      '2028-02-29',
    );
    expect(addYearsUtc(new Date('2024-02-29T00:00:00Z'), 1).toISOString().slice(0, 10)).toBe(
      '2025-02-28',
    );
  });

  test.each<[unknown, string | null]>([
    [new Date('2026-01-01T00:00:00Z'), '2026-01-01T00:00:00.000Z'],
    ['2026-01-01T00:00:00Z', '2026-01-01T00:00:00.000Z'],
    [0, '1970-01-01T00:00:00.000Z'],
    [new Date('x'), null],
    ['', null],
    ['nope', null],
    [null, null],
  ])('when %p is read as a date, then it is %p', (value, iso) => {
    expect(toDate(value)?.toISOString() ?? null).toBe(iso);
  });

  // Local-time constructors: the labels follow the viewer's calendar, whatever the machine's time zone.
  test.each<[Date, string | null]>([
    [new Date(2026, 2, 10, 0, 5), 'Today'],
    [new Date(2026, 2, 9, 23, 55), 'Yesterday'],
    [new Date(2026, 2, 9, 0, 0), 'Yesterday'],
    [new Date(2026, 2, 8, 23, 59), null],
    [new Date(2026, 2, 11, 9, 0), null],
  ])('when a date is %p, then it shows as %p', (date, label) => {
    expect(relativeDayLabel(date, new Date(2026, 2, 10, 23, 50))).toBe(label);
  });
});

describe('formatUsDate', () => {
  it('writes the UTC calendar day in US English', () => {
    expect(formatUsDate(new Date('2026-12-23T10:00:00Z'))).toBe('December 23, 2026');
    expect(formatUsDate(new Date('2027-01-01T00:00:00Z'))).toBe('January 1, 2027');
  });
});
