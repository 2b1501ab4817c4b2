// 'Cancel Coverage': says what will happen before the customer confirms, as the api worked it out (domain
// cancellationOutcome): a full refund of the first payment with coverage ending now, or coverage to the end
// of the paid period with no refund, and why (after 30 days, a claim filed, or the guarantee already used
// for this device or by this customer). The api decides again when the customer confirms. The dialog sends
// the cancellation itself, so that its code loads with the dialog, not with the subscription page.
import { useRef } from 'react';
import { CircularProgress, DialogContentText, Stack } from '@mui/material';
import {
  formatCents,
  formatUsDate,
  periodEndPreviewMessage,
  refundPreviewMessage,
} from '@protect/domain';
import type { Cancellation, Subscription } from '../../../api/subscription-from-wire';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { mayRepeat, newIdempotencyKey } from '../../../lib/payment-attempt';
import { failureText, notifyError, notifySuccess } from '../../../lib/notify';
import { useCancelSubscription } from '../api/cancel-subscription';

/** The dialog's sentence for what cancelling now does. */
function cancellationSentence(cancellation: Cancellation, subscription: Subscription): string {
  if (cancellation.refund) return refundPreviewMessage(formatCents(cancellation.amountCents));
  const ends = cancellation.coverEnds ?? subscription.nextBillingDate;
  return periodEndPreviewMessage(
    ends ? formatUsDate(ends) : 'the end of the month you paid for',
    cancellation.reason,
  );
}

export function CancelCoverageDialog({
  open,
  subscription,
  checking,
  onClose,
  onCancelled,
}: {
  open: boolean;
  subscription: Subscription;
  /** The subscription is being read again, so that the refund shown is the one the api gives now. */
  checking: boolean;
  onClose: () => void;
  /** The api has cancelled: the dialog has said so and closes. */
  onCancelled: () => void;
}) {
  const cancel = useCancelSubscription(subscription.id);
  // The cancellation's Idempotency-Key, kept while a try may not have reached the api, so tapping again
  // then gets the first answer (a refund happens once) rather than 'already cancelled'.
  const cancelKey = useRef<string | null>(null);
  const confirm = () => {
    const key = cancelKey.current ?? newIdempotencyKey();
    cancelKey.current = key;
    cancel.mutate(key, {
      onSuccess: ({ message }) => {
        cancelKey.current = null;
        notifySuccess(message);
        onClose();
        onCancelled();
      },
      onError: (failure) => {
        if (!mayRepeat(failure)) cancelKey.current = null;
        notifyError(`Failed to cancel coverage: ${failureText(failure)}`);
      },
    });
  };
  const { cancellation } = subscription;
  const known = cancellation !== null && !checking;
  return (
    <ConfirmDialog
      open={open}
      titleId="cancel-coverage-title"
      title="Cancel your coverage?"
      contentId="cancel-coverage-text"
      pending={cancel.isPending}
      cancelLabel="Keep Coverage"
      confirmLabel="Cancel Coverage"
      pendingLabel="Cancelling..."
      confirmDisabled={!known}
      onCancel={onClose}
      onConfirm={confirm}
    >
      {known ? (
        <>
          <DialogContentText sx={{ mb: 1.5 }}>
            {cancellationSentence(cancellation, subscription)}
          </DialogContentText>
          <DialogContentText>
            {cancellation.refund
              ? `The refund goes back to your card, and your ${subscription.device.brand} ${subscription.device.model} stops being covered immediately.`
              : 'You will not be charged again.'}
          </DialogContentText>
        </>
      ) : (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden />
          <DialogContentText>Checking whether a refund is due...</DialogContentText>
        </Stack>
      )}
    </ConfirmDialog>
  );
}
