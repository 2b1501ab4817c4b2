// Public catalogue: plans, add-ons and device pricing (no token needed), served from the 5-minute cache.
import type { AddOnsAnswer, DevicePricingAnswer, PlansAnswer } from '@protect/domain';
import { Router } from 'express';
import { addOnToWire, devicePricingToWire, planToWire } from '../presenters';
import type { CatalogueService } from '../services/catalogue';

export function catalogueRoutes(catalogue: CatalogueService): Router {
  const router = Router();
  router.get('/api/plans', async (_req, res) => {
    const plans = await catalogue.plans();
    res.json({ success: true, plans: plans.map(planToWire) } satisfies PlansAnswer);
  });
  router.get('/api/addons', async (_req, res) => {
    const addOns = await catalogue.addOns();
    res.json({ success: true, addons: addOns.map(addOnToWire) } satisfies AddOnsAnswer);
  });
  router.get('/api/device-pricing', async (_req, res) => {
    const devices = await catalogue.devices();
    res.json({
      success: true,
      devices: devices.map(devicePricingToWire),
    } satisfies DevicePricingAnswer);
  });
  return router;
}
