// Admin changes to plans and add-ons: audited in the same transaction, and the public catalogue cache dropped.
import {
  ADDON_ICONS,
  ADDON_IN_USE_MESSAGE,
  ADDON_TYPES,
  type AddOnFormValues,
  type AddOnIcon,
  type AddOnType,
  COLOR_SCHEMES,
  type ColorScheme,
  type PlanFormValues,
  deductibleFromDollarsOrLabel,
  dollarsToCents,
  toPlanPayload,
} from '@protect/domain';
import type { Clock } from '../adapters/clock';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import { logs } from '../logs';
import type { AddOnFields, AddOnRecord, AddOnsRepository } from '../repositories/addons';
import type { AuditedWrite } from '../repositories/audited-writes';
import type { PlanFields, PlanRecord, PlansRepository } from '../repositories/plans';
import type { CatalogueService } from './catalogue';
import { sentChanges } from './form-changes';

function centsOrNull(dollars: number | null | undefined): number | null {
  return dollars === null || dollars === undefined ? null : dollarsToCents(dollars);
}

function colorScheme(value: string): ColorScheme {
  return (COLOR_SCHEMES as readonly string[]).includes(value) ? (value as ColorScheme) : 'blue';
}

/** Plan form values (dollars, snake_case) to stored fields (cents): an allow-list, never the body itself. */
function planFields(values: PlanFormValues): PlanFields {
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

export function createAdminCatalogueService(deps: {
  plans: PlansRepository;
  addOns: AddOnsRepository;
  catalogue: Pick<CatalogueService, 'invalidate'>;
  clock: Clock;
}) {
  const write = (caller: Caller): AuditedWrite => ({
    who: { uid: caller.uid, email: caller.email },
    now: deps.clock.now(),
  });
  const changed = (caller: Caller, action: string, id: string | number) => {
    deps.catalogue.invalidate();
    logs.adminAction(action, caller.uid, String(id));
  };

  const changePlan = async (
    caller: Caller,
    id: number,
    changes: Partial<PlanFields>,
    action = 'update',
  ): Promise<PlanRecord> => {
    const plan = Number.isSafeInteger(id)
      ? await deps.plans.update(id, changes, action, write(caller))
      : null;
    if (!plan) throw AppError.notFound('Plan not found');
    changed(caller, `plan.${action}`, id);
    return plan;
  };
  const changeAddOn = async (
    caller: Caller,
    id: string,
    changes: Partial<AddOnFields>,
    action = 'update',
  ): Promise<AddOnRecord> => {
    const addOn = await deps.addOns.update(id, changes, action, write(caller));
    if (!addOn) throw AppError.notFound('Add-on not found');
    changed(caller, `addOn.${action}`, id);
    return addOn;
  };

  return {
    async createPlan(caller: Caller, form: PlanFormValues): Promise<PlanRecord> {
      const plan = await deps.plans.create(planFields(form), write(caller));
      changed(caller, 'plan.create', plan.id);
      return plan;
    },
    /** Changes what the form's PUT body carried (`sent`), nothing else. */
    updatePlan(
      caller: Caller,
      id: number,
      form: PlanFormValues,
      sent: ReadonlySet<string>,
    ): Promise<PlanRecord> {
      return changePlan(caller, id, sentChanges(sent, planFields(form), PLAN_FIELDS_BY_INPUT));
    },
    setPlanPopular(caller: Caller, id: number, isPopular: boolean): Promise<PlanRecord> {
      return changePlan(caller, id, { isPopular }, 'popular');
    },
    async createAddOn(caller: Caller, form: AddOnFormValues): Promise<AddOnRecord> {
      const addOn = await deps.addOns.create(addOnFields(form), write(caller));
      changed(caller, 'addOn.create', addOn.id);
      return addOn;
    },
    /** Changes what the form's PUT body carried (`sent`), nothing else. */
    updateAddOn(
      caller: Caller,
      id: string,
      form: AddOnFormValues,
      sent: ReadonlySet<string>,
    ): Promise<AddOnRecord> {
      return changeAddOn(caller, id, sentChanges(sent, addOnFields(form), ADDON_FIELDS_BY_INPUT));
    },
    deactivateAddOn(caller: Caller, id: string): Promise<AddOnRecord> {
      return changeAddOn(caller, id, { isActive: false }, 'deactivate');
    },
    setAddOnPopular(caller: Caller, id: string, isPopular: boolean): Promise<AddOnRecord> {
      return changeAddOn(caller, id, { isPopular }, 'popular');
    },
    /** Removes a plan from the catalogue; subscriptions keep the copy of the plan they bought. */
    async deletePlan(caller: Caller, id: number): Promise<void> {
      const deleted = Number.isSafeInteger(id) && (await deps.plans.remove(id, write(caller)));
      if (!deleted) throw AppError.notFound('Plan not found');
      changed(caller, 'plan.delete', id);
    },
    /** Removes an add-on, refused (409) while an active, trial or past_due subscription holds it. */
    async deleteAddOn(caller: Caller, id: string): Promise<void> {
      const outcome = await deps.addOns.remove(id, write(caller));
      if (outcome === 'missing') throw AppError.notFound('Add-on not found');
      if (outcome === 'in_use') throw AppError.conflict(ADDON_IN_USE_MESSAGE);
      changed(caller, 'addOn.delete', id);
    },
  };
}

export type AdminCatalogueService = ReturnType<typeof createAdminCatalogueService>;
