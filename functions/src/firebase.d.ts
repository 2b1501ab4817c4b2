import { type App } from 'firebase-admin/app';
import { type Auth } from 'firebase-admin/auth';
import { type Firestore } from 'firebase-admin/firestore';
export type { Auth, UserRecord as AuthUserRecord } from 'firebase-admin/auth';
export type { Firestore } from 'firebase-admin/firestore';
export declare function defaultFirebaseApp(projectId?: string): App;
export declare function adminServices(projectId?: string): {
    app: App;
    firestore: Firestore;
    auth: Auth;
};
/**
 * A Firestore client for one emulator address, independent of FIRESTORE_EMULATOR_HOST (tests and tools
 * that start their own emulator in-process).
 */
export declare function firestoreAt(host: string, projectId: string): Firestore;
