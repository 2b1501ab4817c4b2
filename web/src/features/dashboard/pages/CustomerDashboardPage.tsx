import { ComingSoon } from '../../../components/ComingSoon';
import { useFlashMessage } from '../../../hooks/use-flash-message';

export default function CustomerDashboardPage() {
  useFlashMessage();
  return <ComingSoon title="My Dashboard" lead="Your devices, subscriptions and saved quotes will appear here." />;
}
