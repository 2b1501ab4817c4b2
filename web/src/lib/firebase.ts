// Firebase is initialised once, outside React; the reactfire providers receive these instances.
import { initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';

const env = import.meta.env;

const config: FirebaseOptions = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || undefined,
  projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-protect',
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || undefined,
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID || undefined,
  appId: env.VITE_FIREBASE_APP_ID || undefined,
};

const isLocalHost = ['localhost', '127.0.0.1'].includes(globalThis.location?.hostname ?? '');
const hasRealConfig = Boolean(env.VITE_FIREBASE_API_KEY);

/** True when the app talks to the Auth emulator instead of a real project. */
export const usesEmulators = env.VITE_USE_EMULATORS === 'true' || (isLocalHost && !hasRealConfig);

export const firebaseApp = initializeApp(config);

// The same setup as getAuth() in a browser: a session kept without "remember me" lives in
// sessionStorage and must be found again after a reload; the popup resolver serves Google sign-in.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  popupRedirectResolver: browserPopupRedirectResolver,
});

if (usesEmulators) {
  const port = env.VITE_AUTH_EMULATOR_PORT || '9099';
  connectAuthEmulator(auth, `http://${globalThis.location?.hostname ?? '127.0.0.1'}:${port}`, {
    disableWarnings: true,
  });
}
