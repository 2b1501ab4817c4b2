// Admin changes to plans and add-ons: audited in the same transaction, and the public catalogue cache dropped.
import { ADDON_IN_USE_MESSAGE } from '@protect/domain';
import type { Clock } from '../adapters/clock';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import { logs } from '../logs';
import type { AddOnFields, AddOnRecord, AddOnsRepository } from '../repositories/addons';
import type { AuditedWrite } from '../repositories/audited-writes';
import type { PlanFields, PlanRecord, PlansRepository } from '../repositories/plans';
import type { CatalogueService } from './catalogue';

export function createCatalogueAdminService(deps: {
  plans: PlansRepository;
  addOns: AddOnsRepository;
  catalogue: Pick<CatalogueService, 'invalidate'>;
  clock: Clock;
}) {
  const write = (caller: Caller): AuditedWrite => ({
    who: { uid: caller.uid, email: caller.email },
    now: deps.clock.now(),
  });
  const changed = (caller: Caller, action: string, id: string | number) => {
    deps.catalogue.invalidate();
    logs.adminAction(action, caller.uid, String(id));
  };

  return {
    async createPlan(caller: Caller, fields: PlanFields): Promise<PlanRecord> {
      const plan = await deps.plans.create(fields, write(caller));
      changed(caller, 'plan.create', plan.id);
      return plan;
    },
    async updatePlan(
      caller: Caller,
      id: number,
      changes: Partial<PlanFields>,
      action = 'update',
    ): Promise<PlanRecord> {
      const plan = Number.isSafeInteger(id)
        ? await deps.plans.update(id, changes, action, write(caller))
        : null;
      if (!plan) throw AppError.notFound('Plan not found');
      changed(caller, `plan.${action}`, id);
      return plan;
    },
    async createAddOn(caller: Caller, fields: AddOnFields): Promise<AddOnRecord> {
      const addOn = await deps.addOns.create(fields, write(caller));
      changed(caller, 'addOn.create', addOn.id);
      return addOn;
    },
    async updateAddOn(
      caller: Caller,
      id: string,
      changes: Partial<AddOnFields>,
      action = 'update',
    ): Promise<AddOnRecord> {
      const addOn = await deps.addOns.update(id, changes, action, write(caller));
      if (!addOn) throw AppError.notFound('Add-on not found');
      changed(caller, `addOn.${action}`, id);
      return addOn;
    },
    /** Removes a plan from the catalogue; subscriptions keep the copy of the plan they bought. */
    async deletePlan(caller: Caller, id: number): Promise<void> {
      const deleted = Number.isSafeInteger(id) && (await deps.plans.remove(id, write(caller)));
      if (!deleted) throw AppError.notFound('Plan not found');
      changed(caller, 'plan.delete', id);
    },
    /** Removes an add-on, refused (409) while an active, trial or past_due subscription holds it. */
    async deleteAddOn(caller: Caller, id: string): Promise<void> {
      const outcome = await deps.addOns.remove(id, write(caller));
      if (outcome === 'missing') throw AppError.notFound('Add-on not found');
      if (outcome === 'in_use') throw AppError.conflict(ADDON_IN_USE_MESSAGE);
      changed(caller, 'addOn.delete', id);
    },
  };
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
