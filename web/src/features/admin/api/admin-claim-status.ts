// PUT /api/admin/claim/{id}/status -> ClaimStatusUpdateAnswer: approve, reject or mark repaired, with an
// optional note for the customer. `from` is the status the admin saw, so that a change another admin made
// meanwhile is refused (409 'This claim was changed by someone else ...') instead of overridden.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminClaimWire,
  CLAIM_MESSAGES,
  type ClaimStatus,
  type ClaimStatusUpdateAnswer,
  type ClaimStatusUpdateBody,
} from '@protect/domain';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { adminClaimKey } from './admin-claim';
import { adminClaimsKey } from './admin-claims';

export interface ClaimStatusChange {
  id: string;
  status: ClaimStatus;
  from: ClaimStatus;
  note?: string;
}

export function updateClaimStatus(change: ClaimStatusChange): Promise<ClaimStatusUpdateAnswer> {
  const body: ClaimStatusUpdateBody = {
    status: change.status,
    from: change.from,
    ...(change.note && change.note.trim() !== '' ? { note: change.note.trim() } : {}),
  };
  return apiFetch<ClaimStatusUpdateAnswer>(
    `/api/admin/claim/${encodeURIComponent(change.id)}/status`,
    { method: 'PUT', body },
  );
}

/** 'Failed to update claim' plus the server's reason (spec 02 section 8). */
export function claimUpdateFailedMessage(error: unknown): string {
  const detail = error instanceof ApiError && error.status !== 0 ? error.message : null;
  return detail ? `${CLAIM_MESSAGES.updateFailed}: ${detail}` : CLAIM_MESSAGES.updateFailed;
}

export function useUpdateClaimStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClaimStatus,
    meta: { silent: true },
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      queryClient.setQueryData<AdminClaimWire>(adminClaimKey(answer.claim.id), answer.claim);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) notifyApiError(error);
      else notifyError(claimUpdateFailedMessage(error));
    },
    // Whatever happened (a 409 means the claim changed), the lists and counts are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminClaimsKey }),
  });
}
