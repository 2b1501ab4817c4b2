// Device Pricing tab (spec 02 section 2): the per-model price table, newest first, a page at a time ('Load
// more', the total in the heading), with Add/Edit and Delete (asked first). A change reads the list again.
import { useState } from 'react';
import { Button } from '@mui/material';
import { formatCents } from '@protect/domain';
import type { AdminDevicePricing } from '../api/catalogue-from-wire';
import { useAdminDevicePricing, useDeleteDevicePricing } from '../api/admin-device-pricing';
import { DataTable } from '../../../components/DataTable';
import { RowActions, activeText } from './CatalogueRowParts';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDialog';
import { DevicePricingFormDialog } from './DevicePricingFormDialog';
import type { Editing } from './CatalogueFormDialog';
import { CursorListTab } from '../../../components/admin/CursorListTab';

export function DevicePricingTab() {
  const list = useAdminDevicePricing();
  const rows = list.data?.pages.flatMap((page) => page.devices) ?? [];
  const remove = useDeleteDevicePricing();
  const [editing, setEditing] = useState<Editing<AdminDevicePricing>>(null);
  const [deleting, setDeleting] = useState<AdminDevicePricing | null>(null);
  const nameOf = (d: AdminDevicePricing) =>
    `${d.device_brand} ${d.device_model}`.trim() || 'this device';

  return (
    <>
      <CursorListTab
        title="Device Pricing"
        resource="Device pricing"
        list={list}
        actions={
          <Button variant="contained" onClick={() => setEditing({ record: null })}>
            Add Device
          </Button>
        }
      >
        <DataTable
          label="Device pricing"
          minWidth={900}
          columns={[
            { header: 'Device', cell: nameOf },
            { header: 'Type', cell: (device) => device.device_type },
            { header: 'Value', cell: (device) => formatCents(device.deviceValueCents) },
            { header: 'Plan Price', cell: (device) => formatCents(device.planPriceCents) },
            { header: 'Screen', cell: (device) => formatCents(device.deductibleScreenCents) },
            {
              header: 'Back Glass',
              cell: (device) => formatCents(device.deductibleBackGlassCents),
            },
            { header: 'Theft', cell: (device) => formatCents(device.deductibleTheftCents) },
            { header: 'Status', cell: (device) => activeText(device) },
            {
              header: 'Actions',
              align: 'right',
              cell: (device) => (
                <RowActions
                  name={nameOf(device)}
                  onEdit={() => setEditing({ record: device })}
                  onDelete={() => setDeleting(device)}
                />
              ),
            },
          ]}
          rows={rows}
          rowKey={(device) => device.id}
          empty="No device prices yet."
          loaded={list.isSuccess}
        />
      </CursorListTab>
      <DevicePricingFormDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={`Delete ${deleting ? nameOf(deleting) : 'device'}?`}
        text="Are you sure you want to delete this device price? Customers can no longer choose this model."
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }
      />
    </>
  );
}
