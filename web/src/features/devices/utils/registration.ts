// What step 1 of /register-device adds up to: the device (listed, or a custom model priced by the api), the
// plan and add-ons priced by the domain's rule, and the api body that registers and pays for it.
import {
  CUSTOM_MODEL_VALUE,
  QUOTE_MESSAGES,
  REGISTER_DEVICE_MESSAGES,
  addOnFlagsFromNames,
  centsToDollars,
  customDeviceValueError,
  listedModelMessage,
  listedModelNamed,
  normalizeImei,
  priceSubscription,
  type AddOn,
  type BillingDetailsForm,
  type CreateSubscriptionWithDeviceBody,
  type CustomDevicePricingBody,
  type DevicePricing,
  type RegisterDeviceForm,
  type SubscriptionPricing,
} from '@protect/domain';
import type { DefaultValues } from 'react-hook-form';
import type { DisplayPlan } from '../../../lib/catalogue-display';
import type { DeviceImageUrls } from '../api/upload-device-images';

/** Step 1's form: the domain's registration form, with the custom model's optional brand. */
export type DeviceDetailsValues = RegisterDeviceForm & { customBrand: string };

/** Step 1 at the start: no device type nor condition chosen yet. */
export const EMPTY_DEVICE_DETAILS: DefaultValues<DeviceDetailsValues> = {
  deviceModel: '',
  customModelName: '',
  customBrand: '',
  imei: '',
  serialNumber: '',
  purchaseDate: '',
  currentValue: '',
  planType: '',
  selectedAddOns: [],
};

export function isCustomModel(values: Pick<DeviceDetailsValues, 'deviceModel'>): boolean {
  return values.deviceModel === CUSTOM_MODEL_VALUE;
}

/**
 * Why the custom model cannot be entered: it is a model of the list (checked again by the api). Null for a
 * listed choice or a model that is not in the list.
 */
export function listedModelRefusal(
  values: Pick<DeviceDetailsValues, 'deviceModel' | 'customModelName' | 'customBrand'>,
  devices: readonly DevicePricing[],
): string | null {
  if (!isCustomModel(values)) return null;
  const listed = listedModelNamed(devices, values.customBrand, values.customModelName);
  return listed ? listedModelMessage(listed) : null;
}

/**
 * The body that prices a custom model, once its name and a valid value are typed; null before that, or for
 * a listed model.
 */
export function customPricingBody(
  values: Pick<
    DeviceDetailsValues,
    'deviceModel' | 'customModelName' | 'customBrand' | 'currentValue'
  >,
): CustomDevicePricingBody | null {
  if (!isCustomModel(values)) return null;
  const model = values.customModelName.trim();
  if (model === '' || customDeviceValueError(values.currentValue) !== null) return null;
  return {
    device_brand: values.customBrand.trim(),
    device_model: model,
    device_value: Number(values.currentValue.trim()),
  };
}

/** The chosen plan field holds the plan's id (plan types need not be unique). */
export function chosenPlan(plans: readonly DisplayPlan[], planType: string): DisplayPlan | null {
  return plans.find((plan) => String(plan.id) === planType) ?? null;
}

export function chosenAddOns(addOns: readonly AddOn[], ids: readonly string[]): AddOn[] {
  return addOns.filter((addOn) => ids.includes(addOn.id));
}

/** Step 1 priced: what the summary shows and the payment charges. */
export interface RegistrationQuote {
  device: DevicePricing;
  custom: boolean;
  plan: DisplayPlan;
  addOns: AddOn[];
  pricing: SubscriptionPricing;
}

export type QuoteOutcome =
  | { ok: true; quote: RegistrationQuote }
  | {
      ok: false;
      field: 'deviceModel' | 'customModelName' | 'currentValue' | 'planType';
      message: string;
    };

/**
 * Prices step 1 with the domain's rule (basic priced per device). `customDevice` is the api's price of
 * the custom model, when that is the choice. The messages are the spec's submit checks.
 */
