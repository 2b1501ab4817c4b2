// /register and /signup (spec 01 section 2 "Registration", section 4, section 5).
import { memo, useMemo, useState, type FormEventHandler } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useForm, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Link,
  TextField,
  Typography,
} from '@mui/material';
import { Notice } from '../../../components/Notice';
import { Form } from '../../../components/Form';
import { StateZipFields } from '../../../components/StateZipFields';
import {
  type PasswordPolicy,
  passwordField,
  registrationSchema,
  type RegistrationForm,
} from '@protect/domain';
import { usePasswordPolicy } from '../api/get-password-policy';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/AuthCard';
import { GoogleButton } from '../components/GoogleButton';
import { OrDivider } from '../components/OrDivider';
import { PasswordField } from '../components/PasswordField';
import { PasswordRequirements } from '../components/PasswordRequirements';
import { SubmitButton } from '../components/SubmitButton';
import { useNavigationMessage } from '../hooks/use-navigation-message';
import { useRegister } from '../hooks/use-register';
import { registeredField, requiredFields } from '../../../lib/form-field-props';

type TextFieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'city' | 'zipCode';

const TEXT_FIELDS: ReadonlyArray<{
  name: TextFieldName;
  label: string;
  autoComplete: string;
  type?: string;
  wide?: boolean;
}> = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'phone', label: 'Phone Number', autoComplete: 'tel', type: 'tel' },
  { name: 'address', label: 'Address', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
];

export default function RegisterPage() {
  // /signup is reached from the quote wizard with a message to show once.
  useNavigationMessage();
  const { pathname } = useLocation();
  const { busy, error, registerWithForm, registerWithGoogle } = useRegister();
  const policy = usePasswordPolicy();
  // The domain form with the password rule of the identity service's policy where it has one.
  const resolver = useMemo(
    () => yupResolver(registrationSchema.shape({ password: passwordField(policy) })),
    [policy],
  );
  const form = useForm<RegistrationForm>({
    resolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      address: '',
      city: '',
      // state stays unset: the select starts on its empty option.
      zipCode: '',
      password: '',
      confirmPassword: '',
      terms: false,
    },
  });
  const { handleSubmit } = form;
  const onSubmit: FormEventHandler<HTMLFormElement> = useMemo(
    () => (event) => void handleSubmit(registerWithForm)(event),
    [handleSubmit, registerWithForm],
  );
  // The card is drawn apart, memoised, and reads the errors itself, as /login's (README, "How the web
  // build reaches the screen": react-hook-form draws this component again as the form mounts).
  return (
    <RegistrationCard
      form={form}
      onSubmit={onSubmit}
      busy={busy}
      error={error}
      registerWithGoogle={registerWithGoogle}
      policy={policy}
      pageTitle={pathname === paths.auth.signup.getHref() ? 'Sign Up' : 'Register'}
    />
  );
}

const RegistrationCard = memo(function RegistrationCard({
  form,
  onSubmit,
  busy,
  error,
  registerWithGoogle,
  policy,
  pageTitle,
}: {
  form: UseFormReturn<RegistrationForm>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: ReturnType<typeof useRegister>['busy'];
  error: string | null;
  registerWithGoogle: () => Promise<void>;
  policy: Readonly<PasswordPolicy>;
  pageTitle: string;
}) {
  const { register, control } = form;
  const { errors } = useFormState({ control });
  const field = requiredFields(register, errors, 'register');
  const submitting = busy !== null;
  const [stateFocused, setStateFocused] = useState(false);
  const chosenState = useWatch({ control, name: 'state' });
  const stateChosen = stateFocused || Boolean(chosenState);
  const stateField = register('state', { setValueAs: (v: string) => (v === '' ? undefined : v) });

  return (
    <AuthCard
      title="Create Your Account"
      pageTitle={pageTitle}
      subtitle="Protect your devices in minutes."
      maxWidth={720}
    >
      <GoogleButton
        onClick={() => void registerWithGoogle()}
        busy={busy === 'google'}
        busyLabel="Creating Account..."
        disabled={submitting}
      />
      <OrDivider text="or sign up with email" />
      <Form onSubmit={onSubmit}>
        {error ? (
          <Notice severity="error" sx={{ mb: 2.5 }} data-testid="register-error">
            {error}
          </Notice>
        ) : null}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
          {TEXT_FIELDS.map(({ name, label, type, autoComplete, wide }) => (
            <TextField
              key={name}
              {...field(name)}
              label={label}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              sx={wide ? { gridColumn: { sm: '1 / -1' } } : undefined}
            />
          ))}
          <StateZipFields
            idPrefix="register"
            required
            // The empty option means no state chosen yet, so the message is "State is required".
            emptyOption={<option value="" aria-label="Select a state" />}
            state={{
              ...stateField,
              error: Boolean(errors.state),
              helperText: errors.state?.message,
              onFocus: () => setStateFocused(true),
              onBlur: (event) => {
                setStateFocused(false);
                void stateField.onBlur(event);
              },
            }}
            // No shrunk label over an empty select: the label sits in the field like the others' until a
            // state is chosen (the empty option shows nothing).
            labelsShrunk={{ state: stateChosen }}
            zip={registeredField(register, errors, 'zipCode')}
          />
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
            <PasswordRequirements id="register-password-requirements" policy={policy} />
          </Box>
          <PasswordField
            {...field('password')}
            label="Password"
            autoComplete="new-password"
            slotProps={{ htmlInput: { 'aria-describedby': 'register-password-requirements' } }}
          />
          <PasswordField
            {...field('confirmPassword')}
            label="Confirm Password"
            autoComplete="new-password"
          />
          <FormControl error={Boolean(errors.terms)} sx={{ gridColumn: { sm: '1 / -1' } }}>
            <FormControlLabel
              control={
                <Checkbox
                  {...register('terms')}
                  id="register-terms"
                  slotProps={{
                    input: {
                      'aria-describedby': errors.terms ? 'register-terms-error' : undefined,
                    },
                  }}
                />
              }
              label={
                <span>
                  I agree to the{' '}
                  <Link component={RouterLink} to={paths.terms.getHref()} underline="always">
                    Terms of Service
                  </Link>{' '}
                  and{' '}
                  <Link component={RouterLink} to={paths.privacy.getHref()} underline="always">
                    Privacy Policy
                  </Link>
                </span>
              }
            />
            {errors.terms ? (
              <FormHelperText id="register-terms-error">{errors.terms.message}</FormHelperText>
            ) : null}
          </FormControl>
        </Box>
        <SubmitButton busy={busy === 'form'} disabled={submitting} sx={{ mt: 3 }}>
          {submitting ? 'Creating Account...' : 'Create Account'}
        </SubmitButton>
      </Form>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={paths.auth.login.getHref()} underline="always">
          Sign in
        </Link>
      </Typography>
    </AuthCard>
  );
});
