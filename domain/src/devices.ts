// Devices: phone/tablet classification, fuzzy matching of a model to its price record, search and counts.
import { type Cents, dollarsFromUnknown } from './money';
import type { DevicePricing } from './wire';

export const DEVICE_TYPES = ['phone', 'tablet'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** A model name containing any of these (case-insensitive) is a tablet (spec 01 section 9). */
export const TABLET_KEYWORDS = ['ipad', 'tab', 'surface', 'fire hd', 'fire max', 'pad', 'matebook'] as const;

/** Classifies a device as tablet when its model name contains a tablet keyword, else phone. */
export function classifyDevice(modelName: string): DeviceType {
  const lower = modelName.toLowerCase();
  return TABLET_KEYWORDS.some((keyword) => lower.includes(keyword)) ? 'tablet' : 'phone';
}

/** Lower-cases, trims and collapses inner whitespace. */
export function normaliseModelName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Removes a leading brand ("Apple iPhone 15" with brand Apple -> "iphone 15"). */
export function stripBrandPrefix(model: string, brand: string): string {
  const m = normaliseModelName(model);
  const b = normaliseModelName(brand);
  if (b !== '' && m.startsWith(`${b} `)) return m.slice(b.length + 1);
  return m;
}

/**
 * Finds the price record for a device name, fuzzily (spec 02 section 9): the brand prefix is stripped from
 * both sides, an exact model wins, else the longest record model contained in the name, else the shortest
 * record model that contains the name. Undefined when nothing matches.
 */
export function matchDevicePricing<T extends Pick<DevicePricing, 'device_brand' | 'device_model'>>(
  records: readonly T[],
  model: string,
  brand = '',
): T | undefined {
  const candidates = records.map((record) => ({
    record,
    key: stripBrandPrefix(record.device_model, record.device_brand),
  }));
  let wanted = normaliseModelName(model);
  if (brand !== '') wanted = stripBrandPrefix(wanted, brand);
  else {
    // Without a brand, strip whichever record brand prefixes the name.
    const prefixed = candidates.find(({ record }) => stripBrandPrefix(wanted, record.device_brand) !== wanted);
    if (prefixed) wanted = stripBrandPrefix(wanted, prefixed.record.device_brand);
  }
  if (wanted === '') return undefined;
  const exact = candidates.find((c) => c.key === wanted);
  if (exact) return exact.record;
  const contained = candidates
    .filter((c) => c.key !== '' && wanted.includes(c.key))
    .sort((a, b) => b.key.length - a.key.length)[0];
  if (contained) return contained.record;
  return candidates.filter((c) => c.key.includes(wanted)).sort((a, b) => a.key.length - b.key.length)[0]?.record;
}

/** Devices whose brand or model contains the search text (case-insensitive); all when the text is blank. */
export function searchDevices<T extends Pick<DevicePricing, 'device_brand' | 'device_model'>>(
  records: readonly T[],
  query: string,
): T[] {
  const q = normaliseModelName(query);
  if (q === '') return [...records];
  return records.filter((record) => {
    const brand = normaliseModelName(record.device_brand);
    const model = normaliseModelName(record.device_model);
    return brand.includes(q) || model.includes(q) || `${brand} ${model}`.includes(q);
  });
}

/** Splits price records into phones and tablets by model name. */
export function splitDevicesByType<T extends Pick<DevicePricing, 'device_model'>>(
  records: readonly T[],
): Record<DeviceType, T[]> {
  const split: Record<DeviceType, T[]> = { phone: [], tablet: [] };
  for (const record of records) split[classifyDevice(record.device_model)].push(record);
  return split;
}

/** How many models are available per device type (for the device type radio/cards). */
export function countDevicesByType(records: readonly Pick<DevicePricing, 'device_model'>[]): Record<DeviceType, number> {
  const split = splitDevicesByType(records);
  return { phone: split.phone.length, tablet: split.tablet.length };
}

/** Device value and basic plan price of a record in cents (null when the record's numbers are unreadable). */
export function devicePricingCents(record: Pick<DevicePricing, 'device_value' | 'plan_price'>): {
  deviceValueCents: Cents | null;
  planPriceCents: Cents | null;
} {
  return { deviceValueCents: dollarsFromUnknown(record.device_value), planPriceCents: dollarsFromUnknown(record.plan_price) };
}

/** The label used in model dropdowns: "Apple iPhone 15" (brand not repeated when the model already has it). */
export function deviceLabel(record: Pick<DevicePricing, 'device_brand' | 'device_model'>): string {
  const model = record.device_model.trim();
  const brand = record.device_brand.trim();
  if (brand === '' || model.toLowerCase().startsWith(brand.toLowerCase())) return model;
  return `${brand} ${model}`;
}

/** Device conditions of the registration form. */
export const DEVICE_CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export type DeviceCondition = (typeof DEVICE_CONDITIONS)[number];

/** The condition style to show: excellent, good, fair, else poor. */
export function conditionStyle(condition: unknown): DeviceCondition {
  return condition === 'excellent' || condition === 'good' || condition === 'fair' ? condition : 'poor';
}

/** Devices under 3 years old can enrol; up to 5 devices on a family plan (spec 01 section 9 policy copy). */
export const MAX_DEVICE_AGE_YEARS = 3;
export const MAX_DEVICES_ON_FAMILY_PLAN = 5;
