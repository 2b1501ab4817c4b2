// /customer/subscription/{subscriptionId}[?changePlan={planId}] (spec 02 sections 2 and 4): step 1 shows
// the subscription, edits its plan and add-ons and cancels it; step 2 pays a plan change or replaces the
// card. A plan change is held by the server (pendingChange) until it is paid.
import { Suspense, lazy, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Skeleton } from '../../../components/Skeleton';
import { type SubscriptionUpdateForm, SUBSCRIPTION_MESSAGES } from '@protect/domain';
import { useAddOns } from '../../../api/get-addons';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { failureText, notifyError, notifySuccess } from '../../../lib/notify';
import { notifyFailure } from '../../../lib/session-ended';
import { useSubscription } from '../api/get-subscription';
import { useUpdateSubscription } from '../api/update-subscription';
import { CurrentAddOns } from '../components/CurrentAddOns';
import type { PaymentOutcome } from '../components/PaymentStep';
import { SubscriptionStepper } from '../components/SubscriptionStepper';
import { SubscriptionSummary } from '../components/SubscriptionSummary';
import { RetryAlert } from '../../../components/RetryAlert';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { DocumentDownloadButton } from '../../../components/DocumentDownloadButton';
import { SubscriptionFrame } from '../components/SubscriptionFrame';

