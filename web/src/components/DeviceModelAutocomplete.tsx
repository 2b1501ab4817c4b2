// The device model search of a form: type a brand or model, pick from the catalogue, each entry with a
// price line under it. The quote form and the device registration both ask it (the registration adds its
// custom model entry).
import { forwardRef, startTransition, useMemo, useState, type ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  Autocomplete,
  Box,
  type AutocompleteProps,
  type AutocompleteRenderInputParams,
  TextField,
  type PopperProps,
  type TextFieldProps,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { setRef } from '@mui/material/utils';

// An entry is plain markup styled once from the list, not a Box and two Typography each: opening the
// search renders every model at once. Measured on /quote: 42% fewer JS calls to open the list (121k ->
// 70k), 38% fewer for typing 'iPhone 1' (V8 call counts; timings were too noisy on the shared machine).
const listboxSx = (theme: Theme) => ({
  '& .MuiAutocomplete-option': { display: 'block !important' },
  '& .device-option-name': { ...theme.typography.body1, margin: 0 },
  '& .device-option-name-bold': { fontWeight: 700 },
  '& .device-option-detail': {
    ...theme.typography.body2,
    margin: 0,
    color: theme.palette.text.secondary,
  },
});

/**
 * The search's text field. MUI's Autocomplete keeps its input in state, through this ref, and every render
 * after that reads the input's width (`clientWidth`, for the list's width), which makes the browser lay out
 * the page there and then. Set in a transition, that state's render comes after the commit that drew the
 * form, instead of inside it with a layout of the whole new page: the longest task on /register-device,
 * 229 ms at 4x CPU, of which 43% was that layout.
 */
function ModelSearchInput({
  params,
  ...field
}: { params: AutocompleteRenderInputParams } & Omit<TextFieldProps, 'slotProps'>) {
  const anchorRef = params.slotProps.input.ref;
  const deferredAnchorRef = useMemo(
    () => (node: HTMLElement | null) => startTransition(() => setRef(anchorRef, node)),
    [anchorRef],
  );
  return (
    <TextField
      {...params}
      {...field}
      slotProps={{
        ...params.slotProps,
        input: { ...params.slotProps.input, ref: deferredAnchorRef },
      }}
    />
  );
}

/**
 * The open list, drawn under the field in the page (inside the search's `position: relative` box) instead of
 * in MUI's Popper, as MUI's GitHub-label demo does. Popper.js places a floating list with a dozen layout reads
 * per update (offset parents, scroll parents, clipping, the user agent), and it did so inside the render
 * that opens the list: about 40% of that 363 ms task at 4x CPU, which the visitor's first keystroke waited
 * for (bench:web --base, the quote interaction's worst event, median of 5: 216 -> 176 ms). Both forms are
 * pages, not dialogs, so nothing clips a list below the field; it does not flip above it when the page ends.
 */
const ListBelowField = forwardRef<HTMLDivElement, PopperProps>(function ListBelowField(
  // The class carries MUI's popper styles (its z-index) and the list's option styles.
  { anchorEl, open, style, children, className },
  ref,
) {
  if (!open || typeof children === 'function') return null;
  // The anchor is the outlined input, at the top of the text field (helper text below it).
  const field = anchorEl instanceof HTMLElement ? anchorEl : null;
  return (
    <div
      ref={ref}
      role="presentation"
      className={className}
      style={{
        position: 'absolute',
        left: 0,
        right: 0,
        top: field ? field.offsetTop + field.offsetHeight : '100%',
        pointerEvents: style?.pointerEvents,
      }}
    >
      {children}
    </div>
  );
});

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
  // The list opens in a transition: the press is painted first, then the list is built. Opening the
  // search on /quote at 4x CPU: 400 -> 136 ms (Event Timing, medians of 6 alternating runs); typing
  // right after it then waits for the list: 124 -> 180 ms.
  const [open, setOpen] = useState(false);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState: { error } }) => (
        <Box sx={{ position: 'relative', mb: 3 }}>
          <Autocomplete<Option>
            {...search}
            getOptionLabel={getOptionLabel}
            onChange={(_event, option) => {
              field.onChange(option === null ? '' : optionValue(option));
              onChosen?.(option);
            }}
            onBlur={field.onBlur}
            open={open}
            onOpen={() => startTransition(() => setOpen(true))}
            onClose={() => setOpen(false)}
            onInputChange={(_event, value) => setTyped(value)}
            noOptionsText={noOptionsText?.(typed)}
            renderOption={(props, option) => {
              const { key, ...rest } = props;
              const nameClass = optionBold?.(option)
                ? 'device-option-name device-option-name-bold'
                : 'device-option-name';
              return (
                <li key={key} {...rest}>
                  <p className={nameClass}>{getOptionLabel(option)}</p>
                  <p className="device-option-detail">{optionDetail(option)}</p>
                </li>
              );
            }}
            renderInput={(params) => (
              <ModelSearchInput
                params={params}
                inputRef={field.ref}
                label="Device model"
                placeholder="Search by brand or model"
                required
                error={Boolean(error)}
                helperText={error?.message ?? hint}
              />
            )}
            slots={{ popper: ListBelowField }}
            slotProps={{ listbox: { sx: listboxSx } }}
          />
        </Box>
      )}
    />
  );
}
