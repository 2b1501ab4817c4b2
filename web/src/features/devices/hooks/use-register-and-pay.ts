// Step 2's payment, as the customer lives it: photos uploaded, card turned into a payment method, the
// registration sent with an Idempotency-Key, the bank's 3-D Secure step when asked, and every refusal told
// in the spec's words (spec 02 section 8 "Device registration payment").
//
// One attempt = one Idempotency-Key and one body (lib/payment-attempt.ts): a try that may not have reached
// the api is repeated as the same attempt, so it can never charge twice; after a definitive refusal, or
// when the customer changes the card or any detail, the next Pay is a new attempt.
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  PAYMENT_MESSAGES,
  REGISTER_DEVICE_MESSAGES,
  registrationPaymentErrorMessage,
  type BillingDetailsForm,
  type CreateSubscriptionWithDeviceBody,
} from '@protect/domain';
import {
  type CardFieldHandle,
  type CardPaymentFieldsProps,
  billingDetailsOf,
} from '../../../components/card-field';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { closeNotification, notify, notifySuccess } from '../../../lib/notify';
import { CardActionError, PaymentAttempts, sendAttempt } from '../../../lib/payment-attempt';
import { useSession } from '../../../lib/session';
import { createSubscriptionWithDevice, declineCode } from '../api/create-subscription-with-device';
import { uploadDeviceImages, type DeviceImageUrls } from '../api/upload-device-images';
import {
  registrationRequest,
  type DeviceDetailsValues,
  type RegistrationQuote,
} from '../utils/registration';

export interface DevicePhotos {
  front: File | null;
  back: File | null;
}

// One 'Payment failed' toast at a time, gone as soon as the customer pays again.
const FAILED_TOAST_KEY = 'registration-payment-failed';

/** The catalogue queries: a 'price_changed' refusal reloads them so the page shows today's prices. */
const CATALOGUE_KEYS = [['plans'], ['addons'], ['device-pricing'], ['custom-device-pricing']];

function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return registrationPaymentErrorMessage(0);
  // An answer without a message of its own ("HTTP 502") gets the spec's wording for its status.
  const serverMessage = /^HTTP \d+$/.test(error.message) ? null : error.message;
  return registrationPaymentErrorMessage(error.status, serverMessage, declineCode(error));
}

export function useRegisterAndPay(billing: UseFormReturn<BillingDetailsForm>) {
  const card = useRef<CardFieldHandle>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { busy: processing, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const [attempts] = useState(() => new PaymentAttempts<CreateSubscriptionWithDeviceBody>());
  // The photos' upload, done once per choice of photos so that a repeated try sends the same body.
  const uploaded = useRef<{ photos: DevicePhotos; urls: DeviceImageUrls } | null>(null);

  const imageUrlsFor = async (photos: DevicePhotos): Promise<DeviceImageUrls> => {
    const done = uploaded.current;
    if (done && done.photos.front === photos.front && done.photos.back === photos.back)
      return done.urls;
    const urls = await uploadDeviceImages(photos.front, photos.back);
    uploaded.current = { photos, urls };
    return urls;
  };

  const refuse = (message: string) => {
    setError(message);
    notify(PAYMENT_MESSAGES.failed, {
      variant: 'error',
      key: FAILED_TOAST_KEY,
      preventDuplicate: true,
    });
  };

  const pay = (input: {
    details: DeviceDetailsValues;
    quote: RegistrationQuote;
    billing: BillingDetailsForm;
    photos: DevicePhotos;
  }): Promise<void> =>
    run(async () => {
      setError(null);
      closeNotification(FAILED_TOAST_KEY);
      if (!user) {
        setError(REGISTER_DEVICE_MESSAGES.loginRequired);
        return;
      }
      const field = card.current;
      if (!field) {
        setError(REGISTER_DEVICE_MESSAGES.paymentFieldNotMounted);
        return;
      }
      const images = await imageUrlsFor(input.photos);
      const request = registrationRequest(input.details, input.quote, input.billing, images);
      const current = await attempts.attemptFor(request, async () => {
        const method = await field.createPaymentMethod(billingDetailsOf(input.billing));
        // The card field shows what is wrong with the card under itself.
        if ('error' in method) return null;
        return { ...request, paymentMethodId: method.paymentMethodId };
      });
      if (!current) return;

      try {
        // Through the 3-D Secure step when the bank asks; sent again after it either way: the api
        // records the bank's answer, and a refused one frees the device for the customer's next try.
        await sendAttempt(
          () => createSubscriptionWithDevice(current.body, current.key),
          (secret) => field.confirmCardAction(secret),
        );
        attempts.succeeded();
        notifySuccess(REGISTER_DEVICE_MESSAGES.success);
        // The customer's devices, subscriptions and payments changed: whatever shows them reloads.
        void queryClient.invalidateQueries({ refetchType: 'none' });
        void navigate(paths.customer.dashboard.getHref());
      } catch (failure) {
        attempts.failed(failure);
        // A failed 3-D Secure step is told in the card field's words; the api's answer is its cause.
        const answer = failure instanceof CardActionError ? failure.cause : failure;
        if (answer instanceof ApiError && answer.code === 'price_changed')
          for (const queryKey of CATALOGUE_KEYS) void queryClient.invalidateQueries({ queryKey });
        refuse(failure instanceof CardActionError ? failure.message : failureMessage(failure));
      }
    });

  const fields: CardPaymentFieldsProps = {
    billing,
    card,
    busy: processing,
    /** The next Pay uses the card as it is now. */
    onCardChange: attempts.onCardChange,
    required: true,
  };
  return { pay, processing, error, fields };
}
