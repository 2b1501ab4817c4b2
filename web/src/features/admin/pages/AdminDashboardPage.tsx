import { ComingSoon } from '../../../components/ComingSoon';

export default function AdminDashboardPage() {
  return <ComingSoon title="Admin Dashboard" lead="Overview of users, subscriptions, claims and payments." />;
}
