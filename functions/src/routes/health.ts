// GET /api/health for uptime checks and the benchmark's no-op route: public, answers at once without touching
// Firestore. `?deep=1` also reads one document (a missing one: 1 billed read) so that a check can see the
// database too; a failed or slow read answers 503.
import type { HealthAnswer } from '@protect/domain';
import { Router } from 'express';
import type { HealthService } from '../services/health';

export function healthRoutes(health: HealthService): Router {
  const router = Router();
  router.get('/api/health', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (req.query.deep !== '1') {
      res.json({ status: 'ok' } satisfies HealthAnswer);
      return;
    }
    const ok = await health.firestoreAnswers();
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
