// GET /api/admin/stats: the admin dashboard's four stat cards and the overview's charts. Admin only.
import type { AdminStatsAnswer } from '@protect/domain';
import { Router } from 'express';
import type { AuthMiddlewares } from '../http/auth';
import { adminStatsToWire } from '../presenters';
import type { AdminStatsService } from '../services/admin-stats';

export function adminStatsRoutes(auth: AuthMiddlewares, service: AdminStatsService): Router {
  const router = Router();

  router.get('/api/admin/stats', auth.admin, async (_req, res) => {
    res.json(adminStatsToWire(await service.stats()) satisfies AdminStatsAnswer);
  });

  return router;
}
