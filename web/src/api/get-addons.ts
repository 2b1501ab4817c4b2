// GET /api/addons -> AddOnsAnswer. The built-in add-ons are shown when the call fails (spec 01 section 8).
import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AddOn, AddOnsAnswer } from '@protect/domain';
import { apiFetch } from '../lib/api-client';
import { FALLBACK_ADDONS, displayAddOns } from '../lib/catalogue-display';
import { addOnFromWire } from './catalogue-from-wire';

export async function getAddOns(): Promise<AddOn[]> {
  const answer = await apiFetch<AddOnsAnswer>('/api/addons', { anonymous: true });
  return answer.addons.map(addOnFromWire);
}

export function useAddOns(): { addOns: AddOn[]; isLoading: boolean } {
  const query = useQuery({ queryKey: ['addons'], queryFn: getAddOns, meta: { silent: true } });
  // The answer is rendered in a background (interruptible) pass, not in one blocking task.
  const status = useDeferredValue(query.status);
  const data = useDeferredValue(query.data);
  if (status === 'pending') return { addOns: [], isLoading: true };
  if (status === 'error' || !data) return { addOns: displayAddOns(FALLBACK_ADDONS), isLoading: false };
  return { addOns: displayAddOns(data), isLoading: false };
}
