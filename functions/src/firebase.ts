// The default Firebase app of this process (the emulators are found through their *_EMULATOR_HOST variables).
import { type App, getApp, getApps, initializeApp } from 'firebase-admin/app';

export function defaultFirebaseApp(projectId?: string): App {
  return getApps().length > 0 ? getApp() : initializeApp(projectId ? { projectId } : undefined);
}
