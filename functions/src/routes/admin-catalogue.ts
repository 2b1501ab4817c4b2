// Admin views of the catalogue: every plan and add-on, active or not (spec 02 section 7).
import { Router } from 'express';
import type { AuthMiddlewares } from '../http/auth';
import { addOnToWire, planToWire } from '../presenters';
import type { CatalogueService } from '../services/catalogue';

export function adminCatalogueRoutes(auth: AuthMiddlewares, catalogue: CatalogueService): Router {
  const router = Router();
  router.get('/api/admin/plans', auth.admin, async (_req, res) => {
    const plans = await catalogue.allPlans();
    res.set('Cache-Control', 'no-store').json({ success: true, plans: plans.map(planToWire) });
  });
  router.get('/api/admin/addons', auth.admin, async (_req, res) => {
    const addOns = await catalogue.allAddOns();
    res.set('Cache-Control', 'no-store').json({ success: true, addons: addOns.map(addOnToWire) });
  });
  return router;
}
