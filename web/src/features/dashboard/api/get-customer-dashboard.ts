// GET /api/customers/dashboard -> CustomerDashboardAnswer: everything the dashboard's first screen shows,
// in one request (read by dashboard-from-wire.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerDashboardAnswer } from '@protect/domain';
import { apiFetch, pageReadOptions } from '../../../lib/api-client';
import { dashboardFromAnswer } from './dashboard-from-wire';

export const customerDashboardQueryKey = ['customer-dashboard'] as const;

export function customerDashboardQuery() {
  return queryOptions({
    queryKey: customerDashboardQueryKey,
    queryFn: async () =>
      dashboardFromAnswer(await apiFetch<CustomerDashboardAnswer>('/api/customers/dashboard')),
    // The page shows its own error screen (spec 02 section 2 'Error Loading Dashboard'). Registrations,
    // payments and claims change it elsewhere (and an admin reviews claims): read it again whenever the
    // dashboard opens. A refusal (no profile, signed out) is not retried.
    ...pageReadOptions,
  });
}

export function useCustomerDashboard() {
  return useQuery(customerDashboardQuery());
}
