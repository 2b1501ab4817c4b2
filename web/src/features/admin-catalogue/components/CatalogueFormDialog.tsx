// The catalogue's Add/Edit dialogs (plans, device pricing, add-ons): title, a form whose fields sit in two
// columns from tablet width (one on a phone), Cancel and the submit button. The form holds the record as
// typed text, set again each time the dialog opens, and saves through the record's save call (a new
// record is created, an edited one updated); the dialog closes once it is saved. While saving, it cannot
// be dismissed and both buttons wait.
import type { ReactNode } from 'react';
import type { Control, FieldErrors, FieldValues, Resolver, UseFormRegister } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form } from '../../../components/Form';
import { useCatalogueForm } from './FormFields';

/** A catalogue record's form: how the dialog names it, and how the record becomes inputs and values. */
export interface CatalogueForm<Record, Input extends FieldValues, Values extends FieldValues> {
  /** The dialog's id; its title is `${id}-title`. */
  id: string;
  /** The record as the title names it: 'Add Plan', 'Edit Plan'. */
  noun: string;
  /** The submit button's words: 'Create' and 'Update' unless the form names its own. */
  submitLabels?: { create: string; update: string };
  maxWidth?: 'sm' | 'md';
  toInput: (record: Record | null) => Input;
  /** The domain's form schema: the typed text to the values the api takes. */
  resolver: Resolver<Input, unknown, Values>;
}

/** The record a dialog edits: null while it is closed, `{ record: null }` to add a new one. */
export type Editing<Record> = { record: Record | null } | null;

/** An Add/Edit dialog's props: which record it edits, and what closes it. */
export interface CatalogueDialogProps<Record> {
  editing: Editing<Record>;
  onClose: () => void;
}

/** What a form's fields are bound with. */
export interface CatalogueFields<Input extends FieldValues, Values extends FieldValues> {
  control: Control<Input, unknown, Values>;
  field: { register: UseFormRegister<Input>; errors: FieldErrors<Input> };
}

export function CatalogueFormDialog<
  Record extends { id: string | number },
  Input extends FieldValues,
  Values extends FieldValues,
>({
  form,
  editing,
  save,
  onClose,
  children,
}: CatalogueDialogProps<Record> & {
  form: CatalogueForm<Record, Input, Values>;
  save: UseMutationResult<unknown, unknown, { id: Record['id'] | null; values: Values }>;
  children: (fields: CatalogueFields<Input, Values>) => ReactNode;
}) {
  const open = editing !== null;
  const record = editing?.record ?? null;
  const { control, handleSubmit, field } = useCatalogueForm(
    form.resolver,
    form.toInput,
    record,
    open,
  );
  const submit = handleSubmit((values) =>
    save.mutate({ id: record?.id ?? null, values }, { onSuccess: onClose }),
  );
  const labels = form.submitLabels ?? { create: 'Create', update: 'Update' };
  const titleId = `${form.id}-title`;
  const saving = save.isPending;
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth={form.maxWidth ?? 'sm'}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{`${record ? 'Edit' : 'Add'} ${form.noun}`}</DialogTitle>
      <Form onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {children({ control, field })}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : record ? labels.update : labels.create}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
