// GET /api/addons -> { addons }. The fallback add-ons are shown when the call fails (spec 01 section 8).
import { useQuery } from '@tanstack/react-query';
import { activeAddOns, fallbackAddOns, type DisplayAddOn } from '@protect/domain';
import { apiFetch } from '../lib/api-client';

export function getAddOns(): Promise<{ addons?: unknown }> {
  return apiFetch<{ addons?: unknown }>('/api/addons', { anonymous: true });
}

export function useAddOns(): { addOns: DisplayAddOn[]; isLoading: boolean } {
  const query = useQuery({ queryKey: ['addons'], queryFn: getAddOns, meta: { silent: true } });
  if (query.isPending) return { addOns: [], isLoading: true };
  const received = query.isSuccess ? activeAddOns(query.data.addons) : [];
  return { addOns: query.isError ? fallbackAddOns() : received, isLoading: false };
}
