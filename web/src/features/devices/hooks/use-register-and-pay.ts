// Step 2's payment, as the customer lives it: photos uploaded, card turned into a payment method, the
// registration sent with an Idempotency-Key, the bank's 3-D Secure step when asked, and every refusal told
// in the spec's words (spec 02 section 8 "Device registration payment").
//
// One attempt = one Idempotency-Key and one body. A try that may or may not have reached the api (network
// error, 5xx, 429) is repeated as the same attempt, so it can never charge twice; the 3-D Secure round trip
// is the same attempt too. After a definitive refusal (a decline, any other 4xx), or when the customer
// changes the card or any detail, the next Pay is a new attempt. After the 3-D Secure step the same request
// is sent again whatever the bank answered, so that the api can close the attempt.
import { useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  PAYMENT_MESSAGES,
  REGISTER_DEVICE_MESSAGES,
  registrationPaymentErrorMessage,
  type BillingDetailsForm,
  type CreateSubscriptionWithDeviceBody,
} from '@protect/domain';
import type { CardFieldHandle } from '../../../components/card-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { closeNotification, notify, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import {
  createSubscriptionWithDevice,
  declineCode,
  requiredAction,
} from '../api/create-subscription-with-device';
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

interface Attempt {
  key: string;
  /** The body without its payment method: a change here makes a new attempt. */
  request: string;
  body: CreateSubscriptionWithDeviceBody;
}

// One 'Payment failed' toast at a time, gone as soon as the customer pays again.
const FAILED_TOAST_KEY = 'registration-payment-failed';

/** How many times one Pay may go through the 3-D Secure step before giving up. */
const MAX_ACTION_ROUNDS = 2;

/** The catalogue queries: a 'price_changed' refusal reloads them so the page shows today's prices. */
const CATALOGUE_KEYS = [['plans'], ['addons'], ['device-pricing'], ['custom-device-pricing']];

function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return registrationPaymentErrorMessage(0);
  // An answer without a message of its own ("HTTP 502") gets the spec's wording for its status.
  const serverMessage = /^HTTP \d+$/.test(error.message) ? null : error.message;
  return registrationPaymentErrorMessage(error.status, serverMessage, declineCode(error));
}

/** A try that may not have reached the api, or was not handled: the same attempt may be sent again. */
function mayRepeat(error: unknown): boolean {
  return (
    !(error instanceof ApiError) ||
    error.status === 0 ||
    error.status === 429 ||
    error.status >= 500
  );
}

export function useRegisterAndPay(card: RefObject<CardFieldHandle | null>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const attempt = useRef<Attempt | null>(null);
  const cardChanged = useRef(false);
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

  const refuse = (message: string, { keepAttempt }: { keepAttempt: boolean }) => {
    if (!keepAttempt) attempt.current = null;
    setError(message);
    notify(PAYMENT_MESSAGES.failed, {
      variant: 'error',
      key: FAILED_TOAST_KEY,
      preventDuplicate: true,
    });
  };

  const pay = async (input: {
    details: DeviceDetailsValues;
    quote: RegistrationQuote;
    billing: BillingDetailsForm;
    photos: DevicePhotos;
  }): Promise<void> => {
    if (busy.current) return;
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
    busy.current = true;
    setProcessing(true);
    try {
      const images = await imageUrlsFor(input.photos);
      const request = registrationRequest(input.details, input.quote, input.billing, images);
      const requestKey = JSON.stringify(request);
      let current = attempt.current;
      if (!current || current.request !== requestKey || cardChanged.current) {
        const method = await field.createPaymentMethod({
          name: input.billing.nameOnCard.trim(),
          zip: input.billing.zipCode.trim(),
        });
        // The card field shows what is wrong with the card under itself.
        if ('error' in method) return;
        current = {
          key: crypto.randomUUID(),
          request: requestKey,
          body: { ...request, paymentMethodId: method.paymentMethodId },
        };
        attempt.current = current;
        cardChanged.current = false;
      }

      // Set when the customer could not confirm the payment with their bank (3-D Secure).
      let notConfirmed: string | null = null;
      for (let round = 0; ; round += 1) {
        try {
          await createSubscriptionWithDevice(current.body, current.key);
          attempt.current = null;
          notifySuccess(REGISTER_DEVICE_MESSAGES.success);
          // The customer's devices, subscriptions and payments changed: whatever shows them reloads.
          void queryClient.invalidateQueries({ refetchType: 'none' });
          void navigate(paths.customer.dashboard.getHref());
          return;
        } catch (failure) {
          const action = requiredAction(failure);
          if (action && notConfirmed === null && round < MAX_ACTION_ROUNDS) {
            const confirmed = await field.confirmCardAction(action.payment_intent_client_secret);
            if ('error' in confirmed) notConfirmed = confirmed.error;
            // Sent again either way: the api records the bank's answer, and a refused one frees the
            // device for the customer's next try.
            continue;
          }
          if (failure instanceof ApiError && failure.code === 'price_changed')
            for (const queryKey of CATALOGUE_KEYS) void queryClient.invalidateQueries({ queryKey });
          refuse(notConfirmed ?? failureMessage(failure), {
            keepAttempt: notConfirmed === null && mayRepeat(failure),
          });
          return;
        }
      }
    } finally {
      busy.current = false;
      setProcessing(false);
    }
  };

  return {
    pay,
    processing,
    error,
    /** The card field's onChange: the next Pay uses the card as it is now. */
    onCardChange: () => {
      cardChanged.current = true;
    },
  };
}
