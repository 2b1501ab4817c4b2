// The model search (by brand or model) with an 'Other / Custom Model' entry, and the custom model's own
// fields: model name, brand (optional) and current value.
import { useMemo } from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { Grid, InputAdornment, TextField } from '@mui/material';
import {
  CUSTOM_DEVICE_MIN_VALUE_DOLLARS,
  CUSTOM_MODEL_VALUE,
  classifyDevice,
  deviceLabel,
  formatCents,
  searchDevices,
  splitDevicesByType,
  type DevicePricing,
} from '@protect/domain';
import { DeviceModelAutocomplete } from '../../../components/DeviceModelAutocomplete';
import type { DeviceDetailsValues } from '../utils/registration';

type ModelOption = { kind: 'listed'; device: DevicePricing } | { kind: 'custom' };

const CUSTOM_OPTION: ModelOption = { kind: 'custom' };
const CUSTOM_LABEL = 'Other / Custom Model';

const optionKey = (option: ModelOption) =>
  option.kind === 'custom' ? CUSTOM_MODEL_VALUE : option.device.id;
const optionLabel = (option: ModelOption) =>
  option.kind === 'custom' ? CUSTOM_LABEL : deviceLabel(option.device);

export function DeviceModelField({
  form,
  devices,
  customPricing,
}: {
  form: UseFormReturn<DeviceDetailsValues>;
  devices: readonly DevicePricing[];
  /** The custom model's price line, once the api has priced it, or why it cannot be entered. */
  customPricing: { device: DevicePricing | null; pending: boolean; refusal: string | null };
}) {
  const { control, setValue, register } = form;
  const { errors } = useFormState({ control, name: ['customModelName', 'currentValue'] });
  const [deviceType, deviceModel] = useWatch({ control, name: ['deviceType', 'deviceModel'] });
  const byType = useMemo(() => splitDevicesByType(devices), [devices]);
  // Before a type is chosen every model is offered; choosing one sets the type.
  const listed = deviceType === 'phone' || deviceType === 'tablet' ? byType[deviceType] : devices;
  const options = useMemo(
    (): ModelOption[] => [
      ...listed.map((device) => ({ kind: 'listed' as const, device })),
      CUSTOM_OPTION,
    ],
    [listed],
  );
  // The same object while the choice stands: Autocomplete resets the typed text when its value changes.
  const selected = useMemo((): ModelOption | null => {
    if (deviceModel === CUSTOM_MODEL_VALUE) return CUSTOM_OPTION;
    const device = devices.find((d) => d.id === deviceModel);
    return device ? { kind: 'listed', device } : null;
  }, [deviceModel, devices]);
  const custom = deviceModel === CUSTOM_MODEL_VALUE;

  return (
    <>
      <DeviceModelAutocomplete
        control={control}
        name="deviceModel"
        id="register-device-model"
        options={options}
        value={selected}
        getOptionLabel={optionLabel}
        optionValue={optionKey}
        onChosen={(option) => {
          if (option?.kind === 'listed')
            setValue('deviceType', classifyDevice(option.device.deviceModel), {
              shouldValidate: form.formState.isSubmitted,
            });
        }}
        optionDetail={(option) =>
          option.kind === 'custom'
            ? 'Not in the list? Enter your model and its value'
            : `Basic plan ${formatCents(option.device.planPriceCents)}/month`
        }
        optionBold={(option) => option.kind === 'custom'}
        isOptionEqualToValue={(option, value) => optionKey(option) === optionKey(value)}
        // The custom entry is always offered, whatever the search.
        filterOptions={(options, state) => [
          ...searchDevices(
            options.flatMap((o) => (o.kind === 'listed' ? [o.device] : [])),
            state.inputValue,
          ).map((device) => ({ kind: 'listed' as const, device })),
          CUSTOM_OPTION,
        ]}
        hint={
          selected?.kind === 'listed'
            ? `Device value ${formatCents(selected.device.deviceValueCents)}`
            : selected?.kind === 'custom'
              ? 'Tell us the model and what it is worth today'
              : 'Search by brand or model, e.g. "iPhone 16" or "Samsung"'
        }
      />

      {custom ? (
        <Grid container spacing={2} sx={{ mb: 3 }} data-testid="custom-model-fields">
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Model name"
              required
              {...register('customModelName')}
              error={Boolean(errors.customModelName ?? customPricing.refusal)}
              helperText={
                errors.customModelName?.message ??
                customPricing.refusal ??
                'As shown in your settings'
              }
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Brand (optional)" {...register('customBrand')} />
          </Grid>
          <Grid size={12}>
            <TextField
              label="Current device value"
              required
              {...register('currentValue')}
              error={Boolean(errors.currentValue)}
              helperText={
                errors.currentValue?.message ??
                (customPricing.device
                  ? `Basic plan ${formatCents(customPricing.device.planPriceCents)}/month for a device worth ${formatCents(customPricing.device.deviceValueCents)}`
                  : customPricing.pending
                    ? 'Calculating your price...'
                    : `Whole dollars, at least $${CUSTOM_DEVICE_MIN_VALUE_DOLLARS}`)
              }
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
              }}
            />
          </Grid>
        </Grid>
      ) : null}
    </>
  );
}
