// Admin views and changes of plans and add-ons (spec 02 section 7). Every route here is admin only.
import {
  ADMIN_MESSAGES,
  type AddOnChangeAnswer,
  type AddOnsAnswer,
  type PlanChangeAnswer,
  type PlansAnswer,
  addOnFormSchema,
  planFormSchema,
} from '@protect/domain';
import { Router } from 'express';
import { type AuthMiddlewares, callerOf } from '../http/auth';
import { validateAmountsForm } from '../http/money';
import { addOnToWire, planToWire } from '../presenters';
import type { CatalogueService } from '../services/catalogue';
import type { AdminCatalogueService } from '../services/admin-catalogue';
import { catalogueEditingRoutes } from './catalogue-editing';

/** The plan form's amounts: dollars with at most two decimals (the service turns them into cents). */
const PLAN_AMOUNTS = [
  'monthly_price',
  'original_price',
  'price_min',
  'price_max',
  'coverage_limit',
  'deductible_screen',
  'deductible_back_glass',
  'deductible_theft',
] as const;

export function adminCatalogueRoutes(
  auth: AuthMiddlewares,
  catalogue: CatalogueService,
  admin: AdminCatalogueService,
): Router {
  const router = Router();

  router.get('/api/admin/plans', auth.admin, async (_req, res) => {
    const plans = await catalogue.allPlans();
    res
      .set('Cache-Control', 'no-store')
      .json({ success: true, plans: plans.map(planToWire) } satisfies PlansAnswer);
  });
  catalogueEditingRoutes(router, auth.admin, {
    path: '/api/admin/plans',
    editor: admin.plans,
    formOf: (body) => validateAmountsForm(planFormSchema, body, PLAN_AMOUNTS),
    answerOf: (message, plan) =>
      ({ success: true, message, plan: planToWire(plan) }) satisfies PlanChangeAnswer,
    messages: {
      created: ADMIN_MESSAGES.planCreated,
      updated: ADMIN_MESSAGES.planUpdated,
      deleted: ADMIN_MESSAGES.planDeleted,
    },
    popular: { set: admin.plans.setPopular, message: ADMIN_MESSAGES.planPopular },
  });

  router.get('/api/admin/addons', auth.admin, async (_req, res) => {
    const addOns = await catalogue.allAddOns();
    res
      .set('Cache-Control', 'no-store')
      .json({ success: true, addons: addOns.map(addOnToWire) } satisfies AddOnsAnswer);
  });
  catalogueEditingRoutes(router, auth.admin, {
    path: '/api/admin/addons',
    editor: admin.addOns,
    formOf: (body) => validateAmountsForm(addOnFormSchema, body, ['monthly_price']),
    answerOf: (message, addOn) =>
      ({ success: true, message, addon: addOnToWire(addOn) }) satisfies AddOnChangeAnswer,
    messages: {
      created: ADMIN_MESSAGES.addOnCreated,
      updated: ADMIN_MESSAGES.addOnUpdated,
      deleted: ADMIN_MESSAGES.addOnDeleted,
    },
    popular: { set: admin.addOns.setPopular, message: ADMIN_MESSAGES.addOnPopular },
  });
  router.put('/api/admin/addons/:id/deactivate', auth.admin, async (req, res) => {
    const addOn = await admin.addOns.deactivate(callerOf(req), String(req.params.id));
    res.json({
      success: true,
      message: ADMIN_MESSAGES.addOnDeactivated,
      addon: addOnToWire(addOn),
    } satisfies AddOnChangeAnswer);
  });

  return router;
}
