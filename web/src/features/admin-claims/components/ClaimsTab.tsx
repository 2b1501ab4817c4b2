// Claims tab (spec 02 section 2): read-only, the newest claims (the first page of GET /api/admin/claims);
// reviewing happens on the claims page, which 'Open Claims Management' opens.
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Typography } from '@mui/material';
import { formatCount } from '@protect/domain';
import { paths } from '../../../config/paths';
import { listFailedMessage, recentClaimsQuery } from '../../../api/admin/admin-lists';
import { ListFailure, ListTabHeader } from '../../../components/admin/AdminListParts';
import { ClaimsReadOnlyTable } from '../../../components/admin/AdminRowsTables';

export function ClaimsTab() {
  const claims = useQuery(recentClaimsQuery());
  const page = claims.data;
  return (
    <section aria-label="Claims">
      <ListTabHeader
        title="Claims"
        total={page?.counts.all}
        loading={claims.isPending || claims.isRefetching}
      >
        <Button variant="contained" component={RouterLink} to={paths.admin.claims.getHref()}>
          Open Claims Management
        </Button>
      </ListTabHeader>
      {claims.isError && (
        <ListFailure
          message={listFailedMessage('Claims', claims.error)}
          onRetry={() => void claims.refetch()}
        />
      )}
      <ClaimsReadOnlyTable claims={page?.claims ?? []} loaded={claims.isSuccess} />
      {page && page.nextCursor !== null && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
          Showing the newest {page.claims.length} of {formatCount(page.counts.all)} claims. Open
          Claims Management to search and review them all.
        </Typography>
      )}
    </section>
  );
}
