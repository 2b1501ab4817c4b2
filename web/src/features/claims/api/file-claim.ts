// POST /api/claims (multipart: user_id, device_id, claim_type, description, incident_date, optional
// estimated_repair_cost and police_report_number, repeated photos) -> FileClaimAnswer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CLAIM_MESSAGES,
  type ClaimForm,
  type ClaimWire,
  type FileClaimAnswer,
} from '@protect/domain';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { type CustomerClaim, customerClaimFromWire } from './customer-claim';
import { userClaimsQueryKey } from './get-user-claims';

export interface FileClaimInput {
  userId: string;
  form: ClaimForm;
  photos: readonly File[];
}

/** The multipart body of the spec (section 7); optional fields are left out when empty. */
export function claimFormData({ userId, form, photos }: FileClaimInput): FormData {
  const data = new FormData();
  data.append('user_id', userId);
  data.append('device_id', form.device_id);
  data.append('claim_type', form.claim_type);
  data.append('description', form.description);
  data.append('incident_date', form.incident_date);
  if (form.estimated_repair_cost !== undefined)
    data.append('estimated_repair_cost', String(form.estimated_repair_cost));
  if (form.police_report_number) data.append('police_report_number', form.police_report_number);
  for (const photo of photos) data.append('photos', photo, photo.name);
  return data;
}

export async function fileClaim(input: FileClaimInput): Promise<ClaimWire> {
  const answer = await apiFetch<FileClaimAnswer>('/api/claims', {
    method: 'POST',
    body: claimFormData(input),
  });
  return answer.claim;
}

/**
 * The spec's failure wording: the network one, else the server's message, else 'Failed to submit claim'
 * (an appeal passes its own `failed` words).
 */
export function fileClaimErrorMessage(
  error: unknown,
  failed: string = CLAIM_MESSAGES.submitFailed,
): string {
  if (error instanceof ApiError && error.code === 'network') return `Network error: ${failed}`;
  if (error instanceof ApiError && error.message && !/^HTTP \d+$/.test(error.message))
    return error.message;
  return failed;
}

/** The api's per-field messages of a refused claim (a 400 with `errors`), or null. */
export function fieldMessagesOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || !error.errors) return null;
  if (!Array.isArray(error.errors)) return error.errors;
  const messages: Record<string, string> = {};
  for (const item of error.errors) {
    const field = item.field ?? item.path;
    if (field && !(field in messages)) messages[field] = item.message;
  }
  return messages;
}

/** Files the claim; on success the new claim is put first in the customer's list. */
export function useFileClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileClaim,
    // The page says its own failures (fileClaimErrorMessage).
    meta: { silent: true },
    onSuccess: (filed, { userId }) => {
      const claim = customerClaimFromWire(filed);
      queryClient.setQueryData<CustomerClaim[]>(userClaimsQueryKey(userId), (before) => [
        claim,
        ...(before ?? []).filter((c) => c.id !== claim.id),
      ]);
    },
  });
}
