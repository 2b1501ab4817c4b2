// /register-device's two steps, shown once the devices, plans and add-ons are in
// (pages/RegisterDevicePage.tsx): step 1 the device, plan and add-ons, step 2 the summary and the card
// payment, which starts the coverage and lands on the dashboard. Both steps' forms live here, so going
// back from step 2 keeps every value.
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { Notice } from '../../../components/Notice';
import {
  REGISTER_DEVICE_MESSAGES,
  registerDeviceSchema,
  type DevicePricing,
} from '@protect/domain';
import { useBillingDetailsForm } from '../../../components/card-field';
import { notifyError } from '../../../lib/notify';
import { customDevicePricingQuery, customModelRefusalOf } from '../api/get-custom-device-pricing';
import { DeviceDetailsStep } from './DeviceDetailsStep';
import type { ChosenPhoto, PhotoSide } from './DevicePhotosField';
import { PaymentStep } from './PaymentStep';
import { RegisterDeviceStepper } from './RegisterDeviceStepper';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useRegisterAndPay } from '../hooks/use-register-and-pay';
import type { RegistrationCatalogue } from '../hooks/use-registration-catalogue';
import {
  EMPTY_DEVICE_DETAILS,
  customPricingBody,
  isCustomModel,
  listedModelRefusal,
  quoteRegistration,
  type DeviceDetailsValues,
} from '../utils/registration';

const resolveDetails = yupResolver(
  registerDeviceSchema,
) as unknown as Resolver<DeviceDetailsValues>;
/** Step 1's check, with today's date for the purchase date rule (under 3 years old, not in the future). */
const detailsResolver: Resolver<DeviceDetailsValues> = (values, _context, options) =>
  resolveDetails(values, { now: new Date() }, options);

/** The spec's submit check for the first of these fields that is wrong, said in a toast. */
function submitCheckMessage(
  errors: FieldErrors<DeviceDetailsValues>,
  values: DeviceDetailsValues,
): string | null {
  if (errors.deviceModel) return REGISTER_DEVICE_MESSAGES.deviceModelRequired;
  if (errors.customModelName) return REGISTER_DEVICE_MESSAGES.customModelNameRequired;
  if (errors.currentValue && values.currentValue.trim() === '')
    return REGISTER_DEVICE_MESSAGES.customValueRequired;
  if (errors.planType) return REGISTER_DEVICE_MESSAGES.protectionPlanRequired;
  return null;
}

const NO_PHOTOS: Record<PhotoSide, ChosenPhoto | null> = { front: null, back: null };

