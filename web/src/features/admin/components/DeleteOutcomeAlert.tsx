// The alert that says how a delete ended on /admin/users and /admin/quotes (spec 02 section 8: 'User
// deleted successfully.', 'Quote deleted successfully', the server's refusal or 'Failed to delete ...').
// It takes the focus when it appears: the row (and its Delete button, where the dialog would return the
// focus) is gone, and a screen reader or an admin far down a long list learns the outcome at once.
import { useEffect, useRef } from 'react';
import { Alert } from '@mui/material';

export interface DeleteOutcome {
  severity: 'success' | 'error';
  message: string;
}

export function DeleteOutcomeAlert({
  outcome,
  onClose,
}: {
  outcome: DeleteOutcome | null;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity={outcome.severity}
      onClose={onClose}
      sx={{ mb: 2, scrollMarginTop: 80 }}
      data-testid="delete-outcome"
    >
      {outcome.message}
    </Alert>
  );
}
