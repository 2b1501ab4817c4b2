// /login (spec 01 section 2 "Login", section 4 "Login" and "Google sign-in").
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  Box,
  Checkbox,
  FormControlLabel,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
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
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: yupResolver(loginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const field = requiredFields(register, errors, 'login');
  // The e-mail field gets focus once the page is live, unless the visitor has focused something already.
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body)
      setFocus('email');
  }, [setFocus]);

  return (
    <AuthCard
      title="Sign In"
      pageTitle="Login"
      subtitle="Welcome back! Sign in to manage your devices and protection."
    >
      <Form
        onSubmit={handleSubmit(loginWithPassword)}
        aria-describedby={error ? 'login-error' : undefined}
      >
        <Stack spacing={2.5}>
          {error ? (
            <Alert id="login-error" severity="error" data-testid="login-error">
              {error}
            </Alert>
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
}
