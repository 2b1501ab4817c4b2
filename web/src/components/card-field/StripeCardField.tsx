// Stripe mode: Stripe Elements' card input. CardField imports this module with import() only when the api
// says payments go through Stripe, so Stripe.js is never downloaded by public pages or in sandbox mode.
import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { Box, FormHelperText, FormLabel, useTheme } from '@mui/material';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { cardActionErrorMessage, cardInputErrorMessage } from './card-errors';
import { CardFieldLoading, CardFieldNotReady } from './CardFieldStatus';
import { CARD_FIELD_MESSAGES } from './messages';
import type { CardFieldHandle } from './types';

interface StripeCardFieldProps {
  ref: Ref<CardFieldHandle>;
  publishableKey: string;
  disabled?: boolean;
  onChange?: () => void;
}

// One Stripe.js instance per key for the whole visit: Elements must keep the same promise across renders.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

const notReady = { error: CARD_FIELD_MESSAGES.notReady };

export default function StripeCardField({ publishableKey, ...props }: StripeCardFieldProps) {
  const stripe = stripeFor(publishableKey);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let active = true;
    stripe.then(
      (loaded) => {
        if (active) setState(loaded ? 'ready' : 'failed');
      },
      () => {
        if (active) setState('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [stripe]);

  if (state === 'failed') return <CardFieldNotReady />;
  if (state === 'loading') return <CardFieldLoading />;
  return (
    <Elements stripe={stripe}>
      <StripeCardInput {...props} />
    </Elements>
  );
}

function StripeCardInput({
  ref,
  disabled = false,
  onChange,
}: Omit<StripeCardFieldProps, 'publishableKey'>) {
  const theme = useTheme();
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);

  useImperativeHandle(
    ref,
    () => ({
      createPaymentMethod: async ({ name, zip }) => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return notReady;
        const result = await stripe.createPaymentMethod({
          type: 'card',
          card,
          billing_details: { name, address: { postal_code: zip } },
        });
        if (result.error) {
          const message = cardInputErrorMessage(result.error);
          setError(message);
          card.focus();
          return { error: message };
        }
        return { paymentMethodId: result.paymentMethod.id };
      },
      confirmCardAction: async (clientSecret) => {
        if (!stripe) return notReady;
        const result = await stripe.confirmCardPayment(clientSecret);
        if (result.error) return { error: cardActionErrorMessage(result.error) };
        // The api records the payment on the next try of the same request, from the intent's status.
        return { ok: true };
      },
    }),
    [stripe, elements],
  );

  return (
    <Box data-testid="card-field" data-mode="stripe">
      <FormLabel
        component="div"
        sx={{ display: 'block', mb: 1, fontWeight: 600, color: 'text.primary' }}
      >
        Card details
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : focused ? 'primary.main' : 'divider',
          borderRadius: 1,
          px: 1.5,
          py: 2,
          bgcolor: disabled ? 'action.hover' : 'background.paper',
        }}
      >
        <CardElement
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(event) => {
            setError(event.error ? cardInputErrorMessage(event.error) : null);
            onChange?.();
          }}
          options={{
            disabled,
            // The page asks for the ZIP/postal code beside the name on the card.
            hidePostalCode: true,
            style: {
              base: {
                fontSize: '16px',
                color: theme.palette.text.primary,
                fontFamily: theme.typography.fontFamily,
                '::placeholder': { color: theme.palette.text.secondary },
              },
              invalid: { color: theme.palette.error.main },
            },
          }}
        />
      </Box>
      <FormHelperText error aria-live="polite" sx={{ minHeight: 20, mx: 1.5 }}>
        {error ?? ''}
      </FormHelperText>
    </Box>
  );
}
