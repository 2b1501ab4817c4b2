// Registration flows of spec 01 section 4: the full form and the Google variant.
// Nothing is left behind on failure: the server writes the profile only in its last step, and the
// just-created Auth account is deleted here if any step fails before a profile can exist.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import {
  createUserWithEmailAndPassword,
  deleteUser,
  getAdditionalUserInfo,
  sendEmailVerification,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { sessionUserName, splitDisplayName, type RegistrationForm } from '@protect/domain';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { signInWithGoogle } from '../api/google-sign-in';
import { registerCustomer } from '../api/register-customer';
import {
  GOOGLE_SIGNUP_REDIRECT_MS,
  RegistrationRejected,
  authMessages,
  isPopupCancelled,
  registrationErrorMessage,
} from '../auth-messages';

/**
 * Whether a failed registration may still have written the profile: the backend was called and did not
 * clearly refuse (its answer was lost). Then the account is kept, since deleting it would orphan the
 * profile; the customer can sign in and complete registration.
 */
function profileMayExist(backendCalled: boolean, error: unknown): boolean {
  if (!backendCalled || error instanceof RegistrationRejected) return false;
  // An ApiError with an HTTP status is the server's own answer; status 0 means no answer arrived.
  return !(error instanceof ApiError) || error.status === 0;
}

async function removeAccount(user: User): Promise<void> {
  try {
    // A freshly created account has a fresh sign-in, so deletion is allowed without re-authentication.
    await deleteUser(user);
  } catch (error) {
    console.error('Could not delete the account of a failed registration', error);
  }
}

export type RegisterAction = 'form' | 'google';

export function useRegister() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<RegisterAction | null>(null);
  const [error, setError] = useState<string | null>(null);

  const fail = useCallback((message: string) => {
    setError(message);
    notifyError(message);
  }, []);

  const registerWithForm = useCallback(
    async (form: RegistrationForm) => {
      setBusy('form');
      setError(null);
      let created: User | null = null;
      let backendCalled = false;
      try {
        created = (await createUserWithEmailAndPassword(auth, form.email, form.password)).user;
        await updateProfile(created, { displayName: `${form.firstName} ${form.lastName}` });
        await sendEmailVerification(created);
        notifySuccess(authMessages.verificationSent);
        const idToken = await created.getIdToken();
        backendCalled = true;
        await registerCustomer({
          idToken,
          firstName: form.firstName,
          lastName: form.lastName,
          phone: form.phone,
          address: form.address,
          city: form.city,
          state: form.state,
          zipCode: form.zipCode,
          terms: form.terms,
        });
        // The profile exists now: a failing sign-out is only logged (spec), never a reason to delete.
        await signOut(auth).catch((err: unknown) => console.error('Sign-out failed', err));
        navigate(paths.auth.login.getHref(), {
          state: { message: authMessages.registeredCheckEmail },
        });
      } catch (e) {
        if (created && !profileMayExist(backendCalled, e)) await removeAccount(created);
        // Nobody stays signed in: a kept account is unverified, and a delete may have failed.
        if (created)
          await signOut(auth).catch((err: unknown) => console.error('Sign-out failed', err));
        fail(registrationErrorMessage(e, authMessages.registrationFailed));
      } finally {
        setBusy(null);
      }
    },
    [auth, navigate, fail],
  );

  const registerWithGoogle = useCallback(async () => {
    setBusy('google');
    setError(null);
    let user: User | null = null;
    let isNewAccount = false;
    let backendCalled = false;
    let succeeded = false;
    try {
      const credential = await signInWithGoogle(auth);
      user = credential.user;
      isNewAccount = getAdditionalUserInfo(credential)?.isNewUser ?? false;
      // First word of the display name is the first name, the rest the last name; an account
      // without a display name falls back to its session name so the profile still has a first name.
      const { firstName, lastName } = splitDisplayName(
        user.displayName || sessionUserName(null, user.email),
      );
      const idToken = await user.getIdToken();
      backendCalled = true;
      await registerCustomer({ idToken, firstName, lastName });
      notifySuccess(authMessages.googleSignupSuccess);
      succeeded = true;
      setTimeout(
        () => navigate(paths.customer.registerDevice.getHref()),
        GOOGLE_SIGNUP_REDIRECT_MS,
      );
    } catch (e) {
      if (isPopupCancelled(e)) return;
      // Spec: sign out on failure; an account created just now is removed as well, so no orphan is left.
      if (user && isNewAccount && !profileMayExist(backendCalled, e)) await removeAccount(user);
      await signOut(auth).catch((err: unknown) => console.error('Sign-out failed', err));
      fail(registrationErrorMessage(e, authMessages.googleSignupFailed));
    } finally {
      // After success the buttons stay disabled until the redirect a second later.
      if (!succeeded) setBusy(null);
    }
  }, [auth, navigate, fail]);

  return { busy, error, registerWithForm, registerWithGoogle };
}
