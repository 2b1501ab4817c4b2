// npm run check:consistency [-- --fix] [-- --grace-minutes N]
//
// Checks that the records are whole (functions/scripts/consistency.ts): subscriptions with their device and
// first payment, claims with their photo files, no orphan files in the local file store. Exits 1 when a
// problem is found, listing each. --fix deletes orphan files older than the grace period (default 60
// minutes; uploads that young may still be named by a registration or claim in flight).
// FIRESTORE_EMULATOR_HOST from the environment, else 127.0.0.1:8080; project GCLOUD_PROJECT or
// demo-protect; FILE_STORE_DIR for the files (a stack started with --port-base 9000 --project demo-x:
// FIRESTORE_EMULATOR_HOST=127.0.0.1:9003 GCLOUD_PROJECT=demo-x
// FILE_STORE_DIR=emulators/.stacks/demo-x/data/files npm run check:consistency).
import { adminServices } from '../src/firebase';
import { checkConsistency } from './consistency';

async function main(): Promise<number> {
  process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';
  const projectId = process.env.GCLOUD_PROJECT || 'demo-protect';
  const args = process.argv.slice(2);
  const graceAt = args.indexOf('--grace-minutes');
  const graceMinutes = graceAt >= 0 ? Number(args[graceAt + 1]) : 60;
  if (!Number.isFinite(graceMinutes) || graceMinutes < 0) throw new Error('--grace-minutes N');
  const { firestore } = adminServices(projectId);
  const report = await checkConsistency({
    firestore,
    filesDir: process.env.FILE_STORE_DIR || null,
    graceMs: graceMinutes * 60_000,
    fix: args.includes('--fix'),
  });
  const c = report.counts;
  console.log(
    `Project ${projectId}: ${c.subscriptions} subscriptions, ${c.devices} devices, ${c.payments} payments, ` +
      `${c.claims} claims, ${process.env.FILE_STORE_DIR ? `${c.files} files` : 'files not checked (no FILE_STORE_DIR)'}.`,
  );
  for (const p of report.problems) console.log(`  ${p.kind}: ${p.id} (${p.detail})`);
  if (report.removed.length > 0) console.log(`Removed ${report.removed.length} orphan files.`);
  console.log(report.problems.length === 0 ? 'Consistent.' : `${report.problems.length} problems.`);
  return report.problems.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
