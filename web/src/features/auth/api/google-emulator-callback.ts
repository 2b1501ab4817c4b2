// The popup's side of Google sign-in against the Auth emulator (google-sign-in.ts tells the whole story).
// Kept apart from the Firebase SDK: the login page runs it on load, before the SDK is fetched.

/** Marks the URL the emulator's page returns to, and the message the popup sends back. */
export const CALLBACK_MARKER = 'google-emulator-callback';
export const MESSAGE_TYPE = 'protect:google-emulator-id-token';

/**
 * In the popup, back on our origin: the fake Google ID token from the emulator's hand-off URL
 * (`#google-emulator-callback://google/link?deep_link_id=<.../__/auth/callback?link=<handler?id_token=...>>`),
 * or null when this page is not that callback.
 */
export function emulatorGoogleIdTokenFrom(hash: string): string | null {
  if (!hash.startsWith(`#${CALLBACK_MARKER}`)) return null;
  const at = hash.indexOf('deep_link_id=');
  if (at < 0) return null;
  try {
    const callback = new URL(decodeURIComponent(hash.slice(at + 'deep_link_id='.length)));
    const link = callback.searchParams.get('link');
    return link ? new URL(link).searchParams.get('id_token') : null;
  } catch {
    return null;
  }
}

/** Run in the popup: hands the token to the page that opened it and closes. True when it did. */
export function completeEmulatorGooglePopup(): boolean {
  const idToken = emulatorGoogleIdTokenFrom(window.location.hash);
  const opener = window.opener as Window | null;
  if (!idToken || !opener) return false;
  opener.postMessage({ type: MESSAGE_TYPE, idToken }, window.location.origin);
  window.close();
  return true;
}
