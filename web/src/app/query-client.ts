import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyApiError } from '../lib/notify';

// Queries and mutations report failures through one place (lib/notify) unless they opt out
// with `meta: { silent: true }` because the screen shows its own wording or a fallback.
interface AppMeta extends Record<string, unknown> {
  silent?: boolean;
  errorMessage?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) notifyApiError(error, query.meta?.errorMessage);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.meta?.silent) notifyApiError(error, mutation.meta?.errorMessage);
      },
    }),
    defaultOptions: {
      // Spec 01 section 7: device and plan lists are cached for 5 minutes.
      queries: { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
