// Step 2 of /register-device: the summary, billing info, the card and the Pay button (spec 02 section 2).
import { useEffect, useRef, type FormEventHandler, type Ref } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  TextField,
  Typography,
} from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { formatCents, type BillingDetailsForm } from '@protect/domain';
import { CardField, type CardFieldHandle } from '../../../components/card-field';
import { Form } from '../../../components/Form';
import type { DeviceDetailsValues, RegistrationQuote } from '../utils/registration';
import { RegistrationSummary } from './RegistrationSummary';
import { registeredField } from '../../../lib/form-field-props';

export function PaymentStep({
  details,
  quote,
  billing,
  cardField,
  onCardChange,
  onBack,
  onSubmit,
  processing,
  error,
}: {
  details: DeviceDetailsValues;
  quote: RegistrationQuote;
  billing: UseFormReturn<BillingDetailsForm>;
  cardField: Ref<CardFieldHandle>;
  onCardChange: () => void;
  onBack: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  processing: boolean;
  error: string | null;
}) {
  const { register, formState } = billing;
  const total = formatCents(quote.pricing.totalMonthlyCents);
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <RegistrationSummary
          details={details}
          quote={quote}
          onEdit={onBack}
          disabled={processing}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card component="section" aria-labelledby="billing-title">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Form onSubmit={onSubmit} aria-labelledby="billing-title">
              <Typography variant="h3" component="h2" id="billing-title" sx={{ mb: 2 }}>
                Billing Information
              </Typography>
              <Grid container spacing={2} sx={{ mb: 1 }}>
                <Grid size={{ xs: 12, sm: 7 }}>
                  <TextField
                    label="Name on Card"
                    required
                    disabled={processing}
                    {...registeredField(register, formState.errors, 'nameOnCard', ' ')}
                    slotProps={{ htmlInput: { autoComplete: 'cc-name' } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 5 }}>
                  <TextField
                    label="ZIP/Postal Code"
                    required
                    disabled={processing}
                    {...registeredField(register, formState.errors, 'zipCode', ' ')}
                    slotProps={{ htmlInput: { autoComplete: 'postal-code' } }}
                  />
                </Grid>
              </Grid>

              <CardField ref={cardField} disabled={processing} onChange={onCardChange} />

              {error ? (
                <Alert
                  severity="error"
                  ref={errorRef}
                  tabIndex={-1}
                  sx={{ mt: 2 }}
                  data-testid="payment-error"
                >
                  <AlertTitle>Payment failed</AlertTitle>
                  {error}
                </Alert>
              ) : null}

              <Box
                sx={{
                  display: 'flex',
                  flexDirection: { xs: 'column-reverse', sm: 'row' },
                  justifyContent: 'space-between',
                  gap: 2,
                  mt: 3,
                }}
              >
                <Button variant="outlined" size="large" onClick={onBack} disabled={processing}>
                  Go Back &amp; Make Changes
                </Button>
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={processing}
                  startIcon={<LockIcon aria-hidden />}
                >
                  {processing ? 'Processing...' : `Pay ${total} & Start Coverage`}
                </Button>
              </Box>
              <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
                You are charged {total} today and each month after; cancel within 30 days for a full
                refund.
              </Typography>
            </Form>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
