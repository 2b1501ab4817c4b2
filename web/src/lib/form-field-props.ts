// What a MUI TextField takes from react-hook-form, said once: the field's binding, marked in error with
// the rule's message under it (else the field's hint).
import type { ChangeEvent } from 'react';
import {
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RefCallBack,
  type UseFormRegister,
  get,
} from 'react-hook-form';

/** A registered field: `{...registeredField(register, errors, 'email')}`. */
export function registeredField<Values extends FieldValues>(
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
  name: FieldPath<Values>,
  hint?: string,
) {
  const error = get(errors, name) as FieldError | undefined;
  return { ...register(name), error: Boolean(error), helperText: error?.message ?? hint };
}

export interface ControlledFieldProps {
  name: string;
  value: unknown;
  inputRef: RefCallBack;
  onBlur: () => void;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText: string;
}

/** A Controller's field (a select, or an input whose value is reshaped): the value as typed or picked. */
export function controlledField<Values extends FieldValues, Name extends FieldPath<Values>>(
  {
    field,
    fieldState,
  }: { field: ControllerRenderProps<Values, Name>; fieldState: ControllerFieldState },
  hint = ' ',
): ControlledFieldProps {
  return {
    name: field.name,
    value: field.value,
    inputRef: field.ref,
    onBlur: field.onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      field.onChange(event.target.value),
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? hint,
  };
}

/**
 * The fields of a form that asks only required fields, each with the id `{idPrefix}-{name}` (the sign-in
 * forms): `const field = requiredFields(register, errors, 'login'); <TextField {...field('email')} />`.
 */
export function requiredFields<Values extends FieldValues>(
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
  idPrefix: string,
) {
  return (name: FieldPath<Values>) => ({
    ...registeredField(register, errors, name),
    id: `${idPrefix}-${name}`,
    required: true,
  });
}
