// Add-ons tab (spec 02 section 2): every add-on, active or not, with Add/Edit, Mark Popular and Delete;
// Delete opens the dialog that offers Deactivate instead (blocked while active subscriptions use it).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatCents } from '@protect/domain';
import type { AdminAddOn } from '../api/catalogue-from-wire';
import { adminAddOnsQuery, useMarkAddOnPopular } from '../api/admin-addons';
import { listFailedMessage } from '../../../api/admin/admin-lists';
import { AddOnDeleteDialog } from './AddOnDeleteDialog';
import { AddOnFormDialog } from './AddOnFormDialog';
import type { Editing } from './CatalogueFormDialog';
import { DataTable } from '../../../components/DataTable';
import { PopularName, RowActions, activeText } from './CatalogueRowParts';
import { CatalogueTabHeader } from './CatalogueTabHeader';

export function AddOnsTab() {
  const addOns = useQuery(adminAddOnsQuery);
  const markPopular = useMarkAddOnPopular();
  const [editing, setEditing] = useState<Editing<AdminAddOn>>(null);
  const [deleting, setDeleting] = useState<AdminAddOn | null>(null);

  return (
    <section aria-label="Add-ons">
      <CatalogueTabHeader
        title="Add-ons"
        addLabel="Add Add-on"
        onAdd={() => setEditing({ record: null })}
        loading={addOns.isPending}
        failure={addOns.isError ? listFailedMessage('Add-ons', addOns.error) : null}
      />
      <DataTable
        label="Add-ons"
        minWidth={760}
        columns={[
          { header: 'Name', cell: (addOn) => <PopularName item={addOn} /> },
          { header: 'Type', cell: (addOn) => addOn.addon_type ?? '-' },
          { header: 'Price', cell: (addOn) => `${formatCents(addOn.monthlyPriceCents)}/mo` },
          { header: 'Status', cell: (addOn) => activeText(addOn) },
          {
            header: 'Actions',
            align: 'right',
            cell: (addOn) => (
              <RowActions
                name={addOn.name}
                onEdit={() => setEditing({ record: addOn })}
                onDelete={() => setDeleting(addOn)}
                popular={{
                  onMark: () => markPopular.mutate(addOn.id),
                  disabled: addOn.is_popular || markPopular.isPending,
                }}
              />
            ),
          },
        ]}
        rows={addOns.data ?? []}
        rowKey={(addOn) => addOn.id}
        rowData={(addOn) => ({ 'data-addon-id': addOn.id })}
        empty="No add-ons yet."
        loaded={addOns.isSuccess}
      />
      <AddOnFormDialog editing={editing} onClose={() => setEditing(null)} />
      <AddOnDeleteDialog addOn={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
