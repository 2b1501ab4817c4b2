// POST /api/claims/{id}/deductible: the customer pays a claim's due deductible (an approval whose charge to
// the card on file was declined) with the card field. A card that needs its bank's 3-D Secure step answers
// 402 'requires_action': the card field completes that step and the same request goes again with the same
// Idempotency-Key (lib/payment-attempt.ts), so it is charged once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimWire, PayDeductibleAnswer, PayDeductibleBody } from '@protect/domain';
import {
  type ConfirmCardAction,
  idempotentRequest,
  sendAttempt,
} from '../../../lib/payment-attempt';

export interface DeductibleAttempt {
  claimId: string;
  body: PayDeductibleBody;
  idempotencyKey: string;
  confirmCardAction: ConfirmCardAction;
}

/** Sends the attempt, through the 3-D Secure step when asked. */
export async function payDeductible(
  attempt: DeductibleAttempt,
): Promise<{ claim: ClaimWire; message: string }> {
  const answer = await sendAttempt(
    () =>
      idempotentRequest<PayDeductibleAnswer>(
        `/api/claims/${encodeURIComponent(attempt.claimId)}/deductible`,
        { method: 'POST', body: attempt.body },
        attempt.idempotencyKey,
      ),
    attempt.confirmCardAction,
  );
  return { claim: answer.claim, message: answer.message };
}

export function usePayDeductible() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payDeductible,
    // The dialog shows the refusal itself.
    meta: { silent: true },
    // The claim lists (claims page, dashboard) and the Payments tab read what the server now holds.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['claims'] }),
        queryClient.invalidateQueries({ queryKey: ['customer-dashboard'] }),
      ]),
  });
}
