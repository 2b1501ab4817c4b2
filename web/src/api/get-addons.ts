// GET /api/addons -> { addons }. The fallback add-ons are shown when the call fails (spec 01 section 8).
import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { activeAddOns, fallbackAddOns, type DisplayAddOn } from '@protect/domain';
import { apiFetch } from '../lib/api-client';

export function getAddOns(): Promise<{ addons?: unknown }> {
  return apiFetch<{ addons?: unknown }>('/api/addons', { anonymous: true });
}

export function useAddOns(): { addOns: DisplayAddOn[]; isLoading: boolean } {
  const query = useQuery({ queryKey: ['addons'], queryFn: getAddOns, meta: { silent: true } });
  // The answer is rendered in a background (interruptible) pass, not in one blocking task.
  const status = useDeferredValue(query.status);
  const data = useDeferredValue(query.data);
  if (status === 'pending') return { addOns: [], isLoading: true };
  if (status === 'error') return { addOns: fallbackAddOns(), isLoading: false };
  return { addOns: activeAddOns(data?.addons), isLoading: false };
}
