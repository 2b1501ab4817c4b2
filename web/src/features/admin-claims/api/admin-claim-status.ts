// PUT /api/admin/claim/{id}/status -> ClaimStatusUpdateAnswer: approve, reject or mark repaired, with an
// optional note for the customer and, to reject, a reason from the domain's list. `from` is the status the admin saw, so that a change another admin made
// meanwhile is refused (409 'This claim was changed by someone else ...') instead of overridden. The page
// says how it ended in an alert (spec 02 section 8): useClaimStatusChange keeps that outcome.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CLAIM_MESSAGES,
  type ClaimRejectionReason,
  type ClaimStatus,
  type ClaimStatusUpdateAnswer,
  type ClaimStatusUpdateBody,
} from '@protect/domain';
import { ApiError, apiFetch } from '../../../lib/api-client';
import type { ActionOutcome } from '../../../api/admin/action-outcome';
import { type AdminClaimDetail, adminClaimKey } from './admin-claim';
import { adminClaimsKey } from './admin-claims';

export interface ClaimStatusChange {
  id: string;
  status: ClaimStatus;
  from: ClaimStatus;
  note?: string;
  /** Required to reject; not sent otherwise. */
  reason?: ClaimRejectionReason | '';
}

export function updateClaimStatus(change: ClaimStatusChange): Promise<ClaimStatusUpdateAnswer> {
  const body: ClaimStatusUpdateBody = {
    status: change.status,
    from: change.from,
    ...(change.note && change.note.trim() !== '' ? { note: change.note.trim() } : {}),
    ...(change.status === 'rejected' && change.reason ? { reason: change.reason } : {}),
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
      // The answer is the claim alone: its device does not change with its status.
      queryClient.setQueryData<AdminClaimDetail>(adminClaimKey(answer.claim.id), (before) => ({
        ...answer.claim,
        device: before?.device ?? null,
      }));
    },
    // Whatever happened (a 409 means the claim changed), the lists and counts are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminClaimsKey }),
  });
}

/**
 * A claim status change with its outcome for the page's alert: 'Claim {status} successfully' (the api's
 * message) or 'Failed to update claim: {reason}'.
 */
export function useClaimStatusChange() {
  const update = useUpdateClaimStatus();
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const change = (request: ClaimStatusChange, onChanged?: () => void) => {
    setOutcome(null);
    update.mutate(request, {
      onSuccess: (answer) => {
        setOutcome({ severity: 'success', message: answer.message });
        onChanged?.();
      },
      onError: (error) =>
        setOutcome({ severity: 'error', message: claimUpdateFailedMessage(error) }),
    });
  };
  return {
    change,
    outcome,
    clearOutcome: () => setOutcome(null),
    /** The claim being changed, whose buttons show it. */
    busyId: update.isPending ? (update.variables?.id ?? null) : null,
  };
}
