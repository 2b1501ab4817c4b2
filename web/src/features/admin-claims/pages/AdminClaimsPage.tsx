// /admin/claims (spec 02 section 2 "Claims Management page"): 'Review Claims (n pending)' lists the
// customers' appeals first (issue 24: each with the decision it answers), then the pending claims; 'All Claims (n)' adds the search (e-mail, name or claim number, on the server) and the status
// filter. Each claim has its photos ('Claim Photos') and its actions; 'Load more' reads the next page.
import { Suspense, lazy, useDeferredValue, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Box, Button, Typography } from '@mui/material';
import { Notice } from '../../../components/Notice';
import { type AdminClaimWire, type ClaimStatus, type ClaimStatusFilter } from '@protect/domain';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { adminClaimsQuery, useAdminClaims } from '../api/admin-claims';
import { useClaimStatusChange } from '../api/admin-claim-status';
import { OutcomeAlert } from '../../../components/admin/OutcomeAlert';
import { ClaimsTable } from '../components/ClaimsTable';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { LoadMore } from '../../../components/admin/AdminListParts';
import { AdminClaimsFrame } from '../components/AdminClaimsFrame';

type View = 'review' | 'all';

/** How long typing pauses before the search is sent to the server. */
const SEARCH_DELAY_MS = 300;

// The 'All Claims' filters and both dialogs load when first shown: the text field, the select and the
// dialogs stay out of the review queue's first load (bench:web /admin/claims 263.0 -> 229.4 KB gz).
const AllClaimsFilters = lazy(() => import('../components/AllClaimsFilters'));
const ClaimPhotosDialog = lazy(() =>
  import('../components/ClaimPhotosDialog').then((m) => ({ default: m.ClaimPhotosDialog })),
);
const RejectClaimDialog = lazy(() =>
  import('../components/RejectClaimDialog').then((m) => ({ default: m.RejectClaimDialog })),
);

