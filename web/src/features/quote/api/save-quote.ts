// POST /api/quotes: stores a quote for the signed-in customer. The body is the quote form (domain
// quoteFormSchema: deviceModel is the device pricing id); the server prices the quote itself, and the
// answer is what the web keeps and shows from then on.
import { useMutation } from '@tanstack/react-query';
import {
  type QuoteForm,
  type QuoteWire,
  type SaveQuoteAnswer,
  deductibleFromDollarsOrLabel,
  dollarsToCents,
} from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';
import type { StoredQuote } from '../utils/current-quote';

export function quoteFormOf(quote: StoredQuote): QuoteForm {
  return {
    deviceType: quote.deviceType,
    deviceModel: quote.devicePricingId,
    planId: String(quote.planId),
    imei: quote.imei,
  };
}

/** The saved quote as the server priced it. */
export function quoteFromWire(quote: QuoteWire): StoredQuote {
  return {
    deviceType: quote.deviceType,
    devicePricingId: quote.devicePricingId,
    deviceBrand: quote.deviceBrand,
    deviceModel: quote.deviceModel,
    deviceValueCents: dollarsToCents(quote.deviceValue),
    planId: Number(quote.planId),
    planType: quote.planType,
    planName: quote.planName,
    monthlyPriceCents: dollarsToCents(quote.monthlyPrice),
    yearlyPriceCents: dollarsToCents(quote.yearlyPrice),
    originalPriceCents: quote.originalPrice === null ? null : dollarsToCents(quote.originalPrice),
    savingsPerYearCents: dollarsToCents(quote.savingsPerYear),
    savingsText: quote.savingsText ?? '',
    deductibles: {
      screen: deductibleFromDollarsOrLabel(quote.deductibles.screen),
      backGlass: deductibleFromDollarsOrLabel(quote.deductibles.backGlass),
      theft: deductibleFromDollarsOrLabel(quote.deductibles.theft),
    },
    claimLimit: quote.claimLimit,
    coverageLimitCents: dollarsToCents(quote.coverageLimit),
    planFeatures: quote.planFeatures,
    imei: quote.imei,
    createdAt: quote.createdAt,
    savedQuoteId: quote.id,
  };
}

export async function saveQuote(quote: StoredQuote): Promise<StoredQuote> {
  const answer = await apiFetch<SaveQuoteAnswer>('/api/quotes', {
    method: 'POST',
    body: quoteFormOf(quote),
  });
  return quoteFromWire(answer.quote);
}

export function useSaveQuote() {
  return useMutation({
    mutationFn: saveQuote,
    meta: { errorMessage: 'Failed to save quote. Please try again.' },
  });
}
