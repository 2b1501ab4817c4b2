// Step 1 of /register-device: the device, its plan and add-ons, and optional photos (spec 02 section 2).
import { memo, useMemo, type FormEventHandler, type ReactNode } from 'react';
import { Controller, useFormState, type UseFormReturn } from 'react-hook-form';
import { Box, Button, Card, CardContent, Grid, TextField, Typography } from '@mui/material';
import {
  IMEI_LENGTH,
  countDevicesByType,
  formatCents,
  type AddOn,
  type DevicePricing,
} from '@protect/domain';
import { Form } from '../../../components/Form';
import type { DisplayPlan } from '../../../lib/catalogue-display';
import { type DeviceDetailsValues, type RegistrationQuote } from '../utils/registration';
import { AddOnChoice } from './AddOnChoice';
import { DeviceModelField } from './DeviceModelField';
import { DevicePhotosField, type ChosenPhoto, type PhotoSide } from './DevicePhotosField';
import { DeviceTypeChoice } from './DeviceTypeChoice';
import { PlanChoice } from './PlanChoice';
import { controlledField, registeredField } from '../../../lib/form-field-props';
import { DeviceConditionSelect } from '../../../components/DeviceConditionSelect';
import { useDrawnInParts } from '../../../hooks/use-drawn-in-parts';

function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Card component="section" sx={{ mb: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: lead ? 0.5 : 2 }}>
          {title}
        </Typography>
        {lead ? (
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            {lead}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}

type CustomPricing = { device: DevicePricing | null; pending: boolean; refusal: string | null };

/**
 * The device's section. Memoised (the custom model's pricing comes in as its three values, which hold
 * from one render of the page to the next), and its fields' errors come from its own subscription
 * (useFormState): the page draws again on every watched change, and the step when its next part is
 * drawn, and neither needs these fields drawn again.
 */
const DeviceInformationSection = memo(function DeviceInformationSection({
  form,
  devices,
  customDevice,
  customPending,
  customRefusal,
}: {
  form: UseFormReturn<DeviceDetailsValues>;
  devices: readonly DevicePricing[];
  customDevice: DevicePricing | null;
  customPending: boolean;
  customRefusal: string | null;
}) {
  const customPricing = { device: customDevice, pending: customPending, refusal: customRefusal };
  const { control, register } = form;
  const { errors } = useFormState({ control, name: ['serialNumber', 'purchaseDate'] });
  const counts = useMemo(() => countDevicesByType(devices), [devices]);
  return (
    <Section title="Device Information">
      <DeviceTypeChoice form={form} counts={counts} />
      <DeviceModelField form={form} devices={devices} customPricing={customPricing} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="imei"
            render={(controller) => (
              <TextField
                label="IMEI"
                required
                {...controlledField(controller, '15 digits: dial *#06# to see it')}
                // Digits only, as many as an IMEI has.
                onChange={(event) =>
                  controller.field.onChange(
                    event.target.value.replace(/\D/g, '').slice(0, IMEI_LENGTH),
                  )
                }
                slotProps={{
                  // No maxLength: a pasted '35-209900-176148-1' would be cut before its dashes
                  // are dropped; onChange keeps the first 15 digits instead.
                  htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
                }}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Serial number (optional)"
            {...registeredField(register, errors, 'serialNumber', ' ')}
            slotProps={{ htmlInput: { autoComplete: 'off' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Purchase date (optional)"
            type="date"
            {...register('purchaseDate')}
            error={Boolean(errors.purchaseDate)}
            helperText={errors.purchaseDate?.message ?? 'Devices under 3 years old can be covered'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DeviceConditionSelect control={control} name="condition" label="Device condition" />
        </Grid>
      </Grid>
    </Section>
  );
});

export function DeviceDetailsStep({
  form,
  devices,
  plans,
  addOns,
  device,
  customPricing,
  quote,
  photos,
  onPhotoChange,
  onSubmit,
  submitting,
}: {
  form: UseFormReturn<DeviceDetailsValues>;
  devices: readonly DevicePricing[];
  plans: readonly DisplayPlan[];
  addOns: readonly AddOn[];
  /** The chosen device as priced: a listed model, or the custom model once the api priced it. */
  device: DevicePricing | null;
  /** The custom model as the api priced it, whether it is being priced, or why it cannot be entered. */
  customPricing: CustomPricing;
  /** The running total, once device and plan are chosen. */
  quote: RegistrationQuote | null;
  photos: Record<PhotoSide, ChosenPhoto | null>;
  onPhotoChange: (side: PhotoSide, file: File | null) => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
}) {
  // Drawn in three parts (hooks/use-drawn-in-parts.ts): the device's section, then the plans, then the
  // add-ons, photos and total. The whole step in one commit (400 DOM nodes) was the page's longest task,
  // 230-270 ms at 4x CPU. bench:web --base, 5 runs each, three times over (with the search field's change
  // in components/DeviceModelAutocomplete.tsx): TBT 605 -> 447, 506 -> 472 and 748 -> 556 ms. The first
  // two parts are memoised, so that drawing the next part does not draw them again.
  const drawn = useDrawnInParts(3);

  return (
    <Form onSubmit={onSubmit} aria-label="Device and plan details">
      <DeviceInformationSection
        form={form}
        devices={devices}
        customDevice={customPricing.device}
        customPending={customPricing.pending}
        customRefusal={customPricing.refusal}
      />

      {drawn >= 2 ? (
        <Section
          title="Choose Your Protection Plan"
          lead={device ? undefined : 'Choose your device to see its price on every plan.'}
        >
          <PlanChoice form={form} plans={plans} device={device} />
        </Section>
      ) : null}

      {drawn === 3 ? (
        <>
          {addOns.length > 0 ? (
            <Card component="section" sx={{ mb: 3 }}>
              <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                <AddOnChoice form={form} addOns={addOns} />
              </CardContent>
            </Card>
          ) : null}

          <Section
            title="Device Photos"
            lead="Optional: photos of the front and back help us handle a claim faster."
          >
            <DevicePhotosField photos={photos} onChange={onPhotoChange} />
          </Section>

          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { xs: 'stretch', sm: 'center' },
              justifyContent: 'space-between',
              gap: 2,
            }}
          >
            <Box aria-live="polite" data-testid="monthly-total">
              {quote ? (
                <>
                  <Typography variant="body2" color="textSecondary">
                    Monthly total
                  </Typography>
                  <Typography sx={{ fontSize: '1.5rem', fontWeight: 800 }}>
                    {formatCents(quote.pricing.totalMonthlyCents)}
                    <Typography component="span" color="textSecondary">
                      /month
                    </Typography>
                  </Typography>
                </>
              ) : (
                <Typography color="textSecondary">
                  Choose a device and a plan to see your monthly total.
                </Typography>
              )}
            </Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={submitting}
              sx={{ minWidth: 240 }}
            >
              Continue to Payment
            </Button>
          </Box>
        </>
      ) : null}
    </Form>
  );
}
