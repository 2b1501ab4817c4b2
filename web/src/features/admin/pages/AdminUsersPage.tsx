import { ComingSoon } from '../../../components/ComingSoon';

export default function AdminUsersPage() {
  return <ComingSoon title="Manage Users" lead="Search, view, export and delete users." />;
}
