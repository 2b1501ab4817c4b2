// Login, registration and password reset forms (spec 01 section 5), and the registration api body.
import { type InferType, boolean, object, ref, string } from 'yup';
import { emailField, requiredText } from './common';
import { US_STATE_CODES } from './states';
import { AUTH_MESSAGES } from '../auth-messages';

export const MIN_PASSWORD_LENGTH = 6;

/** Login form: email, password, remember me. */
export const loginSchema = object({
  email: emailField(AUTH_MESSAGES.emailRequired, AUTH_MESSAGES.loginEmailInvalid),
  password: string().required(AUTH_MESSAGES.passwordRequired),
  rememberMe: boolean().default(false),
});
export type LoginForm = InferType<typeof loginSchema>;

const customerDetails = {
  firstName: requiredText(AUTH_MESSAGES.firstNameRequired),
  lastName: requiredText(AUTH_MESSAGES.lastNameRequired),
  phone: requiredText(AUTH_MESSAGES.phoneRequired),
  address: requiredText(AUTH_MESSAGES.addressRequired),
  city: requiredText(AUTH_MESSAGES.cityRequired),
  state: string()
    .trim()
    .uppercase()
    .required(AUTH_MESSAGES.stateRequired)
    // '' passes here so that an empty select reads 'State is required', not 'Please select a valid state'.
    .oneOf([...US_STATE_CODES, ''], AUTH_MESSAGES.stateInvalid),
  // The spec asks for no ZIP format check.
  zipCode: requiredText(AUTH_MESSAGES.zipCodeRequired),
};

const termsField = boolean()
  .required(AUTH_MESSAGES.termsRequired)
  .oneOf([true], AUTH_MESSAGES.termsRequired);

/** Registration form (/register): the identity service takes email and password, the api the rest. */
export const registrationSchema = object({
  ...customerDetails,
  email: emailField(AUTH_MESSAGES.emailRequired, AUTH_MESSAGES.emailInvalid),
  password: string()
    .required(AUTH_MESSAGES.passwordRequired)
    .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort),
  confirmPassword: string()
    .required(AUTH_MESSAGES.confirmPasswordRequired)
    .oneOf([ref('password')], AUTH_MESSAGES.passwordsDoNotMatch),
  terms: termsField,
});
export type RegistrationForm = InferType<typeof registrationSchema>;

/** Body of POST /api/signup/registerCustomer (full form). */
export const registerCustomerSchema = object({
  idToken: string().trim().required(AUTH_MESSAGES.idTokenRequired),
  ...customerDetails,
  terms: termsField,
});
export type RegisterCustomerBody = InferType<typeof registerCustomerSchema>;

/** Body of POST /api/signup/registerCustomer (Google variant: idToken, firstName, lastName only). */
export const googleRegisterCustomerSchema = object({
  idToken: string().trim().required(AUTH_MESSAGES.idTokenRequired),
  firstName: requiredText(AUTH_MESSAGES.firstNameRequired),
  lastName: string().trim().default(''),
});
export type GoogleRegisterCustomerBody = InferType<typeof googleRegisterCustomerSchema>;

/** Password reset form: e-mail required ('Please enter your email'). */
export const forgotPasswordSchema = object({
  email: emailField(AUTH_MESSAGES.resetEmailRequired, AUTH_MESSAGES.emailInvalid),
});
export type ForgotPasswordForm = InferType<typeof forgotPasswordSchema>;
