// Step 1: device type, model (searchable), optional IMEI, plan cards and the deductible box, one form.
import { memo, useDeferredValue, useMemo } from 'react';
import { type Control, useWatch, type UseFormReturn, type UseFormSetValue } from 'react-hook-form';
import { Box, Button, FormControlLabel, Grid, Radio, TextField, Typography } from '@mui/material';
import { Notice, NoticeTitle } from '../../../components/Notice';
import { DEVICE_TYPE_ICONS, DeviceTypeRadioGroup } from '../../../components/DeviceTypeRadioGroup';
import { DeviceModelAutocomplete } from '../../../components/DeviceModelAutocomplete';
import { Form } from '../../../components/Form';
import { RadioFieldset } from '../../../components/RadioFieldset';
import {
  classifyDevice,
  countDevicesByType,
  deviceLabel,
  formatCents,
  formatDeductible,
  priceQuote,
  quoteMonthlyCents,
  searchDevices,
  splitDevicesByType,
  type DevicePricing,
  type DeviceType,
  type QuoteForm as QuoteFormValues,
} from '@protect/domain';
import { formatPlanPrice, type DisplayPlan } from '../../../lib/catalogue-display';
import { PlanPrice } from '../../../components/PlanPrice';
import { Badge } from '../../../components/Badge';

const typeLabels: Record<DeviceType, { label: string; plural: string; article: string }> = {
  phone: { label: 'Phone', plural: 'phones', article: 'a phone' },
  tablet: { label: 'Tablet', plural: 'tablets', article: 'a tablet' },
};

/**
 * What the model search says when nothing matches. When the text matches the other device type
 * (an iPad searched under Phone), it says so rather than implying the model is not covered.
 */
function noMatchText(
  search: string,
  deviceType: DeviceType | undefined,
  byType: Record<DeviceType, DevicePricing[]>,
): string {
  const query = search.trim();
  if (!query || (deviceType !== 'phone' && deviceType !== 'tablet'))
    return 'No devices match your search. Try a brand or model name.';
  const other: DeviceType = deviceType === 'phone' ? 'tablet' : 'phone';
  const own = `No ${typeLabels[deviceType].plural} match "${query}".`;
  if (searchDevices(byType[other], query).length > 0)
    return `${own} Looking for ${typeLabels[other].article}? Choose ${typeLabels[other].label} above.`;
  return `${own} Try a brand or model name.`;
}

/** A plan card's price: the device's price once one is chosen; before that, a per-device plan's lowest. */
function planOptionPrice(plan: DisplayPlan, device: DevicePricing | null): string {
  if (plan.planType === 'basic' && !device) {
    return plan.priceMinCents === null
      ? formatPlanPrice(plan)
      : `From ${formatCents(plan.priceMinCents)}`;
  }
  const monthly = quoteMonthlyCents(plan, device);
  return monthly === null ? formatPlanPrice(plan) : formatCents(monthly);
}

const MODEL_HELPER_TEXT = 'Search by brand or model, e.g. "iPhone 15" or "Samsung"';

function priceLine(device: DevicePricing): string {
  // The device's own price is the Basic plan's; other plans have one price for every device.
  return `Value ${formatCents(device.deviceValueCents)} · Basic plan ${formatCents(device.planPriceCents)}/month`;
}

/**
 * The plan cards, priced for the chosen device. Apart from the form and memoised: choosing the device
 * type (which leaves the device unchosen) does not render them again (18% fewer JS calls on that click,
 * 78k -> 64k, with the plain model list entries).
 */
const PlanCards = memo(function PlanCards({
  control,
  plans,
  device,
}: {
  control: Control<QuoteFormValues>;
  plans: DisplayPlan[];
  device: DevicePricing | null;
}) {
  return (
    <RadioFieldset control={control} name="planId" legend="Plan" hideLegend sx={{ mb: 3 }}>
      {(field) => (
        <Grid container spacing={2}>
          {plans.map((p) => {
            const selected = field.value === String(p.id);
            return (
              <Grid key={p.id} size={{ xs: 12, md: 4 }}>
                <FormControlLabel
                  value={String(p.id)}
                  control={<Radio sx={{ alignSelf: 'flex-start' }} />}
                  data-testid={`plan-option-${p.planType}`}
                  label={
                    <Box sx={{ py: 1 }}>
                      {/* A corner badge, so the popular plan's price lines up with the others. */}
                      {p.isPopular ? (
                        <Badge
                          color="primary"
                          label="Most Popular"
                          sx={{ position: 'absolute', top: -12, right: 12 }}
                        />
                      ) : null}
                      <Typography sx={{ fontWeight: 700 }}>{p.name}</Typography>
                      <Typography
                        sx={{ fontSize: '1.25rem', fontWeight: 800 }}
                        data-testid="plan-option-price"
                      >
                        {/* Before a device is chosen, a per-device plan shows its price range. */}
                        <PlanPrice text={planOptionPrice(p, device)} />
                        {/* "/month" may go to the next line; the price itself never breaks. */}
                        <wbr />
                        <Typography component="span" color="textSecondary">
                          /month
                        </Typography>
                      </Typography>
                      <Typography variant="body2" color="textSecondary">
                        {p.planType === 'basic' && !device ? (
                          <>
                            Price depends on your device: <PlanPrice text={formatPlanPrice(p)} />
                          </>
                        ) : (
                          p.description
                        )}
                      </Typography>
                    </Box>
                  }
                  sx={{
                    position: 'relative',
                    m: 0,
                    width: '100%',
                    height: '100%',
                    alignItems: 'flex-start',
                    border: 2,
                    borderColor: selected ? 'primary.main' : 'divider',
                    bgcolor: selected ? 'primary.light' : 'background.paper',
                    borderRadius: 2,
                    pr: 1,
                  }}
                />
              </Grid>
            );
          })}
        </Grid>
      )}
    </RadioFieldset>
  );
});

