// POST /api/quotes: stores a quote for the signed-in customer. The server recomputes every price
// from its own catalogue, so the numbers sent here are informational.
import { useMutation } from '@tanstack/react-query';
import type { Quote } from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';

export interface SavedQuote extends Partial<Quote> {
  id: string;
}

export interface SaveQuoteResponse {
  success: true;
  quote: SavedQuote;
}

/** Only the fields of the quote, never local bookkeeping such as savedQuoteId. */
export function quoteBody(quote: Quote): Quote {
  const {
    deviceType, deviceBrand, deviceModel, deviceValue, planId, planType, planName, monthlyPrice, yearlyPrice,
    originalPrice, savingsText, deductibles, claimLimit, coverageLimit, planFeatures, imei, userId, userEmail, createdAt,
  } = quote;
  return {
    deviceType, deviceBrand, deviceModel, deviceValue, planId, planType, planName, monthlyPrice, yearlyPrice,
    originalPrice, savingsText, deductibles, claimLimit, coverageLimit, planFeatures, imei, userId, userEmail, createdAt,
  };
}

export function saveQuote(quote: Quote): Promise<SaveQuoteResponse> {
  return apiFetch<SaveQuoteResponse>('/api/quotes', { method: 'POST', body: quoteBody(quote) });
}

export function useSaveQuote() {
  return useMutation({
    mutationFn: saveQuote,
    meta: { errorMessage: 'Failed to save quote. Please try again.' },
  });
}
