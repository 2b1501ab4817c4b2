// The alert that says how an admin action ended (spec 02 section 8): a delete on /admin/users and
// /admin/quotes ('User deleted successfully.', 'Quote deleted successfully', the server's refusal or
// 'Failed to delete ...'), a claim's status change on /admin/claims and the review page ('Claim {status}
// successfully', 'Failed to update claim: ...'). It takes the focus when it appears: a deleted row (and
// the button the dialog would return the focus to) is gone, and a screen reader or an admin far down a
// long list learns the outcome at once.
import { useEffect, useRef } from 'react';
import { Notice } from '../Notice';
import type { ActionOutcome } from '../../api/admin/action-outcome';

export function OutcomeAlert({
  outcome,
  onClose,
}: {
  outcome: ActionOutcome | null;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  return (
    <Notice
      ref={ref}
      tabIndex={-1}
      severity={outcome.severity}
      onClose={onClose}
      sx={{ mb: 2, scrollMarginTop: 80 }}
      data-testid="action-outcome"
    >
      {outcome.message}
    </Notice>
  );
}
