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

/**
 * Once Firestore could not be reached, gRPC waits longer and longer between attempts to reconnect, up to
 * 120 s by default: an api instance would go on answering 503 for up to two minutes after Firestore is
 * back (the fault test saw 11-28 s). 5 s bounds that wait; an outage costs a reconnect attempt per 5 s.
 */
const RECONNECT_SETTINGS = { 'grpc.max_reconnect_backoff_ms': 5_000 };
const withReconnectSettings = new WeakSet<Firestore>();

/** The app's Firestore (`databaseId`: a database other than (default)), with the settings above. */
export function firestoreOf(app: App, databaseId?: string): Firestore {
  const firestore = databaseId ? getFirestore(app, databaseId) : getFirestore(app);
  // settings() may be called once per instance, before its first use.
  if (!withReconnectSettings.has(firestore)) {
    firestore.settings(RECONNECT_SETTINGS);
    withReconnectSettings.add(firestore);
  }
  return firestore;
}

/** `databaseId` names a Firestore database other than (default): tests that need one to themselves. */
export function adminServices(
  projectId?: string,
  databaseId?: string,
): { app: App; firestore: Firestore; auth: Auth } {
  const app = defaultFirebaseApp(projectId);
  return { app, firestore: firestoreOf(app, databaseId), auth: getAuth(app) };
}
