// Admin changes to the device pricing table: each one audited (in the same transaction) and the public
// catalogue cache dropped so the next read sees it.
import { type DevicePricingFormValues, dollarsToCents } from '@protect/domain';
import type { Clock } from '../adapters/clock';
import type {
  DevicePricingFields,
  DevicePricingRecord,
  DevicePricingRepository,
} from '../repositories/device-pricing';
import type { Page, PageRequest } from '../repositories/pages';
import type { CatalogueService } from './catalogue';
import { catalogueEditor } from './catalogue-editor';

/** Form values (dollars, snake_case) to stored fields (cents); an allow-list, never the body itself. */
function toFields(values: DevicePricingFormValues): DevicePricingFields {
  return {
    deviceBrand: values.device_brand,
    deviceModel: values.device_model,
    deviceValueCents: dollarsToCents(values.device_value),
    planPriceCents: dollarsToCents(values.plan_price),
    deductibleScreenCents: dollarsToCents(values.deductible_screen),
    deductibleBackGlassCents: dollarsToCents(values.deductible_back_glass),
    deductibleTheftCents: dollarsToCents(values.deductible_theft),
    isActive: values.is_active,
  };
}

const FIELDS_BY_INPUT: Readonly<
  Record<keyof DevicePricingFormValues, readonly (keyof DevicePricingFields)[]>
> = {
  device_brand: ['deviceBrand'],
  device_model: ['deviceModel'],
  device_value: ['deviceValueCents'],
  plan_price: ['planPriceCents'],
  deductible_screen: ['deductibleScreenCents'],
  deductible_back_glass: ['deductibleBackGlassCents'],
  deductible_theft: ['deductibleTheftCents'],
  is_active: ['isActive'],
};

export function createAdminDevicePricingService(deps: {
  devicePricing: DevicePricingRepository;
  catalogue: Pick<CatalogueService, 'invalidate'>;
  clock: Clock;
}) {
  return {
    /** One page of the admin list, newest first, with how many records there are in all. */
    async page(request: PageRequest): Promise<Page<DevicePricingRecord> & { total: number }> {
      const [page, total] = await Promise.all([
        deps.devicePricing.page(request),
        deps.devicePricing.count(),
      ]);
      return { ...page, total };
    },
    ...catalogueEditor(deps, {
      entity: 'devicePricing',
      records: deps.devicePricing,
      form: { fieldsOf: toFields, fieldsByInput: FIELDS_BY_INPUT },
      idOf: (pathId) => pathId,
      notFound: 'Device pricing not found',
    }),
  };
}

export type AdminDevicePricingService = ReturnType<typeof createAdminDevicePricingService>;
