// 'Pay deductible' on an approved claim whose deductible is due (the charge to the card on file was
// declined): the card field, paid as the plan change step pays (lib/payment-attempt.ts, 3-D Secure
// included). The card pays this deductible only; it does not replace the card on file.
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  TextField,
  Typography,
} from '@mui/material';
import {
  type BillingDetailsForm,
  type PayDeductibleBody,
  SUBSCRIPTION_MESSAGES,
  billingDetailsSchema,
  claimNumber,
  formatCents,
} from '@protect/domain';
import { CardField, type CardFieldHandle } from '../../../components/card-field';
import { Form } from '../../../components/Form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { notifyFailure } from '../../../lib/session-ended';
import { PaymentAttempts, paymentFailureReason } from '../../../lib/payment-attempt';
import type { CustomerClaim } from '../api/customer-claim';
import { usePayDeductible } from '../api/pay-deductible';
import { registeredField } from '../../../lib/form-field-props';

/** 'Payment failed: {why}', with the decline code's hint for a declined card. */
function failureMessage(error: unknown): string {
  return `Payment failed: ${paymentFailureReason(error)}`;
}

export function PayDeductibleDialog({
  claim,
  open,
  onClose,
}: {
  claim: CustomerClaim;
  open: boolean;
  onClose: () => void;
}) {
  const card = useRef<CardFieldHandle>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [attempts] = useState(() => new PaymentAttempts<PayDeductibleBody>());
  const paying = usePayDeductible();
  const { register, handleSubmit, formState } = useForm<BillingDetailsForm>({
    resolver: yupResolver(billingDetailsSchema),
    defaultValues: { nameOnCard: '', zipCode: '' },
  });
  const amount = formatCents(claim.deductibleCents);
  const titleId = `pay-deductible-${claim.id}`;

  const submit = async ({ nameOnCard, zipCode }: BillingDetailsForm) => {
    if (inFlight.current) return;
    const handle = card.current;
    if (!handle) {
      notifyError(SUBSCRIPTION_MESSAGES.paymentSystemNotReady);
      return;
    }
    const billing = { name: nameOnCard.trim(), zip: zipCode.trim() };
    inFlight.current = true;
    setBusy(true);
    try {
      // A repeat of an attempt that may not have reached the api sends exactly what it sent before.
      const current = await attempts.attemptFor({ claim: claim.id, billing }, async () => {
        const method = await handle.createPaymentMethod(billing);
        // The card field shows what is wrong with the card under itself.
        return 'error' in method ? null : { paymentMethodId: method.paymentMethodId };
      });
      if (!current) return;
      try {
        const paid = await paying.mutateAsync({
          claimId: claim.id,
          body: current.body,
          idempotencyKey: current.key,
          confirmCardAction: (secret) => handle.confirmCardAction(secret),
        });
        attempts.succeeded();
        notifySuccess(paid.message);
        onClose();
      } catch (error) {
        attempts.failed(error);
        throw error;
      }
    } catch (error) {
      notifyFailure(error, failureMessage(error));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Form onSubmit={(event) => void handleSubmit(submit)(event)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Pay deductible {amount}</DialogTitle>
        <DialogContent>
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            Claim {claimNumber(claim)} was approved. Your card on file could not be charged the{' '}
            {amount} deductible; pay it here and the repair can go ahead. This card is charged once
            and does not replace the card on file.
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 7 }}>
              <TextField
                label="Name on Card"
                autoComplete="cc-name"
                fullWidth
                {...registeredField(register, formState.errors, 'nameOnCard')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <TextField
                label="ZIP/Postal Code"
                autoComplete="postal-code"
                fullWidth
                {...registeredField(register, formState.errors, 'zipCode')}
              />
            </Grid>
            <Grid size={12}>
              <CardField ref={card} disabled={busy} onChange={attempts.onCardChange} />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Processing...' : `Pay ${amount}`}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
