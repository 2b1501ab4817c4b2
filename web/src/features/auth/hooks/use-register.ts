// Registration flows of spec 01 section 4: the full form and the Google variant.
// Nothing is left behind on failure: the server writes the profile only in its last step, and the
// just-created Auth account is deleted here if any step fails.
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
import { notifyError, notifySuccess } from '../../../lib/notify';
import { signInWithGoogle } from '../api/google-sign-in';
import { registerCustomer } from '../api/register-customer';
import {
  GOOGLE_SIGNUP_REDIRECT_MS,
  authMessages,
  isPopupCancelled,
  registrationErrorMessage,
} from '../auth-messages';

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
      try {
        created = (await createUserWithEmailAndPassword(auth, form.email, form.password)).user;
        await updateProfile(created, { displayName: `${form.firstName} ${form.lastName}` });
        await sendEmailVerification(created);
        notifySuccess(authMessages.verificationSent);
        await registerCustomer({
          idToken: await created.getIdToken(),
          firstName: form.firstName,
          lastName: form.lastName,
          phone: form.phone,
          address: form.address,
          city: form.city,
          state: form.state,
          zipCode: form.zipCode,
          terms: form.terms,
        });
        await signOut(auth);
        navigate(paths.auth.login.getHref(), {
          state: { message: authMessages.registeredCheckEmail },
        });
      } catch (e) {
        if (created) await removeAccount(created);
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
      await registerCustomer({ idToken: await user.getIdToken(), firstName, lastName });
      notifySuccess(authMessages.googleSignupSuccess);
      succeeded = true;
      setTimeout(
        () => navigate(paths.customer.registerDevice.getHref()),
        GOOGLE_SIGNUP_REDIRECT_MS,
      );
    } catch (e) {
      if (isPopupCancelled(e)) return;
      // Spec: sign out on failure; an account created just now is removed as well, so no orphan is left.
      if (user && isNewAccount) await removeAccount(user);
      await signOut(auth).catch((err: unknown) => console.error('Sign-out failed', err));
      fail(registrationErrorMessage(e, authMessages.googleSignupFailed));
    } finally {
      // After success the buttons stay disabled until the redirect a second later.
      if (!succeeded) setBusy(null);
    }
  }, [auth, navigate, fail]);

  return { busy, error, registerWithForm, registerWithGoogle };
}
