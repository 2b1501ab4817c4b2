// A Family plan's devices under its home card (DESIGN 5a): each covered device with Remove (confirmed),
// and "Add device (n of 5)" opening a form with the registration's device fields and messages (the domain's
// registration schema). Adding is free; the api checks the IMEI and the limit again.
import { useMemo, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { type DevicePricing, deviceLabel, registerDeviceSchema } from '@protect/domain';
import type { InferType } from 'yup';
import { useDevicePricing } from '../../../api/get-device-pricing';
import type { Subscription } from '../../../api/subscription-from-wire';
import { mayRepeat, newIdempotencyKey } from '../../../lib/payment-attempt';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DeviceConditionSelect } from '../../../components/DeviceConditionSelect';
import { notifySuccess } from '../../../lib/notify';
import { useAddFamilyDevice, useRemoveFamilyDevice } from '../api/family-devices';
import { registeredField } from '../../../lib/form-field-props';
import { PlainList } from '../../../components/PlainList';

/** The registration's step 1 fields that describe one device (listed models; no plan). */
const addDeviceFormSchema = registerDeviceSchema.pick([
  'deviceModel',
  'imei',
  'serialNumber',
  'purchaseDate',
  'condition',
]);
type AddDeviceForm = InferType<typeof addDeviceFormSchema>;
const resolveForm = yupResolver(addDeviceFormSchema) as unknown as Resolver<AddDeviceForm>;

const EMPTY: AddDeviceForm = {
  deviceModel: '',
  imei: '',
  serialNumber: '',
  purchaseDate: '',
  condition: 'excellent',
};

function AddDeviceDialog({
  subscription,
  open,
  onClose,
}: {
  subscription: Subscription;
  open: boolean;
  onClose: () => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { data: devices = [], isLoading } = useDevicePricing();
  const add = useAddFamilyDevice(subscription.id);
  // One key per attempt: a retry after no answer is the same attempt; a refusal starts a new one.
  const [key, setKey] = useState(newIdempotencyKey);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, register, handleSubmit, reset, formState } = useForm<AddDeviceForm>({
    resolver: resolveForm,
    defaultValues: EMPTY,
    context: { now: new Date() },
  });
  const byId = useMemo(() => new Map(devices.map((d) => [d.id, d])), [devices]);

  const close = () => {
    reset(EMPTY);
    setRefusal(null);
    setKey(newIdempotencyKey());
    onClose();
  };

  const submit = handleSubmit(async (form) => {
    const device = byId.get(form.deviceModel);
    if (!device) return;
    setRefusal(null);
    try {
      const answer = await add.mutateAsync({
        key,
        deviceData: {
          device_pricing_id: device.id,
          brand: device.deviceBrand,
          model: device.deviceModel,
          imei: form.imei,
          serial_number: form.serialNumber,
          purchase_date: form.purchaseDate,
          condition: form.condition,
        },
      });
      notifySuccess(answer.message);
      close();
    } catch (error) {
      if (!mayRepeat(error)) setKey(newIdempotencyKey());
      setRefusal(error instanceof Error ? error.message : 'The device could not be added.');
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="add-device-title"
    >
      <Box component="form" noValidate onSubmit={submit} data-testid="add-device-form">
        <DialogTitle id="add-device-title">Add a device to your Family Plan</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>
              Your Family Plan covers up to {subscription.maxDevices} devices for its one monthly
              price: adding one costs nothing more.
            </DialogContentText>
            {refusal ? (
              <Alert severity="error" data-testid="add-device-error">
                {refusal}
              </Alert>
            ) : null}
            <Controller
              control={control}
              name="deviceModel"
              render={({ field, fieldState }) => (
                <Autocomplete<DevicePricing>
                  options={devices}
                  loading={isLoading}
                  value={byId.get(field.value) ?? null}
                  onChange={(_event, device) => field.onChange(device?.id ?? '')}
                  getOptionLabel={deviceLabel}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label="Device model"
                      required
                      inputRef={field.ref}
                      onBlur={field.onBlur}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              )}
            />
            <TextField
              label="IMEI"
              required
              inputMode="numeric"
              {...registeredField(
                register,
                formState.errors,
                'imei',
                'Dial *#06# on the device to see it',
              )}
            />
            <TextField label="Serial number" {...register('serialNumber')} />
            <TextField
              label="Purchase date"
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
              {...registeredField(register, formState.errors, 'purchaseDate')}
            />
            <DeviceConditionSelect control={control} name="condition" label="Condition" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Add device
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

export function FamilyDevices({ subscription }: { subscription: Subscription }) {
  const [adding, setAdding] = useState(false);
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
                onClick={() => setRemoving(device)}
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
          onClick={() => setAdding(true)}
        >
          Add device ({count} of {subscription.maxDevices})
        </Button>
      ) : null}
      <AddDeviceDialog subscription={subscription} open={adding} onClose={() => setAdding(false)} />
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
          {removing ? `${removing.brand} ${removing.model}` : ''} will no longer be covered by your
          Family Plan. Its past claims stay on your account.
        </DialogContentText>
      </ConfirmDialog>
    </Box>
  );
}
