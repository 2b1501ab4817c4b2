// The Firebase SDKs' code, imported only through loadFirebaseSdk() in firebase.ts, which starts Firebase
// once with startFirebase() and shares that app and Auth instance with everyone.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { authEmulatorUrl, firebaseConfig } from './firebase';

export { onIdTokenChanged, signOut } from 'firebase/auth';

export function startFirebase(): { firebaseApp: FirebaseApp; auth: Auth } {
  const firebaseApp = initializeApp(firebaseConfig);
  // As getAuth() in a browser (a session kept without "remember me" lives in sessionStorage and must be
  // found again after a reload), but without the popup resolver: it loads Google's helper iframe on every
  // page at start-up. Google sign-in passes the resolver itself (google-sign-in.ts).
  const auth = initializeAuth(firebaseApp, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (authEmulatorUrl) connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  return { firebaseApp, auth };
}
