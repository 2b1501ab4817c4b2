// A password input with an accessible show/hide toggle (spec 01 section 2, Login).
import { forwardRef, useState } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    const label = typeof props.label === 'string' ? props.label.toLowerCase() : 'password';
    return (
      <TextField
        {...props}
        inputRef={ref}
        type={visible ? 'text' : 'password'}
        slotProps={{
          ...props.slotProps,
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={visible ? `Hide ${label}` : `Show ${label}`}
                  aria-pressed={visible}
                  onClick={() => setVisible((v) => !v)}
                  // Keep focus (and the caret) in the field when the toggle is clicked with a mouse.
                  onMouseDown={(e) => e.preventDefault()}
                  edge="end"
                >
                  {visible ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    );
  },
);
