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
import type { Caller } from '../caller';
import type { AddOnFields, AddOnRecord, AddOnsRepository } from '../repositories/addons';
import type { PlanFields, PlanRecord, PlansRepository } from '../repositories/plans';
import type { CatalogueService } from './catalogue';
import { catalogueEditor } from './catalogue-editor';

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

/** Plans are named by their number: text that is not one names no plan (the repository answers none). */
const planIdOf = (pathId: string): number => Number(pathId);

export function createAdminCatalogueService(deps: {
  plans: PlansRepository;
  addOns: AddOnsRepository;
  catalogue: Pick<CatalogueService, 'invalidate'>;
  clock: Clock;
}) {
  const plans = catalogueEditor(deps, {
    entity: 'plan',
    records: deps.plans,
    form: { fieldsOf: planFields, fieldsByInput: PLAN_FIELDS_BY_INPUT },
    idOf: planIdOf,
    notFound: 'Plan not found',
  });
  const addOns = catalogueEditor(deps, {
    entity: 'addOn',
    records: deps.addOns,
    form: { fieldsOf: addOnFields, fieldsByInput: ADDON_FIELDS_BY_INPUT },
    idOf: (pathId) => pathId,
    notFound: 'Add-on not found',
    // Refused while an active, trial or past_due subscription holds it.
    inUse: ADDON_IN_USE_MESSAGE,
  });
  return {
    /** Removing a plan leaves subscriptions their own copy of the plan they bought. */
    plans: {
      ...plans,
      setPopular(caller: Caller, pathId: string, isPopular: boolean): Promise<PlanRecord> {
        return plans.change(caller, pathId, { isPopular }, 'popular');
      },
    },
    addOns: {
      ...addOns,
      setPopular(caller: Caller, pathId: string, isPopular: boolean): Promise<AddOnRecord> {
        return addOns.change(caller, pathId, { isPopular }, 'popular');
      },
      deactivate(caller: Caller, pathId: string): Promise<AddOnRecord> {
        return addOns.change(caller, pathId, { isActive: false }, 'deactivate');
      },
    },
  };
}

export type AdminCatalogueService = ReturnType<typeof createAdminCatalogueService>;
