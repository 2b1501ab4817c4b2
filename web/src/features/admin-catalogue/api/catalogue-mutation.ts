// A catalogue change (plans, add-ons, device pricing) and how it is shown (spec 02 sections 7 and 8): the
// spec's success toast; on failure the server's message, or 'HTTP {status}' when it sent none (apiFetch
// words it so; a 401 is the app's: app/query-client.ts); either way the list is read again.
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { notifyFailure } from '../../../lib/session-ended';

export function notifyCatalogueChangeFailed(error: unknown): void {
  if (error instanceof ApiError) notifyFailure(error, error.message);
  else notifyApiError(error);
}

export function useCatalogueMutation<Input>(
  listKey: QueryKey,
  call: (input: Input) => Promise<unknown>,
  success: (input: Input) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silent: true },
    onSuccess: (_answer, input) => notifySuccess(success(input)),
    onError: notifyCatalogueChangeFailed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
