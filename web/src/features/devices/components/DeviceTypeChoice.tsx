// Smartphone or Tablet, as two cards with the number of models each offers.
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Box, Typography } from '@mui/material';
import type { DeviceType } from '@protect/domain';
import { DEVICE_TYPE_ICONS, DeviceTypeRadioGroup } from '../../../components/DeviceTypeRadioGroup';
import type { DeviceDetailsValues } from '../utils/registration';

const TYPE_LABELS: Record<DeviceType, string> = { phone: 'Smartphone', tablet: 'Tablet' };

export function DeviceTypeChoice({
  form,
  counts,
}: {
  form: UseFormReturn<DeviceDetailsValues>;
  counts: Record<DeviceType, number>;
}) {
  return (
    <Controller
      control={form.control}
      name="deviceType"
      render={({ field, fieldState }) => (
        <DeviceTypeRadioGroup
          name={field.name}
          value={field.value}
          onChange={(type) => {
            field.onChange(type);
            // Spec 02 section 4: changing the device type clears the chosen model.
            form.setValue('deviceModel', '');
          }}
          error={fieldState.error}
          inputRef={field.ref}
          tintSelected
          renderLabel={(type, selected) => {
            const Icon = DEVICE_TYPE_ICONS[type];
            return (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.5 }}>
                <Icon aria-hidden fontSize="large" color={selected ? 'primary' : 'action'} />
                <span>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                    {TYPE_LABELS[type]}
                  </Typography>
                  <Typography component="span" variant="body2" color="textSecondary">
                    {counts[type]} {counts[type] === 1 ? 'model' : 'models'} available
                  </Typography>
                </span>
              </Box>
            );
          }}
        />
      )}
    />
  );
}
