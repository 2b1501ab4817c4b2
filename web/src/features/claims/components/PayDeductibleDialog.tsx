// 'Pay deductible' on an approved claim whose deductible is due (the charge to the card on file was
// declined): the card field, paid as the plan change step pays (lib/payment-attempt.ts, 3-D Secure
// included). The card pays this deductible only; it does not replace the card on file.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { type PayDeductibleBody, claimNumber, formatCents } from '@protect/domain';
import { CardPaymentFields, useCardPayment } from '../../../components/card-field';
import { Form } from '../../../components/Form';
import { notifySuccess } from '../../../lib/notify';
import { paymentFailureReason } from '../../../lib/payment-attempt';
import type { CustomerClaim } from '../api/customer-claim';
import { usePayDeductible } from '../api/pay-deductible';

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
  const payment = useCardPayment<PayDeductibleBody>(failureMessage);
  const paying = usePayDeductible();
  const { busy } = payment;
  const amount = formatCents(claim.deductibleCents);
  const titleId = `pay-deductible-${claim.id}`;

  const submit = payment.submitWith(async (handle, billing) => {
    const paid = await payment.payAttempt(
      { claim: claim.id, billing },
      async () => {
        const method = await handle.createPaymentMethod(billing);
        // The card field shows what is wrong with the card under itself.
        return 'error' in method ? null : { paymentMethodId: method.paymentMethodId };
      },
      (current) =>
        paying.mutateAsync({
          claimId: claim.id,
          body: current.body,
          idempotencyKey: current.key,
          confirmCardAction: (secret) => handle.confirmCardAction(secret),
        }),
    );
    if (!paid) return;
    notifySuccess(paid.message);
    onClose();
  });

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Form onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Pay deductible {amount}</DialogTitle>
        <DialogContent>
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            Claim {claimNumber(claim)} was approved. Your card on file could not be charged the{' '}
            {amount} deductible; pay it here and the repair can go ahead. This card is charged once
            and does not replace the card on file.
          </Typography>
          <CardPaymentFields {...payment.fields} />
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
