// The deployed functions, and nothing else. The api and the billing job are built on first use, not at
// load: the deploy tool loads this module to find the functions, without the Stripe secrets.
import type { Express } from 'express';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { systemClock } from './adapters/clock';
import { createFileStore } from './adapters/file-store-factory';
import { createApp } from './app';
import { createBillingJob } from './billing-job';
import { type Config, loadConfig } from './config';
import { defaultFirebaseApp } from './firebase';

/** Stripe's keys (README, Configuration): `npx firebase functions:secrets:set STRIPE_SECRET_KEY`. */
const stripeSecrets = [defineSecret('STRIPE_SECRET_KEY'), defineSecret('STRIPE_WEBHOOK_SECRET')];

let config: Config | undefined;
const configOnce = () => (config ??= loadConfig());

let app: Express | undefined;
function apiApp(): Express {
  if (!app) {
    const firebaseApp = defaultFirebaseApp();
    app = createApp({
      firestore: getFirestore(firebaseApp),
      auth: getAuth(firebaseApp),
      fileStore: createFileStore(configOnce(), firebaseApp),
      config: configOnce(),
    });
  }
  return app;
}

export const api = onRequest({ region: 'us-central1', secrets: stripeSecrets }, (req, res) => {
  apiApp()(req, res);
});

/** Charges the renewals that are due and reconciles the gateway's charges, every morning (US Eastern). */
export const billing = onSchedule(
  {
    schedule: 'every day 06:00',
    timeZone: 'America/New_York',
    region: 'us-central1',
    retryCount: 3,
    secrets: stripeSecrets,
  },
  async () => {
    const firestore = getFirestore(defaultFirebaseApp());
    await createBillingJob({ firestore, config: configOnce(), clock: systemClock }).run();
  },
);
