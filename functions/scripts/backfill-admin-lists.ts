// npx tsx functions/scripts/backfill-admin-lists.ts
//
// Brings records written before the admin lists existed up to what the lists read: each profile's
// quotesCount and claimsCount counted again (count() aggregations) and its e-mail prefixes stored, and
// every quote rewritten through its converter (its e-mail prefixes, for the admin search). Safe to run
// again and while the api runs: each profile is recounted in a transaction. Against the emulators by
// default (FIRESTORE_EMULATOR_HOST, else 127.0.0.1:8080; project GCLOUD_PROJECT or demo-protect); in
// production run it once with application default credentials and FIRESTORE_EMULATOR_HOST unset on purpose:
// BACKFILL_PRODUCTION=1.
import { adminServices } from '../src/firebase';
import { createRepositories } from '../src/repositories';

async function main(): Promise<void> {
  if (process.env.BACKFILL_PRODUCTION !== '1')
    process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';
  const projectId = process.env.GCLOUD_PROJECT || 'demo-protect';
  const repos = createRepositories(adminServices(projectId).firestore);
  const started = Date.now();
  let profiles = 0;
  let after: string | null = null;
  for (;;) {
    const uids = await repos.users.uidsAfter(after, 200);
    // A few at a time: each is a small transaction of its own.
    for (let i = 0; i < uids.length; i += 10)
      await Promise.all(uids.slice(i, i + 10).map((uid) => repos.users.recount(uid)));
    profiles += uids.length;
    if (uids.length < 200) break;
    after = uids[uids.length - 1] ?? null;
  }
  const quotes = await repos.quotes.rewriteAll();
  console.log(
    `Recounted ${profiles} profiles and rewrote ${quotes} quotes (project ${projectId}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
