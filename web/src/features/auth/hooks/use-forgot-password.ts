import { useCallback, useState } from 'react';
import { useAuth } from 'reactfire';
import { sendPasswordResetEmail } from 'firebase/auth';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { authMessages, resetErrorMessage } from '../auth-messages';

/** Password reset (spec 01 section 4): form, then the sent state; from there back to the form. */
export function useForgotPassword() {
  const auth = useAuth();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const sendReset = useCallback(
    async (email: string) => {
      setBusy(true);
      setError(null);
      try {
        await sendPasswordResetEmail(auth, email);
        notifySuccess(authMessages.resetSent);
        setSentTo(email);
      } catch (e) {
        // Spec 01 section 8: the toast says the link was not sent; the form says why, in the provider's
        // words where a person can act on them, else 'Failed to send reset email.'.
        setError(resetErrorMessage(e));
        notifyError(authMessages.resetLinkFailed);
      } finally {
        setBusy(false);
      }
    },
    [auth],
  );

  const tryAnotherEmail = useCallback(() => {
    setSentTo(null);
    setError(null);
  }, []);

  return { busy, sentTo, error, sendReset, tryAnotherEmail };
}
