// Firebase is initialised once, when this module is first imported (only through loadFirebaseSdk()
// in firebase.ts, or statically by lazy chunks such as auth-sdk-provider.tsx, which share the instance).
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { authEmulatorUrl, firebaseConfig } from './firebase';

export { onIdTokenChanged, signOut } from 'firebase/auth';

export const firebaseApp = initializeApp(firebaseConfig);

// As getAuth() in a browser (a session kept without "remember me" lives in sessionStorage and must be
// found again after a reload), but without the popup resolver: it loads Google's helper iframe on every
// page at start-up. Google sign-in passes the resolver itself (google-sign-in.ts).
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

if (authEmulatorUrl) connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
