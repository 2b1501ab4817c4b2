// The deployed api's Firebase services, made on first use (index.ts hands createApp this loader): importing
// firebase-admin's Firestore and the file store is left to the first request that needs them.
import { getAuth } from 'firebase-admin/auth';
import type { AppDeps } from './app';
import { createFileStore } from './adapters/file-store-factory';
import type { Config } from './config';
import { defaultFirebaseApp, firestoreOf } from './firebase';

export function deployedDeps(config: Config): AppDeps {
  const firebaseApp = defaultFirebaseApp();
  return {
    firestore: firestoreOf(firebaseApp),
    auth: getAuth(firebaseApp),
    fileStore: createFileStore(config, firebaseApp),
    config,
  };
}
