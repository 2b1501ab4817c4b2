// The profile's messages (spec 02 section 2), apart from the form's yup schemas (schemas/profile.ts): the
// dashboard shows some before any form, and a module without yup keeps yup out of its first load.
export const PROFILE_MESSAGES = {
  nameRequired: 'Name is required',
  stateInvalid: 'Please select a valid state',
  saved: 'Profile updated successfully!',
  saveFailed: 'Failed to update profile',
  notFound: 'Customer profile not found. Please complete your registration.',
  accessDenied: 'Access denied',
  noEmail: 'No email provided',
} as const;

/** 'Failed to fetch customer data: {status}' for statuses other than 404 and 403. */
export function profileFetchError(status: number): string {
  if (status === 404) return PROFILE_MESSAGES.notFound;
  if (status === 403) return PROFILE_MESSAGES.accessDenied;
  return `Failed to fetch customer data: ${status}`;
}
