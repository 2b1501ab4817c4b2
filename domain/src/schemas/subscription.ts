// Subscription update and payment bodies (spec 02 sections 5 and 7).
import { type InferType, boolean, number, object, string } from 'yup';
import { SUBSCRIPTION_MESSAGES } from '../subscriptions';

const addOnFlags = object({
  accessoriesCoverage: boolean().default(false),
  extendedWarranty: boolean().default(false),
  dataRecovery: boolean().default(false),
});

/** The 'Update Your Plan' form and PUT /api/subscriptions/{id}/update: {planType, addOns}. */
export const subscriptionUpdateSchema = object({
  planType: string().trim().required(SUBSCRIPTION_MESSAGES.planRequired),
  addOns: addOnFlags.default({}),
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
