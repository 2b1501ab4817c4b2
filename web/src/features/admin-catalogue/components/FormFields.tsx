// Small field helpers shared by the catalogue form dialogs (react-hook-form): a text field with its
// error, and a switch bound to a boolean field.
import type { ReactNode } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';

export function TextInput<T extends FieldValues>({
  name,
  label,
  register,
  errors,
  inputMode,
  multiline,
  helperText,
  required,
  autoFocus,
}: {
  name: Path<T>;
  label: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  inputMode?: 'decimal' | 'numeric';
  multiline?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  autoFocus?: boolean;
}) {
  const message = errors[name]?.message;
  return (
    <TextField
      {...register(name)}
      id={`field-${name}`}
      label={label}
      fullWidth
      size="small"
      required={required}
      autoFocus={autoFocus}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      error={typeof message === 'string'}
      helperText={typeof message === 'string' ? message : helperText}
      slotProps={{ htmlInput: inputMode ? { inputMode } : undefined }}
    />
  );
}

export function SwitchInput<T extends FieldValues, Out extends FieldValues>({
  name,
  label,
  control,
}: {
  name: Path<T>;
  label: string;
  control: Control<T, unknown, Out>;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );
}

export function SelectInput<T extends FieldValues, Out extends FieldValues>({
  name,
  label,
  control,
  options,
  emptyLabel = 'None',
}: {
  name: Path<T>;
  label: string;
  control: Control<T, unknown, Out>;
  options: readonly string[];
  /** How the empty option ('') reads, when the options have one. */
  emptyLabel?: string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          select
          id={`field-${name}`}
          label={label}
          fullWidth
          size="small"
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {option === '' ? emptyLabel : option}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