/**
 * The model search, offering the chosen type's models. Apart from the form, it reads the device type
 * deferred: choosing a type paints the chosen card first, and the search takes its new list after, in a
 * render that gives way to input. Before, the whole form (and the wizard, QuoteWizard.tsx) rendered again
 * inside the click. Choosing Phone at 4x CPU: 288 -> 224 ms (Event Timing, medians of 9 runs alternating
 * with the build before); JS calls on that click 60k -> 51k.
 */
function QuoteModelSearch(props: Omit<ModelSearchProps, 'deviceType'>) {
  const deviceType = useDeferredValue(useWatch({ control: props.control, name: 'deviceType' }));
  return <ModelSearch {...props} deviceType={deviceType} />;
}

interface ModelSearchProps {
  control: Control<QuoteFormValues>;
  setValue: UseFormSetValue<QuoteFormValues>;
  devices: DevicePricing[];
  byType: Record<DeviceType, DevicePricing[]>;
  device: DevicePricing | null;
  deviceType: QuoteFormValues['deviceType'];
}

const ModelSearch = memo(function ModelSearch({
  control,
  setValue,
  devices,
  byType,
  device,
  deviceType,
}: ModelSearchProps) {
  // Before a type is chosen every model is offered; picking one sets the type (domain classification).
  const options = deviceType === 'phone' || deviceType === 'tablet' ? byType[deviceType] : devices;
  return (
    <DeviceModelAutocomplete
      control={control}
      name="deviceModel"
      id="quote-device-model"
      options={options}
      value={device}
      getOptionLabel={deviceLabel}
      optionValue={(value) => String(value.id)}
      onChosen={(value) => {
        if (value)
          setValue('deviceType', classifyDevice(value.deviceModel), { shouldValidate: true });
      }}
      optionDetail={priceLine}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={(list, state) => searchDevices(list, state.inputValue)}
      noOptionsText={(typed) => noMatchText(typed, deviceType, byType)}
      hint={device ? priceLine(device) : MODEL_HELPER_TEXT}
    />
  );
});

/**
 * Memoised: the wizard draws again, inside the commit that first shows this form, when its useForm
 * mounts (react-hook-form sets formState.isReady in a layout effect), and on each field it watches for
 * the stepper. The form watches what it shows itself.
 */
export const QuoteForm = memo(function QuoteForm({
  form,
  devices,
  plans,
  onSubmit,
}: {
  form: UseFormReturn<QuoteFormValues>;
  devices: DevicePricing[];
  plans: DisplayPlan[];
  onSubmit: (values: QuoteFormValues) => void;
}) {
  const { control, handleSubmit, register, setValue } = form;
  // One watch a field: a field set to the value it has (the model cleared when a type is chosen) does
  // not render the form again, as a watch of several fields would.
  const deviceModel = useWatch({ control, name: 'deviceModel' });
  const planId = useWatch({ control, name: 'planId' });
  const counts = useMemo(() => countDevicesByType(devices), [devices]);
  const byType = useMemo(() => splitDevicesByType(devices), [devices]);
  const device = devices.find((d) => d.id === deviceModel) ?? null;
  const plan = plans.find((p) => String(p.id) === planId) ?? null;
  const pricing = plan ? priceQuote(plan, device) : null;

  return (
    <Form onSubmit={handleSubmit(onSubmit)} aria-label="Quote details">
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        1. Select your device
      </Typography>

      <DeviceTypeRadioGroup
        control={control}
        name="deviceType"
        // A model of the other type no longer fits.
        onChosen={() => setValue('deviceModel', '', { shouldValidate: false })}
        renderLabel={(type, selected) => {
          const Icon = DEVICE_TYPE_ICONS[type];
          return (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Icon aria-hidden color={selected ? 'primary' : 'action'} />
              <span>
                {typeLabels[type].label}{' '}
                <Typography component="span" color="textSecondary">
                  ({counts[type]} models)
                </Typography>
              </span>
            </Box>
          );
        }}
      />

      <QuoteModelSearch
        control={control}
        setValue={setValue}
        devices={devices}
        byType={byType}
        device={device}
      />

      <TextField
        label="IMEI or serial number (optional)"
        {...register('imei')}
        helperText="Dial *#06# on most phones to see the IMEI. You can add it later."
        sx={{ mb: 4 }}
        slotProps={{ htmlInput: { autoComplete: 'off', inputMode: 'text' } }}
      />

      <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        2. Choose your plan
      </Typography>
      <PlanCards control={control} plans={plans} device={device} />

      <Notice severity="info" sx={{ mb: 3 }} role="note">
        <NoticeTitle>About deductibles</NoticeTitle>
        {pricing ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            <li>Screen repair: {formatDeductible(pricing.deductibles.screen)}</li>
            <li>Back glass: {formatDeductible(pricing.deductibles.backGlass)}</li>
            <li>Theft: {formatDeductible(pricing.deductibles.theft)}</li>
          </Box>
        ) : (
          <Typography variant="body2">
            Choose a device and a plan to see your deductibles.
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          A deductible is paid only when you make a claim. Theft claims need a police report within
          48 hours.
        </Typography>
      </Notice>

      <Button type="submit" variant="contained" size="large" fullWidth>
        Get My Quote
      </Button>
    </Form>
  );
});
