// How the Firestore emulator serves transactions at once (behind bench:api's load figures for claims): N
// transactions at the same moment, each on data of its own (no two touch the same document or query the
// same value), that read a document, or run a query, before creating a document. Production Firestore locks
// what each transaction read (the query's index range), so none of these should wait on another; the
// emulator is not built for concurrency (firebase-tools#2452, #6758) and, measured here, makes transactions
// that query wait on each other. A claim's filing queries the subscription's claims this policy year in its
// transaction (repositories/claims.ts), which is why claims at 10 and 50 at once are slow on the local stack
// while the machine is mostly idle. Re-run it when the emulator is upgraded:
//   npx tsx scripts/bench-emulator-locks.ts --firestore 127.0.0.1:8080 --project demo-protect [--at-once 10]
import { randomUUID } from 'node:crypto';

const option = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const FIRESTORE = option('--firestore', '127.0.0.1:8080');
const PROJECT = option('--project', 'demo-protect');
const AT_ONCE = Number(option('--at-once', '10'));
const ROUNDS = Number(option('--rounds', '3'));

type Read = 'nothing' | 'a document' | 'a query';

async function main(): Promise<void> {
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE;
  const { adminServices } = await import('../functions/src/public');
  const { firestore } = adminServices(PROJECT);
  // A collection of this run's own, deleted at the end.
  const run = `benchLocks-${randomUUID().slice(0, 8)}`;
  const written = firestore.collection(run);
  const owners = firestore.collection(`${run}-owners`);

  const transaction = (owner: string, read: Read) =>
    firestore.runTransaction(async (tx) => {
      if (read === 'a document') await tx.get(owners.doc(owner));
      if (read === 'a query') await tx.get(written.where('owner', '==', owner));
      tx.create(written.doc(), { owner, at: Date.now() });
    });

  console.log(`${AT_ONCE} transactions at once, each on data of its own (median of ${ROUNDS}):`);
  for (const read of ['nothing', 'a document', 'a query'] as const) {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      await Promise.all(
        Array.from({ length: AT_ONCE }, (_, i) => transaction(`owner-${round}-${i}`, read)),
      );
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`  reading ${read} first: ${Math.round(times[Math.floor(ROUNDS / 2)]!)} ms`);
  }
  await firestore.recursiveDelete(written);
  await firestore.recursiveDelete(owners);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
