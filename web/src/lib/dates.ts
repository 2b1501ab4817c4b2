// How the web shows dates: Today / Yesterday / the locale date (spec 02 section 2), and calendar days.
import { relativeDayLabel } from '@protect/domain';

// Made once: toLocaleDateString with options builds a new formatter on every call (about 0.25 ms each in
// V8, 100x the cached one's format), and the dashboards' lists show a date per row. Made on first use,
// not when this module loads: a page's first Intl date formatter loads the locale's date data (about
// 100 ms on a 4x slower phone), which then falls in the render of the first date instead of in the
// task that evaluates the page's code.
let longDate: Intl.DateTimeFormat | null = null;
const longDateFormat = () =>
  (longDate ??= new Intl.DateTimeFormat(undefined, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }));

/** 'Today', 'Yesterday' or the locale date (spec 02 section 2). */
export function formatDay(date: Date, now: Date): string {
  return relativeDayLabel(date, now) ?? longDateFormat().format(date);
}

/** 'today', 'yesterday' or 'on {locale date}', for use inside a sentence. */
export function onDay(date: Date, now: Date): string {
  const relative = relativeDayLabel(date, now);
  return relative ? relative.toLowerCase() : `on ${formatDay(date, now)}`;
}

/**
 * A day as the back office writes it, the US short date: 11/29/2026, in the browser's time zone (what
 * toLocaleDateString gives in the US). Plain string work, not Intl, like the prices (formatCount in
 * domain/money.ts): the admin pages show no other Intl text, and a page's first Intl date formatter loads
 * the locale's date data, 120-200 ms of one blocking render on a 4x slower phone (bench:web traces of
 * /admin/dashboard). The customer's pages keep the locale date the spec asks for.
 */
export function usDate(date: Date): string {
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
}

/** A calendar day 'YYYY-MM-DD' as that day at local midnight (whatever the time zone), or null. */
function localDay(day: string): Date | null {
  const [y, m, d] = day.split('-').map(Number);
  return y && m && d ? new Date(y, m - 1, d) : null;
}

/** A calendar day 'YYYY-MM-DD' as the back office writes it (usDate): 2026-03-05 -> 3/5/2026. */
export function usCalendarDay(day: string): string {
  const date = localDay(day);
  return date ? usDate(date) : day;
}

/** A calendar day 'YYYY-MM-DD' in the locale's format (read as that day, whatever the time zone). */
export function calendarDayLabel(day: string): string {
  const date = localDay(day);
  return date ? date.toLocaleDateString() : day;
}
