// Claims: the customer's claims with their status, photos and timeline, or an empty state that leads to
// filing one.
import { Box } from '@mui/material';
import type { ClaimWire } from '@protect/domain';
import { ClaimsList } from '../../../components/ClaimsList';
import { EmptyState } from './EmptyState';
import { FileClaimButton } from './FileClaimButton';

export function ClaimsTab({ claims }: { claims: ClaimWire[] }) {
  if (claims.length === 0)
    return (
      <EmptyState title="No claims yet" testId="claims-empty" action={<FileClaimButton />}>
        When your device is damaged or stolen, file a claim and follow it here.
      </EmptyState>
    );
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <FileClaimButton />
      </Box>
      <ClaimsList claims={claims} />
    </>
  );
}
