// A claim's status as the admin sees it (all five statuses): approved green, pending yellow, rejected red,
// other grey (spec 02 section 2).
import { Chip } from '@mui/material';
import { type ClaimStatus, claimStatusColor } from '@protect/domain';

const CHIP_COLOR = {
  green: 'success',
  yellow: 'warning',
  red: 'error',
  grey: 'default',
} as const;

export function ClaimStatusChip({ status }: { status: ClaimStatus }) {
  return (
    <Chip
      label={status}
      color={CHIP_COLOR[claimStatusColor(status)]}
      size="small"
      sx={{ textTransform: 'capitalize', fontWeight: 600 }}
      data-testid="admin-claim-status"
    />
  );
}
