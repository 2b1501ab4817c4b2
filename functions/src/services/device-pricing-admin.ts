// Admin changes to the device pricing table: each one audited (in the same transaction) and the public
// catalogue cache dropped so the next read sees it.
import type { Clock } from '../adapters/clock';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import { logs } from '../logs';
import type { Actor } from '../repositories/audit-log';
import type {
  DevicePricingFields,
  DevicePricingRecord,
  DevicePricingRepository,
} from '../repositories/device-pricing';
import type { Page, PageRequest } from '../repositories/pages';
import type { CatalogueService } from './catalogue';

function actor(caller: Caller): Actor {
  return { uid: caller.uid, email: caller.email };
}

export function createDevicePricingAdminService(deps: {
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
    async create(caller: Caller, fields: DevicePricingFields): Promise<DevicePricingRecord> {
      const record = await deps.devicePricing.create(fields, actor(caller), deps.clock.now());
      deps.catalogue.invalidate();
      logs.adminAction('devicePricing.create', caller.uid, record.id);
      return record;
    },
    async update(
      caller: Caller,
      id: string,
      changes: Partial<DevicePricingFields>,
    ): Promise<DevicePricingRecord> {
      const record = await deps.devicePricing.update(id, changes, actor(caller), deps.clock.now());
      if (!record) throw AppError.notFound('Device pricing not found');
      deps.catalogue.invalidate();
      logs.adminAction('devicePricing.update', caller.uid, id);
      return record;
    },
    async remove(caller: Caller, id: string): Promise<void> {
      const deleted = await deps.devicePricing.delete(id, actor(caller), deps.clock.now());
      if (!deleted) throw AppError.notFound('Device pricing not found');
      deps.catalogue.invalidate();
      logs.adminAction('devicePricing.delete', caller.uid, id);
    },
  };
}

export type DevicePricingAdminService = ReturnType<typeof createDevicePricingAdminService>;
