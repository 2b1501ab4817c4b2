// 'Error Loading Dashboard' (spec 02 section 2): the reason, Retry, and when the profile is not found
// (an account without a customer profile) the way to complete the registration.
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button } from '@mui/material';
import { Notice, NoticeTitle } from '../../../components/Notice';
import { profileFetchError } from '@protect/domain';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';

/** The spec's wording of a failed profile fetch, by status; a network failure as the api client words it. */
export function dashboardErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Failed to load dashboard';
  return error.code === 'network' ? error.message : profileFetchError(error.status);
}

export function DashboardError({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const message = dashboardErrorMessage(error);
  const notFound = message.toLowerCase().includes('not found');
  return (
    <Notice severity="error" data-testid="dashboard-error">
      <NoticeTitle component="h1" sx={{ fontSize: '1.25rem' }}>
        Error Loading Dashboard
      </NoticeTitle>
      {message}
      <Box sx={{ display: 'flex', gap: 1.5, mt: 2, flexWrap: 'wrap' }}>
        {notFound ? (
          <Button
            component={RouterLink}
            to={paths.auth.register.getHref()}
            variant="contained"
            color="error"
          >
            Complete Registration
          </Button>
        ) : null}
        <Button variant="outlined" color="error" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      </Box>
    </Notice>
  );
}
