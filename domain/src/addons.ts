// Add-ons: type inference from the name, the legacy flags, the delete rule and totals.
import type { AddOnType } from './catalogue';
import { type Cents, sumCents } from './money';

/**
 * Infers an add-on's type from its name: accessories; warranty (or 'extended'); data (or 'recovery').
 * Undefined when none applies.
 */
export function inferAddOnType(name: string): AddOnType | undefined {
  const lower = name.toLowerCase();
  if (lower.includes('accessor')) return 'accessories';
  if (lower.includes('warranty') || lower.includes('extended')) return 'warranty';
  if (lower.includes('data') || lower.includes('recovery')) return 'data';
  return undefined;
}

/** The legacy add-on flags of subscriptions (spec 02 section 7 addOns{...}). */
export interface AddOnFlags {
  accessoriesCoverage: boolean;
  extendedWarranty: boolean;
  dataRecovery: boolean;
}

export const NO_ADDON_FLAGS: Readonly<AddOnFlags> = {
  accessoriesCoverage: false,
  extendedWarranty: false,
  dataRecovery: false,
};

const FLAG_BY_TYPE: Readonly<Record<AddOnType, keyof AddOnFlags>> = {
  accessories: 'accessoriesCoverage',
  warranty: 'extendedWarranty',
  data: 'dataRecovery',
};

/** The legacy flag an add-on type maps to. */
export function addOnFlagForType(type: AddOnType): keyof AddOnFlags {
  return FLAG_BY_TYPE[type];
}

/** Builds the legacy addOns flags from chosen add-on names. */
export function addOnFlagsFromNames(names: readonly string[]): AddOnFlags {
  const flags: AddOnFlags = { ...NO_ADDON_FLAGS };
  for (const name of names) {
    const type = inferAddOnType(name);
    if (type) flags[FLAG_BY_TYPE[type]] = true;
  }
  return flags;
}

/** Deleting an add-on is blocked while active subscriptions use it (deactivate it instead). */
export function addOnDeleteBlocked(activeSubscriptionsUsingIt: number): boolean {
  return activeSubscriptionsUsingIt > 0;
}

// Our own wording for the refusal; the dialog explains the rule beforehand.
export const ADDON_IN_USE_MESSAGE =
  'This add-on is used by active subscriptions and cannot be deleted. Deactivate it instead.';

/** The sum of chosen add-ons' monthly prices. */
export function addOnsTotalCents(addOns: readonly { monthlyPriceCents: Cents }[]): Cents {
  return sumCents(addOns.map((a) => a.monthlyPriceCents));
}
