// The deployed functions, and nothing else.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { loadConfig } from './config';
import { createFileStore } from './adapters/file-store-factory';
import { defaultFirebaseApp } from './firebase';

const config = loadConfig();
const firebaseApp = defaultFirebaseApp();

export const api = onRequest(
  { region: 'us-central1' },
  createApp({
    firestore: getFirestore(firebaseApp),
    auth: getAuth(firebaseApp),
    fileStore: createFileStore(config, firebaseApp),
    config,
  }),
);
