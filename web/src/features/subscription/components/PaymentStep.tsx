// Step 2, 'Update Payment': the card form. With an upgrade waiting it pays what is due today (the new
// price for the rest of the period) and the api applies it; without one it only replaces the card future
// months go to.
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Box, Button, Card, CardContent, Grid, TextField, Typography } from '@mui/material';
import {
  type BillingDetailsForm,
  type CreatePaymentBody,
  SUBSCRIPTION_MESSAGES,
  billingDetailsSchema,
  centsToDollars,
  formatCents,
  isoDay,
  paymentRequestError,
} from '@protect/domain';
import { CardField, type CardFieldHandle } from '../../../components/card-field';
import { Form } from '../../../components/Form';
import { notifyError } from '../../../lib/notify';
import { notifyFailure } from '../../../lib/session-ended';
import { PaymentAttempts, paymentFailureReason } from '../../../lib/payment-attempt';
import { createPaymentBody, usePayPlanChange } from '../api/pay-plan-change';
import type { PendingChange, Subscription } from '../../../api/subscription-from-wire';
import { useUpdatePaymentMethod } from '../api/update-payment-method';
import { Fact, Facts } from '../../../components/Facts';
import { calendarDayLabel, formatDay } from '../../../lib/dates';
import { registeredField } from '../../../lib/form-field-props';

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
  const card = useRef<CardFieldHandle>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  // One key and one body per attempt (lib/payment-attempt.ts).
  const [attempts] = useState(() => new PaymentAttempts<CreatePaymentBody>());
  const payPlanChange = usePayPlanChange(subscription.id);
  const updatePaymentMethod = useUpdatePaymentMethod(subscription.id);
  const { register, handleSubmit, formState } = useForm<BillingDetailsForm>({
    resolver: yupResolver(billingDetailsSchema),
    defaultValues: { nameOnCard: '', zipCode: '' },
  });

  const payChange = async (
    handle: CardFieldHandle,
    pending: PendingChange,
    billing: { name: string; zip: string },
  ): Promise<void> => {
    // A repeat of an attempt that may not have reached the api sends exactly what it sent before.
    const current = await attempts.attemptFor(
      { id: subscription.id, pending, billing },
      async () => {
        const method = await handle.createPaymentMethod(billing);
        // The card field shows what is wrong with the card under itself.
        if ('error' in method) return null;
        return createPaymentBody(subscription.id, pending, method.paymentMethodId);
      },
    );
    if (!current) return;
    try {
      const paid = await payPlanChange.mutateAsync({
        body: current.body,
        idempotencyKey: current.key,
        confirmCardAction: (secret) => handle.confirmCardAction(secret),
      });
      attempts.succeeded();
      onDone({ kind: 'planChangePaid', message: paid.message });
    } catch (error) {
      attempts.failed(error);
      throw error;
    }
  };

  const replaceCard = async (
    handle: CardFieldHandle,
    billing: { name: string; zip: string },
  ): Promise<void> => {
    const method = await handle.createPaymentMethod(billing);
    if ('error' in method) return;
    const updated = await updatePaymentMethod.mutateAsync({
      paymentMethodId: method.paymentMethodId,
    });
    onDone({ kind: 'cardUpdated', message: updated.message });
  };

  const submit = async ({ nameOnCard, zipCode }: BillingDetailsForm) => {
    if (inFlight.current) return;
    const handle = card.current;
    if (!handle) {
      notifyError(SUBSCRIPTION_MESSAGES.paymentSystemNotReady);
      return;
    }
    if (change) {
      const refusal = paymentRequestError(centsToDollars(change.amountDueNowCents), change.plan.id);
      if (refusal) {
        notifyError(refusal);
        return;
      }
    }
    const billing = { name: nameOnCard.trim(), zip: zipCode.trim() };
    inFlight.current = true;
    setBusy(true);
    try {
      if (change) await payChange(handle, change, billing);
      else await replaceCard(handle, billing);
    } catch (error) {
      // A lapsed sign-in is the app's (lib/session-ended); anything else is this step's failure.
      notifyFailure(error, failureMessage(error));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="update-payment-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id="update-payment-title" sx={{ fontSize: '1.4rem', mb: 1 }}>
          Update Payment
        </Typography>
        {change ? (
          <Box
            component="section"
            aria-labelledby="pending-change-title"
            sx={{ my: 2, p: 2, borderRadius: 2, bgcolor: 'primary.light' }}
            data-testid="pending-change"
          >
            <Typography variant="h3" id="pending-change-title" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
              Your plan change
            </Typography>
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
          </Box>
        ) : (
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            Enter the card your monthly payments should be taken from.
            {subscription.paymentMethod
              ? ' It replaces the card on file; nothing is charged now.'
              : ' Nothing is charged now.'}
          </Typography>
        )}

        <Form
          onSubmit={(event) => void handleSubmit(submit)(event)}
          aria-labelledby="update-payment-title"
        >
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 7 }}>
              <TextField
                label="Name on Card"
                autoComplete="cc-name"
                {...registeredField(register, formState.errors, 'nameOnCard')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <TextField
                label="ZIP/Postal Code"
                autoComplete="postal-code"
                {...registeredField(register, formState.errors, 'zipCode')}
              />
            </Grid>
            <Grid size={12}>
              <CardField ref={card} disabled={busy} onChange={attempts.onCardChange} />
            </Grid>
          </Grid>
          <Box
            sx={{
              display: 'flex',
              gap: 2,
              mt: 3,
              justifyContent: 'space-between',
              flexDirection: { xs: 'column-reverse', sm: 'row' },
            }}
          >
            <Button variant="outlined" size="large" onClick={onBack} disabled={busy}>
              Back to Summary
            </Button>
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {busy ? 'Updating...' : 'Update Payment Method'}
            </Button>
          </Box>
        </Form>
      </CardContent>
    </Card>
  );
}
