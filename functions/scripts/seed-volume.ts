// npm run seed:volume
//
// Adds 5,000 users, 5,000 subscriptions, 20,000 payments and 3,000 claims to the local stack, for trying
// the admin lists and exports at scale. Records are made in the shapes the api stores (volume-records.ts,
// written through the repositories' converters), with fixed ids: running it again rewrites the same
// records instead of adding more. The users have profiles but no sign-in accounts. The admin charts'
// monthly totals are rebuilt from all payments and subscriptions afterwards (as npm run stats:rebuild).
// Emulators only: FIRESTORE_EMULATOR_HOST from the environment, else 127.0.0.1:8080; project GCLOUD_PROJECT
// or demo-protect (a stack started with --port-base 9000 --project demo-lists: FIRESTORE_EMULATOR_HOST=
// 127.0.0.1:9003 GCLOUD_PROJECT=demo-lists npm run seed:volume).
import { adminServices } from '../src/firebase';
import { rebuildMonthlyTotals } from '../src/repositories/monthly-totals';
import { aClaim, aPayment, aSubscription, aUser, writeAll } from './volume-records';

export const VOLUME = { users: 5000, paymentsPerSubscription: 4, claims: 3000 } as const;
const TAG = 'volume';
const DAY_MS = 86_400_000;

async function main(): Promise<void> {
  process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';
  const projectId = process.env.GCLOUD_PROJECT || 'demo-protect';
  const { firestore } = adminServices(projectId);
  const started = Date.now();
  // Joined over the two years up to four months ago; each bought a plan between 93 and 120 days ago and
  // has paid four months, so every payment is in the past and every next billing date in the future (a
  // billing run finds nothing due).
  const newest = Date.now() - 121 * DAY_MS;
  const spacing = Math.floor((2 * 365 * DAY_MS) / VOLUME.users);

  const users = Array.from({ length: VOLUME.users }, (_, n) =>
    aUser(n, TAG, {
      createdAt: new Date(newest - (VOLUME.users - n) * spacing),
      claimsCount: n < VOLUME.claims ? 1 : 0,
    }),
  );
  const subscriptions = users.map((user, n) =>
    aSubscription(n, user, {
      createdAt: new Date(Date.now() - (93 + (n % 27)) * DAY_MS - n * 1000),
      paidPeriods: VOLUME.paymentsPerSubscription,
    }),
  );
  const payments = subscriptions.flatMap((s) =>
    Array.from({ length: VOLUME.paymentsPerSubscription }, (_, k) => aPayment(s, k)),
  );
  const claims = subscriptions.slice(0, VOLUME.claims).map((s, n) => aClaim(n, s));

  console.log(
    `Writing to the Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST} (project ${projectId})...`,
  );
  await writeAll(firestore, { users });
  await writeAll(firestore, { subscriptions });
  await writeAll(firestore, { payments });
  await writeAll(firestore, { claims });
  // The records were written around the api: the charts' monthly totals are recomputed from them.
  const totals = await rebuildMonthlyTotals(firestore);
  console.log(
    `Added ${users.length} users, ${subscriptions.length} subscriptions, ${payments.length} payments and ` +
      `${claims.length} claims (ids *-${TAG}-*, e-mails @${TAG}.example), and rebuilt ${totals.months} ` +
      `months of totals, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
