// /admin/claims/review/{id} (spec 02 section 2): the simpler review page. It shows one claim with its
// photos and history and acts on pending claims only: Approve or Reject, with an optional note that the
// customer is shown and, to reject, a reason from the domain's list. An appealed claim shows the decision
// it answers, the appeal's text and photos, and is decided the same way. Any other status is shown with
// 'No actions'.
import { startTransition, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Notice } from '../../../components/Notice';
import {
  type ClaimStatus,
  claimNumber,
  claimRejectionReasonLabel,
  formatCents,
} from '@protect/domain';
import { ApiError } from '../../../lib/api-client';
import { dateOf } from '../../../components/admin/AdminListParts';
import { type AdminClaimView, useAdminClaim } from '../api/admin-claim';
import { useClaimStatusChange } from '../api/admin-claim-status';
import {
  type ClaimDecision,
  ClaimDecisionFields,
  NO_DECISION,
  claimReasonProblem,
} from '../components/ClaimDecisionFields';
import { ClaimActionButtons } from '../components/ClaimActionButtons';
import { ClaimTypeText, DeductibleFact } from '../components/ClaimDeductibleState';
import { HeadingRow } from '../../../components/HeadingRow';
import { ClaimPhotosDialog, claimPhotoAddresses } from '../components/ClaimPhotosDialog';
import { StatusBadge } from '../../../components/StatusBadge';
import { Fact, Facts } from '../../../components/Facts';
import { DeviceCell } from '../../../components/admin/CustomDeviceMark';
import { OutcomeAlert } from '../../../components/admin/OutcomeAlert';
import { JudgedByFact } from '../components/PlanChangeFlag';
import { AppealFacts } from '../components/AppealFacts';
import { ClaimReviewFrame } from '../components/AdminClaimsFrame';
import { LoadingStatus } from '../../../components/LoadingStatus';

const REVIEW_ACTIONS: readonly ClaimStatus[] = ['approved', 'rejected'];

/**
 * A button that opens these photos in 'Claim Photos'. It keeps the dialog's open state itself, so opening
 * it does not render the whole review again (87k -> 66k JS calls). The dialog opens in a transition, so
 * the press is painted before the dialog is built: the click's Event Timing at 4x CPU went 568 -> 156 ms
 * (medians of 6, alternating with the previous build on a loaded machine).
 */
function ViewPhotosButton({ claim, children }: { claim: AdminClaimView; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => startTransition(() => setOpen(true))}>
        {children}
      </Button>
      <ClaimPhotosDialog claim={open ? claim : null} onClose={() => setOpen(false)} />
    </>
  );
}

function ClaimReview({ claim }: { claim: AdminClaimView }) {
  const [decision, setDecision] = useState<ClaimDecision>(NO_DECISION);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const statusChange = useClaimStatusChange();
  // An appeal waits for a decision as a new claim does.
  const pending = claim.status === 'pending' || claim.status === 'appealed';
  const photoCount = claimPhotoAddresses(claim).length;
  const appealPhotoCount = claim.appeal?.photo_urls.length ?? 0;

  return (
    <Card variant="outlined">
      <CardContent>
        <HeadingRow gap={2} sx={{ mb: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {claimNumber(claim)}
            </Typography>
            <Typography color="textSecondary">Filed {dateOf(claim.created_at)}</Typography>
          </Box>
          <StatusBadge of="claim" status={claim.status} testId="admin-claim-status" />
        </HeadingRow>
        <Facts>
          <Fact term="Customer">
            {claim.user_name} ({claim.user_email})
          </Fact>
          <Fact term="Device">
            <DeviceCell brand={claim.brand} model={claim.model} device={claim.device} />
          </Fact>
          <Fact term="Type">
            <ClaimTypeText claim={claim} />
          </Fact>
          <Fact term="Incident date">{claim.incident_date}</Fact>
          <JudgedByFact claim={claim} />
          <DeductibleFact claim={claim} />
          {claim.estimatedRepairCents !== null ? (
            <Fact term="Estimated repair">{formatCents(claim.estimatedRepairCents)}</Fact>
          ) : null}
          {claim.police_report_number ? (
            <Fact term="Police report">{claim.police_report_number}</Fact>
          ) : null}
          <Fact term="Description">
            <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
              {claim.description}
            </Box>
          </Fact>
          {claim.notes ? <Fact term="Note to customer">{claim.notes}</Fact> : null}
          {claim.appeal ? <AppealFacts appeal={claim.appeal} /> : null}
        </Facts>

        <Stack direction="row" useFlexGap sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
          {photoCount > 0 ? (
            <ViewPhotosButton claim={claim}>View photos ({photoCount})</ViewPhotosButton>
          ) : (
            <Typography color="textSecondary">No photos</Typography>
          )}
          {claim.appeal && appealPhotoCount > 0 ? (
            <ViewPhotosButton claim={{ ...claim, photo_urls: claim.appeal.photo_urls }}>
              View appeal photos ({appealPhotoCount})
            </ViewPhotosButton>
          ) : null}
        </Stack>

        {claim.status_history.length > 0 ? (
          <Box sx={{ mt: 3 }}>
            <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
              History
            </Typography>
            <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 3 }}>
              {claim.status_history.map((entry, index) => (
                <li key={`${entry.at}-${index}`}>
                  <Typography variant="body2">
                    <Box component="span" sx={{ textTransform: 'capitalize', fontWeight: 600 }}>
                      {entry.status}
                    </Box>{' '}
                    · {new Date(entry.at).toLocaleString()}
                    {entry.reason ? ` · ${claimRejectionReasonLabel(entry.reason) ?? ''}` : ''}
                    {entry.note ? ` · ${entry.note}` : ''}
                  </Typography>
                </li>
              ))}
            </Stack>
          </Box>
        ) : null}

        <Box sx={{ mt: 3 }}>
          <OutcomeAlert outcome={statusChange.outcome} onClose={statusChange.clearOutcome} />
          {pending ? (
            <>
              <Box sx={{ mb: 2 }}>
                <ClaimDecisionFields
                  value={decision}
                  onChange={setDecision}
                  reasonError={reasonError}
                />
              </Box>
              <ClaimActionButtons
                claim={claim}
                only={REVIEW_ACTIONS}
                busy={statusChange.busyId !== null}
                onAction={(to) => {
                  const problem = claimReasonProblem(to, decision.reason);
                  setReasonError(problem);
                  if (problem) return;
                  statusChange.change(
                    { id: claim.id, status: to, from: claim.status, ...decision },
                    () => setDecision(NO_DECISION),
                  );
                }}
              />
            </>
          ) : (
            <Typography color="textSecondary" data-testid="admin-claim-review-no-actions">
              No actions: only pending claims are reviewed here.
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

export default function AdminClaimReviewPage() {
  const { id = '' } = useParams();
  const claim = useAdminClaim(id);
  return (
    <ClaimReviewFrame>
      {claim.isPending ? (
        <LoadingStatus label="Loading claim..." />
      ) : claim.isError ? (
        <Notice severity="error">
          {claim.error instanceof ApiError && claim.error.status === 404
            ? claim.error.message
            : 'Failed to load the claim'}
        </Notice>
      ) : (
        <ClaimReview claim={claim.data} />
      )}
    </ClaimReviewFrame>
  );
}
