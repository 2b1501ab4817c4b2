// Text helpers for copy that must not wrap at a hyphen on a narrow screen.

const NON_BREAKING_HYPHEN = '\u2011';

/**
 * Turns the hyphens of numbers, ranges and weekday spans ("1-800-555-0199", "1-2 business days", "24-48",
 * "30-day", "Mon-Fri", "8AM-8PM") into non-breaking hyphens, so a line never ends on "1-" or "Mon-". For
 * display only: search and tests keep matching the plain text.
 */
export function keepHyphenated(text: string): string {
  return text.replace(/(?<=\d)-|-(?=\d)|(?<=\bMon)-(?=Fri\b)/g, NON_BREAKING_HYPHEN);
}
