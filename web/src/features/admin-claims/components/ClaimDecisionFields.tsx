// What an admin writes with a decision (issue 24): the optional note the customer is shown, and the reason
// from the domain's fixed list, which a rejection requires. Used by the review page and the reject dialog.
import { MenuItem, Stack, TextField } from '@mui/material';
import {
  CLAIM_REJECTION_REASONS,
  type ClaimRejectionReason,
  MAX_CLAIM_NOTE_LENGTH,
} from '@protect/domain';

export interface ClaimDecision {
  reason: ClaimRejectionReason | '';
  note: string;
}

export const NO_DECISION: ClaimDecision = { reason: '', note: '' };

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
