// Step 2, 'Update Payment': the card form. With a plan change waiting it pays that change (the new
// monthly amount) and the api applies it; without one it only replaces the card future months go to.
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Box, Button, Card, CardContent, Grid, TextField, Typography } from '@mui/material';
import {
  type BillingDetailsForm,
  SUBSCRIPTION_MESSAGES,
  billingDetailsSchema,
  centsToDollars,
  formatCents,
  paymentRequestError,
} from '@protect/domain';
import { CardField, type CardFieldHandle } from '../../../components/card-field';
import { Form } from '../../../components/Form';
import { ApiError } from '../../../lib/api-client';
import { notifyApiError, notifyError } from '../../../lib/notify';
import { usePayPlanChange } from '../api/pay-plan-change';
import type { PendingChange, Subscription } from '../api/subscription-from-wire';
import { useUpdatePaymentMethod } from '../api/update-payment-method';
import { Fact, Facts } from './Facts';

export type PaymentOutcome =
  { kind: 'planChangePaid'; chargedCents: number } | { kind: 'cardUpdated'; message: string };

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Please try again.';
}

export function PaymentStep({
  subscription,
  change,
  onBack,
  onDone,
}: {
  subscription: Subscription;
  /** The plan change this step pays for; null when only the card is replaced. */
  change: PendingChange | null;
  onBack: () => void;
  onDone: (outcome: PaymentOutcome) => void;
}) {
  const card = useRef<CardFieldHandle>(null);
  const [busy, setBusy] = useState(false);
  const payPlanChange = usePayPlanChange(subscription.id);
  const updatePaymentMethod = useUpdatePaymentMethod(subscription.id);
  const { register, handleSubmit, formState } = useForm<BillingDetailsForm>({
    resolver: yupResolver(billingDetailsSchema),
    defaultValues: { nameOnCard: '', zipCode: '' },
  });

  const pay = async ({ nameOnCard, zipCode }: BillingDetailsForm) => {
    const handle = card.current;
    if (!handle) {
      notifyError(SUBSCRIPTION_MESSAGES.paymentSystemNotReady);
      return;
    }
    if (change) {
      const refusal = paymentRequestError(centsToDollars(change.monthlyTotalCents), change.plan.id);
      if (refusal) {
        notifyError(refusal);
        return;
      }
    }
    setBusy(true);
    try {
      const method = await handle.createPaymentMethod({ name: nameOnCard, zip: zipCode });
      if ('error' in method) {
        notifyError(`Failed to update payment: ${method.error}`);
        return;
      }
      if (change) {
        const paid = await payPlanChange.mutateAsync({
          subscriptionId: subscription.id,
          change,
          paymentMethodId: method.paymentMethodId,
          confirmCardAction: (secret) => handle.confirmCardAction(secret),
        });
        onDone({ kind: 'planChangePaid', chargedCents: paid.chargedCents });
      } else {
        const updated = await updatePaymentMethod.mutateAsync({
          paymentMethodId: method.paymentMethodId,
        });
        onDone({ kind: 'cardUpdated', message: updated.message });
      }
    } catch (error) {
      // A lapsed sign-in goes to the login page (lib/notify); anything else is this step's failure.
      if (error instanceof ApiError && error.status === 401) notifyApiError(error);
      else notifyError(`Failed to update payment: ${messageOf(error)}`);
    } finally {
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
              <Fact term="New Total Monthly">{formatCents(change.monthlyTotalCents)}/month</Fact>
            </Facts>
            <Typography sx={{ mt: 1.5 }}>
              Your card is charged {formatCents(change.monthlyTotalCents)} now, your new monthly
              amount, and the change applies once the payment succeeds.
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
          onSubmit={(event) => void handleSubmit(pay)(event)}
          aria-labelledby="update-payment-title"
        >
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 7 }}>
              <TextField
                label="Name on Card"
                autoComplete="cc-name"
                {...register('nameOnCard')}
                error={Boolean(formState.errors.nameOnCard)}
                helperText={formState.errors.nameOnCard?.message}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <TextField
                label="ZIP/Postal Code"
                autoComplete="postal-code"
                {...register('zipCode')}
                error={Boolean(formState.errors.zipCode)}
                helperText={formState.errors.zipCode?.message}
              />
            </Grid>
            <Grid size={12}>
              <CardField ref={card} disabled={busy} />
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
