// The pieces the dashboard's list tabs share (Users, Subscriptions, Claims, Payments): the heading row with
// its count and actions, the failure line with Retry ('{Resource} HTTP {status}', spec 02 section 8), the
// 'Load more' button of a cursor list and the list dates. The Export CSV button is in ExportCsvButton.tsx:
// the claims page uses these pieces and exports nothing.
import type { ReactNode } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { formatCount } from '@protect/domain';
import { RetryAlert } from '../RetryAlert';
import { usDate } from '../../lib/dates';

export function ListTabHeader({
  title,
  total,
  loading,
  children,
}: {
  title: string;
  /** How many rows the list has in all, once known. */
  total?: number | undefined;
  loading: boolean;
  /** The tab's actions (Export CSV, a link). */
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', flexGrow: 1 }}>
        {title}
        {total !== undefined && (
          <Typography component="span" color="textSecondary" sx={{ ml: 1 }}>
            ({formatCount(total)})
          </Typography>
        )}
      </Typography>
      {loading && <CircularProgress size={20} aria-label={`Loading ${title.toLowerCase()}`} />}
      {children}
    </Box>
  );
}

export function ListFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <RetryAlert onRetry={onRetry} sx={{ mb: 2 }}>
      {message}
    </RetryAlert>
  );
}

export function LoadMore({
  hasMore,
  loading,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
}) {
  if (!hasMore) return null;
  return (
    <Box sx={{ textAlign: 'center', mt: 2 }}>
      <Button variant="outlined" onClick={onLoad} disabled={loading}>
        {loading ? 'Loading...' : 'Load more'}
      </Button>
    </Box>
  );
}

/** An api timestamp as the back office shows its day: 11/29/2026 (usDate). */
export const dateOf = (iso: string) => usDate(new Date(iso));
