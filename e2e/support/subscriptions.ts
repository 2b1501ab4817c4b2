// Customers with a covered device, made through the api as the registration page makes them, for the
// browser tests of the pages that come after registration (subscription, claims).
import { randomUUID } from 'node:crypto';
import {
  type AddOn,
  type DevicePricing,
  type Plan,
  type RegistrationAnswer,
  NO_ADDON_FLAGS,
  isCustomDevice,
  addOnFlagsFromNames,
  centsToDollars,
  imeiCheckDigit,
  priceSubscription,
} from '@protect/domain';
import { catalogPhones, catalogPlans } from './catalogue';
import { baseUrl } from './browser';

/** A valid IMEI no other test has registered: 14 random digits and their check digit. */
export function uniqueImei(): string {
  const first14 = Array.from({ length: 14 }, () => Math.floor(Math.random() * 10)).join('');
  return `${first14}${imeiCheckDigit(first14)}`;
}

/** The plan of a type in the seeded catalogue. */
export function planOfType(plans: readonly Plan[], type: string): Plan {
  const plan = plans.find((p) => p.planType === type);
  if (!plan) throw new Error(`The seeded catalogue has no ${type} plan`);
  return plan;
}

/** The seeded Basic plan and a listed phone it prices: the cheapest covered device for a test. */
export async function basicPlanAndPhone(): Promise<{ basic: Plan; phone: DevicePricing }> {
  const basic = planOfType(await catalogPlans(), 'basic');
  const phone = (await catalogPhones()).find((p) => priceSubscription(basic, p, []) !== null);
  if (!phone) throw new Error('The seeded device pricing has no phone the basic plan prices');
  return { basic, phone };
}

/**
 * Registers a device and pays its first month through POST /api/payment/create-subscription-with-device,
 * priced with the domain's rules as the page prices it, with Stripe's test Visa unless told otherwise.
 */
export async function registerDeviceThroughApi(
  token: string,
  choice: { plan: Plan; device: DevicePricing; addOns?: AddOn[]; paymentMethodId?: string },
): Promise<RegistrationAnswer> {
  const addOns = choice.addOns ?? [];
  const priced = addOns.map((a) => ({
    id: a.id,
    name: a.name,
    monthlyPriceCents: a.monthlyPriceCents,
  }));
  const pricing = priceSubscription(choice.plan, choice.device, priced);
  if (!pricing)
    throw new Error(`${choice.plan.name} has no price for ${choice.device.deviceModel}`);
  const res = await fetch(`${baseUrl()}/api/payment/create-subscription-with-device`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify({
      amount: centsToDollars(pricing.totalMonthlyCents),
      paymentMethodId: choice.paymentMethodId ?? 'pm_card_visa',
      addOns: addOns.length > 0 ? addOnFlagsFromNames(addOns.map((a) => a.name)) : NO_ADDON_FLAGS,
      selectedAddons: addOns.map((a) => a.id),
      billing: { name_on_card: 'Quinn Quote', zip_code: '10001' },
      deviceData: {
        device_pricing_id: choice.device.id,
        brand: choice.device.deviceBrand,
        model: choice.device.deviceModel,
        imei: uniqueImei(),
        // A custom model (priceCustomDevice) declares its value; a listed one is priced by the table.
        current_value: isCustomDevice({ devicePricingId: choice.device.id })
          ? centsToDollars(choice.device.deviceValueCents)
          : undefined,
        condition: 'excellent',
      },
      subscriptionData: {
        plan_id: choice.plan.id,
        plan_type: choice.plan.planType,
        plan_name: choice.plan.name,
        monthly_price: centsToDollars(pricing.baseMonthlyCents),
        total_price: centsToDollars(pricing.totalMonthlyCents),
      },
    }),
  });
  if (!res.ok) throw new Error(`Registering a device: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as RegistrationAnswer;
}
