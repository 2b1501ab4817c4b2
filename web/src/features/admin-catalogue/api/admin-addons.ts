// The admin add-on calls (spec 02 section 7): GET /api/admin/addons, POST and PUT /api/admin/addons[/{id}]
// with the form's values (domain addOnFormSchema), DELETE /api/admin/addons/{id} (refused with a 409 while
// active subscriptions use the add-on), PUT .../deactivate and PUT .../popular {is_popular: true}.
import { queryOptions } from '@tanstack/react-query';
import {
  ADMIN_MESSAGES,
  type AddOnChangeAnswer,
  type AddOnFormValues,
  type AddOnsAnswer,
  type MessageAnswer,
  type PopularBody,
} from '@protect/domain';
import { apiFetch } from '../../../lib/api-client';
import { type AdminAddOn, addOnFromWire } from './catalogue-from-wire';
import { useCatalogueMutation } from './catalogue-mutation';
import { recordPath, saveRecord } from './catalogue-record';

export const adminAddOnsKey = ['admin', 'addons'] as const;

export const adminAddOnsQuery = queryOptions({
  queryKey: adminAddOnsKey,
  queryFn: async (): Promise<AdminAddOn[]> =>
    (await apiFetch<AddOnsAnswer>('/api/admin/addons')).addons.map(addOnFromWire),
  staleTime: 0,
  meta: { silent: true },
});

const addOnPath = (id: string) => recordPath('/api/admin/addons', id);

export function saveAddOn(input: {
  id: string | null;
  values: AddOnFormValues;
}): Promise<AddOnChangeAnswer> {
  return saveRecord<AddOnChangeAnswer>('/api/admin/addons', input.id, input.values);
}

export function deleteAddOn(id: string): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>(addOnPath(id), { method: 'DELETE' });
}

export function deactivateAddOn(id: string): Promise<AddOnChangeAnswer> {
  return apiFetch<AddOnChangeAnswer>(`${addOnPath(id)}/deactivate`, { method: 'PUT' });
}

export function markAddOnPopular(id: string): Promise<AddOnChangeAnswer> {
  const body: PopularBody = { is_popular: true };
  return apiFetch<AddOnChangeAnswer>(`${addOnPath(id)}/popular`, { method: 'PUT', body });
}

export const useSaveAddOn = () =>
  useCatalogueMutation(adminAddOnsKey, saveAddOn, (input) =>
    input.id === null ? ADMIN_MESSAGES.addOnCreated : ADMIN_MESSAGES.addOnUpdated,
  );
export const useDeleteAddOn = () =>
  useCatalogueMutation(adminAddOnsKey, deleteAddOn, () => ADMIN_MESSAGES.addOnDeleted);
export const useDeactivateAddOn = () =>
  useCatalogueMutation(adminAddOnsKey, deactivateAddOn, () => ADMIN_MESSAGES.addOnDeactivated);
export const useMarkAddOnPopular = () =>
  useCatalogueMutation(adminAddOnsKey, markAddOnPopular, () => ADMIN_MESSAGES.addOnPopular);
