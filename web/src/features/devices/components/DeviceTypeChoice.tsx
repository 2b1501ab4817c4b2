// Smartphone or Tablet, as two cards with the number of models each offers.
import type { UseFormReturn } from 'react-hook-form';
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
    <DeviceTypeRadioGroup
      control={form.control}
      name="deviceType"
      // Spec 02 section 4: changing the device type clears the chosen model.
      onChosen={() => form.setValue('deviceModel', '')}
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
  );
}
