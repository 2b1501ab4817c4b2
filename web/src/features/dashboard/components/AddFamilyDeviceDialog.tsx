// The form behind a Family plan's "Add device (n of 5)" (DESIGN 5a): the registration's device fields and
// messages (the domain's registration schema). Its own chunk, loaded when the customer first opens it
// (FamilyDevices), so the dashboard's first paint does without the form libraries and the model search.
import { useMemo, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
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
  useTheme,
} from '@mui/material';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { Notice } from '../../../components/Notice';
import { type DevicePricing, deviceLabel, registerDeviceSchema } from '@protect/domain';
import type { InferType } from 'yup';
import { useDevicePricing } from '../../../api/get-device-pricing';
import type { Subscription } from '../../../api/subscription-from-wire';
import { mayRepeat, newIdempotencyKey } from '../../../lib/payment-attempt';
import { DeviceConditionSelect } from '../../../components/DeviceConditionSelect';
import { notifySuccess } from '../../../lib/notify';
import { useAddFamilyDevice } from '../api/add-family-device';
import { registeredField } from '../../../lib/form-field-props';

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

export default function AddFamilyDeviceDialog({
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
              <Notice severity="error" data-testid="add-device-error">
                {refusal}
              </Notice>
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
