// Calendar helpers in UTC, so that server and browser agree whatever their time zone.

export const MS_PER_DAY = 24 * 60 * 60 * 1000;

function daysInMonthUtc(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * Adds calendar months, clamping to the month's last day (Jan 31 + 1 month = Feb 28, or Feb 29 in a leap year),
 * keeping the time of day.
 */
export function addMonthsUtc(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const targetMonth = date.getUTCMonth() + months;
  const targetYear = year + Math.floor(targetMonth / 12);
  const monthIndex = ((targetMonth % 12) + 12) % 12;
  const day = Math.min(date.getUTCDate(), daysInMonthUtc(targetYear, monthIndex));
  return new Date(
    Date.UTC(
      targetYear,
      monthIndex,
      day,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

/** Adds whole years, clamping Feb 29 to Feb 28 in common years. */
export function addYearsUtc(date: Date, years: number): Date {
  return addMonthsUtc(date, years * 12);
}

/** Reads a date from a Date, an ISO string or epoch milliseconds; null when unreadable. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' || typeof value === 'number') {
    if (value === '') return null;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/**
 * 'Today', 'Yesterday' or null (the caller then shows the locale date). Compares calendar days in the
 * runtime's local time zone, because this is a display rule: "today" is the viewer's today.
 */
export function relativeDayLabel(date: Date, now: Date): 'Today' | 'Yesterday' | null {
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  const diff = Math.round((day(now) - day(date)) / MS_PER_DAY);
  if (diff === 0) return 'Today';
  if (diff === 1) return 'Yesterday';
  return null;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A calendar day in US English, by its UTC date: "December 23, 2026" (for messages the api writes). */
export function formatUsDate(date: Date): string {
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
