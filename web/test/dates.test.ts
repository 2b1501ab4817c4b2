// The back office's dates: the US short date a US browser shows, written without Intl, in the browser's
// time zone, so that a claim filed late in the evening shows the day its reviewer lived it.
import { usCalendarDay, usDate } from '../src/lib/dates';

describe('the back office date', () => {
  it('writes month/day/year without leading zeros, as a US browser does', () => {
    expect(usDate(new Date(2026, 2, 5))).toBe('3/5/2026');
    expect(usDate(new Date(2026, 10, 29, 23, 59))).toBe('11/29/2026');
  });

  it('reads the same as toLocaleDateString in US English, across a year of days', () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(2028, 0, 1 + day, 12);
      expect(usDate(date)).toBe(date.toLocaleDateString('en-US'));
    }
  });

  it('shows an api timestamp on the day of the browser time zone', () => {
    const at = new Date('2026-11-30T03:30:00.000Z');
    expect(usDate(at)).toBe(at.toLocaleDateString('en-US'));
  });

  it('writes a calendar day as that day, whatever the time zone', () => {
    expect(usCalendarDay('2026-03-05')).toBe('3/5/2026');
    expect(usCalendarDay('2026-12-31')).toBe('12/31/2026');
  });

  it('leaves a value that is not a calendar day as it came', () => {
    expect(usCalendarDay('not recorded')).toBe('not recorded');
  });
});
