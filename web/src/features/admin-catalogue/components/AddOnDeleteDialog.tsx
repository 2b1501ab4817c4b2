// Deleting an add-on (spec 02 section 2): the dialog says that deletion is blocked while active
// subscriptions use it, and offers Cancel, Delete and Deactivate. When the api refuses the delete (409),
// the reason stays in the dialog so the admin can deactivate instead.
import { Button, DialogContentText } from '@mui/material';
import { Notice } from '../../../components/Notice';
import type { AddOnWire } from '@protect/domain';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ApiError } from '../../../lib/api-client';
import { useDeactivateAddOn, useDeleteAddOn } from '../api/admin-addons';

export const ADDON_DELETE_NOTICE =
  'Deletion is blocked if active subscriptions use this add-on. Deactivating it keeps it for them and stops new customers from choosing it.';

export function AddOnDeleteDialog({
  addOn,
  onClose,
}: {
  addOn: AddOnWire | null;
  onClose: () => void;
}) {
  const remove = useDeleteAddOn();
  const deactivate = useDeactivateAddOn();
  const pending = remove.isPending || deactivate.isPending;
  const refusal =
    remove.error instanceof ApiError && remove.error.status === 409 ? remove.error.message : null;
  const close = () => {
    remove.reset();
    deactivate.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={addOn !== null}
      titleId="addon-delete-title"
      title={`Delete ${addOn?.name ?? 'add-on'}?`}
      pending={pending}
      pendingLabel={remove.isPending ? 'Deleting...' : 'Delete'}
      confirmLabel="Delete"
      confirmDisabled={refusal !== null}
      otherActions={
        <Button
          onClick={() => addOn && deactivate.mutate(addOn.id, { onSuccess: close })}
          disabled={pending || addOn?.is_active === false}
        >
          {deactivate.isPending ? 'Deactivating...' : 'Deactivate'}
        </Button>
      }
      onCancel={close}
      onConfirm={() => addOn && remove.mutate(addOn.id, { onSuccess: close })}
    >
      <DialogContentText>{ADDON_DELETE_NOTICE}</DialogContentText>
      {refusal && (
        <Notice severity="warning" sx={{ mt: 2 }}>
          {refusal}
        </Notice>
      )}
    </ConfirmDialog>
  );
}
