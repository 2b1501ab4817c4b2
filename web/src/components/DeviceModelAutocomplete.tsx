// The device model search of a form: type a brand or model, pick from the catalogue, each entry with a
// price line under it. The quote form and the device registration both ask it (the registration adds its
// custom model entry).
import { useState, type ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Autocomplete, type AutocompleteProps, Box, TextField, Typography } from '@mui/material';

type SearchProps<Option> = Pick<
  AutocompleteProps<Option, false, false, false>,
  'id' | 'options' | 'value' | 'isOptionEqualToValue' | 'filterOptions'
>;

export function DeviceModelAutocomplete<Option, Values extends FieldValues>({
  control,
  name,
  getOptionLabel,
  optionValue,
  onChosen,
  optionDetail,
  optionBold,
  hint,
  noOptionsText,
  ...search
}: SearchProps<Option> & {
  control: Control<Values>;
  name: FieldPath<Values>;
  getOptionLabel: (option: Option) => string;
  /** The form's value for an entry ('' when the search is cleared). */
  optionValue: (option: Option) => string;
  /** After the customer picked (or cleared): e.g. set the device type that the model has. */
  onChosen?: (option: Option | null) => void;
  /** The line under an entry's name (its price). */
  optionDetail: (option: Option) => ReactNode;
  /** Entries whose name stands out (the registration's custom model entry). */
  optionBold?: (option: Option) => boolean;
  /** Under the field while the form does not refuse it. */
  hint: ReactNode;
  /** What the list says when nothing matches the typed text. */
  noOptionsText?: (typed: string) => ReactNode;
}) {
  // The typed text is kept here, not in the form around: a keystroke re-renders the search alone
  // (bench:web's quote interaction at 4x CPU).
  const [typed, setTyped] = useState('');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState: { error } }) => (
        <Autocomplete<Option>
          {...search}
          getOptionLabel={getOptionLabel}
          onChange={(_event, option) => {
            field.onChange(option === null ? '' : optionValue(option));
            onChosen?.(option);
          }}
          onBlur={field.onBlur}
          onInputChange={(_event, value) => setTyped(value)}
          noOptionsText={noOptionsText?.(typed)}
          renderOption={(props, option) => {
            const { key, ...rest } = props;
            return (
              <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
                <Typography sx={{ fontWeight: optionBold?.(option) ? 700 : 400 }}>
                  {getOptionLabel(option)}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {optionDetail(option)}
                </Typography>
              </Box>
            );
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label="Device model"
              placeholder="Search by brand or model"
              required
              error={Boolean(error)}
              helperText={error?.message ?? hint}
            />
          )}
          sx={{ mb: 3 }}
        />
      )}
    />
  );
}
