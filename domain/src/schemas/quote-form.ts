// Quote wizard step 1 (spec 01 section 5). The model and plan are ids from the loaded lists;
// resolveQuoteSelection (quote.ts) checks that they exist on submit.
import { type InferType, object, string } from 'yup';
import { DEVICE_TYPES } from '../devices';
import { optionalText, requiredChoice } from './common';

export const QUOTE_FORM_MESSAGES = {
  deviceTypeRequired: 'Please select a device type',
  deviceModelRequired: 'Please select a device model',
  planRequired: 'Please select a plan',
} as const;

export const quoteFormSchema = object({
  deviceType: requiredChoice(DEVICE_TYPES, QUOTE_FORM_MESSAGES.deviceTypeRequired),
  deviceModel: string().trim().required(QUOTE_FORM_MESSAGES.deviceModelRequired),
  planId: string().trim().required(QUOTE_FORM_MESSAGES.planRequired),
  // IMEI or serial number, optional and free text on the quote.
  imei: optionalText(),
});
export type QuoteForm = InferType<typeof quoteFormSchema>;