export function RegistrationSteps({ catalogue }: { catalogue: RegistrationCatalogue }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<0 | 1>(0);
  const [continuing, setContinuing] = useState(false);

  const details = useForm<DeviceDetailsValues>({
    resolver: detailsResolver,
    defaultValues: EMPTY_DEVICE_DETAILS,
  });
  const billing = useBillingDetailsForm();
  const [deviceModel, customModelName, customBrand, currentValue, planType, selectedAddOns] =
    useWatch({
      control: details.control,
      name: [
        'deviceModel',
        'customModelName',
        'customBrand',
        'currentValue',
        'planType',
        'selectedAddOns',
      ],
    });
  const chosen = {
    deviceModel,
    customModelName,
    customBrand,
    currentValue,
    planType,
    selectedAddOns,
  };

  // A listed model typed as a custom one is refused here from the list already loaded (the api refuses it
  // too); any other custom model is priced by the api once its name and value stop changing for a moment.
  const listedRefusal = listedModelRefusal(chosen, catalogue.devices);
  const customBody = listedRefusal ? null : customPricingBody(chosen);
  const settledBody = useDebouncedValue(customBody, 500);
  const customQuery = useQuery(customDevicePricingQuery(settledBody));
  const settled = JSON.stringify(customBody) === JSON.stringify(settledBody);
  const customDevice: DevicePricing | null =
    customBody && settled ? (customQuery.data ?? null) : null;
  const customPricing = {
    device: customDevice,
    pending: customBody !== null && customDevice === null && !(settled && customQuery.isError),
    refusal:
      listedRefusal ?? (customBody && settled ? customModelRefusalOf(customQuery.error) : null),
  };
  const device = isCustomModel(chosen)
    ? customDevice
    : (catalogue.devices.find((d) => d.id === deviceModel) ?? null);
  const outcome = quoteRegistration(chosen, catalogue, customDevice);
  const quote = outcome.ok ? outcome.quote : null;

  const [photos, setPhotos] = useState(NO_PHOTOS);
  // The previews' object URLs, released when the page goes.
  const shownPhotos = useRef(NO_PHOTOS);
  useEffect(
    () => () => {
      for (const photo of Object.values(shownPhotos.current))
        if (photo) URL.revokeObjectURL(photo.previewUrl);
    },
    [],
  );
  const changePhoto = (side: PhotoSide, file: File | null) => {
    const before = photos[side];
    if (before) URL.revokeObjectURL(before.previewUrl);
    const next = {
      ...photos,
      [side]: file ? { file, previewUrl: URL.createObjectURL(file) } : null,
    };
    shownPhotos.current = next;
    setPhotos(next);
  };

  const payment = useRegisterAndPay(billing);

  const goToStep = (next: 0 | 1) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const continueToPayment = details.handleSubmit(
    async (values) => {
      setContinuing(true);
      try {
        let priced: DevicePricing | null = null;
        // A listed model typed as a custom one is not sent: quoteRegistration says why.
        const body = listedModelRefusal(values, catalogue.devices)
          ? null
          : customPricingBody(values);
        if (body) {
          try {
            priced = await queryClient.fetchQuery(customDevicePricingQuery(body));
          } catch (error) {
            // The query's own toast has said 'Error calculating pricing for custom device...'; the api's
            // refusal of a listed model goes on the model name too.
            const refusal = customModelRefusalOf(error);
            if (refusal)
              details.setError('customModelName', { message: refusal }, { shouldFocus: true });
            return;
          }
        }
        const checked = quoteRegistration(values, catalogue, priced);
        if (!checked.ok) {
          details.setError(checked.field, { message: checked.message }, { shouldFocus: true });
          notifyError(checked.message);
          return;
        }
        goToStep(1);
      } finally {
        setContinuing(false);
      }
    },
    (errors) => {
      const message = submitCheckMessage(errors, details.getValues());
      if (message) notifyError(message);
    },
  );

  const pay = billing.handleSubmit(async (billingValues) => {
    if (!quote) return;
    await payment.pay({
      details: details.getValues(),
      quote,
      billing: billingValues,
      photos: { front: photos.front?.file ?? null, back: photos.back?.file ?? null },
    });
  });

  let content;
  if (step === 1 && quote) {
    content = (
      <PaymentStep
        details={details.getValues()}
        quote={quote}
        payment={payment.fields}
        onBack={() => goToStep(0)}
        onSubmit={(event) => void pay(event)}
        processing={payment.processing}
        error={payment.error}
      />
    );
  } else if (step === 1 && customPricing.pending) {
    // Continue priced the custom model already; its price reaches the page a moment later.
    content = (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', gap: 2, py: 8 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Calculating your price...</Typography>
      </Box>
    );
  } else if (step === 1) {
    // The lists changed under step 2 (prices reloaded after a refusal) and the choice no longer holds.
    content = (
      <Notice
        severity="warning"
        action={
          <Button color="inherit" onClick={() => goToStep(0)}>
            Go Back &amp; Make Changes
          </Button>
        }
      >
        {outcome.ok ? null : outcome.message}
      </Notice>
    );
  } else {
    content = (
      <DeviceDetailsStep
        form={details}
        devices={catalogue.devices}
        plans={catalogue.plans}
        addOns={catalogue.addOns}
        device={device}
        customPricing={customPricing}
        quote={quote}
        photos={photos}
        onPhotoChange={changePhoto}
        onSubmit={(event) => void continueToPayment(event)}
        submitting={continuing}
      />
    );
  }

  return (
    <>
      <RegisterDeviceStepper active={step} />
      {content}
    </>
  );
}
