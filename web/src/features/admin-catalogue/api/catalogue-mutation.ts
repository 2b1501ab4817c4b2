// A catalogue change (plans, add-ons, device pricing) and how it is shown (spec 02 sections 7 and 8): the
// spec's success toast; on failure the server's message, or 'HTTP {status}' when it sent none (apiFetch
// words it so), and a 401 through the app's sign-in handling; either way the list is read again.
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';

export function notifyCatalogueChangeFailed(error: unknown): void {
  if (error instanceof ApiError && error.status !== 401) notifyError(error.message);
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
