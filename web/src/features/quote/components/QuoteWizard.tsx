// The quote wizard's steps (spec 01 section 2 "Quote wizard"): its own chunk, loaded beside the page
// so the page's heading paints before the form's code (yup, the model search) has arrived.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Container } from '@mui/material';
import { Notice } from '../../../components/Notice';
import {
  QUOTE_MESSAGES,
  quoteFor,
  quoteFormSchema,
  resolveQuoteSelection,
  type DevicePricing,
  type QuoteForm as QuoteFormValues,
} from '@protect/domain';
import { useDevicePricing } from '../../../api/get-device-pricing';
import { usePlans } from '../../../api/get-plans';
import { paths } from '../../../config/paths';
import { closeNotification, notify, notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useSaveQuote } from '../api/save-quote';
import { QuoteForm } from './QuoteForm';
import { QUOTE_CONTAINER_SX, QuoteLoadingStatus } from './QuoteLoading';
import { QuoteStepper } from './QuoteStepper';
import { QuoteSummary } from './QuoteSummary';
import { writeCurrentQuote, type StoredQuote } from '../utils/current-quote';
import { COMPLETE_PAYMENT_MESSAGE, SIGNUP_TO_SAVE_MESSAGE } from '../utils/messages';

// One "generated" toast at a time, however often Get My Quote is pressed, and it goes when the
// visitor leaves /quote so it never covers the next page's heading.
const GENERATED_TOAST_KEY = 'quote-generated';
const NO_DEVICES: DevicePricing[] = [];

export default function QuoteWizard() {
  const navigate = useNavigate();
  const { user, loading: sessionLoading, settle: settleSession } = useSession();
  const devicesQuery = useDevicePricing();
  const { plans, isLoading: plansLoading, isError: plansFailed } = usePlans('quote', true);
  const devices = devicesQuery.data ?? NO_DEVICES;
  const saveQuote = useSaveQuote();
  const [quote, setQuote] = useState<StoredQuote | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const form = useForm<QuoteFormValues>({
    resolver: yupResolver(quoteFormSchema),
    defaultValues: { deviceType: undefined, deviceModel: '', planId: '', imei: '' },
  });
  // For the stepper. One watch a field: choosing the device type clears the model, which is usually
  // empty already, and a watch of several fields would render the whole wizard again for it, inside the
  // click (bench:web's quote interaction).
  const deviceModel = useWatch({ control: form.control, name: 'deviceModel' });
  const planId = useWatch({ control: form.control, name: 'planId' });

  const loading = devicesQuery.isPending || plansLoading;
  const devicesFailed = devicesQuery.isError;
  useEffect(() => {
    if (loading) return;
    if (devicesFailed && plansFailed) notifyError(QUOTE_MESSAGES.loadFailed);
    else if (devicesFailed) notifyError(QUOTE_MESSAGES.loadDevicesFailed);
    else if (plansFailed) notifyError(QUOTE_MESSAGES.loadPlansFailed);
  }, [loading, devicesFailed, plansFailed]);

  useEffect(() => () => closeNotification(GENERATED_TOAST_KEY), []);

  useEffect(() => {
    if (quote) summaryRef.current?.focus({ preventScroll: true });
  }, [quote]);

  // Saving goes one way for a customer and another for a visitor: once there is a quote to save, the
  // session is made known (the Save button waits for it).
  useEffect(() => {
    if (quote) settleSession();
  }, [quote, settleSession]);

  // One function while the lists hold: QuoteForm is memoised on it.
  const generate = useCallback(
    (values: QuoteFormValues) => {
      const selection = resolveQuoteSelection(devices, plans, values.deviceModel, values.planId);
      if (!selection.ok) {
        form.setError(selection.field, { message: selection.message }, { shouldFocus: true });
        return;
      }
      try {
        const priced = quoteFor(selection.plan, selection.device, values.imei?.trim() ?? '');
        if (!priced) {
          // A plan without a price for this device cannot be sold; the server would refuse it too.
          form.setError('planId', { message: QUOTE_MESSAGES.invalidPlan }, { shouldFocus: true });
          return;
        }
        setQuote({ ...priced, createdAt: new Date().toISOString() });
        notify(QUOTE_MESSAGES.generated, {
          variant: 'success',
          key: GENERATED_TOAST_KEY,
          preventDuplicate: true,
        });
        window.scrollTo({ top: 0 });
      } catch (error) {
        console.error('Generating the quote failed', error);
        notifyError(QUOTE_MESSAGES.generateFailed);
      }
    },
    [devices, plans, form],
  );

  const save = async () => {
    if (!quote || sessionLoading) return;
    if (!user) {
      // Kept in the browser; attached to the account at the next sign-in.
      writeCurrentQuote(quote);
      void navigate(paths.auth.signup.getHref(), { state: { message: SIGNUP_TO_SAVE_MESSAGE } });
      return;
    }
    try {
      // What the server priced is what is kept and shown from now on.
      const saved = await saveQuote.mutateAsync(quote);
      setQuote(saved);
      writeCurrentQuote(saved);
      void navigate(paths.customer.dashboard.getHref(), {
        state: { message: COMPLETE_PAYMENT_MESSAGE },
      });
    } catch {
      // The mutation's error toast has told the user; the quote stays on screen to try again.
    }
  };

  const completed = [
    Boolean(deviceModel) || Boolean(quote),
    Boolean(planId) || Boolean(quote),
    Boolean(quote),
  ];

  return (
    <Container maxWidth="md" sx={QUOTE_CONTAINER_SX}>
      <Box sx={{ mb: 4 }}>
        <QuoteStepper completed={completed} />
      </Box>
      {loading ? (
        <QuoteLoadingStatus />
      ) : devicesFailed ? (
        <Notice
          severity="error"
          action={
            <Button color="inherit" onClick={() => void devicesQuery.refetch()}>
              Try again
            </Button>
          }
        >
          {plansFailed ? QUOTE_MESSAGES.loadFailed : QUOTE_MESSAGES.loadDevicesFailed}
        </Notice>
      ) : quote ? (
        <Box ref={summaryRef} tabIndex={-1} sx={{ outline: 'none' }}>
          <QuoteSummary
            quote={quote}
            // Until the session is known, saving could wrongly treat a customer as signed out.
            saving={saveQuote.isPending || sessionLoading}
            onModify={() => setQuote(null)}
            onSave={() => void save()}
          />
        </Box>
      ) : (
        <QuoteForm form={form} devices={devices} plans={plans} onSubmit={generate} />
      )}
    </Container>
  );
}
