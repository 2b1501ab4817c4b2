// POST /api/signup/registerCustomer: creates the users/{uid} profile (spec 01 section 7).
// The body types come from the domain schemas the server validates with, so form and api cannot drift.
import type { GoogleRegisterCustomerBody, RegisterCustomerBody } from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';
import { RegistrationRejected } from '../auth-messages';

export interface RegisterCustomerResponse {
  success: boolean;
  message?: string;
}

/** Resolves only when the server answered `success: true`; anything else is a failure. */
export async function registerCustomer(
  body: RegisterCustomerBody | GoogleRegisterCustomerBody,
): Promise<RegisterCustomerResponse> {
  const response = await apiFetch<RegisterCustomerResponse>('/api/signup/registerCustomer', {
    method: 'POST',
    body,
  });
  if (response?.success !== true) throw new RegistrationRejected(response?.message);
  return response;
}
