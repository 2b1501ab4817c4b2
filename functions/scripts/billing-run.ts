// npm run billing:run -- [--now <ISO date>]
//
// Runs the billing service once against the local emulators (FIRESTORE_EMULATOR_HOST from the environment,
// else 127.0.0.1:8080; project GCLOUD_PROJECT or demo-protect), as the daily scheduled function does in
// production. --now pretends the run happens at that moment, so a person can watch a month pass:
//   npm run billing:run -- --now 2026-12-24
import { adminServices } from '../src/firebase';
import { createBillingJob } from '../src/billing-job';
import { loadConfig } from '../src/config';

const USAGE =
  'Usage: npm run billing:run -- [--now <ISO date, e.g. 2026-12-24 or 2026-12-24T09:00:00Z>]';

function parseNow(argv: string[]): Date {
  let now = new Date();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = arg === '--now' ? argv[++i] : arg.startsWith('--now=') ? arg.slice(6) : undefined;
    if (value === undefined) throw new Error(`Unexpected argument ${arg}\n${USAGE}`);
    now = new Date(value);
    if (Number.isNaN(now.getTime()))
      throw new Error(`--now must be a date, not "${value}"\n${USAGE}`);
  }
  return now;
}

async function main(): Promise<void> {
  const now = parseNow(process.argv.slice(2));
  process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';
  const projectId = process.env.GCLOUD_PROJECT || 'demo-protect';
  const { firestore } = adminServices(projectId);
  const config = loadConfig();
  const job = createBillingJob({ firestore, config, clock: { now: () => now } });
  const summary = await job.run(now);
  console.log(
    `Billing run at ${now.toISOString()} (${config.payments.kind} gateway, project ${projectId}):`,
  );
  console.log(
    `  renewed ${summary.renewed}, failed ${summary.failed}, coverage ended ${summary.ended}, skipped ${summary.skipped}`,
  );
  if (summary.unmatchedCharges.length > 0)
    console.log(
      `  gateway charges without a payment record: ${summary.unmatchedCharges.join(', ')}`,
    );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
