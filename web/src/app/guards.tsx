// Route guards (spec 01 section 2 "Route guard", section 6).
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasRole } from '@protect/domain';
import { paths } from '../config/paths';
import { useSession, type SessionRole } from '../lib/session';
import { LoadingStatus } from '../components/LoadingStatus';

export interface RequireAuthProps {
  /** One role or a list; omitted means any signed-in user. */
  role?: SessionRole | SessionRole[];
  /** What the login page tells a signed-out visitor sent there from this route. */
  signedOutMessage?: string;
  /**
   * The page's frame (its container, title and intro), drawn around the loading status while the session
   * is restored. The heading then paints with the app, before the Auth SDK's round trip and the page's
   * chunk: 1.4-3.3 s sooner on bench:web's simulated phone (issue 25, the signed-in routes).
   */
  Frame?: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
}

export function RequireAuth({ role, signedOutMessage, Frame, children }: RequireAuthProps) {
  const { user, loading, settle } = useSession();
  const location = useLocation();
  // A visitor who came from a public page may not have the Auth SDK yet.
  useEffect(() => {
    settle();
  }, [settle]);

  if (loading) {
    const status = <LoadingStatus label="Checking authentication..." py={8} />;
    return Frame ? <Frame>{status}</Frame> : status;
  }
  // An e-mail account must verify its address before it is signed in (the api refuses it too).
  if (!user || !user.emailVerified) {
    // `from` lets the login page send the user back where they were going.
    return (
      <Navigate
        to={paths.auth.login.getHref()}
        replace
        state={{ from: location, message: signedOutMessage }}
      />
    );
  }
  if (role !== undefined && !hasRole(user, role)) {
    return <Navigate to={paths.customer.dashboard.getHref()} replace />;
  }
  return <>{children}</>;
}
