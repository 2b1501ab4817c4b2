// Whether the database answers, for GET /api/health?deep=1: a failed read or one slower than the timeout
// counts as not answering, so an uptime check never hangs on a stuck Firestore.
import type { HealthProbeRepository } from '../repositories/health-probe';

/** How long the deep check waits for Firestore before it answers 503. */
const DEEP_CHECK_TIMEOUT_MS = 3_000;

/** `probeOf` gives the probe on first use, so the plain check never loads Firestore (app.ts). */
export function createHealthService(probeOf: () => Promise<HealthProbeRepository>) {
  return {
    async firestoreAnswers(): Promise<boolean> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), DEEP_CHECK_TIMEOUT_MS);
      });
      const read = probeOf()
        .then((probe) => probe.read())
        .then(
          () => true,
          () => false,
        );
      try {
        return await Promise.race([read, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
