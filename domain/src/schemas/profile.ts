// Customer profile edit (spec 02 section 2): email is read-only and never part of the body.
import { type InferType, object, string } from 'yup';
import { optionalText, requiredText } from './common';
import { US_STATE_CODES } from './states';

export const PROFILE_MESSAGES = {
  nameRequired: 'Name is required',
  stateInvalid: 'Please select a valid state',
  saved: 'Profile updated successfully!',
  saveFailed: 'Failed to update profile',
  notFound: 'Customer profile not found. Please complete your registration.',
  accessDenied: 'Access denied',
  noEmail: 'No email provided',
} as const;

const stateField = string()
  .trim()
  .uppercase()
  .optional()
  .transform((value: string | undefined) => (value === '' ? undefined : value))
  .oneOf([...US_STATE_CODES, undefined], PROFILE_MESSAGES.stateInvalid);

/** The profile form (zipCode as the form names it). */
export const profileFormSchema = object({
  name: requiredText(PROFILE_MESSAGES.nameRequired),
  phone: optionalText(),
  address: optionalText(),
  city: optionalText(),
  state: stateField,
  zipCode: optionalText(),
});
export type ProfileForm = InferType<typeof profileFormSchema>;

/** Body of PUT /api/customers/profile/{email}: zipCode is sent as zip_code. */
export const profileUpdateSchema = object({
  name: requiredText(PROFILE_MESSAGES.nameRequired),
  phone: optionalText(),
  address: optionalText(),
  city: optionalText(),
  state: stateField,
  zip_code: optionalText(),
});
export type ProfileUpdateBody = InferType<typeof profileUpdateSchema>;

export function toProfileUpdateBody(form: ProfileForm): ProfileUpdateBody {
  const { zipCode, ...rest } = form;
  return { ...rest, zip_code: zipCode };
}

/** 'Failed to fetch customer data: {status}' for statuses other than 404 and 403. */
export function profileFetchError(status: number): string {
  if (status === 404) return PROFILE_MESSAGES.notFound;
  if (status === 403) return PROFILE_MESSAGES.accessDenied;
  return `Failed to fetch customer data: ${status}`;
}
