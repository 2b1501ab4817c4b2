// The one answer to a session the api no longer accepts (a 401: the token was revoked, the account
// disabled or deleted): one warning in the spec's words, the login page (which sends the person back
// where they were after signing in), and a sign-out so that the app stops acting as them. The query and
// mutation caches call it for every 401 (app/query-client.ts), whatever a screen's `silent` says.
import { AUTH_MESSAGES } from '@protect/domain';
import { ApiError } from './authorized-fetch';
import { loadFirebaseSdk } from './firebase';
import { notify, notifyError } from './notify';

/** True for an api failure that means the session has ended. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

let openLogin: () => void = () => {
  globalThis.location?.assign('/login');
};

/** The router registers how to reach the login page (keeps lib/ free of route strings). */
export function setSessionEndedRedirect(handler: () => void): void {
  openLogin = handler;
}

let ending: Promise<void> | null = null;

/**
 * Warns, opens the login page and signs out. The calls of a page that fail together end the session
 * once: one toast, one redirect (a second redirect would name /login as where the person was going).
 */
export function endSession(): Promise<void> {
  ending ??= (async () => {
    notify(AUTH_MESSAGES.sessionEnded, {
      variant: 'warning',
      key: 'session-ended',
      preventDuplicate: true,
    });
    // The login page first: signed out on a guarded page, its guard would redirect with its own message.
    openLogin();
    try {
      const { auth, signOut } = await loadFirebaseSdk();
      await signOut(auth);
    } catch (error) {
      // Spec 01 section 8: a logout error is only logged.
      console.error('Sign-out failed', error);
    }
  })().finally(() => {
    ending = null;
  });
  return ending;
}

/**
 * A screen's own failure toast for the calls it words itself (`meta: { silent: true }`). A 401 has been
 * told already by endSession, so it adds nothing then.
 */
export function notifyFailure(error: unknown, wording: string): void {
  if (!isSessionEnded(error)) notifyError(wording);
}
