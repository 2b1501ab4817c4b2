// Asks before something that cannot be undone (a delete, a removal, a cancellation); the dialog stays
// open while the call runs.
import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

export interface ConfirmDialogProps {
  open: boolean;
  /** The title's id, which names the dialog. */
  titleId: string;
  title: string;
  /** Gives the content an id, and names it as the dialog's description. */
  contentId?: string;
  /** What confirming does. */
  children: ReactNode;
  /** The confirmed call is running: nothing can be chosen, and the dialog cannot be closed. */
  pending: boolean;
  cancelLabel?: string;
  confirmLabel: string;
  /** The confirm button's words while the call runs (else it keeps its words). */
  pendingLabel?: string;
  /** Confirming is not possible yet, or any more. */
  confirmDisabled?: boolean;
  /** Buttons between Cancel and the confirm button (e.g. 'Deactivate' instead of deleting). */
  otherActions?: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDialog({
  open,
  titleId,
  title,
  contentId,
  children,
  pending,
  cancelLabel = 'Cancel',
  confirmLabel,
  pendingLabel,
  confirmDisabled = false,
  otherActions,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={contentId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent id={contentId}>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        {otherActions}
        <Button
          color="error"
          variant="contained"
          onClick={onConfirm}
          disabled={pending || confirmDisabled}
        >
          {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Asks before a record is deleted: its title and what deleting it means. */
export function ConfirmDeleteDialog({
  open,
  title,
  text,
  pending,
  onCancel,
  onConfirm,
}: Pick<ConfirmDialogProps, 'open' | 'title' | 'pending' | 'onCancel' | 'onConfirm'> & {
  text: string;
}) {
  return (
    <ConfirmDialog
      open={open}
      titleId="confirm-delete-title"
      title={title}
      pending={pending}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <DialogContentText>{text}</DialogContentText>
    </ConfirmDialog>
  );
}
