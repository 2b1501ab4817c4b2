// The user page's Messages: GET /api/admin/users/{uid}/messages -> AdminMessagesAnswer (newest first, with
// their delivery) and POST /api/admin/messages/{id}/resend -> AdminMessageResentAnswer. A resend is told in
// a toast, the api's words on success ('Message sent again.', or queued again when the mail server did not
// answer) and on a refusal (404, 409 while it is being sent).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_MESSAGE_TEXTS,
  type AdminMessageResentAnswer,
  type AdminMessagesAnswer,
} from '@protect/domain';
import { ApiError, apiFetch, pageReadOptions } from '../../../lib/api-client';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { adminUserKey } from './admin-user';

const adminUserMessagesKey = (uid: string) => [...adminUserKey(uid), 'messages'] as const;

function adminUserMessagesQuery(uid: string) {
  return queryOptions({
    queryKey: adminUserMessagesKey(uid),
    queryFn: () =>
      apiFetch<AdminMessagesAnswer>(`/api/admin/users/${encodeURIComponent(uid)}/messages`),
    select: (answer) => answer.messages,
    // The section says the failure itself.
    ...pageReadOptions,
  });
}

export const useAdminUserMessages = (uid: string) => useQuery(adminUserMessagesQuery(uid));

function resendMessage(id: string): Promise<AdminMessageResentAnswer> {
  return apiFetch<AdminMessageResentAnswer>(
    `/api/admin/messages/${encodeURIComponent(id)}/resend`,
    { method: 'POST' },
  );
}

export function useResendMessage(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMessage,
    meta: { silent: true },
    onSuccess: (answer) => notifySuccess(answer.message),
    onError: (error) => {
      // A 401 is the app's (app/query-client.ts); a refusal says why in the api's words.
      if (error instanceof ApiError && error.status === 401) return;
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      notifyApiError(error, refused ? undefined : ADMIN_MESSAGE_TEXTS.resendFailed);
    },
    // The delivery changed (or another admin's did): the list is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUserMessagesKey(uid) }),
  });
}
