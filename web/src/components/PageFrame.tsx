// A signed-in page's container, heading and intro, in one style (the two dashboards draw their own). The
// page draws its content inside it, and the route guard draws it around its loading status while the
// session is restored (app/guards.tsx says why).
import type { ReactNode } from 'react';
import { Container, Typography } from '@mui/material';
import { PageTitle } from './PageTitle';

export function PageFrame({
  tabTitle,
  heading,
  intro,
  maxWidth = 'lg',
  children,
}: {
  /** The browser tab's "<tabTitle> | DeviceProtect". */
  tabTitle: string;
  heading: string;
  intro?: string;
  maxWidth?: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle page={tabTitle} />
      <Typography
        variant="h1"
        sx={{ mb: intro ? 1 : 3, fontSize: 'clamp(1.75rem, 4vw + 0.5rem, 2.5rem)' }}
      >
        {heading}
      </Typography>
      {intro ? (
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Container>
  );
}
