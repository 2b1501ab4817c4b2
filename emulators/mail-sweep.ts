// The local stack's mail sender: the launcher runs this beside the emulators, and it runs the deployed
// sweep (functions/src/services/mail-sender.ts) every two seconds. In production a Firestore trigger
// delivers each new message at once and a scheduled function sweeps each minute; locally Firestore is
// Google's Cloud SDK emulator, started by the launcher rather than firebase-tools, so the Functions
// emulator's Firestore triggers do not fire, and it runs no schedules. This keeps a message's delivery to
// MailDev within a few seconds of its event, through the same code and the same leases.
import { adminServices, createMailJob, loadConfig, systemClock } from '../functions/src/public';

const SWEEP_EVERY_MS = 2_000;

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.usingEmulators)
    throw new Error('The local mail sweep only runs against the emulators.');
  const sender = createMailJob({
    firestore: adminServices(config.projectId).firestore,
    config,
    clock: systemClock,
  });
  // Started by the launcher: once it is gone (killed hard), so is this.
  const launcher = process.ppid;
  for (;;) {
    if (process.ppid !== launcher) process.exit(0);
    try {
      const summary = await sender.sweep();
      if (Object.values(summary).some((n) => n > 0))
        console.log(new Date().toISOString(), JSON.stringify(summary));
    } catch (err) {
      // Firestore restarting, say: the next sweep tries again.
      console.error(new Date().toISOString(), err instanceof Error ? err.message : err);
    }
    await new Promise((resolve) => setTimeout(resolve, SWEEP_EVERY_MS));
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
