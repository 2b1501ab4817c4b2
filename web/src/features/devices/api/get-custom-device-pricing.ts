// POST /api/device-pricing/custom -> CustomDevicePricingAnswer: a model that is not in the table, priced by
// the api from the value its owner states. A POST that changes nothing, so it is read as a query: cached
// per brand, model and value, and asked again only when one of them changes.
import { queryOptions, skipToken } from '@tanstack/react-query';
import {
  REGISTER_DEVICE_MESSAGES,
  type CustomDevicePricingAnswer,
  type CustomDevicePricingBody,
  type DevicePricing,
  devicePricingFromWire,
} from '@protect/domain';
import { ApiError, apiFetch } from '../../../lib/api-client';

async function getCustomDevicePricing(body: CustomDevicePricingBody): Promise<DevicePricing> {
  const answer = await apiFetch<CustomDevicePricingAnswer>('/api/device-pricing/custom', {
    method: 'POST',
    body,
  });
  return devicePricingFromWire(answer.device);
}

/** The custom model's price; nothing is asked while `body` is null (name or value not typed yet). */
export function customDevicePricingQuery(body: CustomDevicePricingBody | null) {
  return queryOptions({
    queryKey: ['custom-device-pricing', body?.device_brand, body?.device_model, body?.device_value],
    queryFn: body ? () => getCustomDevicePricing(body) : skipToken,
    retry: false,
    // lib/notify shows this wording (a 401 is lib/session-ended's).
    meta: { errorMessage: REGISTER_DEVICE_MESSAGES.customPricingFailed },
  });
}

/** The api's refusal of a custom model that is a listed one (a 400 on device_model), or null. */
export function customModelRefusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400 || Array.isArray(error.errors))
    return null;
  return error.errors?.device_model ?? null;
}
