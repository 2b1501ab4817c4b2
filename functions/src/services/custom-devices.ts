// Custom devices: a model that is not in the price table, priced from the value its owner states. A listed
// model typed as a custom one is refused, naming the listed model (DESIGN 5a: a custom device cannot be a
// listed model under another value), so that a $1,999 phone is never priced as a $50 one.
import {
  type CustomDevicePricingBody,
  type DevicePricing,
  dollarsToCents,
  listedModelMessage,
  listedModelNamed,
  priceCustomDevice,
} from '@protect/domain';
import type { Clock } from '../adapters/clock';
import { AppError } from '../app-error';
import type { DevicePricingRecord } from '../repositories/device-pricing';

/** A 400 on `field` when the custom device's brand and model name a model of `listed`. */
export function refuseListedModel(
  listed: readonly DevicePricing[],
  device: { brand: string; model: string },
  field: string,
): void {
  const record = listedModelNamed(listed, device.brand, device.model);
  if (record) throw AppError.validation({ [field]: listedModelMessage(record) });
}

export interface CustomDevicesDeps {
  /** The models a customer can choose from the list (active ones). */
  listedDevices: () => Promise<readonly DevicePricing[]>;
  clock: Clock;
}

export function createCustomDevicesService(deps: CustomDevicesDeps) {
  return {
    /** POST /api/device-pricing/custom: the price of a model not in the list; a listed one is a 400. */
    async price(body: CustomDevicePricingBody): Promise<DevicePricingRecord> {
      refuseListedModel(
        await deps.listedDevices(),
        { brand: body.device_brand, model: body.device_model },
        'device_model',
      );
      const now = deps.clock.now();
      const priced = priceCustomDevice({
        deviceBrand: body.device_brand,
        deviceModel: body.device_model,
        deviceValueCents: dollarsToCents(body.device_value),
      });
      return { ...priced, createdAt: now, updatedAt: now };
    },
  };
}

export type CustomDevicesService = ReturnType<typeof createCustomDevicesService>;
