import { ComingSoon } from '../../../components/ComingSoon';

export default function CustomerDashboardPage() {
  return <ComingSoon title="My Dashboard" lead="Your devices, subscriptions and saved quotes will appear here." />;
}
