// /register-device (spec 02 sections 2, 4 and 5): the devices, plans and add-ons are loaded here, then the
// two steps (components/RegistrationSteps.tsx) take the customer from the device to the payment.
import { Suspense, lazy, useDeferredValue, useEffect } from 'react';
import { Button } from '@mui/material';
import { REGISTER_DEVICE_MESSAGES } from '@protect/domain';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { Notice } from '../../../components/Notice';
import { useFlashMessage } from '../../../hooks/use-flash-message';
import { RegisterDeviceFrame } from '../components/RegisterDeviceFrame';
import { RegisterDeviceStepper } from '../components/RegisterDeviceStepper';
import { useRegistrationCatalogue } from '../hooks/use-registration-catalogue';

// The steps are shown once the lists are in, so their code (the forms and their checks, the model search,
// the photos, the card) is fetched beside those requests rather than before the page: the page starts
// loading it when it mounts (bench:web /register-device 298.9 -> see README).
const loadRegistrationSteps = () => import('../components/RegistrationSteps');
const RegistrationSteps = lazy(() =>
  loadRegistrationSteps().then((m) => ({ default: m.RegistrationSteps })),
);

export default function RegisterDevicePage() {
  useFlashMessage();
  const catalogue = useRegistrationCatalogue();
  useEffect(() => {
    void loadRegistrationSteps();
  }, []);

  // Step 1 is a large render (device fields, plans, add-ons, photos). Drawn in a deferred render, React
  // splits it into short tasks instead of one that holds the page while the lists arrive.
  const catalogueLoading = useDeferredValue(catalogue.loading, true);
  const loading = (
    <>
      <RegisterDeviceStepper active={0} />
      <LoadingStatus label="Loading devices and plans..." py={8} />
    </>
  );

  let content;
  if (catalogueLoading) {
    content = loading;
  } else if (catalogue.devicesFailed || catalogue.plansFailed) {
    content = (
      <>
        <RegisterDeviceStepper active={0} />
        <Notice
          severity="error"
          action={
            <Button color="inherit" onClick={() => window.location.reload()}>
              Refresh
            </Button>
          }
        >
          {catalogue.devicesFailed
            ? REGISTER_DEVICE_MESSAGES.devicesLoadFailed
            : REGISTER_DEVICE_MESSAGES.plansLoadFailed}{' '}
          Please refresh the page to try again.
        </Notice>
      </>
    );
  } else {
    content = (
      <Suspense fallback={loading}>
        <RegistrationSteps catalogue={catalogue} />
      </Suspense>
    );
  }

  return <RegisterDeviceFrame>{content}</RegisterDeviceFrame>;
}
