// 'All Claims' search (e-mail, name or claim number, on the server) and status filter of /admin/claims.
// Its own chunk: the page opens on 'Review Claims', which shows neither, so the text field and the select
// load when the admin first switches to 'All Claims'.
import { Box, MenuItem, Stack, TextField } from '@mui/material';
import { CLAIM_STATUS_FILTERS, type ClaimStatusFilter } from '@protect/domain';
import { SearchField } from '../../../components/SearchField';

const filterLabel = (status: ClaimStatusFilter) =>
  status === 'all' ? 'All statuses' : status[0]!.toUpperCase() + status.slice(1);

export default function AllClaimsFilters({
  search,
  onSearchChange,
  status,
  onStatusChange,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  status: ClaimStatusFilter;
  onStatusChange: (status: ClaimStatusFilter) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
      <Box sx={{ flex: { sm: '1 1 320px' }, minWidth: 0 }}>
        <SearchField
          label="Search by email, name or claim number"
          value={search}
          onChange={onSearchChange}
          sx={{ width: '100%' }}
        />
      </Box>
      <TextField
        select
        label="Status"
        value={status}
        onChange={(event) => onStatusChange(event.target.value as ClaimStatusFilter)}
        sx={{ width: { xs: '100%', sm: 220 }, flexShrink: 0 }}
      >
        {CLAIM_STATUS_FILTERS.map((option) => (
          <MenuItem key={option} value={option}>
            {filterLabel(option)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
