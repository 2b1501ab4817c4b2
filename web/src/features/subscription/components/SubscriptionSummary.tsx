// Step 1's facts: device, plan, status, monthly total, next billing date and card, with what is waiting
// (an upgrade to pay, a change that starts later) or ending (a cancelled subscription).
import { Button, Card, CardContent, Typography } from '@mui/material';
import { Notice } from '../../../components/Notice';
import { formatCents, isoDay } from '@protect/domain';
import type { Subscription } from '../../../api/subscription-from-wire';
import { calendarDayLabel, formatDay, onDay } from '../../../lib/dates';
import { cardLabel, statusView } from '../../../lib/subscription-display';
import { Fact, Facts } from '../../../components/Facts';
import { StatusBadge } from '../../../components/StatusBadge';
import { HeadingRow } from '../../../components/HeadingRow';
import { MonthlyAmount } from './MonthlyAmount';

export function SubscriptionSummary({
  subscription,
  now,
  editing,
  canEdit,
  onToggleEdit,
  onPayPendingChange,
}: {
  subscription: Subscription;
  now: Date;
  editing: boolean;
  canEdit: boolean;
  onToggleEdit: () => void;
  onPayPendingChange: () => void;
}) {
  const { device, plan, nextBillingDate, paymentMethod, pendingChange, scheduledChange } =
    subscription;
  const status = statusView(subscription.status, nextBillingDate, now);
  return (
    <Card component="section" aria-labelledby="subscription-summary-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <HeadingRow gap={2} sx={{ mb: 2 }}>
          <Typography variant="h2" id="subscription-summary-title" sx={{ fontSize: '1.4rem' }}>
            Subscription Summary
          </Typography>
          {canEdit ? (
            <Button variant={editing ? 'text' : 'outlined'} onClick={onToggleEdit}>
              {editing ? 'Cancel Edit' : 'Edit Plan'}
            </Button>
          ) : null}
        </HeadingRow>

        <Facts label="Subscription details">
          <Fact term="Device">
            {device.brand} {device.model}
          </Fact>
          <Fact term="IMEI">{device.imei || 'Not provided'}</Fact>
          <Fact term="Plan">{plan.name}</Fact>
          <Fact term="Status">
            <StatusBadge
              of="subscription"
              status={status.display}
              label={status.label}
              variant={status.tone === 'default' ? 'outlined' : 'filled'}
            />
          </Fact>
          <Fact term="Monthly Total">
            <MonthlyAmount
              cents={subscription.monthlyTotalCents}
              testId="subscription-monthly-total"
            />
          </Fact>
          <Fact term={subscription.cancelAtPeriodEnd ? 'Coverage Ends' : 'Next Billing Date'}>
            {subscription.status === 'canceled' || !nextBillingDate
              ? 'None'
              : formatDay(nextBillingDate, now)}
          </Fact>
          <Fact term="Payment Card">
            <span data-testid="subscription-card">
              {paymentMethod ? cardLabel(paymentMethod) : 'No card on file'}
            </span>
          </Fact>
        </Facts>

        {subscription.status === 'canceled' ? (
          <Notice severity="info" sx={{ mt: 3 }}>
            This subscription was cancelled
            {subscription.canceledAt ? ` ${onDay(subscription.canceledAt, now)}` : ''}. Your device
            is no longer covered.
          </Notice>
        ) : subscription.cancelAtPeriodEnd && nextBillingDate ? (
          <Notice severity="warning" sx={{ mt: 3 }}>
            Your coverage ends on {formatDay(nextBillingDate, now)}. You will not be charged again.
          </Notice>
        ) : null}

        {pendingChange && subscription.status !== 'canceled' ? (
          <Notice
            severity="info"
            sx={{ mt: 3 }}
            action={
              <Button color="inherit" size="small" onClick={onPayPendingChange}>
                Proceed to Payment
              </Button>
            }
          >
            Your change to the {pendingChange.plan.name} is waiting for payment:{' '}
            {formatCents(pendingChange.amountDueNowCents)} due today, then{' '}
            {formatCents(pendingChange.newMonthlyTotalCents)}/month.
          </Notice>
        ) : null}

        {scheduledChange && subscription.status !== 'canceled' ? (
          <Notice severity="info" sx={{ mt: 3 }} data-testid="scheduled-change">
            From {calendarDayLabel(isoDay(scheduledChange.effectiveFrom))}: the{' '}
            {scheduledChange.plan.name} at {formatCents(scheduledChange.monthlyTotalCents)}/month.
            Until then your current plan and cover stay as they are.
          </Notice>
        ) : null}
      </CardContent>
    </Card>
  );
}
