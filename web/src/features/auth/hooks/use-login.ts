// The sign-in flows of spec 01 section 4 (Login, Google sign-in) and their messages (section 8).
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  setPersistence,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import { AUTH_MESSAGES, roleFromClaims, type LoginForm } from '@protect/domain';
import { dashboardHref } from '../../../config/paths';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify';
import { readStoredUser, type SessionRole } from '../../../lib/session';
import { adminLogin } from '../api/admin-login';
import { signInWithGoogle } from '../api/google-sign-in';
import {
  FIRST_DEVICE_TIP_DELAY_MS,
  FIRST_DEVICE_TIP_DURATION_MS,
  GOOGLE_LOGIN_READ_DELAY_MS,
  authMessages,
  isPopupCancelled,
  loginErrorMessage,
} from '../auth-messages';
import { isAdminPage, requestedPageFrom } from './navigation-state';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The server decides who is an admin (POST /api/auth/admin-login). If it cannot be reached the
 * signed token's own role claim decides, which the server would honour anyway.
 */
async function roleOf(user: User): Promise<SessionRole> {
  try {
    const answer = await adminLogin(await user.getIdToken());
    return answer.user?.role === 'admin' ? 'admin' : 'customer';
  } catch {
    return roleFromClaims((await user.getIdTokenResult()).claims);
  }
}

export type LoginAction = 'password' | 'google';

export function useLogin() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // The loading flag of spec 01 section 4: set during every authentication action.
  const [busy, setBusy] = useState<LoginAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const requestedPage = requestedPageFrom(location.state);

  const fail = useCallback((message: string) => {
    setError(message);
    notifyError(message);
  }, []);

  const loginWithPassword = useCallback(
    async ({ email, password, rememberMe }: LoginForm) => {
      setBusy('password');
      setError(null);
      try {
        // Remember me keeps the session across browser restarts; otherwise it ends with the tab.
        await setPersistence(
          auth,
          rememberMe ? browserLocalPersistence : browserSessionPersistence,
        );
        const { user } = await signInWithEmailAndPassword(auth, email, password);

        // Spec order: admin sign-in first, then customer.
        if ((await roleOf(user)) === 'admin') {
          notifySuccess(authMessages.welcomeAdmin);
          navigate(requestedPage ?? dashboardHref('admin'), { replace: true });
          return;
        }

        if (!user.emailVerified) {
          await signOut(auth);
          fail(AUTH_MESSAGES.verifyEmail);
          return;
        }

        notifySuccess(authMessages.welcomeBack);
        if (requestedPage && isAdminPage(requestedPage)) {
          // A customer who was heading for an admin page: say why they land on their own dashboard.
          notifyError(AUTH_MESSAGES.adminOnly);
          navigate(dashboardHref('customer'), { replace: true });
          return;
        }
        navigate(requestedPage ?? dashboardHref('customer'), { replace: true });
        if (!requestedPage) {
          setTimeout(
            () => notifyInfo(authMessages.firstDeviceTip, FIRST_DEVICE_TIP_DURATION_MS),
            FIRST_DEVICE_TIP_DELAY_MS,
          );
        }
      } catch (e) {
        fail(loginErrorMessage(e));
      } finally {
        setBusy(null);
      }
    },
    [auth, navigate, requestedPage, fail],
  );

  const loginWithGoogle = useCallback(async () => {
    setBusy('google');
    setError(null);
    try {
      const { user } = await signInWithGoogle(auth);
      // Best effort (spec 01 section 6): if the admin check fails the user is treated as a customer.
      const serverRole = await roleOf(user).catch((): SessionRole => 'customer');
      // Spec 01 section 4: after 100 ms the stored session user decides where to go.
      await wait(GOOGLE_LOGIN_READ_DELAY_MS);
      const stored = readStoredUser();
      const role: SessionRole = stored?.id === user.uid ? stored.role : serverRole;
      const name = stored?.name || user.displayName;
      if (role === 'admin')
        notifySuccess(name ? authMessages.welcomeAdminName(name) : authMessages.welcomeAdmin);
      else notifySuccess(name ? authMessages.welcomeBackName(name) : authMessages.welcomeBack);
      navigate(dashboardHref(role), { replace: true });
    } catch (e) {
      if (!isPopupCancelled(e)) fail(authMessages.googleLoginFailed);
    } finally {
      setBusy(null);
    }
  }, [auth, navigate, fail]);

  return {
    busy,
    error,
    loginWithPassword,
    loginWithGoogle,
    hasRequestedPage: requestedPage !== null,
  };
}
