import { ComingSoon } from '../../../components/ComingSoon';

export default function AdminQuotesPage() {
  return <ComingSoon title="Manage Quotes" lead="Search, export and delete quotes." />;
}
