// Payments tab (spec 02 section 2): every payment, newest first, a page at a time ('Load more'): customer,
// amount, type, status (completed green, failed red, other yellow), payment intent and date. Export CSV
// downloads them all.
import { useAdminPayments } from '../../../api/admin/admin-cursor-lists';
import { ExportCsvButton } from '../../../components/admin/ExportCsvButton';
import { PaymentsTable } from '../../../components/admin/AdminRowsTables';
import { CursorListTab } from '../../../components/admin/CursorListTab';

export function PaymentsTab() {
  const list = useAdminPayments();
  const rows = list.data?.pages.flatMap((page) => page.payments) ?? [];
  return (
    <CursorListTab title="Payments" list={list} actions={<ExportCsvButton kind="payments" />}>
      <PaymentsTable payments={rows} loaded={list.isSuccess} />
    </CursorListTab>
  );
}
