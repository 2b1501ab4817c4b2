// Smartphone or Tablet, as two cards with the number of models each offers.
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import TabletIcon from '@mui/icons-material/TabletMac';
import { DEVICE_TYPES, type DeviceType } from '@protect/domain';
import type { DeviceDetailsValues } from '../utils/registration';

const TYPE_CARDS: Record<DeviceType, { label: string; Icon: typeof SmartphoneIcon }> = {
  phone: { label: 'Smartphone', Icon: SmartphoneIcon },
  tablet: { label: 'Tablet', Icon: TabletIcon },
};

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
        <FormControl
          component="fieldset"
          error={Boolean(fieldState.error)}
          sx={{ width: '100%', mb: 3 }}
        >
          <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
            Device type
          </FormLabel>
          <RadioGroup
            row
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => {
              field.onChange(event.target.value);
              // Spec 02 section 4: changing the device type clears the chosen model.
              form.setValue('deviceModel', '');
            }}
            sx={{ gap: 2 }}
          >
            {DEVICE_TYPES.map((type, index) => {
              const { label, Icon } = TYPE_CARDS[type];
              const selected = field.value === type;
              return (
                <FormControlLabel
                  key={type}
                  value={type}
                  control={
                    <Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />
                  }
                  label={
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.5 }}>
                      <Icon aria-hidden fontSize="large" color={selected ? 'primary' : 'action'} />
                      <span>
                        <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                          {label}
                        </Typography>
                        <Typography component="span" variant="body2" color="textSecondary">
                          {counts[type]} {counts[type] === 1 ? 'model' : 'models'} available
                        </Typography>
                      </span>
                    </Box>
                  }
                  sx={{
                    m: 0,
                    pr: 2,
                    border: 2,
                    borderColor: selected ? 'primary.main' : 'divider',
                    bgcolor: selected ? 'primary.light' : 'background.paper',
                    borderRadius: 2,
                    // One card a row on phones, side by side from tablets up.
                    flex: { xs: '1 1 100%', sm: '1 1 0' },
                  }}
                />
              );
            })}
          </RadioGroup>
          {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}
