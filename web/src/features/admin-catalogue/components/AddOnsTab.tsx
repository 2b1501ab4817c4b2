// Add-ons tab (spec 02 section 2): every add-on, active or not, with Add/Edit, Mark Popular and Delete;
// Delete opens the dialog that offers Deactivate instead (blocked while active subscriptions use it).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Chip, Stack, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { type AddOnWire, formatDollars } from '@protect/domain';
import { adminAddOnsQuery, useMarkAddOnPopular } from '../api/admin-addons';
import { listFailedMessage } from '../../../api/admin/admin-lists';
import { AddOnDeleteDialog } from './AddOnDeleteDialog';
import { AddOnFormDialog } from './AddOnFormDialog';
import { CatalogueTable } from '../../../components/DataTable';
import { CatalogueTabHeader } from './CatalogueTabHeader';

export function AddOnsTab() {
  const addOns = useQuery(adminAddOnsQuery);
  const markPopular = useMarkAddOnPopular();
  const [editing, setEditing] = useState<{ addOn: AddOnWire | null } | null>(null);
  const [deleting, setDeleting] = useState<AddOnWire | null>(null);

  return (
    <section aria-label="Add-ons">
      <CatalogueTabHeader
        title="Add-ons"
        addLabel="Add Add-on"
        onAdd={() => setEditing({ addOn: null })}
        loading={addOns.isPending}
        failure={addOns.isError ? listFailedMessage('Add-ons', addOns.error) : null}
      />
      <CatalogueTable label="Add-ons" minWidth={760}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Price</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(addOns.data ?? []).map((addOn) => (
            <TableRow key={addOn.id} data-addon-id={addOn.id}>
              <TableCell>
                {addOn.name}
                {addOn.is_popular && (
                  <Chip label="Popular" color="primary" size="small" sx={{ ml: 1 }} />
                )}
              </TableCell>
              <TableCell>{addOn.addon_type ?? '-'}</TableCell>
              <TableCell>{formatDollars(addOn.monthly_price)}/mo</TableCell>
              <TableCell>{addOn.is_active ? 'Active' : 'Inactive'}</TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button
                    size="small"
                    onClick={() => setEditing({ addOn })}
                    aria-label={`Edit ${addOn.name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    onClick={() => markPopular.mutate(addOn.id)}
                    disabled={addOn.is_popular || markPopular.isPending}
                    aria-label={`Mark ${addOn.name} popular`}
                  >
                    Mark Popular
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setDeleting(addOn)}
                    aria-label={`Delete ${addOn.name}`}
                  >
                    Delete
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
          {addOns.isSuccess && addOns.data.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>No add-ons yet.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </CatalogueTable>
      <AddOnFormDialog
        open={editing !== null}
        addOn={editing?.addOn ?? null}
        onClose={() => setEditing(null)}
      />
      <AddOnDeleteDialog addOn={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
