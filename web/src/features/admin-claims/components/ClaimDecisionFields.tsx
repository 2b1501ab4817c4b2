// What an admin writes with a decision (issue 24): the optional note the customer is shown, and the reason
// from the domain's fixed list, which a rejection requires. Used by the review page and the reject dialog.
// The rule that asks for the reason is here, not with the status change: it brings the domain's yup
// schemas, which the claims list (its Approve and Mark Repaired buttons) does not need on first load.
import { MenuItem, Stack, TextField } from '@mui/material';
import {
  CLAIM_REJECTION_REASONS,
  type ClaimRejectionReason,
  type ClaimStatus,
  MAX_CLAIM_NOTE_LENGTH,
  claimStatusUpdateSchema,
  parseWith,
} from '@protect/domain';

export interface ClaimDecision {
  reason: ClaimRejectionReason | '';
  note: string;
}

export const NO_DECISION: ClaimDecision = { reason: '', note: '' };

/** The schema's message when a change to `status` lacks its reason ('Choose the reason ...'); null when it may be sent. */
export function claimReasonProblem(
  status: ClaimStatus,
  reason: ClaimDecision['reason'],
): string | null {
  const parsed = parseWith(claimStatusUpdateSchema, { status, ...(reason ? { reason } : {}) });
  return parsed.ok ? null : (parsed.errors.reason ?? null);
}

export function ClaimDecisionFields({
  value,
  onChange,
  reasonError,
}: {
  value: ClaimDecision;
  onChange: (value: ClaimDecision) => void;
  /** The schema's message when a rejection was tried without a reason. */
  reasonError: string | null;
}) {
  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Reason for rejecting"
        value={value.reason}
        onChange={(event) =>
          onChange({ ...value, reason: event.target.value as ClaimRejectionReason })
        }
        error={reasonError !== null}
        helperText={reasonError ?? 'Required to reject; the customer reads it'}
        fullWidth
        data-testid="claim-rejection-reason"
      >
        {CLAIM_REJECTION_REASONS.map((reason) => (
          <MenuItem key={reason.code} value={reason.code} sx={{ whiteSpace: 'normal' }}>
            {reason.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Note to the customer (optional)"
        value={value.note}
        onChange={(event) => onChange({ ...value, note: event.target.value })}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: MAX_CLAIM_NOTE_LENGTH } }}
      />
    </Stack>
  );
}
