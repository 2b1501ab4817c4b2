// A Family plan's devices under its home card (DESIGN 5a): each covered device with Remove (confirmed),
// and "Add device (n of 5)" opening a form with the registration's device fields and messages
// (AddFamilyDeviceDialog). Adding is free; the api checks the IMEI and the limit again.
import { Suspense, lazy, useState } from 'react';
import { Box, Button, DialogContentText, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { Subscription } from '../../../api/subscription-from-wire';
import { notifySuccess } from '../../../lib/notify';
import { useRemoveFamilyDevice } from '../api/remove-family-device';
import { PlainList } from '../../../components/PlainList';

// Both dialogs load when first opened: the form libraries, the model search and MUI's dialog stay out of
// the dashboard's first load (bench:web /customer/dashboard 304.5 -> 218.6 KB gz with the lazy tabs).
const AddFamilyDeviceDialog = lazy(() => import('./AddFamilyDeviceDialog'));
const ConfirmDialog = lazy(() =>
  import('../../../components/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);

export function FamilyDevices({ subscription }: { subscription: Subscription }) {
  const [adding, setAdding] = useState(false);
  // Mounted from the first opening on, so that closing keeps the dialog's exit transition.
  const [addOpened, setAddOpened] = useState(false);
  const [removeOpened, setRemoveOpened] = useState(false);
  const [removing, setRemoving] = useState<Subscription['devices'][number] | null>(null);
  const remove = useRemoveFamilyDevice(subscription.id);
  const count = subscription.devices.length;
  const full = count >= subscription.maxDevices;
  const running = subscription.status === 'active' || subscription.status === 'trial';

  return (
    <Box sx={{ mb: 1.5 }} data-testid="family-devices">
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        Devices on this plan
      </Typography>
      <PlainList spacing={0.5} sx={{ mb: 1 }}>
        {subscription.devices.map((device) => (
          <Box
            component="li"
            key={device.id}
            data-testid="family-device"
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              flexWrap: 'wrap',
            }}
          >
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {device.brand} {device.model}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' '}
                · IMEI {device.imei}
              </Box>
            </Typography>
            {count > 1 ? (
              <Button
                size="small"
                color="error"
                onClick={() => {
                  setRemoveOpened(true);
                  setRemoving(device);
                }}
                aria-label={`Remove ${device.brand} ${device.model}`}
              >
                Remove
              </Button>
            ) : null}
          </Box>
        ))}
      </PlainList>
      {running ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={full}
          onClick={() => {
            setAddOpened(true);
            setAdding(true);
          }}
        >
          Add device ({count} of {subscription.maxDevices})
        </Button>
      ) : null}
      {addOpened ? (
        <Suspense fallback={null}>
          <AddFamilyDeviceDialog
            subscription={subscription}
            open={adding}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      ) : null}
      {removeOpened ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={removing !== null}
            titleId="remove-device-title"
            title="Remove this device?"
            pending={remove.isPending}
            cancelLabel="Keep it"
            confirmLabel="Remove device"
            onCancel={() => setRemoving(null)}
            onConfirm={() => {
              if (!removing) return;
              remove.mutate(removing.id, {
                onSuccess: (answer) => {
                  notifySuccess(answer.message);
                  setRemoving(null);
                },
              });
            }}
          >
            <DialogContentText>
              {removing ? `${removing.brand} ${removing.model}` : ''} will no longer be covered by
              your Family Plan. Its past claims stay on your account.
            </DialogContentText>
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </Box>
  );
}
