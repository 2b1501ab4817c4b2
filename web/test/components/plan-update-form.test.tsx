// 'Update Your Plan' (web/src/features/subscription/components/PlanUpdateForm.tsx): the plans priced for
// the device, the preview of the new monthly price and of what is due today, and the change it asks for.
import { screen, within } from '@testing-library/react';
import {
  type DevicePricing,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionUpdateForm,
  addOnFromWire,
  devicePricingFromWire,
  planFromWire,
} from '@protect/domain';
import { subscriptionFromWire } from '../../src/api/subscription-from-wire';
import { PlanUpdateForm } from '../../src/features/subscription/components/PlanUpdateForm';
import { displayPlans } from '../../src/lib/catalogue-display';
import { aSubscription, anAddOn, basicPlan, iPhone, premiumPlan } from './support/wire';
import { renderScreen } from './support/render';

// Mid-period in a 30-day June: an upgrade's cover starts tomorrow, so today it costs 14/30 of the difference.
const now = new Date('2026-06-16T00:00:00.000Z');
const subscription = subscriptionFromWire(
  aSubscription({ periodStart: '2026-06-01', nextBilling: '2026-07-01' }),
);
const plans = displayPlans([planFromWire(basicPlan), planFromWire(premiumPlan)], 'quote');
const cloudBackup = addOnFromWire(anAddOn());

function showForm({
  device = devicePricingFromWire(iPhone) as DevicePricing | null,
  initialPlanId = '1',
  covering = subscription,
} = {}) {
  const onSubmit = jest.fn<void, [SubscriptionUpdateForm]>();
  const view = renderScreen(
    <PlanUpdateForm
      subscription={covering}
      plans={plans}
      addOns={[cloudBackup]}
      device={device}
      initialPlanId={initialPlanId}
      submitting={false}
      now={now}
      onCancel={() => undefined}
      onSubmit={onSubmit}
    />,
  );
  return { ...view, onSubmit };
}

const preview = () => within(screen.getByTestId('plan-preview'));

describe('the plan update form', () => {
  it('when it opens on the current plan, then the plans are priced for the device and updating is refused until something changes', () => {
    showForm();

    expect(screen.getByRole('radio', { name: /Basic Plan.*\$9\.99\/month/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Premium Plan.*\$19\.99\/month/ })).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Update Subscription' }).disabled,
    ).toBe(true);
    expect(
      screen.getByText('Choose a different plan or add-ons to update your subscription.'),
    ).toBeTruthy();
  });

  it('when the person picks a dearer plan and an add-on, then the preview shows the new total, what is due today and the price from the next billing date, and that change is sent', async () => {
    const { user, onSubmit } = showForm();

    await user.click(screen.getByRole('radio', { name: /Premium Plan/ }));
    await user.click(screen.getByRole('checkbox', { name: /Cloud Backup/ }));

    // $19.99 + $2.99 a month; 14/30 of the $12.99 difference, for the days from tomorrow to July 1.
    expect(preview().getByTestId('preview-total').textContent).toBe('$22.98');
    expect(preview().getByText('Due today')).toBeTruthy();
    expect(preview().getByTestId('preview-due-today').textContent).toBe('$6.06');
    expect(preview().getByText('From July 1, 2026')).toBeTruthy();
    expect(preview().getByText('$22.98/month')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Update Subscription' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      planType: '2',
      selectedAddons: ['addon-cloud'],
    });
  });

  it('when the device has no price record, then no plan can be chosen, the preview says the spec\'s "unable to quote" and updating is refused', () => {
    showForm({ device: null });

    expect(screen.getAllByText('Not available for this device')).toHaveLength(2);
    expect(preview().getByText(SUBSCRIPTION_MESSAGES.unableToQuote)).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Update Subscription' }).disabled,
    ).toBe(true);
  });

  it('when a family covers two devices and the person picks a one-device plan, then the preview says to remove devices first and updating is refused', async () => {
    const [first] = subscription.devices;
    const family = {
      ...subscription,
      devices: [first!, { ...first!, id: 'dev-2', imei: '356938035643809', model: 'iPad' }],
    };
    const { user } = showForm({ covering: family });

    await user.click(screen.getByRole('radio', { name: /Premium Plan/ }));

    expect(preview().getByTestId('preview-device-refusal').textContent).toBe(
      'Remove devices until one is left before moving to a plan that covers one device.',
    );
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Update Subscription' }).disabled,
    ).toBe(true);
  });
});
