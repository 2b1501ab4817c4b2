// Devices: phone/tablet classification, fuzzy matching of a model to its price record, search and counts.
import { addYearsUtc } from './dates';
import type { DevicePricing } from './catalogue';

export const DEVICE_TYPES = ['phone', 'tablet'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** A model name containing any of these (case-insensitive) is a tablet (spec 01 section 9). */
export const TABLET_KEYWORDS = [
  'ipad',
  'tab',
  'surface',
  'fire hd',
  'fire max',
  'pad',
  'matebook',
] as const;

/** Classifies a device as tablet when its model name contains a tablet keyword, else phone. */
export function classifyDevice(modelName: string): DeviceType {
  const lower = modelName.toLowerCase();
  return TABLET_KEYWORDS.some((keyword) => lower.includes(keyword)) ? 'tablet' : 'phone';
}

/** Lower-cases, trims and collapses inner whitespace. */
export function normalizeModelName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * A name reduced to lower-case letters and digits: accents and full-width forms folded, '+' read as 'plus'
 * (so "Galaxy S25+" stays apart from "Galaxy S25" and equals "Galaxy S25 Plus"), every space and punctuation
 * mark dropped. Two names with the same key are the same model however they were typed.
 */
export function compactModelKey(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * A model key long enough and wordy enough to name one product whatever brand is typed beside it
 * ("iphone16promax", "pixel9a"); a bare number ("13", "12r") could be another maker's model.
 */
function namesOneProduct(modelKey: string): boolean {
  return modelKey.length >= 6 && /\p{L}/u.test(modelKey);
}

/**
 * The listed model that a custom device's brand and model name, or undefined (DESIGN 5a: a custom device
 * cannot be a listed model under another value). Compared by compactModelKey, so case, spaces and
 * punctuation do not hide a model, nor a brand typed inside the model name ("Apple iPhone 16 Pro Max"), nor
 * a missing brand. A different brand beside a bare listed number ("Xiaomi" "13" against "OnePlus 13") is
 * another maker's model and is not refused.
 */
export function listedModelNamed<T extends Pick<DevicePricing, 'deviceBrand' | 'deviceModel'>>(
  records: readonly T[],
  brand: string,
  model: string,
): T | undefined {
  const typedBrand = compactModelKey(brand);
  const typedModel = compactModelKey(model);
  if (typedModel === '') return undefined;
  const typedFull = typedBrand + typedModel;
  const keys = records.map((record) => {
    const recordBrand = compactModelKey(record.deviceBrand);
    let recordModel = compactModelKey(record.deviceModel);
    // Some records repeat the brand in the model ("Samsung Galaxy S24").
    if (recordBrand !== '' && recordModel.startsWith(recordBrand) && recordModel !== recordBrand)
      recordModel = recordModel.slice(recordBrand.length);
    return { record, recordBrand, recordModel, recordFull: recordBrand + recordModel };
  });
  // The whole name first: it says which record when a bare model would fit more than one.
  const whole = keys.find(
    (k) => typedFull === k.recordFull || typedModel === k.recordFull || typedFull === k.recordModel,
  );
  if (whole) return whole.record;
  return keys.find(
    (k) =>
      typedModel === k.recordModel &&
      (typedBrand.includes(k.recordBrand) ||
        k.recordBrand.includes(typedBrand) ||
        namesOneProduct(k.recordModel)),
  )?.record;
}

/** Why a custom device naming a listed model is refused (our wording). */
export function listedModelMessage(
  record: Pick<DevicePricing, 'deviceBrand' | 'deviceModel'>,
): string {
  return `'${deviceLabel(record)}' is in our device list: choose it from the list instead of entering it as another device.`;
}

/** Devices whose brand or model contains the search text (case-insensitive); all when the text is blank. */
export function searchDevices<T extends Pick<DevicePricing, 'deviceBrand' | 'deviceModel'>>(
  records: readonly T[],
  query: string,
): T[] {
  const q = normalizeModelName(query);
  if (q === '') return [...records];
  return records.filter((record) => {
    const brand = normalizeModelName(record.deviceBrand);
    const model = normalizeModelName(record.deviceModel);
    return brand.includes(q) || model.includes(q) || `${brand} ${model}`.includes(q);
  });
}

/** Splits price records into phones and tablets by model name. */
export function splitDevicesByType<T extends Pick<DevicePricing, 'deviceModel'>>(
  records: readonly T[],
): Record<DeviceType, T[]> {
  const split: Record<DeviceType, T[]> = { phone: [], tablet: [] };
  for (const record of records) split[classifyDevice(record.deviceModel)].push(record);
  return split;
}

/** How many models are available per device type (for the device type radio/cards). */
export function countDevicesByType(
  records: readonly Pick<DevicePricing, 'deviceModel'>[],
): Record<DeviceType, number> {
  const split = splitDevicesByType(records);
  return { phone: split.phone.length, tablet: split.tablet.length };
}

/** The label used in model dropdowns: "Apple iPhone 15" (brand not repeated when the model already has it). */
export function deviceLabel(record: Pick<DevicePricing, 'deviceBrand' | 'deviceModel'>): string {
  const model = record.deviceModel.trim();
  const brand = record.deviceBrand.trim();
  if (brand === '' || model.toLowerCase().startsWith(brand.toLowerCase())) return model;
  return `${brand} ${model}`;
}

/** Device conditions of the registration form. */
export const DEVICE_CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export type DeviceCondition = (typeof DEVICE_CONDITIONS)[number];

/** The condition style to show: excellent, good, fair, else poor. */
export function conditionStyle(condition: unknown): DeviceCondition {
  return condition === 'excellent' || condition === 'good' || condition === 'fair'
    ? condition
    : 'poor';
}

/** Devices under 3 years old can enrol; up to 5 devices on a family plan (spec 01 section 9 policy copy). */
export const MAX_DEVICE_AGE_YEARS = 3;
export const MAX_DEVICES_ON_FAMILY_PLAN = 5;

export const DEVICE_AGE_MESSAGES = {
  // Our own wording for the policy copy "devices under 3 years old can enrol".
  tooOld: 'Only devices under 3 years old can be enrolled',
  future: 'Purchase date cannot be in the future',
  invalid: 'Please enter a valid purchase date',
} as const;

/**
 * Checks an optional purchase date 'YYYY-MM-DD': a real date, not in the future, under 3 years before now.
 * With now null only the date itself is checked.
 */
export function purchaseDateError(
  purchaseDate: string | null | undefined,
  now: Date | null,
): string | null {
  const text = (purchaseDate ?? '').trim();
  if (text === '') return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(text))
    return DEVICE_AGE_MESSAGES.invalid;
  if (now === null) return null;
  const today = now.toISOString().slice(0, 10);
  if (text > today) return DEVICE_AGE_MESSAGES.future;
  // 3 years old on the third anniversary of purchase (Feb 29 -> Feb 28), compared by calendar day.
  const thirdAnniversary = addYearsUtc(date, MAX_DEVICE_AGE_YEARS).toISOString().slice(0, 10);
  if (thirdAnniversary <= today) return DEVICE_AGE_MESSAGES.tooOld;
  return null;
}
