// /login (spec 01 section 2 "Login", section 4 "Login" and "Google sign-in").
import { memo, useEffect, useMemo, type FormEventHandler } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useForm, useFormState, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Box, Checkbox, FormControlLabel, Link, Stack, TextField, Typography } from '@mui/material';
import { Notice } from '../../../components/Notice';
import { Form } from '../../../components/Form';
import { loginSchema, type LoginForm } from '@protect/domain';
import { paths } from '../../../config/paths';
import { completeEmulatorGooglePopup } from '../api/google-emulator-callback';
import { AuthCard } from '../components/AuthCard';
import { GoogleButton } from '../components/GoogleButton';
import { OrDivider } from '../components/OrDivider';
import { PasswordField } from '../components/PasswordField';
import { SubmitButton } from '../components/SubmitButton';
import { useLogin } from '../hooks/use-login';
import { useNavigationMessage } from '../hooks/use-navigation-message';
import { requiredFields } from '../../../lib/form-field-props';

export default function LoginPage() {
  // When this page is the Auth emulator's Google hand-off in a popup, pass the result on and close.
  useEffect(() => {
    completeEmulatorGooglePopup();
  }, []);
  useNavigationMessage();
  const { busy, error, loginWithPassword, loginWithGoogle } = useLogin();
  const form = useForm<LoginForm>({
    resolver: yupResolver(loginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const { handleSubmit, setFocus } = form;
  const onSubmit: FormEventHandler<HTMLFormElement> = useMemo(
    () => (event) => void handleSubmit(loginWithPassword)(event),
    [handleSubmit, loginWithPassword],
  );
  // The e-mail field gets focus once the page is live, unless the visitor has focused something already.
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body)
      setFocus('email');
  }, [setFocus]);
  // The card is drawn apart, memoised, and reads the errors itself: react-hook-form sets formState.isReady
  // in a layout effect when the form mounts, which draws this component again inside the commit that
  // first showed the form, and that second pass should not draw every field again.
  return (
    <LoginCard
      form={form}
      onSubmit={onSubmit}
      busy={busy}
      error={error}
      loginWithGoogle={loginWithGoogle}
    />
  );
}

const LoginCard = memo(function LoginCard({
  form,
  onSubmit,
  busy,
  error,
  loginWithGoogle,
}: {
  form: UseFormReturn<LoginForm>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: ReturnType<typeof useLogin>['busy'];
  error: string | null;
  loginWithGoogle: () => Promise<void>;
}) {
  const { register, control } = form;
  const { errors } = useFormState({ control });
  const field = requiredFields(register, errors, 'login');
  return (
    <AuthCard
      title="Sign In"
      pageTitle="Login"
      subtitle="Welcome back! Sign in to manage your devices and protection."
    >
      <Form onSubmit={onSubmit} aria-describedby={error ? 'login-error' : undefined}>
        <Stack spacing={2.5}>
          {error ? (
            <Notice id="login-error" severity="error" data-testid="login-error">
              {error}
            </Notice>
          ) : null}
          <TextField {...field('email')} label="Email" type="email" autoComplete="email" />
          <PasswordField {...field('password')} label="Password" autoComplete="current-password" />
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              columnGap: 2,
            }}
          >
            <FormControlLabel
              control={<Checkbox {...register('rememberMe')} id="login-remember" />}
              label="Remember me"
            />
            <Link component={RouterLink} to={paths.auth.forgotPassword.getHref()}>
              Forgot password?
            </Link>
          </Box>
          <SubmitButton busy={busy === 'password'} disabled={busy !== null}>
            {busy === 'password' ? 'Signing In...' : 'Sign In'}
          </SubmitButton>
        </Stack>
      </Form>
      <OrDivider />
      <GoogleButton
        onClick={() => void loginWithGoogle()}
        busy={busy === 'google'}
        disabled={busy !== null}
      />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Don&apos;t have an account?{' '}
        <Link component={RouterLink} to={paths.auth.register.getHref()} underline="always">
          Create one
        </Link>
      </Typography>
    </AuthCard>
  );
});
