// /customer/claims's content (pages/CustomerClaimsPage.tsx asks for the devices and the claims): 'Submit
// a Claim' with a form fed by the customer's covered devices, and 'Your Claims' once there are any. A filed
// claim is put first in the list and the customer goes to the dashboard. A rejected claim offers 'Appeal
// this decision' while it may be appealed (once, within 30 days: the api's appealable_until).
import { type ReactNode, Suspense, lazy, useCallback, useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import { CLAIM_MESSAGES, type ClaimForm as ClaimFormData, formatCents } from '@protect/domain';
import { paths } from '../../../config/paths';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { notifyFailure } from '../../../lib/session-ended';
import { useSession } from '../../../lib/session';
import { fieldMessagesOf, fileClaimErrorMessage, useFileClaim } from '../api/file-claim';
import type { useClaimableDevices } from '../api/get-claimable-devices';
import type { CustomerClaim } from '../api/customer-claim';
import type { useUserClaims } from '../api/get-user-claims';
import { ClaimForm, type FieldMessages } from './ClaimForm';
import { ClaimsList } from '../../../components/ClaimsList';
import { RetryAlert } from '../../../components/RetryAlert';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { AddDeviceButton } from '../../../components/AddDeviceButton';
import { ClaimFormCard } from './ClaimFormCard';

// Both dialogs load when first opened: the card field and the dialogs stay out of the page's first load
// (bench:web /customer/claims 273.3 -> 262.1 KB gz).
const PayDeductibleDialog = lazy(() =>
  import('./PayDeductibleDialog').then((m) => ({ default: m.PayDeductibleDialog })),
);
const AppealClaimDialog = lazy(() =>
  import('./AppealClaimDialog').then((m) => ({ default: m.AppealClaimDialog })),
);

/** A claim's action: a button that opens its dialog (the dialog is made only while open). */
function ClaimAction({
  label,
  variant,
  dialog,
}: {
  label: ReactNode;
  variant: 'contained' | 'outlined';
  dialog: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        onClick={() => setOpen(true)}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {label}
      </Button>
      {open ? <Suspense fallback={null}>{dialog(() => setOpen(false))}</Suspense> : null}
    </>
  );
}

/** Whether the claim may be appealed now (the api refuses it afterwards in any case). */
const appealable = (claim: CustomerClaim, now: Date) =>
  claim.appealable_until !== null && new Date(claim.appealable_until) > now;

function NoCoveredDevices() {
  return (
    <Box sx={{ textAlign: 'center', py: 3 }} data-testid="claims-no-devices">
      <Typography variant="h4" component="p" sx={{ mb: 1 }}>
        No covered devices yet
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3, maxWidth: 520, mx: 'auto' }}>
        A claim is filed on a device with an active protection plan. Register a device and choose a
        plan to be covered.
      </Typography>
      <AddDeviceButton />
    </Box>
  );
}

export function ClaimFormAndList({
  devices,
  claims,
}: {
  devices: ReturnType<typeof useClaimableDevices>;
  claims: ReturnType<typeof useUserClaims>;
}) {
  const { user } = useSession();
  const navigate = useNavigate();
  const filing = useFileClaim();

  // Kept the same across renders: the form's fields are memoised, and the claims arriving after the
  // devices would otherwise draw the whole form again in one blocking task.
  const fileClaim = filing.mutateAsync;
  const submit = useCallback(
    async (form: ClaimFormData, photos: File[]): Promise<FieldMessages | null> => {
      if (!user) {
        notifyError(CLAIM_MESSAGES.notAuthenticated);
        return null;
      }
      try {
        await fileClaim({ userId: user.id, form, photos });
      } catch (error) {
        notifyFailure(error, fileClaimErrorMessage(error));
        return fieldMessagesOf(error);
      }
      notifySuccess(CLAIM_MESSAGES.submitted);
      void navigate(paths.customer.dashboard.getHref());
      return null;
    },
    [user, fileClaim, navigate],
  );

  // Drawn from deferred copies of the answers (README, "How the web build reaches the screen"). This
  // component often mounts after the answers: null on mount defers that first drawing too.
  const claimableDevices = useDeferredValue(devices.data ?? null, null);
  const claimList = useDeferredValue(claims.data ?? null, null) ?? [];

  return (
    <>
      <ClaimFormCard>
        {devices.isError ? (
          <RetryAlert onRetry={() => void devices.refetch()}>
            Could not load your devices.
          </RetryAlert>
        ) : !claimableDevices ? (
          <LoadingStatus label="Loading..." />
        ) : claimableDevices.length === 0 ? (
          <NoCoveredDevices />
        ) : (
          <ClaimForm devices={claimableDevices} submitting={filing.isPending} onSubmit={submit} />
        )}
      </ClaimFormCard>

      {claimList.length > 0 ? (
        <Box component="section" aria-labelledby="your-claims-title">
          <Typography variant="h2" id="your-claims-title" sx={{ mb: 2, fontSize: '1.6rem' }}>
            Your Claims
          </Typography>
          <ClaimsList
            claims={claimList}
            actionsFor={(claim) => {
              // 'Pay deductible' on an approved claim whose deductible is due, opening the card field.
              if (claim.deductible_due)
                return (
                  <ClaimAction
                    variant="contained"
                    label={`Pay deductible ${formatCents(claim.deductibleCents)}`}
                    dialog={(close) => <PayDeductibleDialog claim={claim} open onClose={close} />}
                  />
                );
              if (user && appealable(claim, new Date()))
                return (
                  <ClaimAction
                    variant="outlined"
                    label="Appeal this decision"
                    dialog={(close) => (
                      <AppealClaimDialog claim={claim} userId={user.id} onClose={close} />
                    )}
                  />
                );
              return null;
            }}
          />
        </Box>
      ) : null}
    </>
  );
}
