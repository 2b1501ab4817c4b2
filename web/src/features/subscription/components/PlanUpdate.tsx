// 'Update Your Plan' as the subscription page opens it: the plans and this device's price record are read
// here, when the customer first opens the form (or arrives with ?changePlan), not with the page, which
// shows only the current plan and add-ons. 'Loading plans...' until both are in.
import type { AddOn, SubscriptionUpdateForm } from '@protect/domain';
import type { Subscription } from '../../../api/subscription-from-wire';
import { usePlans } from '../../../api/get-plans';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { Notice } from '../../../components/Notice';
import { useSubscriptionDevice } from '../../../hooks/use-subscription-device';
import { PlanUpdateForm } from './PlanUpdateForm';

export function PlanUpdate({
  subscription,
  changePlan,
  addOns,
  addOnsLoading,
  submitting,
  now,
  onCancel,
  onSubmit,
}: {
  subscription: Subscription;
  /** The plan in the address (?changePlan), if any. */
  changePlan: string | null;
  addOns: readonly AddOn[];
  addOnsLoading: boolean;
  submitting: boolean;
  now: Date;
  onCancel: () => void;
  onSubmit: (body: SubscriptionUpdateForm) => void;
}) {
  const { plans, isLoading: plansLoading } = usePlans('quote', false);
  const { device, isLoading: deviceLoading } = useSubscriptionDevice(subscription);
  if (plansLoading || addOnsLoading || deviceLoading)
    return <LoadingStatus label="Loading plans..." />;
  if (plans.length === 0)
    return (
      <Notice severity="error" sx={{ mt: 3 }}>
        Could not load plans. Please refresh the page and try again.
      </Notice>
    );
  const planIds = plans.map((p) => String(p.id));
  // ?changePlan's plan, else the current one; none when neither is on offer any more, so the form asks
  // 'Please select a plan' instead of sending a plan the api would refuse.
  const currentPlanId = String(subscription.plan.id);
  const initialPlanId =
    changePlan !== null && planIds.includes(changePlan)
      ? changePlan
      : planIds.includes(currentPlanId)
        ? currentPlanId
        : '';
  return (
    <PlanUpdateForm
      // A new ?changePlan opens a fresh form with that plan chosen.
      key={initialPlanId}
      subscription={subscription}
      plans={plans}
      addOns={addOns}
      device={device}
      initialPlanId={initialPlanId}
      submitting={submitting}
      now={now}
      onCancel={onCancel}
      onSubmit={onSubmit}
    />
  );
}
