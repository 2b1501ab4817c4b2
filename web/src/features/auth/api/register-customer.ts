// POST /api/signup/registerCustomer: creates the users/{uid} profile (spec 01 section 7).
// The body types come from the domain schemas the server validates with, so form and api cannot drift.
import type {
  GoogleRegisterCustomerBody,
  MessageAnswer,
  RegisterCustomerBody,
} from '@protect/domain';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { RegistrationRejected } from '../auth-messages';

/** Tries in all when no answer arrives; the server stores a registration once however often it comes. */
const ATTEMPTS = 3;

/** Resolves only when the server answered `success: true`; anything else is a failure. */
export async function registerCustomer(
  body: RegisterCustomerBody | GoogleRegisterCustomerBody,
): Promise<MessageAnswer> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await apiFetch<MessageAnswer>('/api/signup/registerCustomer', {
        method: 'POST',
        body,
      });
      if (response?.success !== true) throw new RegistrationRejected(response?.message);
      return response;
    } catch (error) {
      // Status 0: the answer was lost (the profile may or may not be stored), so asking again is safe.
      const lost = error instanceof ApiError && error.status === 0;
      if (!lost || attempt >= ATTEMPTS) throw error;
    }
  }
}
