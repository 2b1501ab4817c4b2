// A button that opens the browser's file chooser for its hidden file input. A real <button>: a <label>
// styled as a button carries role="button", which a label may not have (axe's aria-allowed-role, failed
// by Lighthouse's accessibility audit on the claim and device photo fields).
import { useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';

type FileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'hidden'> & {
  'data-testid'?: string;
};

export function FilePickerButton({
  input,
  children,
  ...button
}: Omit<ButtonProps, 'onClick' | 'children'> & { input: FileInputProps; children: ReactNode }) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => inputRef.current?.click()}>
        {children}
      </Button>
      <input ref={inputRef} type="file" hidden {...input} />
    </>
  );
}
