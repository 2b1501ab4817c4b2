// The device type (phone or tablet) as a row of outlined radio cards under the legend 'Device type', one
// card a row on phones and side by side from tablets up. The quote form and the device registration both
// ask it; each words its own cards (renderLabel): the quote says 'Phone (12 models)', the registration
// 'Smartphone' over '12 models available' (spec 01 section 7, spec 02 section 4).
import type { ReactNode, Ref } from 'react';
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import TabletIcon from '@mui/icons-material/TabletMac';
import { DEVICE_TYPES, type DeviceType } from '@protect/domain';

/** Each type's icon, for the cards' labels. */
export const DEVICE_TYPE_ICONS: Record<DeviceType, typeof SmartphoneIcon> = {
  phone: SmartphoneIcon,
  tablet: TabletIcon,
};

export function DeviceTypeRadioGroup({
  name,
  value,
  onChange,
  error,
  inputRef,
  renderLabel,
  tintSelected = false,
}: {
  name: string;
  value: string | undefined;
  /** The customer chose a type (a form clears the chosen model here: it may be of the other type). */
  onChange: (type: DeviceType) => void;
  /** The form's refusal of the field, if any (react-hook-form's fieldState.error). */
  error?: { message?: string };
  /** The first radio's input, for the form to focus when it refuses the field. */
  inputRef?: Ref<HTMLInputElement>;
  renderLabel: (type: DeviceType, selected: boolean) => ReactNode;
  /** Fills the chosen card with the primary tint as well as outlining it. */
  tintSelected?: boolean;
}) {
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ width: '100%', mb: 3 }}>
      <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        Device type
      </FormLabel>
      <RadioGroup
        row
        name={name}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as DeviceType)}
        sx={{ gap: 2 }}
      >
        {DEVICE_TYPES.map((type, index) => {
          const selected = value === type;
          return (
            <FormControlLabel
              key={type}
              value={type}
              control={<Radio slotProps={{ input: { ref: index === 0 ? inputRef : undefined } }} />}
              label={renderLabel(type, selected)}
              sx={{
                m: 0,
                pr: 2,
                border: 2,
                borderColor: selected ? 'primary.main' : 'divider',
                ...(tintSelected && {
                  bgcolor: selected ? 'primary.light' : 'background.paper',
                }),
                borderRadius: 2,
                // One card a row on phones, side by side from tablets up.
                flex: { xs: '1 1 100%', sm: '1 1 0' },
              }}
            />
          );
        })}
      </RadioGroup>
      {error ? <FormHelperText>{error.message}</FormHelperText> : null}
    </FormControl>
  );
}
