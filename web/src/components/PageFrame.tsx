// A signed-in page's container, heading and intro, in one style (the two dashboards draw their own). The
// page draws its content inside it, and the route guard draws it around its loading status while the
// session is restored (app/guards.tsx says why).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PageTitle } from './PageTitle';

interface PageFrameProps {
  /** The browser tab's "<tabTitle> | DeviceProtect". */
  tabTitle: string;
  heading: string;
  intro?: string;
  /** A link back to the list the page was opened from ('All claims'), above the heading. */
  back?: { to: string; label: string };
  maxWidth?: 'md' | 'lg';
  children: ReactNode;
}

/** A page's frame as a component of its own, which the page and its route's guard both draw. */
export function pageFrameOf(frame: Omit<PageFrameProps, 'children'>) {
  return function Frame({ children }: { children: ReactNode }) {
    return <PageFrame {...frame}>{children}</PageFrame>;
  };
}

export function PageFrame({
  tabTitle,
  heading,
  intro,
  back,
  maxWidth = 'lg',
  children,
}: PageFrameProps) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle page={tabTitle} />
      {back ? (
        <Box sx={{ mb: 2 }}>
          <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon aria-hidden />}>
            {back.label}
          </Button>
        </Box>
      ) : null}
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
