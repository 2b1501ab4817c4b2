// The sign-in flows of spec 01 section 4 (Login, Google sign-in) and their messages (section 8).
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { User } from 'firebase/auth';
import { AUTH_MESSAGES, roleFromClaims, type LoginForm } from '@protect/domain';
import { dashboardHref } from '../../../config/paths';
import { loadFirebaseSdk } from '../../../lib/firebase';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify';
import { readStoredUser, type SessionRole } from '../../../lib/session';
import { adminLogin } from '../api/admin-login';
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
 * The server decides who is an admin (POST /api/auth/admin-login). When it cannot answer, an account whose
 * signed token says admin is not let in: every admin page needs that server, so the admin is told to try
 * again ('Admin login failed. Please try again.', spec 01 section 8). Anyone else goes on as a customer.
 */
async function roleOf(user: User): Promise<SessionRole | 'admin check failed'> {
  try {
    const answer = await adminLogin(await user.getIdToken());
    return answer.user?.role === 'admin' ? 'admin' : 'customer';
  } catch {
    const claimed = roleFromClaims((await user.getIdTokenResult()).claims);
    return claimed === 'admin' ? 'admin check failed' : 'customer';
  }
}

/**
 * The Auth SDK (about 30 KB gzipped, and the longest task of its page's load on a phone) and the sign-in
 * code. The login form works without them: they are fetched when the visitor first touches the page
 * (usePrefetchSignIn) and awaited on submit, so a slow phone shows a live form sooner.
 */
function loadSignIn() {
  return Promise.all([loadFirebaseSdk(), import('../api/sign-in')]);
}

/** What a person does when they start on the form: a pointer move or press, a key, a field filled in (autofill). */
const FIRST_USE_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'input'] as const;

/** Starts fetching the sign-in code on the visitor's first use of the page. */
function usePrefetchSignIn() {
  useEffect(() => {
    const prefetch = () => {
      stop();
      // A failed download is retried, and reported, by the submit that needs it.
      loadSignIn().catch(() => undefined);
    };
    const stop = () => {
      for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, prefetch, true);
    };
    for (const type of FIRST_USE_EVENTS)
      window.addEventListener(type, prefetch, { capture: true, passive: true });
    return stop;
  }, []);
}

export type LoginAction = 'password' | 'google';

export function useLogin() {
  usePrefetchSignIn();
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
        const [{ auth, signOut }, { signInWithPassword }] = await loadSignIn();
        const user = await signInWithPassword(auth, { email, password, rememberMe });

        // Spec order: admin sign-in first, then customer.
        const role = await roleOf(user);
        if (role === 'admin check failed') {
          await signOut(auth);
          fail(authMessages.adminLoginFailed);
          return;
        }
        if (role === 'admin') {
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
    [navigate, requestedPage, fail],
  );

  const loginWithGoogle = useCallback(async () => {
    setBusy('google');
    setError(null);
    try {
      const [{ auth, signOut }, { signInWithGoogle, isFirstSignIn }] = await loadSignIn();
      const credential = await signInWithGoogle(auth);
      const { user } = credential;
      const serverRole = await roleOf(user);
      if (serverRole === 'admin check failed') {
        await signOut(auth);
        fail(authMessages.adminLoginFailed);
        return;
      }
      // Spec 01 section 4: after 100 ms the stored session user decides where to go.
      await wait(GOOGLE_LOGIN_READ_DELAY_MS);
      const stored = readStoredUser();
      const role: SessionRole = stored?.id === user.uid ? stored.role : serverRole;
      const name = stored?.name || user.displayName;
      // A Google account signing in for the first time is welcomed, not welcomed back.
      const firstTime = isFirstSignIn(credential);
      if (role === 'admin')
        notifySuccess(name ? authMessages.welcomeAdminName(name) : authMessages.welcomeAdmin);
      else if (name)
        notifySuccess(
          firstTime ? authMessages.welcomeName(name) : authMessages.welcomeBackName(name),
        );
      else notifySuccess(authMessages.welcomeBack);
      navigate(dashboardHref(role), { replace: true });
    } catch (e) {
      if (!isPopupCancelled(e)) fail(authMessages.googleLoginFailed);
    } finally {
      setBusy(null);
    }
  }, [navigate, fail]);

  return {
    busy,
    error,
    loginWithPassword,
    loginWithGoogle,
    hasRequestedPage: requestedPage !== null,
  };
}
