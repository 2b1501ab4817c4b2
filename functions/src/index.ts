// The deployed functions, and nothing else.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { systemClock } from './adapters/clock';
import { createBillingJob } from './billing-job';
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

/** Charges the renewals that are due and reconciles the gateway's charges, every morning (US Eastern). */
export const billing = onSchedule(
  {
    schedule: 'every day 06:00',
    timeZone: 'America/New_York',
    region: 'us-central1',
    retryCount: 3,
  },
  async () => {
    await createBillingJob({
      firestore: getFirestore(firebaseApp),
      config,
      clock: systemClock,
    }).run();
  },
);
