// Plans tab (spec 02 section 2): every plan, active or not, with Add/Edit, Mark Popular and Delete (asked
// first). Deleting a plan removes it from the catalogue only: subscriptions keep the plan and price they
// bought.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatCents } from '@protect/domain';
import type { AdminPlan } from '../api/catalogue-from-wire';
import { adminPlansQuery, useDeletePlan, useMarkPlanPopular } from '../api/admin-plans';
import { listFailedMessage } from '../../../api/admin/admin-lists';
import { DataTable } from '../../../components/DataTable';
import { PopularName, RowActions, activeText } from './CatalogueRowParts';
import { CatalogueTabHeader } from './CatalogueTabHeader';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDialog';
import { PlanFormDialog } from './PlanFormDialog';
import type { Editing } from './CatalogueFormDialog';

export const DELETE_PLAN_QUESTION =
  'Are you sure you want to delete this plan? Customers already subscribed keep their plan and price.';

const priceText = (cents: number | null) => (cents === null ? '?' : formatCents(cents));

function priceOf(plan: AdminPlan): string {
  if (plan.is_price_range)
    return `${priceText(plan.priceMinCents)} - ${priceText(plan.priceMaxCents)}`;
  return plan.monthlyPriceCents === null
    ? 'Per device'
    : `${formatCents(plan.monthlyPriceCents)}/mo`;
}

export function PlansTab() {
  const plans = useQuery(adminPlansQuery);
  const markPopular = useMarkPlanPopular();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<Editing<AdminPlan>>(null);
  const [deleting, setDeleting] = useState<AdminPlan | null>(null);

  return (
    <section aria-label="Plans">
      <CatalogueTabHeader
        title="Plans"
        addLabel="Add Plan"
        onAdd={() => setEditing({ record: null })}
        loading={plans.isPending}
        failure={plans.isError ? listFailedMessage('Plans', plans.error) : null}
      />
      <DataTable
        label="Plans"
        minWidth={760}
        columns={[
          { header: 'Name', cell: (plan) => <PopularName item={plan} /> },
          { header: 'Type', cell: (plan) => plan.plan_type },
          { header: 'Price', cell: priceOf },
          {
            header: 'Claims',
            cell: (plan) => (plan.claim_limit > 10 ? 'Unlimited' : plan.claim_limit),
          },
          { header: 'Status', cell: (plan) => activeText(plan) },
          {
            header: 'Actions',
            align: 'right',
            cell: (plan) => (
              <RowActions
                name={plan.name}
                onEdit={() => setEditing({ record: plan })}
                onDelete={() => setDeleting(plan)}
                popular={{
                  onMark: () => markPopular.mutate(plan.id),
                  disabled: plan.is_popular || markPopular.isPending,
                }}
              />
            ),
          },
        ]}
        rows={plans.data ?? []}
        rowKey={(plan) => plan.id}
        rowData={(plan) => ({ 'data-plan-id': plan.id })}
        empty="No plans yet."
        loaded={plans.isSuccess}
      />
      <PlanFormDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'plan'}?`}
        text={DELETE_PLAN_QUESTION}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }
      />
    </section>
  );
}
