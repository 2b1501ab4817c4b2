// Firebase's configuration, and the one way to reach the Auth instance. The Firebase SDKs (about
// 30 KB gzipped) are not part of the first load: they are imported on first use, see firebase-sdk.ts.
import type { FirebaseOptions } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { env } from '../config/env';

/**
 * True in the local stack's build, which talks to the Auth emulator. Set only by the launcher
 * (VITE_USE_EMULATORS); a build without it must carry a real project's config (vite.config.ts checks).
 */
const usesEmulators = env.usesEmulators;

export const firebaseConfig: FirebaseOptions = {
  ...env.firebase,
  // The Auth emulator accepts any key; a 'demo-' project id keeps the SDK from reaching Google.
  apiKey: env.firebase.apiKey ?? (usesEmulators ? 'demo-key' : undefined),
  projectId: env.firebase.projectId ?? (usesEmulators ? 'demo-protect' : undefined),
};

/** Auth emulator URL, or null against a real project. */
export const authEmulatorUrl = usesEmulators
  ? `http://${globalThis.location?.hostname ?? '127.0.0.1'}:${env.authEmulatorPort}`
  : null;

export type FirebaseSdk = typeof import('./firebase-sdk');

// The whole module is what the session uses (FirebaseSdk); a named import function keeps knip, the
// dead-code check, from reading the `.then` below as the only use of its exports.
const importFirebaseSdk = (): Promise<FirebaseSdk> => import('./firebase-sdk');

let sdk: Promise<FirebaseSdk> | null = null;
let loaded: FirebaseSdk | null = null;
const loadedListeners = new Set<(loaded: FirebaseSdk) => void>();

/** The Firebase app, its Auth instance and the auth functions the shell needs; loaded once. */
export function loadFirebaseSdk(): Promise<FirebaseSdk> {
  sdk ??= importFirebaseSdk().then(
    (module) => {
      loaded = module;
      for (const listener of loadedListeners) listener(module);
      return module;
    },
    (error: unknown) => {
      // A failed chunk download (offline) may be retried by the next caller.
      sdk = null;
      throw error;
    },
  );
  return sdk;
}

/**
 * Calls `listener` once the SDK has loaded, whoever loaded it (the session, a guarded page, the login
 * page, an api call); at once when it has already. Answers the unsubscribe.
 */
export function onFirebaseSdkLoaded(listener: (loaded: FirebaseSdk) => void): () => void {
  if (loaded) listener(loaded);
  else loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}

/** The app's single Auth instance (persistence and emulator set up), loaded on first use. */
export async function getAuthLazy(): Promise<Auth> {
  return (await loadFirebaseSdk()).auth;
}
