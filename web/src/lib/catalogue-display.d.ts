import { type AddOn, type Cents, type Deductible, type Plan } from '@protect/domain';
/**
 * Which page's wording applies. The home page uses the spec 01 defaults ('Device protection', '24/7 support');
 * the quote, plans (/services) and customer pages use 'Accidental damage protection' and '24/7 customer support'.
 */
export type FeatureWording = 'home' | 'quote';
export declare const DEFAULT_FEATURES: Readonly<Record<FeatureWording, readonly string[]>>;
/** The claims line: 'Unlimited claims' above 10, else 'N claims per year' ('1 claim per year' for one). */
export declare function claimsLine(claimLimit: number): string;
/**
 * The lines shown for a plan: its own features (the page's defaults when it has none), then a Screen
 * repair line, a 24/7 support line and a claims line when no line already mentions them.
 */
export declare function featureLines(plan: Pick<Plan, 'features' | 'claimLimit'>, wording: FeatureWording): string[];
/** A plan as a page shows it: the stored plan, with the lines its card lists. */
export interface DisplayPlan extends Plan {
    featureLines: string[];
}
/** Active plans in display order (ties keep the api's order), with their feature lines. */
export declare function displayPlans(plans: readonly Plan[], wording: FeatureWording): DisplayPlan[];
/** Shows "$9.99 - $14.99", or a single "$9.99" when both ends are equal. */
export declare function formatPriceRange(minCents: Cents, maxCents: Cents): string;
/** Public plan price when a plan carries none ("19.99 when no price", spec 02 section 9). */
export declare const DEFAULT_PLAN_PRICE_CENTS: Cents;
/** The price text of a plan card: its range for a price-range plan, else its monthly price. */
export declare function formatPlanPrice(plan: Plan): string;
/** Shows a deductible: "$29.99", or the plan's wording for a peril it does not cover ("No Coverage"). */
export declare function formatDeductible(deductible: Deductible): string;
/**
 * Plans shown when the plans fetch fails on the plans and quote pages (spec 01 section 8): basic 9.99,
 * premium 19.99, family 29.99. A quote saved from one is priced by the server from the stored plan.
 */
export declare const FALLBACK_PLANS: readonly Plan[];
/** Add-ons shown when the add-ons fetch fails (spec 01 section 8, spec 02 section 9). */
export declare const FALLBACK_ADDONS: readonly AddOn[];
/** Active add-ons in display order. */
export declare function displayAddOns(addOns: readonly AddOn[]): AddOn[];