export default function AdminClaimsPage() {
  const [view, setView] = useState<View>('review');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ClaimStatusFilter>('all');
  const [photosOf, setPhotosOf] = useState<AdminClaimWire | null>(null);
  // A rejection needs its reason: 'Reject' opens the dialog that asks for it.
  const [rejecting, setRejecting] = useState<AdminClaimWire | null>(null);
  // Each dialog is mounted from its first opening on, so that closing keeps its exit transition.
  const [photosOpened, setPhotosOpened] = useState(false);
  const [rejectOpened, setRejectOpened] = useState(false);
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);

  const filter =
    view === 'review'
      ? { status: 'pending' as const, search: '' }
      : { status, search: settledSearch };
  const claims = useAdminClaims(filter);
  // Appeals wait for a second decision: the review queue lists them first.
  const appeals = useInfiniteQuery({
    ...adminClaimsQuery({ status: 'appealed', search: '' }),
    enabled: view === 'review',
  });
  const statusChange = useClaimStatusChange();

  const firstPage = claims.data?.pages[0];
  const counts = firstPage?.counts;
  const viewLabels: Record<View, string> = {
    review: `Review Claims (${counts?.pending ?? '…'} pending)`,
    all: `All Claims (${counts?.all ?? '…'})`,
  };
  // The list is drawn from a deferred copy of the answer (README, "How the web build reaches the screen").
  const claimPages = useDeferredValue(claims.data);
  const rows = claimPages?.pages.flatMap((page) => page.claims) ?? [];
  const appealRows =
    view === 'review' ? (appeals.data?.pages.flatMap((page) => page.claims) ?? []) : [];

  const act = (claim: AdminClaimWire, to: ClaimStatus) => {
    if (to === 'rejected') {
      setRejectOpened(true);
      setRejecting(claim);
    } else statusChange.change({ id: claim.id, status: to, from: claim.status });
  };
  const showPhotos = (claim: AdminClaimWire) => {
    setPhotosOpened(true);
    setPhotosOf(claim);
  };

  // What each row of both lists offers: its photos and its status actions.
  const rowActions = { busyId: statusChange.busyId, onAction: act, onPhotos: showPhotos };

  return (
    <AdminClaimsFrame>
      {/* Two pressed-or-not buttons: the filled one is the list shown. Plain Buttons rather than MUI's
          ToggleButtonGroup, whose roving focus a two-button switch does not need (bench:web /admin/claims
          -4 KB gz). */}
      <Box
        role="group"
        aria-label="Which claims"
        sx={{ display: 'flex', gap: 1, mb: 3, width: { xs: '100%', sm: 'auto' } }}
      >
        {(['review', 'all'] as const).map((value) => (
          <Button
            key={value}
            variant={view === value ? 'contained' : 'outlined'}
            aria-pressed={view === value}
            onClick={() => setView(value)}
            sx={{ flex: { xs: 1, sm: 'none' }, px: { xs: 1, sm: 2 } }}
          >
            {viewLabels[value]}
          </Button>
        ))}
      </Box>

      {view === 'all' ? (
        // The filters' height, so that the list below does not move when they appear.
        <Suspense fallback={<Box sx={{ height: { xs: 128, sm: 56 }, mb: 3 }} />}>
          <AllClaimsFilters
            search={search}
            onSearchChange={setSearch}
            status={status}
            onStatusChange={setStatus}
          />
        </Suspense>
      ) : null}

      <OutcomeAlert outcome={statusChange.outcome} onClose={statusChange.clearOutcome} />
      {appealRows.length > 0 ? (
        <Box component="section" aria-labelledby="appeals-title" sx={{ mb: 4 }}>
          <Typography variant="h2" id="appeals-title" sx={{ fontSize: '1.4rem', mb: 2 }}>
            Appeals ({appealRows.length}
            {appeals.hasNextPage ? '+' : ''})
          </Typography>
          <ClaimsTable claims={appealRows} appeals {...rowActions} />
          <LoadMore
            hasMore={appeals.hasNextPage}
            loading={appeals.isFetchingNextPage}
            onLoad={() => void appeals.fetchNextPage()}
          />
        </Box>
      ) : null}
      {appealRows.length > 0 && view === 'review' ? (
        <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
          Pending claims
        </Typography>
      ) : null}
      {!claimPages && !claims.isError ? (
        <LoadingStatus label="Loading claims..." />
      ) : claims.isError ? (
        <Notice
          severity="error"
          action={<Button onClick={() => void claims.refetch()}>Retry</Button>}
        >
          Failed to load claims
        </Notice>
      ) : rows.length === 0 && appealRows.length > 0 ? (
        <Typography color="textSecondary" sx={{ py: 2 }}>
          No pending claims.
        </Typography>
      ) : rows.length === 0 ? (
        <Typography
          color="textSecondary"
          sx={{ py: 6, textAlign: 'center' }}
          data-testid="admin-claims-empty"
        >
          {view === 'review' ? 'No claims are waiting for review.' : 'No claims found.'}
        </Typography>
      ) : (
        <>
          <ClaimsTable claims={rows} {...rowActions} />
          <LoadMore
            hasMore={claims.hasNextPage}
            loading={claims.isFetchingNextPage}
            onLoad={() => void claims.fetchNextPage()}
          />
        </>
      )}

      <Suspense fallback={null}>
        {photosOpened ? (
          <ClaimPhotosDialog claim={photosOf} onClose={() => setPhotosOf(null)} />
        ) : null}
        {rejectOpened ? (
          <RejectClaimDialog
            claim={rejecting}
            onCancel={() => setRejecting(null)}
            onReject={(claim, decision) => {
              setRejecting(null);
              statusChange.change({
                id: claim.id,
                status: 'rejected',
                from: claim.status,
                ...decision,
              });
            }}
          />
        ) : null}
      </Suspense>
    </AdminClaimsFrame>
  );
}
