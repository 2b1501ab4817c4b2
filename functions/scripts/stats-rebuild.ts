// npm run stats:rebuild
//
// Recomputes every monthlyTotals/{YYYY-MM} document (the admin overview's monthly chart) from the payments
// and subscriptions collections: for data written before the api kept the totals, or written around the
// api (npm run seed:volume). Reads in pages of 1000 and writes in batches; run it while the api is quiet,
// since an increment recorded during the rebuild may be overwritten.
// FIRESTORE_EMULATOR_HOST from the environment, else 127.0.0.1:8080; project GCLOUD_PROJECT or demo-protect
// (a stack started with --port-base 8700 --project demo-stats: FIRESTORE_EMULATOR_HOST=127.0.0.1:8703
// GCLOUD_PROJECT=demo-stats npm run stats:rebuild).
import { adminServices } from '../src/firebase';
import { rebuildMonthlyTotals } from '../src/repositories/monthly-totals';

async function main(): Promise<void> {
  process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';
  const projectId = process.env.GCLOUD_PROJECT || 'demo-protect';
  const { firestore } = adminServices(projectId);
  const started = Date.now();
  const summary = await rebuildMonthlyTotals(firestore);
  console.log(
    `Monthly totals rebuilt (project ${projectId}) from ${summary.payments} payments and ` +
      `${summary.subscriptions} subscriptions: ${summary.months} months written, ${summary.removed} removed, ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
