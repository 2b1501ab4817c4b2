// Seeds the running emulators (the launcher runs this with FIRESTORE_EMULATOR_HOST,
// FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT set). Refuses to run against a real project.
import { adminServices } from '../../functions/src/firebase';
import { seedDemoData } from './seed';

async function main(): Promise<void> {
  const { FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, GCLOUD_PROJECT } = process.env;
  if (!FIRESTORE_EMULATOR_HOST || !FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'Seeding needs FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST: it only ever writes to the emulators.',
    );
  }
  const { firestore, auth } = adminServices(GCLOUD_PROJECT ?? 'demo-protect');
  const result = await seedDemoData({ firestore, auth });
  console.log(
    `  Seeded (new): ${result.plans} plans, ${result.addOns} add-ons, ${result.devicePricing} device prices, ` +
      `${result.accounts} accounts, ${result.profiles} profiles.`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error('Seeding failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
