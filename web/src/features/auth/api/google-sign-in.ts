// Google sign-in in a popup (spec 01 section 4; popup window 500x600, section 9).
//
// Against a real project this is Firebase's signInWithPopup. Against the Auth emulator, offline, that
// cannot work: the SDK and the emulator's helper iframe both load gapi from apis.google.com to pass
// the result from the popup back to the page. So locally we open the emulator's own sign-in page
// ourselves and ask it to hand the chosen account back through its iOS hand-off (it navigates to
// `<ibi>://google/link?deep_link_id=<callback with the fake Google ID token>`): with `ibi` set to a
// URL of this app, the popup comes back to our origin, posts the token to this window and closes.
// The token is the emulator's unsigned stand-in for a Google ID token, which only the emulator
// accepts, through signInWithCredential.
import { FirebaseError } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  signInWithCredential,
  signInWithPopup,
  type Auth,
  type UserCredential,
} from 'firebase/auth';
import { paths } from '../../../config/paths';
import { CALLBACK_MARKER, MESSAGE_TYPE } from './google-emulator-callback';

const POPUP_FEATURES = 'popup=yes,width=500,height=600';

export function signInWithGoogle(auth: Auth): Promise<UserCredential> {
  if (!auth.emulatorConfig)
    return signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
  return signInWithEmulatorGoogle(auth);
}

function emulatorHandlerUrl(auth: Auth): string {
  const emulator = auth.emulatorConfig;
  if (!emulator) throw new Error('Not connected to the Auth emulator.');
  const port = emulator.port === null ? '' : `:${emulator.port}`;
  const callback = `${window.location.origin}${paths.auth.login.getHref()}#${CALLBACK_MARKER}`;
  const params = new URLSearchParams({
    apiKey: auth.config.apiKey,
    appName: auth.app.name,
    authType: 'signInViaRedirect',
    providerId: 'google.com',
    ibi: callback,
    eventId: Math.random().toString(36).slice(2),
  });
  return `${emulator.protocol}://${emulator.host}${port}/emulator/auth/handler?${params.toString()}`;
}

async function signInWithEmulatorGoogle(auth: Auth): Promise<UserCredential> {
  const popup = window.open(emulatorHandlerUrl(auth), 'google-sign-in', POPUP_FEATURES);
  if (!popup) throw new FirebaseError('auth/popup-blocked', 'The sign-in popup was blocked.');
  const idToken = await new Promise<string>((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; idToken?: unknown } | null;
      if (event.origin !== window.location.origin || data?.type !== MESSAGE_TYPE) return;
      if (typeof data.idToken !== 'string') return;
      cleanUp();
      resolve(data.idToken);
    };
    const closedCheck = window.setInterval(() => {
      if (!popup.closed) return;
      // The popup closes itself right after posting; give that message a moment to arrive.
      window.setTimeout(() => {
        cleanUp();
        reject(new FirebaseError('auth/popup-closed-by-user', 'The sign-in popup was closed.'));
      }, 500);
      window.clearInterval(closedCheck);
    }, 300);
    const cleanUp = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(closedCheck);
    };
    window.addEventListener('message', onMessage);
  });
  return signInWithCredential(auth, GoogleAuthProvider.credential(idToken));
}
