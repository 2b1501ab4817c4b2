// Device registration (spec 02 section 5) and the create-subscription-with-device api body.
import { type InferType, array, boolean, mixed, number, object, string } from 'yup';
import { DEVICE_CONDITIONS, DEVICE_TYPES, purchaseDateError } from '../devices';
import { IMEI_LENGTH, IMEI_MESSAGES, imeiError, normalizeImei } from '../imei';
import { optionalText, requiredChoice } from './common';
import { REGISTER_DEVICE_MESSAGES } from '../register-device-messages';

/** The model dropdown value of the 'Other / Custom Model' entry. */
export const CUSTOM_MODEL_VALUE = 'custom';
export const CUSTOM_DEVICE_MIN_VALUE_DOLLARS = 50;

/**
 * The message for a custom model's current value (digits only, at least $50), or null when valid.
 * An empty value gives 'Device value is required for custom models'.
 */
export function customDeviceValueError(input: string | number | null | undefined): string | null {
  const text = input === null || input === undefined ? '' : String(input).trim();
  if (text === '') return REGISTER_DEVICE_MESSAGES.valueRequired;
  if (!/^\d+$/.test(text)) return REGISTER_DEVICE_MESSAGES.valueDigitsOnly;
  if (Number(text) < CUSTOM_DEVICE_MIN_VALUE_DOLLARS) return REGISTER_DEVICE_MESSAGES.valueMinimum;
  return null;
}

/** A yup IMEI field: required, exactly 15 digits, Luhn check digit. Spaces and dashes are removed first. */
export function imeiField() {
  return string()
    .transform((value: unknown) => (typeof value === 'string' ? normalizeImei(value) : value))
    .required(IMEI_MESSAGES.required)
    .max(IMEI_LENGTH, IMEI_MESSAGES.length)
    .test('imei', function check(value) {
      const message = imeiError(value);
      return message === null ? true : this.createError({ message });
    });
}

const isCustom = (model: unknown) => model === CUSTOM_MODEL_VALUE;

/**
 * An optional purchase date 'YYYY-MM-DD'. With `{ context: { now } }` at validation it must not be in the
 * future and the device must be under 3 years old (policy copy); without a clock only the format is checked.
 */
function purchaseDateField() {
  return optionalText().test('purchase-date', function check(value) {
    const now: unknown = (this.options.context as { now?: unknown } | undefined)?.now;
    const message = purchaseDateError(value, now instanceof Date ? now : null);
    return message === null ? true : this.createError({ message });
  });
}

/**
 * Step 1 form of /register-device. deviceModel is a device pricing id or CUSTOM_MODEL_VALUE.
 * Pass `{ context: { now } }` when validating to apply the under-3-years rule to purchaseDate.
 */
export const registerDeviceSchema = object({
  deviceType: requiredChoice(DEVICE_TYPES, REGISTER_DEVICE_MESSAGES.deviceTypeRequired),
  deviceModel: string().trim().required(REGISTER_DEVICE_MESSAGES.deviceModelRequired),
  customModelName: string()
    .trim()
    .default('')
    .when('deviceModel', {
      is: isCustom,
      then: (s) => s.required(REGISTER_DEVICE_MESSAGES.customModelNameRequired),
    }),
  imei: imeiField(),
  serialNumber: optionalText(),
  purchaseDate: purchaseDateField(),
  currentValue: string()
    .trim()
    .default('')
    .when('deviceModel', {
      is: isCustom,
      then: (s) =>
        s.test('custom-value', function check(value) {
          const message = customDeviceValueError(value);
          return message === null ? true : this.createError({ message });
        }),
    }),
  condition: requiredChoice(DEVICE_CONDITIONS, REGISTER_DEVICE_MESSAGES.conditionRequired),
  planType: string().trim().required(REGISTER_DEVICE_MESSAGES.planRequired),
  selectedAddOns: array(string().defined()).default([]),
});
export type RegisterDeviceForm = InferType<typeof registerDeviceSchema>;

