// An appealed claim for the reviewer (issue 24): the decision the customer answers (its date, reason and
// note) beside the customer's appeal, so that the appeal is judged against what was decided.
import { Box, Typography } from '@mui/material';
import type { ClaimAppealWire } from '@protect/domain';
import { Fact } from '../../../components/Facts';
import { dateOf } from '../../../components/admin/AdminListParts';

/** The original decision's words: 'Rejected 3/5/2026: {reason}' and its note. */
function decisionText(decision: NonNullable<ClaimAppealWire['decision']>): string {
  return `Rejected ${dateOf(decision.at)}: ${decision.reason_label ?? 'no reason recorded'}`;
}

/** The two short blocks of a queue row: the original decision, then the appeal's text. */
export function AppealSummary({ appeal }: { appeal: ClaimAppealWire }) {
  return (
    <Box data-testid="admin-claim-appeal" sx={{ overflowWrap: 'anywhere' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Original decision
      </Typography>
      {appeal.decision ? (
        <>
          <Typography variant="body2" data-testid="admin-claim-original-decision">
            {decisionText(appeal.decision)}
          </Typography>
          {appeal.decision.note ? (
            <Typography variant="body2" color="textSecondary">
              Note: {appeal.decision.note}
            </Typography>
          ) : null}
        </>
      ) : (
        <Typography variant="body2" color="textSecondary">
          Not recorded
        </Typography>
      )}
      <Typography variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
        Appeal {dateOf(appeal.at)}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {appeal.text}
      </Typography>
    </Box>
  );
}

/** The review page's facts of an appeal. */
export function AppealFacts({ appeal }: { appeal: ClaimAppealWire }) {
  return (
    <>
      <Fact term="Original decision" testId="admin-claim-original-decision">
        {appeal.decision ? decisionText(appeal.decision) : 'Not recorded'}
        {appeal.decision?.note ? ` (note: ${appeal.decision.note})` : ''}
      </Fact>
      <Fact term={`Appeal (${dateOf(appeal.at)})`} testId="admin-claim-appeal-text">
        <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
          {appeal.text}
        </Box>
      </Fact>
    </>
  );
}
