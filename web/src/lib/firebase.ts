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

type FirebaseSdkModule = typeof import('./firebase-sdk');

/** The started Firebase app, its Auth instance, and the auth functions the shell needs. */
export type FirebaseSdk = Pick<FirebaseSdkModule, 'onIdTokenChanged' | 'signOut'> &
  ReturnType<FirebaseSdkModule['startFirebase']>;

// A named import function keeps knip, the dead-code check, from reading the `.then` below as the only use
// of the module's exports.
const importFirebaseSdk = (): Promise<FirebaseSdkModule> => import('./firebase-sdk');

/** A later task of the browser's: what runs after this lets a tap or a frame go first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let sdk: Promise<FirebaseSdk> | null = null;
let loaded: FirebaseSdk | null = null;
const loadedListeners = new Set<(loaded: FirebaseSdk) => void>();

/** The Firebase app, its Auth instance and the auth functions the shell needs; loaded and started once. */
export function loadFirebaseSdk(): Promise<FirebaseSdk> {
  sdk ??= importFirebaseSdk().then(
    async (module) => {
      // Evaluating the SDKs' code and starting Auth are each about half of a 25 ms task on a fast
      // machine, four times that on a phone: two tasks, so the page answers in between.
      await nextTask();
      const { onIdTokenChanged, signOut, startFirebase } = module;
      loaded = { onIdTokenChanged, signOut, ...startFirebase() };
      for (const listener of loadedListeners) listener(loaded);
      return loaded;
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
