// The device's condition, one of the domain's DEVICE_CONDITIONS, as a select bound to the form: the
// registration and a family plan's added device both ask it.
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { MenuItem, TextField } from '@mui/material';
import { DEVICE_CONDITIONS } from '@protect/domain';
import { controlledField } from '../lib/form-field-props';

/** 'excellent' -> 'Excellent'. */
export function conditionLabel(condition: string): string {
  return condition.charAt(0).toUpperCase() + condition.slice(1);
}

export function DeviceConditionSelect<Values extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={(controller) => (
        <TextField
          select
          label={label}
          required
          {...controlledField(controller)}
          value={controller.field.value ?? ''}
        >
          {DEVICE_CONDITIONS.map((condition) => (
            <MenuItem key={condition} value={condition}>
              {conditionLabel(condition)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
