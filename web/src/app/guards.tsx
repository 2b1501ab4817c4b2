// Route guards (spec 01 section 2 "Route guard", section 6).
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Box, CircularProgress, Typography } from '@mui/material';
import { paths } from '../config/paths';
import { useSession, type SessionRole } from '../lib/session';

export interface RequireAuthProps {
  /** One role or a list; omitted means any signed-in user. */
  role?: SessionRole | SessionRole[];
  children: ReactNode;
}

/** A role check passes only when a user is signed in and their role is among those given. */
export function hasRole(
  userRole: SessionRole | undefined,
  role: RequireAuthProps['role'],
): boolean {
  if (!userRole) return false;
  if (role === undefined) return true;
  return Array.isArray(role) ? role.includes(userRole) : role === userRole;
}

export function RequireAuth({ role, children }: RequireAuthProps) {
  const { user, loading } = useSession();
  const location = useLocation();

  if (loading) {
    return (
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}
      >
        <CircularProgress size={24} aria-hidden />
        <Typography>Checking authentication...</Typography>
      </Box>
    );
  }
  if (!user) {
    // `from` lets the login page send the user back where they were going.
    return <Navigate to={paths.auth.login.getHref()} replace state={{ from: location }} />;
  }
  if (!hasRole(user.role, role)) {
    return <Navigate to={paths.customer.dashboard.getHref()} replace />;
  }
  return <>{children}</>;
}
