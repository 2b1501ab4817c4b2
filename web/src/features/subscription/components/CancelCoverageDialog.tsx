// 'Cancel Coverage': says what will happen before the customer confirms. Within the 30-day money-back
// guarantee the first payment is refunded and coverage ends now; after it coverage runs to the next
// billing date and nothing more is charged. The api applies the same rule with its own clock.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { MONEY_BACK_DAYS } from '@protect/domain';
import type { Subscription } from '../../../api/subscription-from-wire';
import { formatDay } from '../../../lib/dates';

/** Whether cancelling now falls within the money-back period. */
export function withinMoneyBack(subscription: Subscription, now: Date): boolean {
  return subscription.moneyBackUntil !== null && now < subscription.moneyBackUntil;
}

export function CancelCoverageDialog({
  open,
  subscription,
  now,
  cancelling,
  onClose,
  onConfirm,
}: {
  open: boolean;
  subscription: Subscription;
  now: Date;
  cancelling: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const refund = withinMoneyBack(subscription, now);
  const { moneyBackUntil, nextBillingDate } = subscription;
  return (
    <Dialog
      open={open}
      onClose={cancelling ? undefined : onClose}
      aria-labelledby="cancel-coverage-title"
      aria-describedby="cancel-coverage-text"
    >
      <DialogTitle id="cancel-coverage-title">Cancel your coverage?</DialogTitle>
      <DialogContent id="cancel-coverage-text">
        {refund ? (
          <>
            <DialogContentText sx={{ mb: 1.5 }}>
              You are within our {MONEY_BACK_DAYS}-day money-back guarantee
              {moneyBackUntil ? ` (until ${formatDay(moneyBackUntil, now)})` : ''}.
            </DialogContentText>
            <DialogContentText>
              If you cancel now, your first payment is refunded in full to your card and your{' '}
              {subscription.device.brand} {subscription.device.model} stops being covered
              immediately.
            </DialogContentText>
          </>
        ) : (
          <DialogContentText>
            Your coverage stays active until{' '}
            {nextBillingDate
              ? formatDay(nextBillingDate, now)
              : 'the end of the month you paid for'}{' '}
            and you will not be charged again. Payments already made are not refunded: the{' '}
            {MONEY_BACK_DAYS}-day money-back guarantee has ended.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={cancelling} variant="outlined">
          Keep Coverage
        </Button>
        <Button onClick={onConfirm} disabled={cancelling} color="error" variant="contained">
          {cancelling ? 'Cancelling...' : 'Cancel Coverage'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
