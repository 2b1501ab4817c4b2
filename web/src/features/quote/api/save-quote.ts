// POST /api/quotes: stores a quote for the signed-in customer. The body is the quote form (domain
// quoteFormSchema: deviceModel is the device pricing id); the server prices the quote again itself.
import { useMutation } from '@tanstack/react-query';
import type { Quote, QuoteForm } from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';
import type { StoredQuote } from '../utils/current-quote';

export interface SavedQuote extends Partial<Quote> {
  id: string;
}

export interface SaveQuoteResponse {
  success: true;
  message?: string;
  quote: SavedQuote;
}

export function quoteFormOf(quote: StoredQuote): QuoteForm {
  return { deviceType: quote.deviceType, deviceModel: quote.devicePricingId, planId: quote.planId, imei: quote.imei };
}

export function saveQuote(quote: StoredQuote): Promise<SaveQuoteResponse> {
  return apiFetch<SaveQuoteResponse>('/api/quotes', { method: 'POST', body: quoteFormOf(quote) });
}

export function useSaveQuote() {
  return useMutation({
    mutationFn: saveQuote,
    meta: { errorMessage: 'Failed to save quote. Please try again.' },
  });
}
