// The frame of every sign-in screen: a centred card, full width on phones.
import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { PageTitle } from '../../../components/PageTitle';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** The browser tab's page name; the card title when not given. */
  pageTitle?: string;
  /** Wider for the registration form. */
  maxWidth?: number;
  children: ReactNode;
}

export function AuthCard({ title, pageTitle, subtitle, maxWidth = 460, children }: AuthCardProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'center',
        px: { xs: 1.5, sm: 3 },
        py: { xs: 3, sm: 6 },
      }}
    >
      <PageTitle page={pageTitle ?? title} />
      <Paper
        component="section"
        aria-labelledby="auth-card-title"
        variant="outlined"
        sx={{ width: '100%', maxWidth, p: { xs: 2.5, sm: 4 } }}
      >
        <Typography
          id="auth-card-title"
          variant="h2"
          component="h1"
          sx={{ textAlign: 'center', mb: subtitle ? 1 : 3 }}
        >
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="textSecondary" sx={{ textAlign: 'center', mb: 3 }}>
            {subtitle}
          </Typography>
        ) : null}
        {children}
      </Paper>
    </Box>
  );
}
