// /customer/claims (spec 02 section 2 "Claims screen"): the claim form and the customer's claims
// (components/ClaimFormAndList.tsx), below the page's heading.
import { Suspense, lazy } from 'react';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { useSession } from '../../../lib/session';
import { useClaimableDevices } from '../api/get-claimable-devices';
import { useUserClaims } from '../api/get-user-claims';
import { ClaimFormCard } from '../components/ClaimFormCard';
import { ClaimsFrame } from '../components/ClaimsFrame';

// The form and the list are drawn from the devices and claims asked for here, as the page mounts; their
// code (MUI's text fields and select, react-hook-form, yup, the photo field) loads beside those requests
// instead of before them. Form and list load together, so the list never moves down under a form that
// arrives after it.
const ClaimFormAndList = lazy(() =>
  import('../components/ClaimFormAndList').then((m) => ({ default: m.ClaimFormAndList })),
);

export default function CustomerClaimsPage() {
  const { user } = useSession();
  const devices = useClaimableDevices(Boolean(user));
  const claims = useUserClaims(user?.id);
  return (
    <ClaimsFrame>
      <Suspense
        fallback={
          <ClaimFormCard>
            <LoadingStatus label="Loading..." />
          </ClaimFormCard>
        }
      >
        <ClaimFormAndList devices={devices} claims={claims} />
      </Suspense>
    </ClaimsFrame>
  );
}
