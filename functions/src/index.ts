// The deployed functions, and nothing else. The api and the scheduled jobs are built on first use, not at
// load: the deploy tool loads this module to find the functions, without the Stripe secrets. What this module
// imports as a value is the api's cold start (module import to first answer, kept under 300 ms: `npm run
// bench:cold-start`), so firebase-admin's services, the routes and the jobs are imported when first
// needed (app.ts and http/lazy-router.ts for the api's routes).
import type { Express } from 'express';
import { defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './app';
import { type Config, functionTarget, loadConfig } from './config';

/** Stripe's keys (README, Configuration): `npx firebase functions:secrets:set STRIPE_SECRET_KEY`. */
const stripeSecrets = [defineSecret('STRIPE_SECRET_KEY'), defineSecret('STRIPE_WEBHOOK_SECRET')];

let config: Config | undefined;
const configOnce = () => (config ??= loadConfig());

let app: Express | undefined;
function apiApp(): Express {
  app ??= createApp(async () => (await import('./deployed-deps')).deployedDeps(configOnce()));
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
    const [{ firestoreOf, defaultFirebaseApp }, { createBillingJob }, { systemClock }] =
      await Promise.all([
        import('./firebase'),
        import('./billing-job'),
        import('./adapters/clock'),
      ]);
    const firestore = firestoreOf(defaultFirebaseApp());
    await createBillingJob({ firestore, config: configOnce(), clock: systemClock }).run();
  },
);

/**
 * Removes uploads that no device or claim names a day after they were stored (services/orphan-files.ts):
 * photos of registrations never paid and of claims never filed would otherwise stay forever.
 */
export const orphanFiles = onSchedule(
  {
    schedule: 'every day 04:00',
    timeZone: 'America/New_York',
    region: 'us-central1',
    retryCount: 3,
  },
  async () => {
    const [{ firestoreOf, defaultFirebaseApp }, { createFileStore }, job, { systemClock }] =
      await Promise.all([
        import('./firebase'),
        import('./adapters/file-store-factory'),
        import('./orphan-files-job'),
        import('./adapters/clock'),
      ]);
    const firebaseApp = defaultFirebaseApp();
    await job
      .createOrphanFilesJob({
        firestore: firestoreOf(firebaseApp),
        fileStore: createFileStore(configOnce(), firebaseApp),
        clock: systemClock,
      })
      .run();
  },
);

/** The outbox's sender, made on first use (README, Messages). */
async function mailJob() {
  const [{ firestoreOf, defaultFirebaseApp }, { createMailJob }, { systemClock }] =
    await Promise.all([import('./firebase'), import('./mail-job'), import('./adapters/clock')]);
  return createMailJob({
    firestore: firestoreOf(defaultFirebaseApp()),
    config: configOnce(),
    clock: systemClock,
  });
}

/**
 * Delivers a message as soon as its event's transaction has written it. At-least-once, like every
 * Firestore trigger: a repeat finds the message taken or delivered and leaves it (services/mail-sender.ts).
 * With MAIL_DELIVERY=extension the Trigger Email extension delivers instead and this does nothing.
 *
 * Imported with require, and only where this function is deployed (no FUNCTION_TARGET: the deploy tool
 * reading the exports) or served: importing a Firestore trigger loads firebase-admin's Firestore and
 * Firestore's protobufs, about 50 ms measured on the api's cold start (functions/lib/index.js required
 * in a fresh process), which the api keeps lazy. functions/test/unit/deployed-functions.test.ts holds it.
 */
function mailOnCreateWhereServed() {
  const target = functionTarget();
  if (target !== undefined && target !== 'mailOnCreate') return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on purpose: see above
  const { mailOnCreateTrigger } = require('./mail-trigger') as typeof import('./mail-trigger');
  return mailOnCreateTrigger(async (mailId) => (await mailJob()).deliver(mailId));
}
export const mailOnCreate = mailOnCreateWhereServed();

/**
 * Each minute: messages whose retry is due (SMTP was down), those a dead sender left under an expired
 * lease, and any the trigger missed. Five minutes at most, for a backlog after an outage.
 */
export const mailSweep = onSchedule(
  { schedule: 'every 1 minutes', region: 'us-central1', timeoutSeconds: 300 },
  async () => {
    await (await mailJob()).sweep();
  },
);
