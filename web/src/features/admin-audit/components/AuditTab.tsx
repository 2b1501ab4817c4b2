// Audit tab (issue 13): every admin mutation, newest first, a page at a time ('Load more'), filtered by
// entity: when, who, what and which record, and 'Details' showing the fields that changed, before and after
// (every field of a record created or deleted).
import { useState } from 'react';
import { Box, Button, DialogContent, MenuItem, TextField, Typography } from '@mui/material';
import { AUDIT_ENTITIES, type AuditEntryWire, type AuditValue } from '@protect/domain';
import { useAdminAudit } from '../api/admin-audit';
import { DataTable } from '../../../components/DataTable';
import { CursorListTab } from '../../../components/admin/CursorListTab';
import { DetailsDialog } from '../../../components/admin/DetailsDialog';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** One value as text: objects with their keys sorted, so the same value always reads the same. */
function textOf(value: AuditValue | undefined): string {
  if (value === undefined || value === null) return '-';
  if (typeof value === 'string') {
    if (value === '') return '""';
    // Stored dates travel as ISO strings: shown as the admin's local date and time.
    return ISO_DATE.test(value) ? new Date(value).toLocaleString() : value;
  }
  if (typeof value !== 'object') return String(value);
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** The fields whose text differs (all of them when there is no before or no after), by name. */
export function changedFields(entry: Pick<AuditEntryWire, 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names
    .map((field) => ({ field, before: textOf(before[field]), after: textOf(after[field]) }))
    .filter(
      (change) => entry.before === null || entry.after === null || change.before !== change.after,
    );
}

const whenOf = (iso: string) => new Date(iso).toLocaleString();
const whoOf = (entry: AuditEntryWire) => entry.who.email ?? entry.who.uid;

function AuditDetailsDialog({
  entry,
  onClose,
}: {
  entry: AuditEntryWire | null;
  onClose: () => void;
}) {
  const changes = entry ? changedFields(entry) : [];
  return (
    <DetailsDialog
      open={entry !== null}
      onClose={onClose}
      title={entry?.action ?? 'Details'}
      titleId="audit-details-title"
    >
      {entry && (
        <DialogContent>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {whoOf(entry)} · {whenOf(entry.at)} · {entry.target.collection}/{entry.target.id}
          </Typography>
          {changes.length === 0 ? (
            <Typography>No field changed.</Typography>
          ) : (
            <Box component="dl" sx={{ m: 0 }}>
              {changes.map((change) => (
                <Box
                  key={change.field}
                  data-testid="audit-change"
                  data-field={change.field}
                  sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
                >
                  <Typography component="dt" sx={{ fontWeight: 600 }}>
                    {change.field}
                  </Typography>
                  <Box component="dd" sx={{ m: 0, display: 'grid', gap: 0.25 }}>
                    <Typography
                      variant="body2"
                      color="textSecondary"
                      sx={{ wordBreak: 'break-word' }}
                      data-testid="audit-before"
                    >
                      Before: {change.before}
                    </Typography>
                    <Typography
                      variant="body2"
                      sx={{ wordBreak: 'break-word' }}
                      data-testid="audit-after"
                    >
                      After: {change.after}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </Box>
          )}
        </DialogContent>
      )}
    </DetailsDialog>
  );
}

export function AuditTab() {
  const [entity, setEntity] = useState('');
  const [open, setOpen] = useState<AuditEntryWire | null>(null);
  const list = useAdminAudit(entity);
  const rows = list.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <>
      <CursorListTab
        title="Audit"
        list={list}
        actions={
          <TextField
            select
            size="small"
            label="Entity"
            value={entity}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(event) => setEntity(event.target.value)}
            sx={{ width: { xs: '100%', sm: 200 } }}
          >
            <MenuItem value="">All entities</MenuItem>
            {AUDIT_ENTITIES.map((option) => (
              <MenuItem key={option.entity} value={option.entity}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        }
      >
        <DataTable
          label="Audit log"
          minWidth={760}
          columns={[
            { header: 'When', cell: (entry) => whenOf(entry.at) },
            { header: 'Who', cell: whoOf },
            { header: 'Action', cell: (entry) => entry.action },
            { header: 'Target', cell: (entry) => `${entry.target.collection}/${entry.target.id}` },
            {
              header: 'Details',
              align: 'right',
              cell: (entry) => (
                <Button
                  size="small"
                  onClick={() => setOpen(entry)}
                  aria-label={`Details of ${entry.action} ${entry.target.id}`}
                >
                  Details
                </Button>
              ),
            },
          ]}
          rows={rows}
          rowKey={(entry) => entry.id}
          rowData={(entry) => ({ 'data-testid': 'audit-row', 'data-target-id': entry.target.id })}
          empty="No audit entries found."
          loaded={list.isSuccess}
        />
      </CursorListTab>
      <AuditDetailsDialog entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
