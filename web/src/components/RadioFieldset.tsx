// A form's question answered by one choice among radio cards: a fieldset named by its legend, the radios,
// and the form's refusal under them. The quote's and the registration's plan and device type, and the
// subscription's plan, all ask this way.
import type { ReactNode } from 'react';
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  type RefCallBack,
} from 'react-hook-form';
import {
  FormControl,
  FormHelperText,
  FormLabel,
  RadioGroup,
  type SxProps,
  type Theme,
} from '@mui/material';

export interface RadioFieldsetProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  legend: string;
  /** For screen readers only: the cards say what the question is. */
  hideLegend?: boolean;
  /** After the customer chose, e.g. to clear an answer that depends on this one. */
  onChosen?: (value: string) => void;
  row?: boolean;
  sx?: SxProps<Theme>;
  groupSx?: SxProps<Theme>;
  /**
   * The radios (FormControlLabel with a Radio), laid out as the form wants, given the chosen value and
   * the ref the form focuses when it refuses the field (for the first radio's input).
   */
  children: (field: { value: string; ref: RefCallBack }) => ReactNode;
}

export function RadioFieldset<Values extends FieldValues>({
  control,
  name,
  legend,
  hideLegend = false,
  onChosen,
  row = false,
  sx,
  groupSx,
  children,
}: RadioFieldsetProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState: { error } }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        return (
          <FormControl
            component="fieldset"
            error={Boolean(error)}
            sx={[{ width: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}
          >
            <FormLabel
              component="legend"
              className={hideLegend ? 'visually-hidden' : undefined}
              sx={hideLegend ? undefined : { mb: 1, fontWeight: 600, color: 'text.primary' }}
            >
              {legend}
            </FormLabel>
            <RadioGroup
              row={row}
              name={field.name}
              value={value}
              onChange={(event) => {
                field.onChange(event.target.value);
                onChosen?.(event.target.value);
              }}
              sx={groupSx}
            >
              {children({ value, ref: field.ref })}
            </RadioGroup>
            {error ? <FormHelperText>{error.message}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
}
