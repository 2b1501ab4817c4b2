import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';

/** A wide dialog that only shows something (an audit entry's changes, a claim's photos), closed by Close. */
export function DetailsDialog({
  open,
  onClose,
  title,
  titleId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The title's id, which then names the dialog. */
  titleId?: string;
  /** The dialog's content (DialogContent). */
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
