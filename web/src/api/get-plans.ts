// GET /api/plans -> { success, plans }. Used by the home, plans and quote pages, so it lives outside
// any one feature. Pages choose their own failure behaviour (empty list or fallback plans).
import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FALLBACK_PLANS, normalisePlans, plansFromResponse, type DisplayPlan, type FeatureWording } from '@protect/domain';
import { apiFetch } from '../lib/api-client';

export function getPlans(): Promise<unknown> {
  return apiFetch<unknown>('/api/plans', { anonymous: true });
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
  const received = status === 'success' ? plansFromResponse(data, wording).filter((p) => p.isActive) : [];
  const failed = status === 'error' || (status === 'success' && received.length === 0);
  const plans = fallback && failed ? normalisePlans(FALLBACK_PLANS, wording) : received;
  return { plans, isLoading: status === 'pending', isError: status === 'error' };
}
