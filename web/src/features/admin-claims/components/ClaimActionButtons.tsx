// The actions of a claim's status (spec 02 section 4): Approve / Reject from pending or reviewing, 'Mark
// Repaired' from approved (not while its deductible is due: the api refuses it too), 'No actions' on
// rejected and completed.
import { Button, Stack, Typography } from '@mui/material';
import { type AdminClaimWire, type ClaimStatus, claimActions } from '@protect/domain';

const ACTION_COLOR: Partial<Record<ClaimStatus, 'success' | 'error' | 'primary'>> = {
  approved: 'success',
  rejected: 'error',
  completed: 'primary',
};

export function ClaimActionButtons({
  claim,
  busy,
  onAction,
  only,
}: {
  claim: Pick<AdminClaimWire, 'status' | 'deductible_due'>;
  busy: boolean;
  onAction: (to: ClaimStatus) => void;
  /** Offer only these targets (the review page acts on pending claims: approve and reject). */
  only?: readonly ClaimStatus[];
}) {
  const actions = claimActions(claim.status)
    .filter(({ to }) => !only || only.includes(to))
    .filter(({ to }) => !(to === 'completed' && claim.deductible_due));
  if (actions.length === 0 && claim.deductible_due)
    return (
      <Typography variant="body2" color="textSecondary" data-testid="awaiting-deductible">
        Awaiting deductible
      </Typography>
    );
  if (actions.length === 0)
    return (
      <Typography variant="body2" color="textSecondary">
        No actions
      </Typography>
    );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {actions.map(({ to, label }) => (
        <Button
          key={to}
          size="small"
          variant={to === 'rejected' ? 'outlined' : 'contained'}
          color={ACTION_COLOR[to] ?? 'primary'}
          disabled={busy}
          onClick={() => onAction(to)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