/** Billing details of step 2. */
export const billingDetailsSchema = object({
  nameOnCard: string().trim().required(REGISTER_DEVICE_MESSAGES.nameOnCardRequired),
  zipCode: string().trim().required(REGISTER_DEVICE_MESSAGES.zipRequired),
});
export type BillingDetailsForm = InferType<typeof billingDetailsSchema>;

const addOnFlagsSchema = object({
  accessoriesCoverage: boolean().default(false),
  extendedWarranty: boolean().default(false),
  dataRecovery: boolean().default(false),
});

const idList = array(
  mixed<string>()
    .transform((value: unknown) => {
      if (typeof value === 'number') return String(value);
      if (typeof value === 'object' && value !== null && 'id' in value)
        return String((value as { id: unknown }).id);
      return value;
    })
    .test('id', 'Invalid add-on', (value) => typeof value === 'string' && value !== '')
    .defined(),
).default([]);

/** The device of a registration, or of a device added to a Family plan (same fields, same checks). */
export const deviceDataSchema = object({
  /** The listed model's device pricing id; absent (or 'custom') for a custom model priced from current_value. */
  device_pricing_id: optionalText(),
  brand: string().trim().default(''),
  model: string().trim().required(REGISTER_DEVICE_MESSAGES.deviceModelRequired),
  imei: imeiField(),
  serial_number: optionalText(),
  purchase_date: purchaseDateField(),
  current_value: number()
    .nullable()
    .optional()
    .min(CUSTOM_DEVICE_MIN_VALUE_DOLLARS, REGISTER_DEVICE_MESSAGES.valueMinimum),
  condition: requiredChoice(DEVICE_CONDITIONS, REGISTER_DEVICE_MESSAGES.conditionRequired),
  front_image_url: optionalText(),
  back_image_url: optionalText(),
});
export type DeviceDataBody = InferType<typeof deviceDataSchema>;

/**
 * Body of POST /api/payment/create-subscription-with-device. The prices in it are what the browser showed;
 * the api must recompute them from its own plans, device pricing and add-ons and refuse a mismatch.
 */
export const createSubscriptionWithDeviceSchema = object({
  amount: number().required().positive(),
  paymentMethodId: string().trim().required(),
  addOns: addOnFlagsSchema.default({}),
  selectedAddons: idList,
  /** Step 2's billing info: the ZIP goes with the charge (the card's postal code check). */
  billing: object({
    name_on_card: string().trim().default(''),
    zip_code: string().trim().default(''),
  }).default({}),
  deviceData: deviceDataSchema.required(),
  subscriptionData: object({
    plan_id: mixed<string | number>()
      .required(REGISTER_DEVICE_MESSAGES.protectionPlanRequired)
      .test(
        'plan-id',
        REGISTER_DEVICE_MESSAGES.protectionPlanRequired,
        (v) => typeof v === 'string' || typeof v === 'number',
      ),
    plan_type: string().trim().default(''),
    plan_name: string().trim().default(''),
    monthly_price: number().optional(),
    total_price: number().optional(),
    addons_total: number().optional(),
    estimated_monthly_price: number().optional(),
    estimated_device_value: number().optional(),
  }).required(),
});
export type CreateSubscriptionWithDeviceBody = InferType<typeof createSubscriptionWithDeviceSchema>;

/** Body of POST /api/device-pricing/custom. */
export const customDevicePricingSchema = object({
  device_brand: string().trim().default(''),
  device_model: string().trim().required(REGISTER_DEVICE_MESSAGES.customModelNameRequired),
  device_value: number()
    .typeError(REGISTER_DEVICE_MESSAGES.valueDigitsOnly)
    .required(REGISTER_DEVICE_MESSAGES.valueRequired)
    .min(CUSTOM_DEVICE_MIN_VALUE_DOLLARS, REGISTER_DEVICE_MESSAGES.valueMinimum),
});
export type CustomDevicePricingBody = InferType<typeof customDevicePricingSchema>;

/** Body of POST /api/subscriptions/{id}/devices: one more device on a Family plan, at no charge. */
export const addDeviceSchema = object({
  deviceData: deviceDataSchema.required(),
});
export type AddDeviceBody = InferType<typeof addDeviceSchema>;
