// Step 2 of /register-device: the summary, billing info, the card and the Pay button (spec 02 section 2).
import { useEffect, useRef, type FormEventHandler } from 'react';
import { Button, Card, CardContent, Grid, Typography } from '@mui/material';
import { Notice, NoticeTitle } from '../../../components/Notice';
import LockIcon from '@mui/icons-material/Lock';
import { formatCents } from '@protect/domain';
import { CardPaymentFields, type CardPaymentFieldsProps } from '../../../components/card-field';
import { Form } from '../../../components/Form';
import { FormActions } from '../../../components/FormActions';
import type { DeviceDetailsValues, RegistrationQuote } from '../utils/registration';
import { RegistrationSummary } from './RegistrationSummary';

export function PaymentStep({
  details,
  quote,
  payment,
  onBack,
  onSubmit,
  processing,
  error,
}: {
  details: DeviceDetailsValues;
  quote: RegistrationQuote;
  /** The name, ZIP code and card fields, disabled while paying. */
  payment: CardPaymentFieldsProps;
  onBack: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  processing: boolean;
  error: string | null;
}) {
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
              <CardPaymentFields {...payment} />

              {error ? (
                <Notice
                  severity="error"
                  ref={errorRef}
                  tabIndex={-1}
                  sx={{ mt: 2 }}
                  data-testid="payment-error"
                >
                  <NoticeTitle>Payment failed</NoticeTitle>
                  {error}
                </Notice>
              ) : null}

              <FormActions>
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
              </FormActions>
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
