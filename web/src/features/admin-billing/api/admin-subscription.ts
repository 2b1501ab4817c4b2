// The Manage modal's calls (spec 02 sections 4 and 7): GET /api/admin/subscriptions/{id} ('Failed to fetch
// subscription {status}' when it fails) and PUT /api/admin/subscriptions/{id}/status with active, paused
// or canceled ('Subscription status updated to {status}' or 'Failed to update status {status}').
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { subscriptionFromWire } from '../../../api/admin/admin-from-wire';
import {
  type AdminSubscriptionAnswer,
  type AdminSubscriptionStatus,
  subscriptionStatusUpdatedMessage,
} from '@protect/domain';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { notifyFailure } from '../../../lib/session-ended';
import { adminSubscriptionsKey } from '../../../api/admin/admin-lists';

const subscriptionPath = (id: string) => `/api/admin/subscriptions/${encodeURIComponent(id)}`;

export const adminSubscriptionKey = (id: string) => [...adminSubscriptionsKey, 'one', id] as const;

export function adminSubscriptionQuery(id: string) {
  return queryOptions({
    queryKey: adminSubscriptionKey(id),
    queryFn: async () =>
      (await apiFetch<AdminSubscriptionAnswer>(subscriptionPath(id))).subscription,
    staleTime: 0,
    meta: { silent: true },
  });
}

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/** 'Failed to fetch subscription {status}' (spec 02 section 8). */
export const fetchSubscriptionFailedMessage = (error: unknown) =>
  `Failed to fetch subscription ${statusOf(error)}`;

/** 'Failed to update status {status}' (spec 02 section 8). */
export const updateStatusFailedMessage = (error: unknown) =>
  `Failed to update status ${statusOf(error)}`;

export function setSubscriptionStatus(input: {
  id: string;
  status: AdminSubscriptionStatus;
}): Promise<AdminSubscriptionAnswer> {
  return apiFetch<AdminSubscriptionAnswer>(`${subscriptionPath(input.id)}/status`, {
    method: 'PUT',
    body: { status: input.status },
  });
}

export function useSetSubscriptionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSubscriptionStatus,
    meta: { silent: true },
    onSuccess: (answer, input) => {
      notifySuccess(answer.message || subscriptionStatusUpdatedMessage(input.status));
      queryClient.setQueryData(adminSubscriptionKey(input.id), answer.subscription);
    },
    onError: (error) => notifyFailure(error, updateStatusFailedMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSubscriptionsKey }),
  });
}

/** The subscription the Manage modal shows, read once into cents. */
export const useAdminSubscription = (id: string) =>
  useQuery({ ...adminSubscriptionQuery(id), select: subscriptionFromWire });
