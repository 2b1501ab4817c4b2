import { ComingSoon } from '../../../components/ComingSoon';

export default function SubscriptionPage() {
  return <ComingSoon title="Manage Subscription" lead="Change your plan, add-ons and payment method here." />;
}
