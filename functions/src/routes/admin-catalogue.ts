// Admin views and changes of plans and add-ons (spec 02 section 7). Every route here is admin only.
import {
  ADMIN_MESSAGES,
  type AddOnChangeAnswer,
  type AddOnsAnswer,
  type MessageAnswer,
  type PlanChangeAnswer,
  type PlansAnswer,
  addOnFormSchema,
  planFormSchema,
  popularSchema,
} from '@protect/domain';
import { Router } from 'express';
import { type AuthMiddlewares, callerOf } from '../http/auth';
import { validateAmountsForm } from '../http/money';
import { sentInputs } from '../http/partial';
import { validateBody } from '../http/validate';
import { addOnToWire, planToWire } from '../presenters';
import type { CatalogueService } from '../services/catalogue';
import type { AdminCatalogueService } from '../services/admin-catalogue';

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

  router.post('/api/admin/plans', auth.admin, async (req, res) => {
    const form = validateAmountsForm(planFormSchema, req.body, PLAN_AMOUNTS);
    const plan = await admin.createPlan(callerOf(req), form);
    res.status(201).json({
      success: true,
      message: ADMIN_MESSAGES.planCreated,
      plan: planToWire(plan),
    } satisfies PlanChangeAnswer);
  });

  router.put('/api/admin/plans/:id', auth.admin, async (req, res) => {
    const form = validateAmountsForm(planFormSchema, req.body, PLAN_AMOUNTS);
    const plan = await admin.updatePlan(
      callerOf(req),
      Number(req.params.id),
      form,
      sentInputs(req),
    );
    res.json({
      success: true,
      message: ADMIN_MESSAGES.planUpdated,
      plan: planToWire(plan),
    } satisfies PlanChangeAnswer);
  });

  router.put('/api/admin/plans/:id/popular', auth.admin, async (req, res) => {
    const { is_popular } = validateBody(popularSchema, req.body);
    const plan = await admin.setPlanPopular(callerOf(req), Number(req.params.id), is_popular);
    res.json({
      success: true,
      message: ADMIN_MESSAGES.planPopular,
      plan: planToWire(plan),
    } satisfies PlanChangeAnswer);
  });

  router.delete('/api/admin/plans/:id', auth.admin, async (req, res) => {
    await admin.deletePlan(callerOf(req), Number(req.params.id));
    res.json({ success: true, message: ADMIN_MESSAGES.planDeleted } satisfies MessageAnswer);
  });

  router.get('/api/admin/addons', auth.admin, async (_req, res) => {
    const addOns = await catalogue.allAddOns();
    res
      .set('Cache-Control', 'no-store')
      .json({ success: true, addons: addOns.map(addOnToWire) } satisfies AddOnsAnswer);
  });

  router.post('/api/admin/addons', auth.admin, async (req, res) => {
    const form = validateAmountsForm(addOnFormSchema, req.body, ['monthly_price']);
    const addOn = await admin.createAddOn(callerOf(req), form);
    res.status(201).json({
      success: true,
      message: ADMIN_MESSAGES.addOnCreated,
      addon: addOnToWire(addOn),
    } satisfies AddOnChangeAnswer);
  });

  router.put('/api/admin/addons/:id', auth.admin, async (req, res) => {
    const form = validateAmountsForm(addOnFormSchema, req.body, ['monthly_price']);
    const addOn = await admin.updateAddOn(
      callerOf(req),
      String(req.params.id),
      form,
      sentInputs(req),
    );
    res.json({
      success: true,
      message: ADMIN_MESSAGES.addOnUpdated,
      addon: addOnToWire(addOn),
    } satisfies AddOnChangeAnswer);
  });

  router.put('/api/admin/addons/:id/deactivate', auth.admin, async (req, res) => {
    const addOn = await admin.deactivateAddOn(callerOf(req), String(req.params.id));
    res.json({
      success: true,
      message: ADMIN_MESSAGES.addOnDeactivated,
      addon: addOnToWire(addOn),
    } satisfies AddOnChangeAnswer);
  });

  router.put('/api/admin/addons/:id/popular', auth.admin, async (req, res) => {
    const { is_popular } = validateBody(popularSchema, req.body);
    const addOn = await admin.setAddOnPopular(callerOf(req), String(req.params.id), is_popular);
    res.json({
      success: true,
      message: ADMIN_MESSAGES.addOnPopular,
      addon: addOnToWire(addOn),
    } satisfies AddOnChangeAnswer);
  });

  router.delete('/api/admin/addons/:id', auth.admin, async (req, res) => {
    await admin.deleteAddOn(callerOf(req), String(req.params.id));
    res.json({ success: true, message: ADMIN_MESSAGES.addOnDeleted } satisfies MessageAnswer);
  });

  return router;
}
