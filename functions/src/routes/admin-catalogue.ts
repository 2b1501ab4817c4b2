// Admin views and changes of plans and add-ons (spec 02 section 7). Every route here is admin only.
import {
  ADDON_ICONS,
  ADDON_TYPES,
  ADMIN_MESSAGES,
  type AddOnChangeAnswer,
  type AddOnFormValues,
  type AddOnsAnswer,
  type AddOnIcon,
  type AddOnType,
  COLOR_SCHEMES,
  type ColorScheme,
  type MessageAnswer,
  type PlanChangeAnswer,
  type PlanFormValues,
  type PlansAnswer,
  addOnFormSchema,
  dollarsToCents,
  planFormSchema,
  popularSchema,
  deductibleFromDollarsOrLabel,
  toPlanPayload,
} from '@protect/domain';
import { Router } from 'express';
import { type AuthMiddlewares, callerOf } from '../http/auth';
import { assertAmounts } from '../http/money';
import { sentFields } from '../http/partial';
import { validateBody } from '../http/validate';
import { addOnToWire, planToWire } from '../presenters';
import type { AddOnFields } from '../repositories/addons';
import type { PlanFields } from '../repositories/plans';
import type { CatalogueService } from '../services/catalogue';
import type { CatalogueAdminService } from '../services/catalogue-admin';

function centsOrNull(dollars: number | null | undefined): number | null {
  return dollars === null || dollars === undefined ? null : dollarsToCents(dollars);
}

function colorScheme(value: string): ColorScheme {
  return (COLOR_SCHEMES as readonly string[]).includes(value) ? (value as ColorScheme) : 'blue';
}

/** Plan form values (dollars, snake_case) to stored fields (cents): an allow-list, never the body itself. */
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

function planFields(values: PlanFormValues): PlanFields {
  assertAmounts(values, PLAN_AMOUNTS);
  const payload = toPlanPayload(values);
  return {
    name: values.name,
    description: values.description,
    planType: values.plan_type || 'standard',
    monthlyPriceCents: centsOrNull(payload.monthly_price),
    originalPriceCents: centsOrNull(payload.original_price),
    isPriceRange: payload.is_price_range,
    priceMinCents: payload.is_price_range ? centsOrNull(payload.price_min) : null,
    priceMaxCents: payload.is_price_range ? centsOrNull(payload.price_max) : null,
    savingsText: values.savings_text,
    promotionText: values.promotion_text,
    isPopular: values.is_popular,
    isActive: values.is_active,
    colorScheme: colorScheme(values.color_scheme),
    displayOrder: values.display_order,
    durationMonths: values.duration_months,
    features: values.features,
    deductibles: {
      screen: deductibleFromDollarsOrLabel(values.deductible_screen),
      backGlass: deductibleFromDollarsOrLabel(values.deductible_back_glass),
      theft: deductibleFromDollarsOrLabel(values.deductible_theft),
    },
    claimLimit: values.claim_limit,
    coverageLimitCents: dollarsToCents(values.coverage_limit),
  };
}

const PRICE_FIELDS: readonly (keyof PlanFields)[] = [
  'monthlyPriceCents',
  'originalPriceCents',
  'isPriceRange',
  'priceMinCents',
  'priceMaxCents',
];

const PLAN_FIELDS_BY_INPUT: Readonly<Record<string, readonly (keyof PlanFields)[]>> = {
  name: ['name'],
  description: ['description'],
  plan_type: ['planType'],
  // The prices travel together: a range plan has no single price and the other way round.
  monthly_price: PRICE_FIELDS,
  original_price: PRICE_FIELDS,
  price_min: PRICE_FIELDS,
  price_max: PRICE_FIELDS,
  is_price_range: PRICE_FIELDS,
  savings_text: ['savingsText'],
  promotion_text: ['promotionText'],
  is_popular: ['isPopular'],
  is_active: ['isActive'],
  color_scheme: ['colorScheme'],
  display_order: ['displayOrder'],
  duration_months: ['durationMonths'],
  features: ['features'],
  deductible_screen: ['deductibles'],
  deductible_back_glass: ['deductibles'],
  deductible_theft: ['deductibles'],
  claim_limit: ['claimLimit'],
  coverage_limit: ['coverageLimitCents'],
};

