// Payments tab (spec 02 section 2): every payment, newest first, a page at a time ('Load more'): customer,
// amount, type, status (completed green, failed red, other yellow), payment intent and date. Export CSV
// downloads them all.
import { listFailedMessage, useAdminPayments } from '../../../api/admin/admin-lists';
import {
  ExportCsvButton,
  ListFailure,
  ListTabHeader,
  LoadMore,
} from '../../../components/admin/AdminListParts';
import { PaymentsTable } from '../../../components/admin/AdminRowsTables';

export function PaymentsTab() {
  const list = useAdminPayments();
  const rows = list.data?.pages.flatMap((page) => page.payments) ?? [];
  return (
    <section aria-label="Payments">
      <ListTabHeader
        title="Payments"
        total={list.data?.pages[0]?.total}
        loading={list.isPending || list.isRefetching}
      >
        <ExportCsvButton kind="payments" />
      </ListTabHeader>
      {list.isError && (
        <ListFailure
          message={listFailedMessage('Payments', list.error)}
          onRetry={() => void list.refetch()}
        />
      )}
      <PaymentsTable payments={rows} loaded={list.isSuccess} />
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoad={() => void list.fetchNextPage()}
      />
    </section>
  );
}
