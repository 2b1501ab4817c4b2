// Small field helpers shared by the catalogue form dialogs (react-hook-form): a text field with its
// error, and a switch bound to a boolean field.
import { type ReactNode, useEffect } from 'react';
import {
  type Control,
  Controller,
  type DefaultValues,
  type Resolver,
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form';
import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';

/** A field spanning both columns of a catalogue form (descriptions, feature lists). */
export function FullRow({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}

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

/** The fields a record listed for customers (a plan, an add-on) ends with. */
interface ListingInput {
  features: string;
  is_active: boolean;
  is_popular: boolean;
}

/** A listed record's last fields: its features (comma separated), Active and Popular. */
export function ListingFields<T extends ListingInput & FieldValues, Out extends FieldValues>({
  control,
  register,
  errors,
}: {
  control: Control<T, unknown, Out>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  // The names every listing form has (T extends ListingInput); TypeScript cannot see they are paths of T.
  const name = (field: keyof ListingInput) => field as Path<T>;
  return (
    <>
      <FullRow>
        <TextInput
          name={name('features')}
          label="Features"
          helperText="Comma separated"
          multiline
          register={register}
          errors={errors}
        />
      </FullRow>
      <SwitchInput name={name('is_active')} label="Active" control={control} />
      <SwitchInput name={name('is_popular')} label="Popular" control={control} />
    </>
  );
}

/** A dollar amount as typed (the schema parses it): a text field with the decimal keyboard. */
export function MoneyInput<T extends FieldValues>(
  props: Omit<Parameters<typeof TextInput<T>>[0], 'inputMode'>,
) {
  return <TextInput<T> {...props} inputMode="decimal" />;
}

/**
 * The form of a catalogue Add/Edit dialog: the record's values as typed text, set again each time the
 * dialog opens (a new record, or another one to edit). `toInput` is a module-level function, so the
 * effect runs only when the dialog opens or the record changes.
 */
export function useCatalogueForm<Record, Input extends FieldValues, Values extends FieldValues>(
  resolver: Resolver<Input, unknown, Values>,
  toInput: (record: Record | null) => Input,
  record: Record | null,
  open: boolean,
): UseFormReturn<Input, unknown, Values> & {
  field: { register: UseFormRegister<Input>; errors: FieldErrors<Input> };
} {
  const form = useForm<Input, unknown, Values>({
    resolver,
    defaultValues: toInput(record) as DefaultValues<Input>,
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(toInput(record));
  }, [open, record, reset, toInput]);
  return { ...form, field: { register: form.register, errors: form.formState.errors } };
}