export function quoteRegistration(
  values: Pick<
    DeviceDetailsValues,
    | 'deviceModel'
    | 'customModelName'
    | 'customBrand'
    | 'currentValue'
    | 'planType'
    | 'selectedAddOns'
  >,
  catalogue: {
    devices: readonly DevicePricing[];
    plans: readonly DisplayPlan[];
    addOns: readonly AddOn[];
  },
  customDevice: DevicePricing | null,
): QuoteOutcome {
  const custom = isCustomModel(values);
  let device: DevicePricing | null;
  if (custom) {
    if (values.customModelName.trim() === '')
      return {
        ok: false,
        field: 'customModelName',
        message: REGISTER_DEVICE_MESSAGES.customModelNameRequired,
      };
    const refusal = listedModelRefusal(values, catalogue.devices);
    if (refusal) return { ok: false, field: 'customModelName', message: refusal };
    if (values.currentValue.trim() === '')
      return {
        ok: false,
        field: 'currentValue',
        message: REGISTER_DEVICE_MESSAGES.customValueRequired,
      };
    device = customDevice;
  } else {
    device = catalogue.devices.find((d) => d.id === values.deviceModel) ?? null;
  }
  if (!device)
    return {
      ok: false,
      field: 'deviceModel',
      message: REGISTER_DEVICE_MESSAGES.deviceModelRequired,
    };
  const plan = chosenPlan(catalogue.plans, values.planType);
  if (!plan)
    return {
      ok: false,
      field: 'planType',
      message: REGISTER_DEVICE_MESSAGES.protectionPlanRequired,
    };
  const addOns = chosenAddOns(catalogue.addOns, values.selectedAddOns);
  const pricing = priceSubscription(
    plan,
    device,
    addOns.map((a) => ({ id: a.id, name: a.name, monthlyPriceCents: a.monthlyPriceCents })),
  );
  // A plan without a price for this device cannot be sold; the api would refuse it too.
  if (!pricing) return { ok: false, field: 'planType', message: QUOTE_MESSAGES.invalidPlan };
  return { ok: true, quote: { device, custom, plan, addOns, pricing } };
}

/** The registration body but its payment method: what one attempt is made of. */
export type RegistrationRequest = Omit<CreateSubscriptionWithDeviceBody, 'paymentMethodId'>;

export function registrationRequest(
  values: DeviceDetailsValues,
  quote: RegistrationQuote,
  billing: BillingDetailsForm,
  images: DeviceImageUrls,
): RegistrationRequest {
  const { device, custom, plan, addOns, pricing } = quote;
  // Undefined fields are left out of the JSON: a listed model has no current_value, a custom one no id.
  return {
    amount: centsToDollars(pricing.totalMonthlyCents),
    addOns: addOnFlagsFromNames(addOns.map((a) => a.name)),
    selectedAddons: addOns.map((a) => a.id),
    billing: { name_on_card: billing.nameOnCard.trim(), zip_code: billing.zipCode.trim() },
    deviceData: {
      device_pricing_id: custom ? undefined : device.id,
      brand: device.deviceBrand,
      model: device.deviceModel,
      imei: normalizeImei(values.imei),
      serial_number: values.serialNumber?.trim() || undefined,
      purchase_date: values.purchaseDate?.trim() || undefined,
      current_value: custom ? centsToDollars(device.deviceValueCents) : undefined,
      condition: values.condition,
      front_image_url: images.front ?? undefined,
      back_image_url: images.back ?? undefined,
    },
    subscriptionData: {
      plan_id: plan.id,
      plan_type: plan.planType,
      plan_name: plan.name,
      monthly_price: centsToDollars(pricing.baseMonthlyCents),
      total_price: centsToDollars(pricing.totalMonthlyCents),
      addons_total: centsToDollars(pricing.addOnsTotalCents),
      estimated_monthly_price: centsToDollars(pricing.totalMonthlyCents),
      estimated_device_value: centsToDollars(device.deviceValueCents),
    },
  };
}
