// GET /api/health for uptime checks and the benchmark's no-op route: public, answers at once without touching
// Firestore. `?deep=1` also reads one document (a missing one: 1 billed read) so that a check can see the
// database too; a failed or slow read answers 503.
import type { HealthAnswer } from '@protect/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { Router } from 'express';

/** How long the deep check waits for Firestore before it answers 503. */
const DEEP_CHECK_TIMEOUT_MS = 3_000;

async function firestoreAnswers(firestoreOf: () => Promise<Firestore>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DEEP_CHECK_TIMEOUT_MS);
  });
  const read = firestoreOf()
    .then((firestore) => firestore.collection('health').doc('probe').get())
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([read, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** `firestoreOf` gives the api's Firestore, made on first use (app.ts). */
export function healthRoutes(firestoreOf: () => Promise<Firestore>): Router {
  const router = Router();
  router.get('/api/health', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (req.query.deep !== '1') {
      res.json({ status: 'ok' } satisfies HealthAnswer);
      return;
    }
    const ok = await firestoreAnswers(firestoreOf);
    res
      .status(ok ? 200 : 503)
      .json(
        ok
          ? ({ status: 'ok', firestore: 'ok' } satisfies HealthAnswer)
          : ({ status: 'unavailable', firestore: 'unavailable' } satisfies HealthAnswer),
      );
  });
  return router;
}
