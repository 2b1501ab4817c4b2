// The sign-in pages' fields (TextInput, PasswordField) are built from MUI's pieces rather than TextField:
// a screen reader must still hear each field's name, that it is required, and the rule's message when it
// is wrong, and react-hook-form must still reach the input to focus it.
import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { TextInput } from '../../src/components/TextInput';
import { PasswordField } from '../../src/features/auth/components/PasswordField';
import { renderScreen } from './support/render';

/** The text of the elements that describe `input` (aria-describedby), as a screen reader reads it. */
function descriptionOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('a sign-in field', () => {
  it('when the e-mail is missing, then the field named Email is required, marked invalid and described by the message', () => {
    const ref = createRef<HTMLInputElement>();
    renderScreen(
      <TextInput
        ref={ref}
        id="login-email"
        label="Email"
        type="email"
        required
        error
        helperText="Email is required"
      />,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('id')).toBe('login-email');
    expect((email as HTMLInputElement).required).toBe(true);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toBe('Email is required');
    expect(ref.current).toBe(email);
  });

  it('when nothing is wrong, then the field has no message and is not marked invalid', () => {
    renderScreen(<TextInput label="Email" />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('aria-invalid')).toBe('false');
    expect(email.getAttribute('aria-describedby')).toBeNull();
  });

  it('when a password breaks a rule, then its message is read first and the list of rules after it', () => {
    renderScreen(
      <>
        <p id="rules">At least 8 characters</p>
        <PasswordField
          label="Password"
          error
          helperText="Password must be at least 8 characters"
          describedBy="rules"
        />
      </>,
    );
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(descriptionOf(password)).toBe(
      'Password must be at least 8 characters At least 8 characters',
    );
  });

  it('when Show password is pressed, then the password is shown, and hidden again with Hide password', async () => {
    const { user } = renderScreen(
      <PasswordField label="Password" error helperText="Password is required" />,
    );
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password.getAttribute('type')).toBe('password');
    expect(descriptionOf(password)).toBe('Password is required');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });
});
