// /admin/quotes (spec 02 section 2 'Manage Quotes page'): every saved quote, newest first, a page at a
// time ('Load more'), searched on the server by the start of the e-mail; paid or unpaid (status approved
// counts as paid); Export CSV of all quotes; Delete asks 'Are you sure you want to delete this quote?'
// (section 5) and the alert says how it ended (section 8).
import { useState } from 'react';
import { ADMIN_LIST_MESSAGES, ADMIN_MESSAGES } from '@protect/domain';
import type { AdminQuote } from '../../../api/admin/admin-from-wire';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useAdminQuotes } from '../../../api/admin/admin-cursor-lists';
import { useDeleteQuote } from '../api/admin-quote';
import { SEARCH_DELAY_MS, SearchableListPage } from '../components/SearchableListPage';
import { QuotesFrame } from '../components/AdminPeopleFrames';
import { QuotesTable } from '../components/QuotesTable';

export default function AdminQuotesPage() {
  const [search, setSearch] = useState('');
  const list = useAdminQuotes(useDebouncedValue(search, SEARCH_DELAY_MS));
  const remove = useDeleteQuote();
  return (
    <QuotesFrame>
      <SearchableListPage<AdminQuote>
        listTitle="Quotes"
        exportKind="quotes"
        search={search}
        onSearch={setSearch}
        list={list}
        rows={list.data?.pages.flatMap((page) => page.quotes) ?? []}
        remove={remove}
        messages={{
          deleted: ADMIN_LIST_MESSAGES.quoteDeleted,
          deleteFailed: ADMIN_LIST_MESSAGES.quoteDeleteFailed,
          confirm: ADMIN_MESSAGES.deleteQuote,
          confirmTitle: (quote) =>
            quote?.email ? `Delete quote of ${quote.email}` : 'Delete quote',
        }}
        table={({ rows, ...props }) => <QuotesTable quotes={rows} {...props} />}
      />
    </QuotesFrame>
  );
}
