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

/** `databaseId` names a Firestore database other than (default): tests that need one to themselves. */
export function adminServices(
  projectId?: string,
  databaseId?: string,
): { app: App; firestore: Firestore; auth: Auth } {
  const app = defaultFirebaseApp(projectId);
  const firestore = databaseId ? getFirestore(app, databaseId) : getFirestore(app);
  return { app, firestore, auth: getAuth(app) };
}
