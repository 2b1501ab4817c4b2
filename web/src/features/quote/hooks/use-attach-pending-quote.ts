// A quote made while signed out is attached to the account at the next sign-in (issue 5):
// mounted once in the app layout, it POSTs an unsaved 'currentQuote' when a verified session user
// appears. Registration signs the new account in briefly before its e-mail is verified; that
// short session must not take the quote, so only a verified user's sign-in attaches it.
import { useEffect } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { readCurrentQuote, writeCurrentQuote } from '../utils/current-quote';

// Module-level so StrictMode's double effects and quick re-renders never post the same quote twice.
let attaching: string | null = null;

export function useAttachPendingQuote(): void {
  const { user } = useSession();
  const userId = user?.emailVerified ? user.id : null;

  useEffect(() => {
    if (!userId) return;
    const pending = readCurrentQuote();
    if (!pending || pending.savedQuoteId || attaching === pending.createdAt) return;
    attaching = pending.createdAt;
    // Loaded here, not with the app shell: few sign-ins have a quote to attach, and the quote's pricing
    // rules would otherwise ride in every page's first script.
    import('../api/save-quote')
      .then(({ saveQuote }) => saveQuote(pending))
      .then((saved) => {
        writeCurrentQuote(saved);
        notifySuccess('Your quote has been saved to your account.');
      })
      .catch((error: unknown) => {
        // Kept locally so the next sign-in tries again; nothing the visitor must act on now.
        console.warn('Attaching the saved quote failed', error);
      })
      .finally(() => {
        attaching = null;
      });
  }, [userId]);
}
