// The quote kept in the browser under 'currentQuote' (spec 01 section 3). `savedQuoteId` marks a
// quote the server already stored, so it is attached to an account only once.
import type { Quote } from '@protect/domain';

export const CURRENT_QUOTE_KEY = 'currentQuote';

export interface StoredQuote extends Quote {
  /** The device pricing record the quote was made for (what POST /api/quotes takes as deviceModel). */
  devicePricingId: string;
  savedQuoteId?: string;
}

export function readCurrentQuote(): StoredQuote | null {
  try {
    const raw = window.localStorage.getItem(CURRENT_QUOTE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredQuote> | null;
    if (!parsed || typeof parsed.planId !== 'string' || typeof parsed.devicePricingId !== 'string') return null;
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
