// Saving a quote: the server prices it again from the stored plan and device pricing with the domain's
// quote rules; prices sent by the client are never read.
import {
  type QuoteForm,
  classifyDevice,
  normalisePlan,
  priceQuote,
  resolveQuoteSelection,
} from '@protect/domain';
import type { Clock } from '../adapters/clock';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import { logs } from '../logs';
import { devicePricingToWire, planToWire } from '../presenters';
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
      const devices = device?.isActive ? [devicePricingToWire(device)] : [];
      const displayPlan = plan?.isActive ? normalisePlan(planToWire(plan)) : null;
      const selection = resolveQuoteSelection(
        devices,
        displayPlan ? [displayPlan] : [],
        form.deviceModel,
        form.planId,
      );
      if (!selection.ok) throw AppError.validation({ [selection.field]: selection.message });

      const pricing = priceQuote(selection.plan, selection.device);
      const quote = await deps.quotes.add({
        userId: caller.uid,
        userEmail: caller.email ?? '',
        deviceType: classifyDevice(selection.device.device_model),
        devicePricingId: String(selection.device.id),
        deviceBrand: selection.device.device_brand,
        deviceModel: selection.device.device_model,
        deviceValueCents: pricing.deviceValueCents,
        planId,
        planType: selection.plan.planType,
        planName: selection.plan.name,
        monthlyPriceCents: pricing.monthlyCents,
        yearlyPriceCents: pricing.yearlyCents,
        originalPriceCents: pricing.originalMonthlyCents,
        savingsText: selection.plan.savingsText,
        deductibles: pricing.deductibles,
        claimLimit: selection.plan.claimLimit,
        coverageLimitCents: selection.plan.coverageLimitCents,
        planFeatures: selection.plan.features,
        imei: form.imei ?? '',
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
