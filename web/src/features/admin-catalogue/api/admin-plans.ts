// The admin plan calls (spec 02 section 7): GET /api/admin/plans, POST and PUT /api/admin/plans[/{id}]
// with the plan form's payload (domain planFormSchema + toPlanPayload, so form and call cannot drift),
// DELETE /api/admin/plans/{id} and PUT /api/admin/plans/{id}/popular {is_popular: true}.
import { queryOptions } from '@tanstack/react-query';
import {
  ADMIN_MESSAGES,
  type MessageAnswer,
  type PlanChangeAnswer,
  type PlanFormValues,
  type PlansAnswer,
  type PopularBody,
  toPlanPayload,
} from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';
import { type AdminPlan, planFromWire } from './catalogue-from-wire';
import { useCatalogueMutation } from './catalogue-mutation';
import { recordPath, saveRecord } from './catalogue-record';

export const adminPlansKey = ['admin', 'plans'] as const;

export const adminPlansQuery = queryOptions({
  queryKey: adminPlansKey,
  queryFn: async (): Promise<AdminPlan[]> =>
    (await apiFetch<PlansAnswer>('/api/admin/plans')).plans.map(planFromWire),
  // Admin lists are read fresh each time the tab opens; the tab shows its own failure line.
  staleTime: 0,
  meta: { silent: true },
});

const planPath = (id: number) => recordPath('/api/admin/plans', id);

/** The form's values go as the plan's payload (domain toPlanPayload: a range plan sends only its range). */
export function savePlan(input: {
  id: number | null;
  values: PlanFormValues;
}): Promise<PlanChangeAnswer> {
  return saveRecord<PlanChangeAnswer>('/api/admin/plans', input.id, toPlanPayload(input.values));
}

export function deletePlan(id: number): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>(planPath(id), { method: 'DELETE' });
}

export function markPlanPopular(id: number): Promise<PlanChangeAnswer> {
  const body: PopularBody = { is_popular: true };
  return apiFetch<PlanChangeAnswer>(`${planPath(id)}/popular`, { method: 'PUT', body });
}

export const useSavePlan = () =>
  useCatalogueMutation(adminPlansKey, savePlan, (input) =>
    input.id === null ? ADMIN_MESSAGES.planCreated : ADMIN_MESSAGES.planUpdated,
  );
export const useDeletePlan = () =>
  useCatalogueMutation(adminPlansKey, deletePlan, () => ADMIN_MESSAGES.planDeleted);
export const useMarkPlanPopular = () =>
  useCatalogueMutation(adminPlansKey, markPlanPopular, () => ADMIN_MESSAGES.planPopular);
