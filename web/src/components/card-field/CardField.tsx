// The card field of the registration and subscription pages. GET /api/payment/config says which kind:
// Stripe Elements (its code and Stripe.js are imported only then) or the offline sandbox's inputs.
import { Suspense, lazy, useImperativeHandle, useRef, type Ref } from 'react';
import { usePaymentConfig } from '../../api/get-payment-config';
import { CardFieldLoading, CardFieldNotReady } from './CardFieldStatus';
import { CARD_FIELD_MESSAGES } from './messages';
import { SandboxCardField } from './SandboxCardField';
import type { CardFieldHandle } from './types';

const StripeCardField = lazy(() => import('./StripeCardField'));

export interface CardFieldProps {
  /** The page's handle on the field: createPaymentMethod and confirmCardAction. */
  ref?: Ref<CardFieldHandle>;
  /** While the page is paying: the card cannot be edited. */
  disabled?: boolean;
  /** Called whenever the customer edits the card, e.g. to make a new payment attempt of the next try. */
  onChange?: () => void;
}

const notReady = { error: CARD_FIELD_MESSAGES.notReady };

export function CardField({ ref, disabled = false, onChange }: CardFieldProps) {
  const config = usePaymentConfig();
  // The field in use; empty while the config or Stripe.js is loading, or when either failed.
  const field = useRef<CardFieldHandle>(null);
  useImperativeHandle(
    ref,
    () => ({
      createPaymentMethod: (billing) =>
        field.current ? field.current.createPaymentMethod(billing) : Promise.resolve(notReady),
      confirmCardAction: (clientSecret) =>
        field.current ? field.current.confirmCardAction(clientSecret) : Promise.resolve(notReady),
    }),
    [],
  );

  if (config.isPending) return <CardFieldLoading />;
  if (config.isError) return <CardFieldNotReady />;
  if (config.data.mode === 'stripe') {
    if (!config.data.publishableKey) return <CardFieldNotReady />;
    return (
      <Suspense fallback={<CardFieldLoading />}>
        <StripeCardField
          ref={field}
          publishableKey={config.data.publishableKey}
          disabled={disabled}
          onChange={onChange}
        />
      </Suspense>
    );
  }
  return <SandboxCardField ref={field} disabled={disabled} onChange={onChange} />;
}
