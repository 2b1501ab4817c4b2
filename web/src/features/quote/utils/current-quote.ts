// The quote kept in the browser under 'currentQuote' (spec 01 section 3), priced in cents.
// `savedQuoteId` marks a quote the server stored (with the server's prices), so it is attached to an
// account only once.
import type { PricedQuote } from '@protect/domain';

export const CURRENT_QUOTE_KEY = 'currentQuote';

export interface StoredQuote extends PricedQuote {
  createdAt: string;
  savedQuoteId?: string;
}

export function readCurrentQuote(): StoredQuote | null {
  try {
    const raw = window.localStorage.getItem(CURRENT_QUOTE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredQuote> | null;
    // A quote kept by an older version of the site (dollars, no cents) is dropped, not misread.
    if (!parsed || typeof parsed.planId !== 'number' || typeof parsed.devicePricingId !== 'string')
      return null;
    if (typeof parsed.monthlyPriceCents !== 'number' || typeof parsed.createdAt !== 'string')
      return null;
    return parsed as StoredQuote;
  } catch {
    return null;
  }
}

export function writeCurrentQuote(quote: StoredQuote): void {
  try {
    window.localStorage.setItem(CURRENT_QUOTE_KEY, JSON.stringify(quote));
  } catch {
    // Storage may be full or disabled; the quote still goes to the server when signed in.
  }
}
