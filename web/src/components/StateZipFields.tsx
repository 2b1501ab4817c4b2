// The address's state (a native select of the US state codes) and ZIP code, side by side: the
// registration form and the customer's profile both ask them.
import type { ReactNode } from 'react';
import { Box, TextField, type TextFieldProps } from '@mui/material';
import { US_STATES } from '@protect/domain';

export function StateZipFields({
  idPrefix,
  state,
  zip,
  emptyOption,
  required = false,
  disabled = false,
  labelsShrunk = {},
}: {
  /** The form's id prefix: the fields are `{idPrefix}-state` and `{idPrefix}-zipCode`. */
  idPrefix: string;
  /** The state field's binding (registeredField, or the form's own) and any handlers. */
  state: TextFieldProps;
  zip: TextFieldProps;
  /** The select's first option, for no state chosen. */
  emptyOption: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Labels kept above the field even when it is empty. */
  labelsShrunk?: { state?: boolean; zip?: boolean };
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
      <TextField
        {...state}
        id={`${idPrefix}-state`}
        label="State"
        select
        required={required}
        disabled={disabled}
        autoComplete="address-level1"
        slotProps={{ select: { native: true }, inputLabel: { shrink: labelsShrunk.state } }}
      >
        {emptyOption}
        {US_STATES.map((s) => (
          <option key={s.code} value={s.code} title={s.name}>
            {s.code}
          </option>
        ))}
      </TextField>
      <TextField
        {...zip}
        id={`${idPrefix}-zipCode`}
        label="ZIP Code"
        autoComplete="postal-code"
        required={required}
        disabled={disabled}
        slotProps={{
          htmlInput: { inputMode: 'numeric' },
          inputLabel: { shrink: labelsShrunk.zip },
        }}
      />
    </Box>
  );
}
