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

let sdk: Promise<FirebaseSdk> | null = null;

/** The Firebase app, its Auth instance and the auth functions the shell needs; loaded once. */
export function loadFirebaseSdk(): Promise<FirebaseSdk> {
  sdk ??= import('./firebase-sdk').catch((error: unknown) => {
    // A failed chunk download (offline) may be retried by the next caller.
    sdk = null;
    throw error;
  });
  return sdk;
}

/** The app's single Auth instance (persistence and emulator set up), loaded on first use. */
export async function getAuthLazy(): Promise<Auth> {
  return (await loadFirebaseSdk()).auth;
}
