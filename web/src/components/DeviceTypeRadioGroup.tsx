// The device type (phone or tablet) as a row of outlined radio cards under the legend 'Device type', one
// card a row on phones and side by side from tablets up. The quote form and the device registration both
// ask it; each words its own cards (renderLabel): the quote says 'Phone (12 models)', the registration
// 'Smartphone' over '12 models available' (spec 01 section 7, spec 02 section 4).
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormControlLabel, Radio } from '@mui/material';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import TabletIcon from '@mui/icons-material/TabletMac';
import { DEVICE_TYPES, type DeviceType } from '@protect/domain';
import { RadioFieldset, type RadioFieldsetProps } from './RadioFieldset';

/** Each type's icon, for the cards' labels. */
export const DEVICE_TYPE_ICONS: Record<DeviceType, typeof SmartphoneIcon> = {
  phone: SmartphoneIcon,
  tablet: TabletIcon,
};

export function DeviceTypeRadioGroup<Values extends FieldValues>({
  control,
  name,
  onChosen,
  renderLabel,
  tintSelected = false,
}: Pick<RadioFieldsetProps<Values>, 'control' | 'name'> & {
  /** The customer chose a type: a form clears the chosen model here (it may be of the other type). */
  onChosen: () => void;
  renderLabel: (type: DeviceType, selected: boolean) => ReactNode;
  /** Fills the chosen card with the primary tint as well as outlining it. */
  tintSelected?: boolean;
}) {
  return (
    <RadioFieldset
      control={control}
      name={name}
      legend="Device type"
      onChosen={onChosen}
      row
      sx={{ mb: 3 }}
      groupSx={{ gap: 2 }}
    >
      {(field) =>
        DEVICE_TYPES.map((type, index) => {
          const selected = field.value === type;
          return (
            <FormControlLabel
              key={type}
              value={type}
              control={
                <Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />
              }
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
        })
      }
    </RadioFieldset>
  );
}
