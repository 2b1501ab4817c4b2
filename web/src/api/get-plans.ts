// GET /api/plans -> PlansAnswer. Used by the home, plans and quote pages, so it lives outside any one
// feature. Pages choose their own failure behaviour (empty list or the built-in fallback plans).
import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Plan, PlansAnswer } from '@protect/domain';
import { apiFetch } from '../lib/api-client';
import { type DisplayPlan, type FeatureWording, FALLBACK_PLANS, displayPlans } from '../lib/catalogue-display';
import { planFromWire } from './catalogue-from-wire';

export async function getPlans(): Promise<Plan[]> {
  const answer = await apiFetch<PlansAnswer>('/api/plans', { anonymous: true });
  return answer.plans.map(planFromWire);
}

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
  const query = useQuery({ queryKey: ['plans'], queryFn: getPlans, meta: { silent: true } });
  // The answer is rendered in a background (interruptible) pass, not in one blocking task.
  const status = useDeferredValue(query.status);
  const data = useDeferredValue(query.data);
  const received = status === 'success' && data ? displayPlans(data, wording) : [];
  const failed = status === 'error' || (status === 'success' && received.length === 0);
  const plans = fallback && failed ? displayPlans(FALLBACK_PLANS, wording) : received;
  return { plans, isLoading: status === 'pending', isError: status === 'error' };
}