// The plan form (with the plans and the device's price record it reads), the card step and the cancel
// dialog load when first shown: step 1's summary paints without the form libraries, the catalogue and the
// card field. bench:web /customer/subscription/{id}: 289.0 -> 218.1 KB gz with the form and card lazy;
// 202.9 -> 198.9 with the catalogue read by the plan form and the add-ons a plain list.
const PlanUpdate = lazy(() =>
  import('../components/PlanUpdate').then((m) => ({ default: m.PlanUpdate })),
);
const PaymentStep = lazy(() =>
  import('../components/PaymentStep').then((m) => ({ default: m.PaymentStep })),
);
const CancelCoverageDialog = lazy(() =>
  import('../components/CancelCoverageDialog').then((m) => ({ default: m.CancelCoverageDialog })),
);

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export default function SubscriptionPage() {
  const { subscriptionId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const changePlan = searchParams.get('changePlan');
  const navigate = useNavigate();
  // One clock reading for the page: status, overdue days and the money-back period agree with each other.
  const [now] = useState(() => new Date());

  const {
    data: answer,
    error,
    errorUpdatedAt,
    isPending,
    isFetching,
    refetch,
  } = useSubscription(subscriptionId);
  // The first answer is drawn from a deferred copy, in short slices (README, "How the web build reaches
  // the screen"). From then on the page shows the live copy: a change the customer makes shows at once,
  // with the step it opens (the card step must see the plan change the server now holds).
  const drawn = useDeferredValue(answer);
  const subscription = drawn && answer;
  const { addOns, isLoading: addOnsLoading } = useAddOns();
  const update = useUpdateSubscription(subscriptionId);

  // ?step=payment (the dashboard's Update Payment Method) opens the card step.
  const [step, setStep] = useState<0 | 1>(searchParams.get('step') === 'payment' ? 1 : 0);
  // ?changePlan opens the edit form with that plan chosen.
  const [editing, setEditing] = useState(changePlan !== null);
  // Whether step 2 pays the plan change the server holds, or only replaces the card.
  const [payingChange, setPayingChange] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  // The cancel dialog is mounted from its first opening on, so that closing keeps its exit transition.
  const [cancelOpened, setCancelOpened] = useState(false);

  // Each failure is announced once, not on every render that still holds it.
  const announcedFailure = useRef(0);
  useEffect(() => {
    if (!error || announcedFailure.current === errorUpdatedAt) return;
    announcedFailure.current = errorUpdatedAt;
    if (isNotFound(error)) {
      notifyError(SUBSCRIPTION_MESSAGES.notFound);
      void navigate(paths.customer.dashboard.getHref(), { replace: true });
    } else {
      // A 401 is the app's (lib/session-ended): it has already said so and opened the login page.
      notifyFailure(error, `Failed to load subscription data: ${failureText(error)}`);
    }
  }, [error, errorUpdatedAt, navigate]);

  const goToStep = (next: 0 | 1) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const submitUpdate = (body: SubscriptionUpdateForm) => {
    update.mutate(body, {
      onSuccess: ({ dueNowCents, message }) => {
        setEditing(false);
        // Nothing due now (a downgrade): the change is already scheduled, there is nothing to pay.
        if (dueNowCents === 0) {
          notifySuccess(message);
          return;
        }
        notifySuccess(SUBSCRIPTION_MESSAGES.planUpdated);
        setPayingChange(true);
        goToStep(1);
      },
      onError: (failure) => notifyError(`Failed to update subscription: ${failureText(failure)}`),
    });
  };

  const paymentDone = (outcome: PaymentOutcome) => {
    if (outcome.kind === 'planChangePaid') {
      notifySuccess(outcome.message);
      void navigate(paths.customer.dashboard.getHref());
      return;
    }
    notifySuccess(outcome.message);
    setPayingChange(false);
    goToStep(0);
  };

  let content;
  if (subscription) {
    const active = subscription.status !== 'canceled';
    const canEdit = active && !subscription.cancelAtPeriodEnd;
    content =
      step === 0 ? (
        <>
          <SubscriptionSummary
            subscription={subscription}
            now={now}
            editing={editing && canEdit}
            canEdit={canEdit}
            onToggleEdit={() => setEditing((open) => !open)}
            onPayPendingChange={() => {
              setPayingChange(true);
              goToStep(1);
            }}
          />
          {editing && canEdit ? (
            <Suspense fallback={<LoadingStatus label="Loading plans..." />}>
              <PlanUpdate
                subscription={subscription}
                changePlan={changePlan}
                addOns={addOns}
                addOnsLoading={addOnsLoading}
                submitting={update.isPending}
                now={now}
                onCancel={() => setEditing(false)}
                onSubmit={submitUpdate}
              />
            </Suspense>
          ) : (
            <Card sx={{ mt: 3 }}>
              <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                <CurrentAddOns
                  available={addOns}
                  active={subscription.addOns}
                  isLoading={addOnsLoading}
                />
                <Box
                  sx={{
                    display: 'flex',
                    gap: 2,
                    mt: 3,
                    flexWrap: 'wrap',
                    flexDirection: { xs: 'column', sm: 'row' },
                  }}
                >
                  <Button
                    component={RouterLink}
                    to={paths.customer.dashboard.getHref()}
                    variant="outlined"
                    size="large"
                  >
                    Back to Dashboard
                  </Button>
                  <DocumentDownloadButton
                    document={{ kind: 'certificate', subscriptionId }}
                    label="Download certificate"
                    variant="outlined"
                    size="large"
                  />
                  {active ? (
                    <Button
                      variant="contained"
                      size="large"
                      onClick={() => {
                        setPayingChange(false);
                        goToStep(1);
                      }}
                    >
                      Update Payment Method
                    </Button>
                  ) : null}
                  {canEdit ? (
                    <Button
                      color="error"
                      size="large"
                      onClick={() => {
                        // Read again: a claim filed since the page loaded changes whether a refund is due.
                        setCancelOpened(true);
                        setCancelOpen(true);
                        void refetch();
                      }}
                      sx={{ ml: { sm: 'auto' } }}
                    >
                      Cancel Coverage
                    </Button>
                  ) : null}
                </Box>
              </CardContent>
            </Card>
          )}
          {cancelOpened ? (
            <Suspense fallback={null}>
              <CancelCoverageDialog
                open={cancelOpen}
                subscription={subscription}
                checking={isFetching}
                onClose={() => setCancelOpen(false)}
                onCancelled={() => setEditing(false)}
              />
            </Suspense>
          ) : null}
        </>
      ) : (
        <Suspense fallback={<Skeleton variant="rounded" height={320} sx={{ mt: 3 }} />}>
          <PaymentStep
            subscription={subscription}
            change={payingChange ? subscription.pendingChange : null}
            now={now}
            onBack={() => goToStep(0)}
            onDone={paymentDone}
          />
        </Suspense>
      );
  } else if (isPending || answer) {
    content = <LoadingStatus label="Loading subscription..." />;
  } else if (isNotFound(error)) {
    content = <Typography sx={{ py: 4 }}>{SUBSCRIPTION_MESSAGES.notFound}</Typography>;
  } else {
    content = (
      <RetryAlert onRetry={() => void refetch()}>
        Failed to load subscription data: {failureText(error)}
      </RetryAlert>
    );
  }

  return (
    <SubscriptionFrame>
      <SubscriptionStepper step={step} />
      {content}
    </SubscriptionFrame>
  );
}
