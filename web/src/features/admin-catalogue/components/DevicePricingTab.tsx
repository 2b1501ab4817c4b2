// Device Pricing tab (spec 02 section 2): the per-model price table, newest first, a page at a time ('Load
// more', the total in the heading), with Add/Edit and Delete (asked first). A change reads the list again.
import { useState } from 'react';
import { Button, Stack, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { type DevicePricingWire, formatDollars } from '@protect/domain';
import { useAdminDevicePricing, useDeleteDevicePricing } from '../api/admin-device-pricing';
import { listFailedMessage } from '../../../api/admin/admin-lists';
import { ListFailure, ListTabHeader, LoadMore } from '../../../components/admin/AdminListParts';
import { CatalogueTable } from '../../../components/DataTable';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { DevicePricingFormDialog } from './DevicePricingFormDialog';

export function DevicePricingTab() {
  const list = useAdminDevicePricing();
  const rows = list.data?.pages.flatMap((page) => page.devices) ?? [];
  const remove = useDeleteDevicePricing();
  const [editing, setEditing] = useState<{ device: DevicePricingWire | null } | null>(null);
  const [deleting, setDeleting] = useState<DevicePricingWire | null>(null);
  const nameOf = (d: DevicePricingWire) =>
    `${d.device_brand} ${d.device_model}`.trim() || 'this device';

  return (
    <section aria-label="Device Pricing">
      <ListTabHeader
        title="Device Pricing"
        total={list.data?.pages[0]?.total}
        loading={list.isPending || list.isRefetching}
      >
        <Button variant="contained" onClick={() => setEditing({ device: null })}>
          Add Device
        </Button>
      </ListTabHeader>
      {list.isError && (
        <ListFailure
          message={listFailedMessage('Device pricing', list.error)}
          onRetry={() => void list.refetch()}
        />
      )}
      <CatalogueTable label="Device pricing" minWidth={900}>
        <TableHead>
          <TableRow>
            <TableCell>Device</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Value</TableCell>
            <TableCell>Plan Price</TableCell>
            <TableCell>Screen</TableCell>
            <TableCell>Back Glass</TableCell>
            <TableCell>Theft</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((device) => (
            <TableRow key={device.id}>
              <TableCell>{nameOf(device)}</TableCell>
              <TableCell>{device.device_type}</TableCell>
              <TableCell>{formatDollars(device.device_value)}</TableCell>
              <TableCell>{formatDollars(device.plan_price)}</TableCell>
              <TableCell>{formatDollars(device.deductible_screen)}</TableCell>
              <TableCell>{formatDollars(device.deductible_back_glass)}</TableCell>
              <TableCell>{formatDollars(device.deductible_theft)}</TableCell>
              <TableCell>{device.is_active ? 'Active' : 'Inactive'}</TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button
                    size="small"
                    onClick={() => setEditing({ device })}
                    aria-label={`Edit ${nameOf(device)}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setDeleting(device)}
                    aria-label={`Delete ${nameOf(device)}`}
                  >
                    Delete
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
          {list.isSuccess && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={9}>No device prices yet.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </CatalogueTable>
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoad={() => void list.fetchNextPage()}
      />
      <DevicePricingFormDialog
        open={editing !== null}
        device={editing?.device ?? null}
        onClose={() => setEditing(null)}
      />
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
    </section>
  );
}
