// GET /api/payment/config -> PaymentConfigAnswer: which card field to show, Stripe Elements (with the
// publishable key) or the offline sandbox. Anonymous: the config is the same for everyone.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfigAnswer } from '@protect/domain';
import { apiFetch } from '../lib/api-client';

export const paymentConfigQuery = queryOptions({
  queryKey: ['payment-config'],
  queryFn: () => apiFetch<PaymentConfigAnswer>('/api/payment/config', { anonymous: true }),
  // Fixed for the life of a deployment: fetched once per visit.
  staleTime: Infinity,
  // The card field says 'Payment system not ready' itself instead of a toast.
  meta: { silent: true },
});

export function usePaymentConfig() {
  return useQuery(paymentConfigQuery);
}
