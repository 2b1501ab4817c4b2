// Plans tab (spec 02 section 2): every plan, active or not, with Add/Edit, Mark Popular and Delete (asked
// first). Deleting a plan removes it from the catalogue only: subscriptions keep the plan and price they
// bought.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Chip, Stack, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { type PlanWire, formatDollars } from '@protect/domain';
import { adminPlansQuery, useDeletePlan, useMarkPlanPopular } from '../api/admin-plans';
import { listFailedMessage } from '../../../api/admin/admin-lists';
import { CatalogueTable } from '../../../components/DataTable';
import { CatalogueTabHeader } from './CatalogueTabHeader';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { PlanFormDialog } from './PlanFormDialog';

export const DELETE_PLAN_QUESTION =
  'Are you sure you want to delete this plan? Customers already subscribed keep their plan and price.';

function priceOf(plan: PlanWire): string {
  if (plan.is_price_range)
    return `${plan.price_min === null ? '?' : formatDollars(plan.price_min)} - ${plan.price_max === null ? '?' : formatDollars(plan.price_max)}`;
  return plan.monthly_price === null ? 'Per device' : `${formatDollars(plan.monthly_price)}/mo`;
}

export function PlansTab() {
  const plans = useQuery(adminPlansQuery);
  const markPopular = useMarkPlanPopular();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<{ plan: PlanWire | null } | null>(null);
  const [deleting, setDeleting] = useState<PlanWire | null>(null);

  return (
    <section aria-label="Plans">
      <CatalogueTabHeader
        title="Plans"
        addLabel="Add Plan"
        onAdd={() => setEditing({ plan: null })}
        loading={plans.isPending}
        failure={plans.isError ? listFailedMessage('Plans', plans.error) : null}
      />
      <CatalogueTable label="Plans" minWidth={760}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Price</TableCell>
            <TableCell>Claims</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(plans.data ?? []).map((plan) => (
            <TableRow key={plan.id} data-plan-id={plan.id}>
              <TableCell>
                {plan.name}
                {plan.is_popular && (
                  <Chip label="Popular" color="primary" size="small" sx={{ ml: 1 }} />
                )}
              </TableCell>
              <TableCell>{plan.plan_type}</TableCell>
              <TableCell>{priceOf(plan)}</TableCell>
              <TableCell>{plan.claim_limit > 10 ? 'Unlimited' : plan.claim_limit}</TableCell>
              <TableCell>{plan.is_active ? 'Active' : 'Inactive'}</TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button
                    size="small"
                    onClick={() => setEditing({ plan })}
                    aria-label={`Edit ${plan.name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    onClick={() => markPopular.mutate(plan.id)}
                    disabled={plan.is_popular || markPopular.isPending}
                    aria-label={`Mark ${plan.name} popular`}
                  >
                    Mark Popular
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setDeleting(plan)}
                    aria-label={`Delete ${plan.name}`}
                  >
                    Delete
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
          {plans.isSuccess && plans.data.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>No plans yet.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </CatalogueTable>
      <PlanFormDialog
        open={editing !== null}
        plan={editing?.plan ?? null}
        onClose={() => setEditing(null)}
      />
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
