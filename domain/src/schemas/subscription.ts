// Subscription update and payment bodies (spec 02 sections 5 and 7).
import { type InferType, array, boolean, mixed, number, object, string } from 'yup';
import { SUBSCRIPTION_MESSAGES } from '../subscription-messages';

const addOnFlags = object({
  accessoriesCoverage: boolean().default(false),
  extendedWarranty: boolean().default(false),
  dataRecovery: boolean().default(false),
});

/**
 * The 'Update Your Plan' form and PUT /api/subscriptions/{id}/update: {planType, addOns}. planType is the
 * chosen plan's id (or its plan type, 'premium'); selectedAddons, the add-on ids, wins over the legacy flags.
 */
export const subscriptionUpdateSchema = object({
  planType: string().trim().required(SUBSCRIPTION_MESSAGES.planRequired),
  addOns: addOnFlags.default({}),
  selectedAddons: array(string().trim().defined()).optional(),
});
export type SubscriptionUpdateForm = InferType<typeof subscriptionUpdateSchema>;

/** POST /api/payment/create-payment. The api recomputes the amount; the body's amount is a cross-check. */
export const createPaymentSchema = object({
  amount: number().required().positive(),
  paymentMethodId: string().trim().required(),
  subscriptionId: string().trim().required(),
  planId: number()
    .required(SUBSCRIPTION_MESSAGES.invalidPlan)
    .min(1, SUBSCRIPTION_MESSAGES.invalidPlan),
  addOns: addOnFlags.default({}),
});
export type CreatePaymentBody = InferType<typeof createPaymentSchema>;

/** PUT /api/subscriptions/{id}/payment-method: the new card, as a PaymentMethod id made in the browser. */
export const updatePaymentMethodSchema = object({
  paymentMethodId: string().trim().required(),
});
export type UpdatePaymentMethodBody = InferType<typeof updatePaymentMethodSchema>;

/** POST /api/claims/{id}/deductible: the card that pays a claim's deductible, charged once and not kept. */
export const payDeductibleSchema = object({
  paymentMethodId: string().trim().required(),
});
export type PayDeductibleBody = InferType<typeof payDeductibleSchema>;

/** POST /api/payment/sandbox/authenticate: the sandbox's stand-in for the bank's 3-D Secure page. */
export const sandboxAuthenticationSchema = object({
  clientSecret: string().trim().required(),
  outcome: mixed<'succeed' | 'fail'>().oneOf(['succeed', 'fail']).required(),
});
