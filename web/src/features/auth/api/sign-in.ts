// The Firebase side of the login page (spec 01 section 4). The page loads this module, and the Auth SDK
// with it, only when the visitor starts to use the form (loadSignIn in use-login.ts), not with the page.
import {
  browserLocalPersistence,
  browserSessionPersistence,
  getAdditionalUserInfo,
  setPersistence,
  signInWithEmailAndPassword,
  type Auth,
  type User,
  type UserCredential,
} from 'firebase/auth';
import type { LoginForm } from '@protect/domain';

export { signInWithGoogle } from './google-sign-in';

/** Signs in with e-mail and password. "Remember me" keeps the session across browser restarts; otherwise it ends with the tab. */
export async function signInWithPassword(
  auth: Auth,
  { email, password, rememberMe }: LoginForm,
): Promise<User> {
  await setPersistence(auth, rememberMe ? browserLocalPersistence : browserSessionPersistence);
  return (await signInWithEmailAndPassword(auth, email, password)).user;
}

/** True when this sign-in created the account (a Google account's first visit). */
export function isFirstSignIn(credential: UserCredential): boolean {
  return getAdditionalUserInfo(credential)?.isNewUser === true;
}
