// POST /api/claims/{id}/appeal (multipart: text, repeated photos) -> AppealClaimAnswer: the owner appeals a
// rejected claim. The form checks the text with the domain's claimAppealSchema, as the api does.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppealClaimAnswer, ClaimAppealForm } from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';
import { type CustomerClaim, customerClaimFromWire } from './customer-claim';
import { userClaimsQueryKey } from './get-user-claims';

export interface AppealClaimInput {
  userId: string;
  claimId: string;
  form: ClaimAppealForm;
  photos: readonly File[];
}

export async function appealClaim({
  claimId,
  form,
  photos,
}: AppealClaimInput): Promise<AppealClaimAnswer> {
  const data = new FormData();
  data.append('text', form.text);
  for (const photo of photos) data.append('photos', photo, photo.name);
  return apiFetch<AppealClaimAnswer>(`/api/claims/${encodeURIComponent(claimId)}/appeal`, {
    method: 'POST',
    body: data,
  });
}

/** Sends the appeal; the claim is replaced in the customer's list, and the dashboard reads it again. */
export function useAppealClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: appealClaim,
    // The dialog says its own failures.
    meta: { silent: true },
    onSuccess: (answer, { userId }) => {
      const claim = customerClaimFromWire(answer.claim);
      queryClient.setQueryData<CustomerClaim[]>(userClaimsQueryKey(userId), (before) =>
        (before ?? [claim]).map((c) => (c.id === claim.id ? claim : c)),
      );
      return queryClient.invalidateQueries({ queryKey: ['customer-dashboard'] });
    },
  });
}
