// Step 2, 'Update Payment': the card form. With an upgrade waiting it pays what is due today (the new
// price for the rest of the period) and the api applies it; without one it only replaces the card future
// months go to.
import { Button, Card, CardContent, Typography } from '@mui/material';
import {
  type CreatePaymentBody,
  centsToDollars,
  formatCents,
  isoDay,
  paymentRequestError,
} from '@protect/domain';
import {
  type BillingDetails,
  type CardFieldHandle,
  CardPaymentFields,
  useCardPayment,
} from '../../../components/card-field';
import { Form } from '../../../components/Form';
import { FormActions } from '../../../components/FormActions';
import { notifyError } from '../../../lib/notify';
import { paymentFailureReason } from '../../../lib/payment-attempt';
import { createPaymentBody, usePayPlanChange } from '../api/pay-plan-change';
import type { PendingChange, Subscription } from '../../../api/subscription-from-wire';
import { useUpdatePaymentMethod } from '../api/update-payment-method';
import { Fact, Facts } from '../../../components/Facts';
import { calendarDayLabel, formatDay } from '../../../lib/dates';
import { PlanChangePanel } from './PlanChangePanel';

export type PaymentOutcome =
  { kind: 'planChangePaid'; message: string } | { kind: 'cardUpdated'; message: string };

/** 'Failed to update payment: {why}', with the decline code's hint for a declined card. */
function failureMessage(error: unknown): string {
  return `Failed to update payment: ${paymentFailureReason(error)}`;
}

export function PaymentStep({
  subscription,
  change,
  now,
  onBack,
  onDone,
}: {
  subscription: Subscription;
  now: Date;
  /** The plan change this step pays for; null when only the card is replaced. */
  change: PendingChange | null;
  onBack: () => void;
  onDone: (outcome: PaymentOutcome) => void;
}) {
  // One key and one body per attempt (lib/payment-attempt.ts).
  const payment = useCardPayment<CreatePaymentBody>(failureMessage);
  const payPlanChange = usePayPlanChange(subscription.id);
  const updatePaymentMethod = useUpdatePaymentMethod(subscription.id);

  const payChange = async (
    handle: CardFieldHandle,
    pending: PendingChange,
    billing: BillingDetails,
  ): Promise<void> => {
    const refusal = paymentRequestError(centsToDollars(pending.amountDueNowCents), pending.plan.id);
    if (refusal) {
      notifyError(refusal);
      return;
    }
    const paid = await payment.payAttempt(
      { id: subscription.id, pending, billing },
      async () => {
        const method = await handle.createPaymentMethod(billing);
        // The card field shows what is wrong with the card under itself.
        if ('error' in method) return null;
        return createPaymentBody(subscription.id, pending, method.paymentMethodId);
      },
      (current) =>
        payPlanChange.mutateAsync({
          body: current.body,
          idempotencyKey: current.key,
          confirmCardAction: (secret) => handle.confirmCardAction(secret),
        }),
    );
    if (paid) onDone({ kind: 'planChangePaid', message: paid.message });
  };

  const replaceCard = async (handle: CardFieldHandle, billing: BillingDetails): Promise<void> => {
    const method = await handle.createPaymentMethod(billing);
    if ('error' in method) return;
    const updated = await updatePaymentMethod.mutateAsync({
      paymentMethodId: method.paymentMethodId,
    });
    onDone({ kind: 'cardUpdated', message: updated.message });
  };

  const submit = payment.submitWith((handle, billing) =>
    change ? payChange(handle, change, billing) : replaceCard(handle, billing),
  );
  const { busy } = payment;

  return (
    <Card component="section" aria-labelledby="update-payment-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id="update-payment-title" sx={{ fontSize: '1.4rem', mb: 1 }}>
          Update Payment
        </Typography>
        {change ? (
          <PlanChangePanel name="pending-change" title="Your plan change" sx={{ my: 2 }}>
            <Facts label="Plan change to pay">
              <Fact term="Base Plan">
                {change.plan.name}: {formatCents(change.plan.priceCents)}/month
              </Fact>
              <Fact term="Add-ons">
                {change.addOns.length === 0
                  ? 'None'
                  : change.addOns
                      .map((a) => `${a.name} ${formatCents(a.monthlyPriceCents)}`)
                      .join(', ')}
              </Fact>
              <Fact term="Due today">
                <span data-testid="due-today">{formatCents(change.amountDueNowCents)}</span>
              </Fact>
              <Fact
                term={
                  subscription.nextBillingDate
                    ? `From ${formatDay(subscription.nextBillingDate, now)}`
                    : 'New Total Monthly'
                }
              >
                {formatCents(change.newMonthlyTotalCents)}/month
              </Fact>
            </Facts>
            <Typography sx={{ mt: 1.5 }}>
              Your card is charged {formatCents(change.amountDueNowCents)} now for the rest of this
              billing period. The new cover starts on{' '}
              {calendarDayLabel(isoDay(change.effectiveFrom))}, once the payment succeeds; your
              billing date does not change.
            </Typography>
          </PlanChangePanel>
        ) : (
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            Enter the card your monthly payments should be taken from.
            {subscription.paymentMethod
              ? ' It replaces the card on file; nothing is charged now.'
              : ' Nothing is charged now.'}
          </Typography>
        )}

        <Form onSubmit={(event) => void submit(event)} aria-labelledby="update-payment-title">
          <CardPaymentFields {...payment.fields} />
          <FormActions>
            <Button variant="outlined" size="large" onClick={onBack} disabled={busy}>
              Back to Summary
            </Button>
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {busy ? 'Updating...' : 'Update Payment Method'}
            </Button>
          </FormActions>
        </Form>
      </CardContent>
    </Card>
  );
}
