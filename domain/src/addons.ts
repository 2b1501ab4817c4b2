// Add-ons: fallbacks, type inference from the name, normalisation to cents and totals.
import { type Cents, dollarsFromUnknown, sumCents } from './money';
import { splitCommaList } from './plans';
import { ADDON_ICONS, type AddOn, type AddOnIcon } from './wire';

/** Add-on types; the type is inferred from the name (spec 02 section 3). */
export const ADDON_TYPES = ['accessories', 'warranty', 'data'] as const;
export type AddOnType = (typeof ADDON_TYPES)[number];

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

/** Add-ons shown when the add-ons fetch fails (spec 01 section 8, spec 02 section 9). */
export const FALLBACK_ADDONS: readonly AddOn[] = [
  {
    id: 'accessories-coverage',
    name: 'Accessories Coverage',
    monthly_price: 1.99,
    description: 'Protect your chargers, cases and headphones',
    addon_type: 'accessories',
    icon_name: 'Shield',
    is_popular: true,
    is_active: true,
    display_order: 1,
  },
  {
    id: 'extended-warranty',
    name: 'Extended Warranty',
    monthly_price: 2.99,
    description: 'Coverage for mechanical failures after the manufacturer warranty ends',
    addon_type: 'warranty',
    icon_name: 'Clock',
    is_popular: false,
    is_active: true,
    display_order: 2,
  },
  {
    id: 'data-recovery',
    name: 'Data Recovery',
    monthly_price: 3.99,
    description: 'Professional recovery of photos, contacts and files',
    addon_type: 'data',
    icon_name: 'Smartphone',
    is_popular: false,
    is_active: true,
    display_order: 3,
  },
];

/** An add-on ready to show and price, in cents. */
export interface DisplayAddOn {
  id: string;
  name: string;
  description: string;
  monthlyPriceCents: Cents;
  type: AddOnType | undefined;
  icon: AddOnIcon;
  colorScheme: string;
  displayOrder: number;
  isPopular: boolean;
  isActive: boolean;
  features: string[];
}

function iconFor(name: unknown, type: AddOnType | undefined): AddOnIcon {
  if (typeof name === 'string' && (ADDON_ICONS as readonly string[]).includes(name))
    return name as AddOnIcon;
  return type === 'warranty' ? 'Clock' : type === 'data' ? 'Smartphone' : 'Shield';
}

/** Normalises a received add-on; null when it has no name or no valid price. */
export function normaliseAddOn(addOn: AddOn | unknown): DisplayAddOn | null {
  if (typeof addOn !== 'object' || addOn === null) return null;
  const raw = addOn as Partial<AddOn>;
  const name = typeof raw.name === 'string' ? raw.name.trim() : '';
  const monthlyPriceCents = dollarsFromUnknown(raw.monthly_price);
  if (name === '' || monthlyPriceCents === null) return null;
  const type =
    raw.addon_type && (ADDON_TYPES as readonly string[]).includes(raw.addon_type)
      ? (raw.addon_type as AddOnType)
      : inferAddOnType(name);
  return {
    id: raw.id === undefined || raw.id === null ? name : String(raw.id),
    name,
    description: typeof raw.description === 'string' ? raw.description : '',
    monthlyPriceCents,
    type,
    icon: iconFor(raw.icon_name, type),
    colorScheme:
      typeof raw.color_scheme === 'string' && raw.color_scheme !== '' ? raw.color_scheme : 'blue',
    displayOrder: typeof raw.display_order === 'number' ? raw.display_order : 0,
    isPopular: raw.is_popular === true,
    isActive: raw.is_active !== false,
    features: Array.isArray(raw.features)
      ? raw.features.map((f) => String(f).trim()).filter((f) => f !== '')
      : typeof raw.features === 'string'
        ? splitCommaList(raw.features)
        : [],
  };
}

/** Reads GET /api/addons ({addons} or a bare array), keeping only active add-ons. */
export function addOnsFromResponse(body: unknown): DisplayAddOn[] {
  if (Array.isArray(body)) return activeAddOns(body);
  if (typeof body === 'object' && body !== null)
    return activeAddOns((body as Record<string, unknown>).addons);
  return [];
}

/** Deleting an add-on is blocked while active subscriptions use it (deactivate it instead). */
export function addOnDeleteBlocked(activeSubscriptionsUsingIt: number): boolean {
  return activeSubscriptionsUsingIt > 0;
}

// Our own wording for the refusal; the dialog explains the rule beforehand.
export const ADDON_IN_USE_MESSAGE =
  'This add-on is used by active subscriptions and cannot be deleted. Deactivate it instead.';

/** Normalises an add-ons list, skipping broken entries and keeping only active ones. */
export function activeAddOns(addOns: unknown): DisplayAddOn[] {
  if (!Array.isArray(addOns)) return [];
  return addOns
    .map(normaliseAddOn)
    .filter((a): a is DisplayAddOn => a !== null && a.isActive)
    .sort((a, b) => a.displayOrder - b.displayOrder);
}

/** The fallback add-ons, normalised. */
export function fallbackAddOns(): DisplayAddOn[] {
  return activeAddOns(FALLBACK_ADDONS);
}

/** The sum of chosen add-ons' monthly prices. */
export function addOnsTotalCents(addOns: readonly { monthlyPriceCents: Cents }[]): Cents {
  return sumCents(addOns.map((a) => a.monthlyPriceCents));
}
