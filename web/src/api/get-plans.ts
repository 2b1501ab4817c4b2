import { planFromWire } from '@protect/domain';
// GET /api/plans -> PlansAnswer. Used by the home, plans and quote pages, so it lives outside any one
// feature. Pages choose their own failure behaviour (empty list or the built-in fallback plans).
import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan, PlansAnswer } from '@protect/domain';
import { apiFetch } from '../lib/api-client';
import {
  type DisplayPlan,
  type FeatureWording,
  FALLBACK_PLANS,
  displayPlans,
} from '../lib/catalogue-display';

export function plansFromAnswer(answer: PlansAnswer): Plan[] {
  return answer.plans.map(planFromWire);
}

/** The plans query; prerendered pages carry its answer from build time (src/prerender.tsx). */
export const plansQuery = queryOptions({
  queryKey: ['plans'],
  queryFn: async () =>
    plansFromAnswer(await apiFetch<PlansAnswer>('/api/plans', { anonymous: true })),
  meta: { silent: true },
});

export interface PlansState {
  plans: DisplayPlan[];
  isLoading: boolean;
  isError: boolean;
}

/**
 * The active plans. `fallback` true shows the built-in plans when the call fails or answers none
 * (plans page, quote); false gives an empty list on any failure (home page, spec 01 section 7).
 */
export function usePlans(wording: FeatureWording, fallback: boolean): PlansState {
  const { status, data } = useQuery(plansQuery);
  // What the api answered last (a failed refresh keeps it, e.g. a prerendered page's plans).
  // The same list object from render to render while the answer stands, so memoised parts (the quote's
  // plan cards) are not rendered again for nothing.
  const received = useMemo(() => (data ? displayPlans(data, wording) : []), [data, wording]);
  const failed = status !== 'pending' && received.length === 0;
  const showFallback = fallback && failed;
  const plans = useMemo(
    () => (showFallback ? displayPlans(FALLBACK_PLANS, wording) : received),
    [showFallback, received, wording],
  );
  return { plans, isLoading: status === 'pending', isError: status === 'error' && !data };
}
