// Seeds the running emulators (the launcher runs this with FIRESTORE_EMULATOR_HOST,
// FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT set). Refuses to run against a real project.
//   --catalogue: the catalogue only (plans, add-ons, device pricing), which needs Firestore alone: the
//   launcher writes it before the api and Hosting start, so that they never answer without it (issue 22).
import { adminServices } from '../../functions/src/public';
import { seedCatalogue, seedDemoData } from './seed';

async function main(): Promise<void> {
  const { FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, GCLOUD_PROJECT } = process.env;
  const catalogueOnly = process.argv.includes('--catalogue');
  if (!FIRESTORE_EMULATOR_HOST || (!catalogueOnly && !FIREBASE_AUTH_EMULATOR_HOST)) {
    throw new Error(
      'Seeding needs FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST: it only ever writes to the emulators.',
    );
  }
  const { firestore, auth } = adminServices(GCLOUD_PROJECT ?? 'demo-protect');
  if (catalogueOnly) {
    const result = await seedCatalogue(firestore);
    console.log(
      `  Seeded the catalogue (new): ${result.plans} plans, ${result.addOns} add-ons, ${result.devicePricing} device prices.`,
    );
    return;
  }
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
