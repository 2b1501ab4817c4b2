import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyApiError } from '../lib/notify';
import { endSession, isSessionEnded } from '../lib/session-ended';

// Every failed query and mutation comes here. A 401 always ends the session (lib/session-ended): no
// screen handles it. Other failures are told through lib/notify unless the call opts out with
// `meta: { silent: true }` because the screen shows its own wording or a fallback.
interface AppMeta extends Record<string, unknown> {
  /** The screen tells this call's failures itself (all but a 401). */
  silent?: boolean;
  errorMessage?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

function reportFailure(error: unknown, meta: AppMeta | undefined): void {
  if (isSessionEnded(error)) void endSession();
  else if (!meta?.silent) notifyApiError(error, meta?.errorMessage);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => reportFailure(error, query.meta),
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => reportFailure(error, mutation.meta),
    }),
    defaultOptions: {
      // Spec 01 section 7: device and plan lists are cached for 5 minutes.
      queries: {
        staleTime: 5 * 60 * 1000,
        // Once more after a failure, except a 401: the same token would be refused again.
        retry: (failures, error) => failures < 1 && !isSessionEnded(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}
