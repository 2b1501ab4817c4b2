// Money is integer cents inside the product; dollars exist only at the edges (API JSON, UI text).
// Every helper here either produces cents or consumes cents, so sums never suffer float error.

/** An integer number of US cents. */
export type Cents = number;

/**
 * Converts a dollar amount (as the API JSON carries it, e.g. 19.99) to integer cents.
 * Rounds half away from zero after removing binary noise (19.99 * 100 = 1998.9999999999998).
 */
export function dollarsToCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a finite dollar amount: ${dollars}`);
  const scaled = Number((Math.abs(dollars) * 100).toPrecision(15));
  const cents = Math.round(scaled);
  return dollars < 0 ? -cents : cents;
}

/** Converts integer cents to a dollar number with at most 2 decimals (for API JSON). */
export function centsToDollars(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** Adds amounts of cents exactly (integers never lose precision below 2^53). */
export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce((total, amount) => total + amount, 0);
}

/** Multiplies cents by a factor (e.g. 12 months, or a proration fraction), rounding to the cent. */
export function multiplyCents(cents: Cents, factor: number): Cents {
  return Math.round(Number((cents * factor).toPrecision(15)));
}

/** Formats cents as a US dollar amount with 2 decimals: 1999 -> "$19.99", 123456 -> "$1,234.56", -500 -> "-$5.00". */
export function formatCents(cents: Cents): string {
  const [dollars, hundredths] = centsToDecimalString(Math.abs(cents)).split('.');
  return `${cents < 0 ? '-' : ''}$${formatCount(Number(dollars))}.${hundredths}`;
}

/**
 * A whole number with a comma every three digits, as US English writes it: 12345 -> "12,345".
 * Plain string work, not Intl.NumberFormat or toLocaleString: the first Intl formatter on a page costs a
 * phone 50-200 ms of blocked main thread (README, "How the web build reaches the screen"), and a page that
 * shows only prices and counts then never pays it.
 */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Formats cents as a plain 2-decimal number without the $ sign: 1999 -> "19.99" (for inputs and CSV). */
export function centsToDecimalString(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
