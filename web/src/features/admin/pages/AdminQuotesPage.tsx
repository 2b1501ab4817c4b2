// /admin/quotes (spec 02 section 2 'Manage Quotes page'): every saved quote, newest first, a page at a
// time ('Load more'), searched on the server by the start of the e-mail; paid or unpaid (status approved
// counts as paid); Export CSV of all quotes; Delete asks 'Are you sure you want to delete this quote?'
// (section 5) and the alert says how it ended (section 8).
import { useState } from 'react';
import { Box, Container, Typography } from '@mui/material';
import { ADMIN_LIST_MESSAGES, ADMIN_MESSAGES, type AdminQuoteWire } from '@protect/domain';
import { PageTitle } from '../../../components/PageTitle';
import { SearchField } from '../../../components/SearchField';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { deleteFailedMessage } from '../api/admin-delete';
import { useAdminQuotes } from '../api/admin-lists';
import { useDeleteQuote } from '../api/admin-quote';
import { listFailedMessage } from '../api/catalogue-mutation-error';
import {
  ExportCsvButton,
  ListFailure,
  ListTabHeader,
  LoadMore,
} from '../components/AdminListParts';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { type DeleteOutcome, DeleteOutcomeAlert } from '../components/DeleteOutcomeAlert';
import { QuotesTable } from '../components/QuotesTable';

/** How long typing pauses before the search is sent to the server. */
const SEARCH_DELAY_MS = 300;

export default function AdminQuotesPage() {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SEARCH_DELAY_MS);
  const list = useAdminQuotes(settled);
  const rows = list.data?.pages.flatMap((page) => page.quotes) ?? [];
  const remove = useDeleteQuote();
  const [target, setTarget] = useState<AdminQuoteWire | null>(null);
  const [outcome, setOutcome] = useState<DeleteOutcome | null>(null);

  const confirm = () => {
    if (!target) return;
    setOutcome(null);
    remove.mutate(target.id, {
      onSuccess: () =>
        setOutcome({ severity: 'success', message: ADMIN_LIST_MESSAGES.quoteDeleted }),
      onError: (error) =>
        setOutcome({
          severity: 'error',
          message: deleteFailedMessage(error, ADMIN_LIST_MESSAGES.quoteDeleteFailed),
        }),
      onSettled: () => setTarget(null),
    });
  };

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle page="Manage Quotes" />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        Manage Quotes
      </Typography>
      <ListTabHeader
        title="Quotes"
        total={list.data?.pages[0]?.total}
        loading={list.isPending || list.isRefetching}
      >
        <ExportCsvButton kind="quotes" />
      </ListTabHeader>
      <Box sx={{ mb: 2, maxWidth: { sm: 420 } }}>
        <SearchField
          label="Search by email"
          value={search}
          onChange={setSearch}
          sx={{ width: '100%' }}
        />
      </Box>
      <DeleteOutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />
      {list.isError && (
        <ListFailure
          message={listFailedMessage('Quotes', list.error)}
          onRetry={() => void list.refetch()}
        />
      )}
      <QuotesTable
        quotes={rows}
        loaded={list.isSuccess}
        busyId={remove.isPending ? (remove.variables ?? null) : null}
        onDelete={(quote) => {
          setOutcome(null);
          setTarget(quote);
        }}
      />
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoad={() => void list.fetchNextPage()}
      />
      <ConfirmDeleteDialog
        open={target !== null}
        title={target?.email ? `Delete quote of ${target.email}` : 'Delete quote'}
        text={ADMIN_MESSAGES.deleteQuote}
        pending={remove.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={confirm}
      />
    </Container>
  );
}
