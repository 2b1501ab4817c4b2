// A claim's deductible state for the reviewer: paid, due (Mark Repaired waits for it) or none; and the
// claim's type as the reviewer reads it.
import { Box } from '@mui/material';
import { type ClaimWire, claimTypeLabel, deductibleStateText } from '@protect/domain';
import { Fact } from '../../../components/Facts';
import { Badge } from '../../../components/Badge';

export function ClaimDeductibleState({
  claim,
}: {
  claim: Pick<ClaimWire, 'deductible' | 'deductible_due'>;
}) {
  const text = deductibleStateText(claim.deductible);
  if (!text) return null;
  return (
    <Badge
      variant={claim.deductible_due ? 'filled' : 'outlined'}
      color={claim.deductible_due ? 'warning' : 'default'}
      label={text}
      data-testid="admin-claim-deductible"
    />
  );
}

/** The claim's deductible state as a fact of the claim, when it has a deductible. */
export function DeductibleFact({
  claim,
}: {
  claim: Pick<ClaimWire, 'deductible' | 'deductible_due'>;
}) {
  return claim.deductible ? (
    <Fact term="Deductible">
      <ClaimDeductibleState claim={claim} />
    </Fact>
  ) : null;
}

/** 'Screen damage' as the reviewer reads it. */
export function ClaimTypeText({ claim }: { claim: Pick<ClaimWire, 'claim_type'> }) {
  return (
    <Box component="span" sx={{ textTransform: 'capitalize' }}>
      {claimTypeLabel(claim.claim_type)}
    </Box>
  );
}