function addOnFields(values: AddOnFormValues): AddOnFields {
  assertAmounts(values, ['monthly_price']);
  const type = (ADDON_TYPES as readonly string[]).includes(values.addon_type)
    ? (values.addon_type as AddOnType)
    : null;
  const icon = (ADDON_ICONS as readonly string[]).includes(values.icon_name)
    ? (values.icon_name as AddOnIcon)
    : 'Shield';
  return {
    name: values.name,
    description: values.description,
    monthlyPriceCents: dollarsToCents(values.monthly_price),
    addonType: type,
    iconName: icon,
    colorScheme: colorScheme(values.color_scheme),
    displayOrder: values.display_order,
    isActive: values.is_active,
    isPopular: values.is_popular,
    features: values.features,
  };
}

const ADDON_FIELDS_BY_INPUT: Readonly<Record<string, readonly (keyof AddOnFields)[]>> = {
  name: ['name', 'addonType'],
  description: ['description'],
  monthly_price: ['monthlyPriceCents'],
  addon_type: ['addonType'],
  icon_name: ['iconName'],
  color_scheme: ['colorScheme'],
  display_order: ['displayOrder'],
  is_active: ['isActive'],
  is_popular: ['isPopular'],
  features: ['features'],
};

export function adminCatalogueRoutes(
  auth: AuthMiddlewares,
  catalogue: CatalogueService,
  admin: CatalogueAdminService,
): Router {
  const router = Router();

  router.get('/api/admin/plans', auth.admin, async (_req, res) => {
    const plans = await catalogue.allPlans();
    res
      .set('Cache-Control', 'no-store')
      .json({ success: true, plans: plans.map(planToWire) } satisfies PlansAnswer);
  });

  router.post('/api/admin/plans', auth.admin, async (req, res) => {
    const plan = await admin.createPlan(
      callerOf(req),
      planFields(validateBody(planFormSchema, req.body)),
    );
    res.status(201).json({
      success: true,
      message: ADMIN_MESSAGES.planCreated,
      plan: planToWire(plan),
    } satisfies PlanChangeAnswer);
  });

  router.put('/api/admin/plans/:id', auth.admin, async (req, res) => {
    const fields = planFields(validateBody(planFormSchema, req.body));
    const plan = await admin.updatePlan(
      callerOf(req),
      Number(req.params.id),
      sentFields(req, fields, PLAN_FIELDS_BY_INPUT),
    );
    res.json({
      success: true,
      message: ADMIN_MESSAGES.planUpdated,
      plan: planToWire(plan),
    } satisfies PlanChangeAnswer);
  });

  router.put('/api/admin/plans/:id/popular', auth.admin, async (req, res) => {
    const { is_popular } = validateBody(popularSchema, req.body);
    const plan = await admin.updatePlan(
      callerOf(req),
      Number(req.params.id),
      { isPopular: is_popular },
      'popular',
    );
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
    const addOn = await admin.createAddOn(
      callerOf(req),
      addOnFields(validateBody(addOnFormSchema, req.body)),
    );
    res.status(201).json({
      success: true,
      message: ADMIN_MESSAGES.addOnCreated,
      addon: addOnToWire(addOn),
    } satisfies AddOnChangeAnswer);
  });

  router.put('/api/admin/addons/:id', auth.admin, async (req, res) => {
    const fields = addOnFields(validateBody(addOnFormSchema, req.body));
    const addOn = await admin.updateAddOn(
      callerOf(req),
      String(req.params.id),
      sentFields(req, fields, ADDON_FIELDS_BY_INPUT),
    );
    res.json({
      success: true,
      message: ADMIN_MESSAGES.addOnUpdated,
      addon: addOnToWire(addOn),
    } satisfies AddOnChangeAnswer);
  });

  router.put('/api/admin/addons/:id/deactivate', auth.admin, async (req, res) => {
    const addOn = await admin.updateAddOn(
      callerOf(req),
      String(req.params.id),
      { isActive: false },
      'deactivate',
    );
    res.json({
      success: true,
      message: ADMIN_MESSAGES.addOnDeactivated,
      addon: addOnToWire(addOn),
    } satisfies AddOnChangeAnswer);
  });

  router.put('/api/admin/addons/:id/popular', auth.admin, async (req, res) => {
    const { is_popular } = validateBody(popularSchema, req.body);
    const addOn = await admin.updateAddOn(
      callerOf(req),
      String(req.params.id),
      { isPopular: is_popular },
      'popular',
    );
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
