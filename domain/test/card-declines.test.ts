import {
  CARD_DECLINE_LIMIT,
  CARD_DECLINE_WINDOW_MS,
  cardDeclinePauseMessage,
  cardDeclineStanding,
  cardDeclineSummary,
  declinesInWindow,
} from '../src/card-declines';

const HOUR = 60 * 60 * 1000;
const now = new Date('2025-03-05T15:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('card declines', () => {
  it('when a customer has fewer declines than the limit in 24 hours, then they may pay', () => {
    const declines = [ago(1 * HOUR), ago(2 * HOUR), ago(3 * HOUR), ago(4 * HOUR)];
    expect(cardDeclineStanding(declines, now)).toEqual({ declines: 4, pausedUntil: null });
  });

  it('when a card tester reaches 5 declines within 24 hours, then paying pauses until the 5th newest is 24 hours old', () => {
    const declines = [ago(1 * HOUR), ago(2 * HOUR), ago(3 * HOUR), ago(4 * HOUR), ago(5 * HOUR)];
    expect(CARD_DECLINE_LIMIT).toBe(5);
    expect(cardDeclineStanding(declines, now)).toEqual({
      declines: 5,
      pausedUntil: new Date(ago(5 * HOUR).getTime() + CARD_DECLINE_WINDOW_MS),
    });
  });

  it('when a tester keeps going past the limit, then the pause lasts until only 4 declines are left in the window', () => {
    const declines = Array.from({ length: 8 }, (_, i) => ago((i + 1) * HOUR));
    // The 5th newest (5 hours ago) decides: once it is 24 hours old, 4 remain.
    expect(cardDeclineStanding(declines, now).pausedUntil).toEqual(
      new Date(now.getTime() + 19 * HOUR),
    );
    const justBefore = new Date(now.getTime() + 19 * HOUR - 1);
    expect(cardDeclineStanding(declines, justBefore).pausedUntil).not.toBeNull();
    const atTheEnd = new Date(now.getTime() + 19 * HOUR);
    expect(cardDeclineStanding(declines, atTheEnd)).toEqual({ declines: 4, pausedUntil: null });
  });

  it('when declines are spread so that no 24 hours hold 5, then paying is never paused', () => {
    const declines = [ago(1 * HOUR), ago(6 * HOUR), ago(12 * HOUR), ago(18 * HOUR), ago(24 * HOUR)];
    expect(cardDeclineStanding(declines, now)).toEqual({ declines: 4, pausedUntil: null });
  });

  it('when declines are out of order or stamped by a clock that ran ahead, then they still count', () => {
    const ahead = new Date(now.getTime() + 1000);
    const declines = [ago(3 * HOUR), ahead, ago(1 * HOUR), ago(23 * HOUR), ago(2 * HOUR)];
    expect(cardDeclineStanding(declines, now).declines).toBe(5);
    expect(cardDeclineStanding(declines, now).pausedUntil).toEqual(new Date(now.getTime() + HOUR));
    expect(declinesInWindow(declines, now)[0]).toEqual(ahead);
  });

  it('when paused, then the message says why and until when, in UTC', () => {
    expect(cardDeclinePauseMessage(new Date('2025-03-06T10:00:00.000Z'))).toBe(
      'Too many declined card attempts. For your security, payments are paused until Mar 6, 2025, 10:00 AM UTC.',
    );
  });

  it('when an admin looks at a customer, then the summary gives the count and, while paused, until when', () => {
    expect(cardDeclineSummary(2, null)).toBe('Card declines in the last 24 hours: 2.');
    expect(cardDeclineSummary(5, new Date('2025-03-06T10:00:00.000Z'))).toBe(
      'Card declines in the last 24 hours: 5: payments paused until Mar 6, 2025, 10:00 AM UTC.',
    );
  });
});
