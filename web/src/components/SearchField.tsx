// The search box of the list pages (FAQ, blog, news, careers): it filters as the visitor types, so on a
// prerendered page it waits for the app (text typed before would show but filter nothing).
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { UntilAppStarts } from './Form';

export function SearchField({
  label,
  value,
  onChange,
  sx,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <UntilAppStarts>
      <TextField
        type="search"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
        sx={sx}
      />
    </UntilAppStarts>
  );
}
