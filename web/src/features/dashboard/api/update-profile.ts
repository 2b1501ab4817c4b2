// PUT /api/customers/profile/{email} with {name, phone, address, city, state, zip_code} -> the saved
// profile. The e-mail in the path is the signed-in customer's own; it is never part of the body.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CustomerProfileAnswer,
  type ProfileForm,
  toProfileUpdateBody,
  toDate,
} from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';
import type { CustomerDashboard } from './dashboard-from-wire';
import { customerDashboardQueryKey } from './get-customer-dashboard';

export async function updateProfile(
  email: string,
  form: ProfileForm,
): Promise<CustomerProfileAnswer> {
  return apiFetch<CustomerProfileAnswer>(`/api/customers/profile/${encodeURIComponent(email)}`, {
    method: 'PUT',
    body: toProfileUpdateBody(form),
  });
}

/** Saves the profile; the dashboard then shows what the api stored (trimmed, state upper-cased). */
export function useUpdateProfile(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ProfileForm) => updateProfile(email, form),
    // The tab says its own failure (spec 02 section 8: 'Failed to update profile').
    meta: { silent: true },
    onSuccess: ({ data: saved }) => {
      queryClient.setQueryData<CustomerDashboard>(customerDashboardQueryKey, (before) =>
        before
          ? {
              ...before,
              profile: {
                ...before.profile,
                name: saved.name,
                phone: saved.phone,
                address: saved.address,
                city: saved.city,
                state: saved.state,
                zipCode: saved.zipCode,
                registrationDate: toDate(saved.registrationDate) ?? before.profile.registrationDate,
              },
            }
          : before,
      );
    },
  });
}
