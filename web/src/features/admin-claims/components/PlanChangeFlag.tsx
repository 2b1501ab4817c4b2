// The reviewer's view of which plan terms judged a claim, and the flag for a claim whose incident closely
// follows a plan change (lose the phone, upgrade, claim): the domain judges by the terms in force on the
// incident day, and the reviewer sees the change that came just before it.
import { Box } from '@mui/material';
import {
  type AdminClaimWire,
  PLAN_CHANGE_FLAG_DAYS,
  deductibleFromDollarsOrLabel,
  formatDeductible,
} from '@protect/domain';
import { Fact } from '../../../components/Facts';
import { usCalendarDay } from '../../../lib/dates';
import { dateOf } from '../../../components/admin/AdminListParts';
import { Badge } from '../../../components/Badge';

/** 'Premium Plan, in force from 3/26/2026 · deductible $29.99'; 'Not recorded' on older claims. */
type JudgedClaim = Pick<AdminClaimWire, 'judged_by' | 'follows_plan_change'>;

export function judgedByText(claim: JudgedClaim): string {
  const judged = claim.judged_by;
  if (!judged) return 'Not recorded (filed before plan versions were kept)';
  const deductible =
    judged.deductible === null
      ? ''
      : ` · deductible ${formatDeductible(deductibleFromDollarsOrLabel(judged.deductible))}`;
  return `${judged.plan_name}, in force from ${usCalendarDay(judged.effective_from)}${deductible}`;
}

/** A warning badge when the incident came within PLAN_CHANGE_FLAG_DAYS after a plan change. */
export function PlanChangeFlag({ claim }: { claim: JudgedClaim }) {
  const change = claim.follows_plan_change;
  if (!change) return null;
  return (
    <Badge
      color="warning"
      label={`Plan changed to ${change.plan_name} on ${dateOf(change.changed_at)}, within ${PLAN_CHANGE_FLAG_DAYS} days before the incident`}
      data-testid="plan-change-flag"
      wrap
    />
  );
}

/** The 'Judged by' row of a claim's facts, with the flag under it when there is one. */
export function JudgedByFact({ claim }: { claim: JudgedClaim }) {
  return (
    <Fact term="Judged by" testId="judged-by">
      {judgedByText(claim)}
      {claim.follows_plan_change ? (
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          <PlanChangeFlag claim={claim} />
        </Box>
      ) : null}
    </Fact>
  );
}
