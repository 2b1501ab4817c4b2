// What /admin/users and /admin/quotes share inside their frames (spec 02 section 2): the list's title with its
// total and Export CSV, the e-mail search, the list a page at a time ('Load more'), and Delete behind the
// spec's confirmation (section 5) with an alert saying how it ended (section 8). The page owns its query
// and its table; this owns the search box, the confirmation and the outcome.
import { type ReactNode, useState } from 'react';
import { Box } from '@mui/material';
import type {
  InfiniteData,
  UseInfiniteQueryResult,
  UseMutationResult,
} from '@tanstack/react-query';
import { SearchField } from '../../../components/SearchField';
import { deleteFailedMessage } from '../../../api/admin/admin-delete';
import type { ActionOutcome } from '../../../api/admin/action-outcome';
import type { ExportKind } from '@protect/domain';
import { ExportCsvButton } from '../../../components/admin/ExportCsvButton';
import { CursorListBody } from '../../../components/admin/CursorListTab';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDialog';
import { OutcomeAlert } from '../../../components/admin/OutcomeAlert';

/** How long typing pauses before the search is sent to the server. */
export const SEARCH_DELAY_MS = 300;

export interface TableProps<Row> {
  rows: Row[];
  loaded: boolean;
  /** The id of the row being deleted, whose button shows it. */
  busyId: string | null;
  onDelete: (row: Row) => void;
}

export function SearchableListPage<Row extends { id: string }>({
  listTitle,
  exportKind,
  search,
  onSearch,
  list,
  rows,
  remove,
  messages,
  table,
}: {
  listTitle: string;
  exportKind: ExportKind;
  search: string;
  onSearch: (search: string) => void;
  list: UseInfiniteQueryResult<InfiniteData<{ total: number }>>;
  rows: Row[];
  remove: UseMutationResult<unknown, Error, string>;
  messages: {
    deleted: string;
    deleteFailed: string;
    /** The spec's confirmation question. */
    confirm: string;
    confirmTitle: (row: Row | null) => string;
  };
  table: (props: TableProps<Row>) => ReactNode;
}) {
  const [target, setTarget] = useState<Row | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);

  const confirm = () => {
    if (!target) return;
    setOutcome(null);
    remove.mutate(target.id, {
      onSuccess: () => setOutcome({ severity: 'success', message: messages.deleted }),
      onError: (error) =>
        setOutcome({
          severity: 'error',
          message: deleteFailedMessage(error, messages.deleteFailed),
        }),
      onSettled: () => setTarget(null),
    });
  };

  return (
    <>
      <CursorListBody
        title={listTitle}
        list={list}
        actions={<ExportCsvButton kind={exportKind} />}
        above={
          <>
            <EmailSearch value={search} onChange={onSearch} />
            <OutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />
          </>
        }
      >
        {table({
          rows,
          loaded: list.isSuccess,
          busyId: remove.isPending ? (remove.variables ?? null) : null,
          onDelete: (row) => {
            setOutcome(null);
            setTarget(row);
          },
        })}
      </CursorListBody>
      <ConfirmDeleteDialog
        open={target !== null}
        title={messages.confirmTitle(target)}
        text={messages.confirm}
        pending={remove.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={confirm}
      />
    </>
  );
}

/** The e-mail search of the users' and quotes' lists (the server matches the start of the address). */
export function EmailSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Box sx={{ mb: 2, maxWidth: { sm: 420 } }}>
      <SearchField
        label="Search by email"
        value={value}
        onChange={onChange}
        sx={{ width: '100%' }}
      />
    </Box>
  );
}
