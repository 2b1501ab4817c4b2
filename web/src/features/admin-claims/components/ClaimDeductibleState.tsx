// A claim's deductible state for the reviewer: paid, due (Mark Repaired waits for it) or none.
import { Chip } from '@mui/material';
import { type ClaimWire, deductibleStateText } from '@protect/domain';

export function ClaimDeductibleState({
  claim,
}: {
  claim: Pick<ClaimWire, 'deductible' | 'deductible_due'>;
}) {
  const text = deductibleStateText(claim.deductible);
  if (!text) return null;
  return (
    <Chip
      size="small"
      variant={claim.deductible_due ? 'filled' : 'outlined'}
      color={claim.deductible_due ? 'warning' : 'default'}
      label={text}
      data-testid="admin-claim-deductible"
    />
  );
}
