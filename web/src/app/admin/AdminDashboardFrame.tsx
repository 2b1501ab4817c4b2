// /admin/dashboard's container and welcome banner: the page draws its figures and tabs inside it, and the
// route guard draws it around its loading status while the session is restored (app/guards.tsx says why).
import type { ReactNode } from 'react';
import { Container, Paper, Typography } from '@mui/material';
import { PageTitle } from '../../components/PageTitle';

export function AdminDashboardFrame({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle page="Admin Dashboard" />
      <Paper
        sx={{ p: { xs: 2, md: 3 }, mb: 3, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          Welcome, Admin
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.9 }}>
          Users, subscriptions, claims, the catalogue and payments in one place.
        </Typography>
      </Paper>
      {children}
    </Container>
  );
}
