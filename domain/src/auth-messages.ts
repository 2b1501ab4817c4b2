// The sign-in and registration messages (spec 01 section 5), apart from the forms' yup schemas
// (schemas/auth.ts): the app's shell shows some of them (payment-messages.ts), and a module without yup
// keeps yup out of the first load (bench:web: about 15 KB gzipped less on every page).
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  loginEmailInvalid: 'Invalid email address',
  emailInvalid: 'Invalid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  stateInvalid: 'Please select a valid state',
  zipCodeRequired: 'ZIP Code is required',
  termsRequired: 'You must accept the terms and conditions',
  resetEmailRequired: 'Please enter your email',
  idTokenRequired: 'Not authenticated',
  verifyEmail: 'Please verify your email before logging in.',
  adminOnly: 'Unauthorized: admin access only.',
  /** The api refused the session (a 401): the web signs out and opens /login (spec 02 section 8's 401 wording). */
  sessionEnded: 'Authentication failed. Please log in again.',
} as const;
