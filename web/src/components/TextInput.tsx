// An outlined text field for forms whose fields are all typed, never picked from a list (the sign-in
// pages). MUI's TextField imports Select, Menu, Popover and Modal for its `select` prop whether a page uses
// it or not; this is the same field made of the pieces MUI documents for it (TextField "Composition":
// FormControl, InputLabel, OutlinedInput, FormHelperText), with TextField's ids and wiring: the label
// names the input, the helper text describes it, `required` and `error` reach all three.
import { forwardRef, useId, type ReactNode } from 'react';
import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
} from '@mui/material';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'inputRef'> {
  label: ReactNode;
  /** The rule's message when in error, else a hint; nothing under the field when omitted. */
  helperText?: ReactNode;
  /** The id of another element that describes the field (a list of rules), read after the message. */
  describedBy?: string;
}

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { id: givenId, label, helperText, describedBy, error, required, fullWidth = true, ...input },
  ref,
) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const descriptionIds = [helperTextId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl error={error} required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        inputRef={ref}
        label={label}
        aria-describedby={descriptionIds}
      />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
});
