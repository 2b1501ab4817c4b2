// Customer profile edit (spec 02 section 2): email is read-only and never part of the body.
import { type InferType, object, string } from 'yup';
import { optionalText, requiredText } from './common';
import { PROFILE_MESSAGES } from '../profile-messages';
import { US_STATE_CODES } from './states';

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
