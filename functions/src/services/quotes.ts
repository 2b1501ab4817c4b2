// Saving a quote: the server prices it again from the stored plan and device pricing with the domain's
// quote rules (quoteFor), and stores exactly what they return; prices sent by the client are never read.
import { QUOTE_MESSAGES, type QuoteForm, quoteFor, resolveQuoteSelection } from '@protect/domain';
import type { Clock } from '../adapters/clock';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import { logs } from '../logs';
import type { DevicePricingRepository } from '../repositories/device-pricing';
import type { PlansRepository } from '../repositories/plans';
import type { QuoteRecord, QuotesRepository } from '../repositories/quotes';

export function createQuotesService(deps: {
  plans: PlansRepository;
  devicePricing: DevicePricingRepository;
  quotes: QuotesRepository;
  clock: Clock;
}) {
  return {
    async save(caller: Caller, form: QuoteForm): Promise<QuoteRecord> {
      const planId = Number(form.planId);
      // Fresh reads, not the 5-minute cache: a saved price must be the current one.
      const [device, plan] = await Promise.all([
        deps.devicePricing.get(form.deviceModel),
        Number.isSafeInteger(planId) ? deps.plans.get(planId) : Promise.resolve(null),
      ]);
      const selection = resolveQuoteSelection(
        device?.isActive ? [device] : [],
        plan?.isActive ? [plan] : [],
        form.deviceModel,
        form.planId,
      );
      if (!selection.ok) throw AppError.validation({ [selection.field]: selection.message });
      const priced = quoteFor(selection.plan, selection.device, form.imei ?? '');
      // A plan without a price for this device (a range plan that is not per device) cannot be sold.
      if (!priced) throw AppError.validation({ planId: QUOTE_MESSAGES.invalidPlan });

      const quote = await deps.quotes.add({
        ...priced,
        userId: caller.uid,
        userEmail: caller.email ?? '',
        status: 'pending',
        createdAt: deps.clock.now(),
      });
      logs.quoteSaved(quote.id, caller.uid);
      return quote;
    },

    listOwn(caller: Caller): Promise<QuoteRecord[]> {
      return deps.quotes.listForUser(caller.uid);
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
