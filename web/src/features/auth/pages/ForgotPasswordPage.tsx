// /forgot-password (spec 01 section 2 "Password reset", section 4, section 5).
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Box, Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { Notice } from '../../../components/Notice';
import { Form } from '../../../components/Form';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailIcon from '@mui/icons-material/Email';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import PhoneIcon from '@mui/icons-material/Phone';
import { PageTitle } from '../../../components/PageTitle';
import { forgotPasswordSchema, type ForgotPasswordForm } from '@protect/domain';
import { paths } from '../../../config/paths';
import { EmailLink } from '../../../components/EmailLink';
import { site } from '../../../config/site';
import { SubmitButton } from '../components/SubmitButton';
import { useForgotPassword } from '../hooks/use-forgot-password';
import { requiredFields } from '../../../lib/form-field-props';
import { PlainList } from '../../../components/PlainList';

function SupportPanel() {
  const rows = [
    {
      icon: <PhoneIcon aria-hidden />,
      label: 'Call us',
      value: <Link href={site.supportPhoneHref}>{site.supportPhone}</Link>,
    },
    {
      icon: <EmailIcon aria-hidden />,
      label: 'Email us',
      value: <EmailLink address={site.supportEmail} />,
    },
    { icon: <AccessTimeIcon aria-hidden />, label: 'Support hours', value: site.supportHours },
  ];
  return (
    <Paper
      component="aside"
      aria-labelledby="support-title"
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 } }}
    >
      <Typography id="support-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        Need help?
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        Our support team can help you get back into your account. We answer e-mails{' '}
        {site.emailResponse}.
      </Typography>
      <PlainList spacing={2}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.label}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
          >
            <Box sx={{ color: 'primary.main', mt: 0.25 }}>{row.icon}</Box>
            <div>
              <Typography variant="body2" color="textSecondary">
                {row.label}
              </Typography>
              <Typography>{row.value}</Typography>
            </div>
          </Box>
        ))}
      </PlainList>
    </Paper>
  );
}

export default function ForgotPasswordPage() {
  const { busy, sentTo, error, sendReset, tryAnotherEmail } = useForgotPassword();
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordForm>({
    resolver: yupResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  // Move focus to the new state so screen reader users hear that the e-mail went out.
  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.4fr) minmax(0, 1fr)' },
        gap: 3,
        maxWidth: 960,
        mx: 'auto',
        px: { xs: 1.5, sm: 3 },
        py: { xs: 3, sm: 6 },
        alignItems: 'start',
      }}
    >
      <PageTitle page="Forgot Password" />
      <Paper
        component="section"
        aria-labelledby="reset-title"
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 4 } }}
      >
        {sentTo ? (
          <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center' }}>
            <MarkEmailReadIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
            <Typography
              id="reset-title"
              ref={sentHeading}
              tabIndex={-1}
              variant="h2"
              component="h1"
              sx={{ outline: 'none' }}
            >
              Check Your Email
            </Typography>
            <Typography color="textSecondary">
              We sent a password reset link to{' '}
              <strong style={{ overflowWrap: 'anywhere' }}>{sentTo}</strong>. Follow it to choose a
              new password. If it does not arrive within a few minutes, check your spam folder.
            </Typography>
            <Button variant="outlined" onClick={tryAnotherEmail} fullWidth>
              Try a different email
            </Button>
            <Button
              component={RouterLink}
              to={paths.auth.login.getHref()}
              variant="contained"
              fullWidth
            >
              Back to Sign In
            </Button>
          </Stack>
        ) : (
          <>
            <Typography id="reset-title" variant="h2" component="h1" sx={{ mb: 1 }}>
              Forgot Password?
            </Typography>
            <Typography color="textSecondary" sx={{ mb: 3 }}>
              Enter the email you signed up with and we will send you a link to reset your password.
            </Typography>
            <Form onSubmit={handleSubmit(({ email }) => sendReset(email))}>
              <Stack spacing={2.5}>
                {error ? (
                  <Notice severity="error" data-testid="reset-error">
                    {error}
                  </Notice>
                ) : null}
                <TextField
                  {...requiredFields(register, errors, 'reset')('email')}
                  label="Email"
                  type="email"
                  autoComplete="email"
                  autoFocus
                />
                <SubmitButton busy={busy}>{busy ? 'Sending...' : 'Send Reset Link'}</SubmitButton>
                <Link
                  component={RouterLink}
                  to={paths.auth.login.getHref()}
                  sx={{ alignSelf: 'center' }}
                >
                  Back to Sign In
                </Link>
              </Stack>
            </Form>
          </>
        )}
      </Paper>
      <SupportPanel />
    </Box>
  );
}
