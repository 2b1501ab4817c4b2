// The Subscriptions tab's Manage modal (spec 02 sections 2 and 4): the subscription read fresh from
// GET /api/admin/subscriptions/{id}, and Set active / Set paused / Set canceled (the current status
// disabled). Cancelling stops the billing at the payment gateway and cannot be undone, so it is asked first.
import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { Notice } from '../../../components/Notice';
import {
  ADMIN_LIST_MESSAGES,
  ADMIN_SUBSCRIPTION_STATUSES,
  type AdminSubscriptionStatus,
  adminSubscriptionActionLabel,
  formatCents,
} from '@protect/domain';
import { ApiError } from '../../../lib/api-client';
import { isSessionEnded } from '../../../lib/session-ended';
import {
  fetchSubscriptionFailedMessage,
  useAdminSubscription,
  useSetSubscriptionStatus,
} from '../api/admin-subscription';
import { dateOf } from '../../../components/admin/AdminListParts';
import { Fact, Facts } from '../../../components/Facts';
import { StatusBadge } from '../../../components/StatusBadge';
import { DeviceCell } from '../../../components/admin/CustomDeviceMark';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { RetryAlert } from '../../../components/RetryAlert';
import { CustomerFact } from '../../../components/admin/CustomerFact';

export const CANCEL_SUBSCRIPTION_QUESTION =
  'Cancel this subscription? Its billing is stopped at the payment gateway and it cannot be made active again.';

const ACTION_COLOR = { active: 'success', paused: 'warning', canceled: 'error' } as const;

function ManageContent({ id, onClose }: { id: string; onClose: () => void }) {
  const subscription = useAdminSubscription(id);
  const setStatus = useSetSubscriptionStatus();
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  const change = (status: AdminSubscriptionStatus) => {
    if (status === 'canceled' && !confirmingCancel) {
      setConfirmingCancel(true);
      return;
    }
    setStatus.mutate({ id, status }, { onSuccess: onClose });
  };

  if (subscription.isPending)
    return (
      <DialogContent>
        <LoadingStatus label="Loading subscription..." py={3} />
      </DialogContent>
    );
  if (subscription.isError)
    return (
      <>
        <DialogContent>
          <RetryAlert onRetry={() => void subscription.refetch()}>
            {fetchSubscriptionFailedMessage(subscription.error)}
          </RetryAlert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </>
    );

  const sub = subscription.data;
  const ended = sub.status === 'canceled';
  const failure =
    setStatus.error instanceof ApiError && !isSessionEnded(setStatus.error)
      ? setStatus.error.message
      : null;
  return (
    <>
      <DialogContent>
        <Facts>
          <CustomerFact name={sub.user_name} email={sub.user_email} />
          <Fact term="Device">
            <DeviceCell brand={sub.device_brand} model={sub.device_model} device={sub.device} />
          </Fact>
          <Fact term="Plan">{sub.plan_name}</Fact>
          <Fact term="Monthly">{formatCents(sub.monthlyTotalCents)}</Fact>
          <Fact term="Status">
            <StatusBadge of="subscription" status={sub.status} />
          </Fact>
          <Fact term="Next billing">{ended ? '-' : dateOf(sub.nextBillingDate)}</Fact>
        </Facts>
        {ended && (
          <Notice severity="info" sx={{ mt: 2 }}>
            {ADMIN_LIST_MESSAGES.subscriptionEnded}
          </Notice>
        )}
        {confirmingCancel && (
          <Notice severity="warning" sx={{ mt: 2 }}>
            <DialogContentText component="span" sx={{ color: 'inherit' }}>
              {CANCEL_SUBSCRIPTION_QUESTION}
            </DialogContentText>
          </Notice>
        )}
        {failure && (
          <Notice severity="error" sx={{ mt: 2 }}>
            {failure}
          </Notice>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        {confirmingCancel ? (
          <>
            <Button onClick={() => setConfirmingCancel(false)} disabled={setStatus.isPending}>
              Keep subscription
            </Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => change('canceled')}
              disabled={setStatus.isPending}
            >
              {setStatus.isPending ? 'Cancelling...' : 'Yes, cancel it'}
            </Button>
          </>
        ) : (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', width: '100%' }}>
            {ADMIN_SUBSCRIPTION_STATUSES.map((status) => (
              <Button
                key={status}
                variant="outlined"
                color={ACTION_COLOR[status]}
                onClick={() => change(status)}
                disabled={ended || sub.status === status || setStatus.isPending}
              >
                {adminSubscriptionActionLabel(status)}
              </Button>
            ))}
            <Box sx={{ flexGrow: 1 }} />
            <Button onClick={onClose} disabled={setStatus.isPending}>
              Close
            </Button>
          </Stack>
        )}
      </DialogActions>
    </>
  );
}

export function ManageSubscriptionDialog({
  subscriptionId,
  onClose,
}: {
  /** The subscription to manage; null keeps the dialog closed. */
  subscriptionId: string | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={subscriptionId !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="manage-subscription-title"
    >
      <DialogTitle id="manage-subscription-title">Manage Subscription</DialogTitle>
      {subscriptionId !== null && (
        <ManageContent key={subscriptionId} id={subscriptionId} onClose={onClose} />
      )}
    </Dialog>
  );
}
