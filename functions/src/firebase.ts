// The default Firebase app of this process (the emulators are found through their *_EMULATOR_HOST variables).
// Scripts outside functions/ (seed, admin script) get the admin SDK through here, so that every part of the
// product uses the one firebase-admin that functions/ depends on.
import { type App, getApp, getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';

export type { Auth, UserRecord as AuthUserRecord } from 'firebase-admin/auth';
export type { Firestore } from 'firebase-admin/firestore';

export function defaultFirebaseApp(projectId?: string): App {
  return getApps().length > 0 ? getApp() : initializeApp(projectId ? { projectId } : undefined);
}

export function adminServices(projectId?: string): { app: App; firestore: Firestore; auth: Auth } {
  const app = defaultFirebaseApp(projectId);
  return { app, firestore: getFirestore(app), auth: getAuth(app) };
}

/**
 * A Firestore client for one emulator address, independent of FIRESTORE_EMULATOR_HOST (tests and tools
 * that start their own emulator in-process).
 */
export function firestoreAt(host: string, projectId: string): Firestore {
  const name = `firestore-at-${host}-${projectId}`;
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
  // The client prefers the environment variable over settings, and its constructor already reads it (keeping
  // that port even when settings() names another host): hide it while this client is built and configured.
  const fromEnv = process.env.FIRESTORE_EMULATOR_HOST;
  delete process.env.FIRESTORE_EMULATOR_HOST;
  try {
    const firestore = getFirestore(app);
    firestore.settings({ host, ssl: false });
    return firestore;
  } finally {
    if (fromEnv !== undefined) process.env.FIRESTORE_EMULATOR_HOST = fromEnv;
  }
}
