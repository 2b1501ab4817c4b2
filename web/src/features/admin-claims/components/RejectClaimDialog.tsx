// Rejecting from the claims list (issue 24): the list has no room for the reason, so 'Reject' asks for it
// here, with the optional note, before anything is sent.
import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { type AdminClaimWire, claimNumber } from '@protect/domain';
import {
  type ClaimDecision,
  ClaimDecisionFields,
  NO_DECISION,
  claimReasonProblem,
} from './ClaimDecisionFields';

export function RejectClaimDialog({
  claim,
  onCancel,
  onReject,
}: {
  /** The claim being rejected; the dialog is closed while null. */
  claim: AdminClaimWire | null;
  onCancel: () => void;
  onReject: (claim: AdminClaimWire, decision: ClaimDecision) => void;
}) {
  const [decision, setDecision] = useState<ClaimDecision>(NO_DECISION);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const close = () => {
    setDecision(NO_DECISION);
    setReasonError(null);
    onCancel();
  };
  const reject = () => {
    if (!claim) return;
    const problem = claimReasonProblem('rejected', decision.reason);
    setReasonError(problem);
    if (problem) return;
    onReject(claim, decision);
    setDecision(NO_DECISION);
  };
  return (
    <Dialog open={claim !== null} onClose={close} aria-labelledby="reject-claim-title" fullWidth>
      <DialogTitle id="reject-claim-title">
        Reject claim {claim ? claimNumber(claim) : ''}
      </DialogTitle>
      <DialogContent>
        {/* Room above the first field, so that its floating label is not cut off under the title. */}
        <Box sx={{ pt: 1 }}>
          <ClaimDecisionFields value={decision} onChange={setDecision} reasonError={reasonError} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button color="error" variant="contained" onClick={reject}>
          Reject claim
        </Button>
      </DialogActions>
    </Dialog>
  );
}
