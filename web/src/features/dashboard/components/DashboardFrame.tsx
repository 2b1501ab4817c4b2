// /customer/dashboard's container, greeting and intro: the page draws its tabs inside it, with the
// customer's first name and its buttons once known; the route guard draws it, with neither, around its
// loading status while the session is restored (app/guards.tsx says why).
import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';
import { HeadingRow } from '../../../components/HeadingRow';
import { PageTitle } from '../../../components/PageTitle';

export function DashboardFrame({
  firstName,
  actions,
  showHeading = true,
  children,
}: {
  firstName?: string | null;
  /** Beside the greeting: what the customer can start from here. */
  actions?: ReactNode;
  /** False when the dashboard failed to load: its error says what happened instead. */
  showHeading?: boolean;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle page="My Dashboard" />
      {showHeading ? (
        <HeadingRow gap={2} sx={{ mb: 3 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 4vw + 0.5rem, 2.5rem)' }}>
              {firstName ? `Welcome back, ${firstName}` : 'My Dashboard'}
            </Typography>
            <Typography color="textSecondary">
              Your devices, coverage, claims and payments in one place.
            </Typography>
          </Box>
          {actions}
        </HeadingRow>
      ) : null}
      {children}
    </Container>
  );
}
