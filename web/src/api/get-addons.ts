import { addOnFromWire } from '@protect/domain';
// GET /api/addons -> AddOnsAnswer. The built-in add-ons are shown when the call fails (spec 01 section 8).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddOn, AddOnsAnswer } from '@protect/domain';
import { apiFetch } from '../lib/api-client';
import { FALLBACK_ADDONS, displayAddOns } from '../lib/catalogue-display';

export function addOnsFromAnswer(answer: AddOnsAnswer): AddOn[] {
  return answer.addons.map(addOnFromWire);
}

/** The add-ons query; prerendered pages carry its answer from build time (src/prerender.tsx). */
export const addOnsQuery = queryOptions({
  queryKey: ['addons'],
  queryFn: async () =>
    addOnsFromAnswer(await apiFetch<AddOnsAnswer>('/api/addons', { anonymous: true })),
  meta: { silent: true },
});

export function useAddOns(): { addOns: AddOn[]; isLoading: boolean } {
  const { status, data } = useQuery(addOnsQuery);
  // What the api answered last (a failed refresh keeps it, e.g. a prerendered page's add-ons).
  if (data) return { addOns: displayAddOns(data), isLoading: false };
  if (status === 'pending') return { addOns: [], isLoading: true };
  return { addOns: displayAddOns(FALLBACK_ADDONS), isLoading: false };
}
