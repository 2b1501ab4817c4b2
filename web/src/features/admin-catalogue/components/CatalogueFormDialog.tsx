// The frame of the catalogue's Add/Edit dialogs (plans, device pricing, add-ons): title, a form whose fields
// sit in two columns from tablet width (one on a phone), Cancel and the submit button. While saving, the
// dialog cannot be dismissed and both buttons wait.
import type { FormEventHandler, ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form } from '../../../components/Form';

export function CatalogueFormDialog({
  open,
  id,
  title,
  submitLabel,
  saving,
  onClose,
  onSubmit,
  maxWidth = 'sm',
  children,
}: {
  open: boolean;
  /** The dialog's id; its title is `${id}-title`. */
  id: string;
  title: string;
  submitLabel: string;
  saving: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Form onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {children}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : submitLabel}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** A field spanning both columns (descriptions, feature lists). */
export function FullRow({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}
