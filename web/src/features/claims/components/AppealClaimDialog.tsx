// 'Appeal this decision' on a rejected claim (issue 24): why the customer thinks the decision is wrong (at
// least 20 characters, the domain's claimAppealSchema, as the api checks it) and up to 3 more photos, with
// the claim filing's photo field. The api's refusal (the 30 days passed, already appealed) is shown here.
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { Notice } from '../../../components/Notice';
import {
  CLAIM_APPEAL_MESSAGES,
  type ClaimAppealForm,
  MAX_APPEAL_PHOTOS,
  MAX_APPEAL_TEXT_LENGTH,
  claimAppealSchema,
  claimNumber,
} from '@protect/domain';
import { Form } from '../../../components/Form';
import { registeredField } from '../../../lib/form-field-props';
import { notifySuccess } from '../../../lib/notify';
import { isSessionEnded } from '../../../lib/session-ended';
import { useAppealClaim } from '../api/appeal-claim';
import type { CustomerClaim } from '../api/customer-claim';
import { fileClaimErrorMessage } from '../api/file-claim';
import { type ClaimPhoto, ClaimPhotosField } from './ClaimPhotosField';

export function AppealClaimDialog({
  claim,
  userId,
  onClose,
}: {
  claim: CustomerClaim;
  userId: string;
  onClose: () => void;
}) {
  const { register, handleSubmit, formState } = useForm<ClaimAppealForm>({
    resolver: yupResolver(claimAppealSchema),
    defaultValues: { text: '' },
  });
  const [photos, setPhotos] = useState<ClaimPhoto[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const appeal = useAppealClaim();
  const busy = appeal.isPending;
  const number = claimNumber(claim);
  const titleId = `appeal-claim-${claim.id}`;

  const submit = handleSubmit(async (form) => {
    setRefusal(null);
    try {
      const answer = await appeal.mutateAsync({
        userId,
        claimId: claim.id,
        form,
        photos: photos.map((photo) => photo.file),
      });
      notifySuccess(answer.message);
      onClose();
    } catch (error) {
      // A signed-out session is told once, by the session's own toast.
      if (!isSessionEnded(error))
        setRefusal(fileClaimErrorMessage(error, CLAIM_APPEAL_MESSAGES.submitFailed));
    }
  });

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Form onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Appeal the decision on claim {number}</DialogTitle>
        <DialogContent>
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            Tell us why the decision should change, and add photos that show it. A claim can be
            appealed once
            {claim.appealable_until
              ? `, until ${new Date(claim.appealable_until).toLocaleDateString()}`
              : ''}
            .
          </Typography>
          {refusal ? (
            <Notice severity="error" sx={{ mb: 2 }} data-testid="appeal-refusal">
              {refusal}
            </Notice>
          ) : null}
          <TextField
            fullWidth
            multiline
            minRows={4}
            label="Why should we look again?"
            required
            slotProps={{ htmlInput: { maxLength: MAX_APPEAL_TEXT_LENGTH } }}
            {...registeredField(register, formState.errors, 'text', 'At least 20 characters')}
          />
          <Box sx={{ mt: 2 }}>
            <ClaimPhotosField
              photos={photos}
              onChange={setPhotos}
              disabled={busy}
              max={MAX_APPEAL_PHOTOS}
              tooManyMessage={CLAIM_APPEAL_MESSAGES.tooManyPhotos}
              testId="appeal-photos-input"
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
          >
            {busy ? 'Sending...' : 'Send appeal'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
