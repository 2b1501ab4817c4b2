// 'Update Your Plan': plan radio cards priced for this subscription's device, add-on checkboxes and the
// 'Updated Plan Preview'. Every price is the domain's priceSubscription on the device's own price record,
// and what is due today the domain's pricePlanChange over this billing period: the rules the api charges
// by, so the preview is the amount the payment step will ask for.
import { useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  type SxProps,
  type Theme,
  Typography,
} from '@mui/material';
import { Notice } from '../../../components/Notice';
import {
  type AddOn,
  type DevicePricing,
  type PricedAddOn,
  type SubscriptionPricing,
  type SubscriptionUpdateForm,
  NO_ADDON_FLAGS,
  SUBSCRIPTION_MESSAGES,
  addOnFlagsFromNames,
  formatCents,
  formatDeductible,
  isoDay,
  planChangeDeviceRefusal,
  pricePlanChange,
  priceSubscription,
  subscriptionUpdateSchema,
} from '@protect/domain';
import { Form } from '../../../components/Form';
import { RadioFieldset } from '../../../components/RadioFieldset';
import { FormActions } from '../../../components/FormActions';
import type { DisplayPlan } from '../../../lib/catalogue-display';
import type { Subscription } from '../../../api/subscription-from-wire';
import { Fact, Facts } from '../../../components/Facts';
import { calendarDayLabel, formatDay } from '../../../lib/dates';
import { MonthlyAmount } from './MonthlyAmount';
import { PlanChangePanel } from './PlanChangePanel';
import { Badge } from '../../../components/Badge';

function pricedAddOn(addOn: AddOn): PricedAddOn {
  return { id: addOn.id, name: addOn.name, monthlyPriceCents: addOn.monthlyPriceCents };
}

/**
 * A plan priced for the device, or null when it cannot be: the plan has no price for it, or the device's
 * price record is unknown (a listed model no longer priced), where any figure shown would be a guess.
 */
function priceFor(
  plan: DisplayPlan,
  device: DevicePricing | null,
  addOns: readonly PricedAddOn[],
): SubscriptionPricing | null {
  return device ? priceSubscription(plan, device, addOns) : null;
}

/** A plan's or add-on's label: its name and price, then its description in grey. */
function ChoiceText({
  description,
  sx,
  children,
}: {
  description?: string | null;
  sx: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box sx={sx}>
      {children}
      {description ? (
        <Typography component="span" color="textSecondary" sx={{ display: 'block' }}>
          {description}
        </Typography>
      ) : null}
    </Box>
  );
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

export function PlanUpdateForm({
  subscription,
  plans,
  addOns,
  device,
  initialPlanId,
  submitting,
  now,
  onCancel,
  onSubmit,
}: {
  subscription: Subscription;
  /** The page's clock reading: what is due today depends on the day. */
  now: Date;
  plans: readonly DisplayPlan[];
  addOns: readonly AddOn[];
  device: DevicePricing | null;
  /** The plan selected when the form opens: ?changePlan, else the current plan. */
  initialPlanId: string;
  submitting: boolean;
  onCancel: () => void;
  onSubmit: (body: SubscriptionUpdateForm) => void;
}) {
  const currentAddOnIds = useMemo(
    () =>
      addOns.filter((a) => subscription.addOns.some((held) => held.id === a.id)).map((a) => a.id),
    [addOns, subscription.addOns],
  );
  const { control, handleSubmit } = useForm<SubscriptionUpdateForm>({
    resolver: yupResolver(subscriptionUpdateSchema),
    defaultValues: {
      planType: initialPlanId,
      addOns: { ...NO_ADDON_FLAGS },
      selectedAddons: currentAddOnIds,
    },
  });
  const [planId, selectedIds] = useWatch({ control, name: ['planType', 'selectedAddons'] });
  const selected = addOns.filter((a) => (selectedIds ?? []).includes(a.id));
  const plan = plans.find((p) => String(p.id) === planId) ?? null;
  const pricing = plan ? priceFor(plan, device, selected.map(pricedAddOn)) : null;
  const { currentPeriod, versions } = subscription;
  const change =
    pricing && currentPeriod && versions.length > 0
      ? pricePlanChange({
          versions,
          period: currentPeriod,
          terms: { monthlyTotalCents: pricing.totalMonthlyCents },
          now,
        })
      : null;
  // The api refuses a one-device plan while a family has several: say so before the customer submits.
  const deviceRefusal = plan
    ? planChangeDeviceRefusal(plan.planType, subscription.devices.length)
    : null;
  // Paying for the same plan and add-ons again would charge a month for nothing.
  const unchanged =
    planId === String(subscription.plan.id) && sameIds(selectedIds ?? [], currentAddOnIds);

  const submit = handleSubmit((values) => {
    const chosen = addOns.filter((a) => (values.selectedAddons ?? []).includes(a.id));
    onSubmit({
      planType: values.planType,
      addOns: addOnFlagsFromNames(chosen.map((a) => a.name)),
      selectedAddons: chosen.map((a) => a.id),
    });
  });

  return (
    <Card component="section" aria-labelledby="update-plan-title" sx={{ mt: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id="update-plan-title" sx={{ fontSize: '1.4rem', mb: 2 }}>
          Update Your Plan
        </Typography>
        <Form onSubmit={submit} aria-labelledby="update-plan-title">
          <RadioFieldset control={control} name="planType" legend="Plan" groupSx={{ gap: 1.5 }}>
            {(field) =>
              plans.map((option) => {
                const price = priceFor(option, device, []);
                const isSelected = field.value === String(option.id);
                const isCurrent = option.id === subscription.plan.id;
                return (
                  <FormControlLabel
                    key={option.id}
                    value={String(option.id)}
                    disabled={!price}
                    control={<Radio />}
                    label={
                      <ChoiceText description={option.description} sx={{ py: 1.5, pr: 1 }}>
                        <Box
                          sx={{
                            display: 'flex',
                            gap: 1,
                            alignItems: 'center',
                            flexWrap: 'wrap',
                          }}
                        >
                          <Typography component="span" sx={{ fontWeight: 700 }}>
                            {option.name}
                          </Typography>
                          {option.isPopular ? <Badge label="Popular" color="primary" /> : null}
                          {isCurrent ? <Badge label="Current" color="success" /> : null}
                        </Box>
                        <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                          {price
                            ? `${formatCents(price.baseMonthlyCents)}/month`
                            : 'Not available for this device'}
                        </Typography>
                      </ChoiceText>
                    }
                    sx={{
                      m: 0,
                      alignItems: 'flex-start',
                      border: 2,
                      borderColor: isSelected ? 'primary.main' : 'divider',
                      borderRadius: 2,
                      '& .MuiRadio-root': { mt: 1 },
                    }}
                  />
                );
              })
            }
          </RadioFieldset>

          {plan ? (
            <Controller
              control={control}
              name="selectedAddons"
              render={({ field }) => {
                const ids = field.value ?? [];
                return (
                  <FormControl component="fieldset" sx={{ width: '100%', mt: 3 }}>
                    <FormLabel
                      component="legend"
                      sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}
                    >
                      Optional Add-ons
                    </FormLabel>
                    <FormGroup sx={{ gap: 1 }}>
                      {addOns.map((addOn) => (
                        <FormControlLabel
                          key={addOn.id}
                          sx={{ m: 0, alignItems: 'flex-start' }}
                          control={
                            <Checkbox
                              checked={ids.includes(addOn.id)}
                              onChange={(event) =>
                                field.onChange(
                                  event.target.checked
                                    ? [...ids, addOn.id]
                                    : ids.filter((id) => id !== addOn.id),
                                )
                              }
                            />
                          }
                          label={
                            <ChoiceText description={addOn.description} sx={{ py: 1 }}>
                              <Typography component="span" sx={{ fontWeight: 600 }}>
                                {addOn.name} (+{formatCents(addOn.monthlyPriceCents)}/month)
                              </Typography>
                            </ChoiceText>
                          }
                        />
                      ))}
                    </FormGroup>
                  </FormControl>
                );
              }}
            />
          ) : null}

          {plan ? (
            <PlanChangePanel name="plan-preview" title="Updated Plan Preview" sx={{ mt: 3 }}>
              {deviceRefusal ? (
                <Notice severity="warning" sx={{ mb: 1.5 }} data-testid="preview-device-refusal">
                  {deviceRefusal}
                </Notice>
              ) : null}
              {pricing ? (
                <Facts label="Updated plan">
                  <Fact term="Base Plan">
                    {pricing.planName}: {formatCents(pricing.baseMonthlyCents)}/month
                  </Fact>
                  <Fact term="Add-ons">
                    {selected.length === 0
                      ? 'None'
                      : `${selected.map((a) => a.name).join(', ')}: ${formatCents(pricing.addOnsTotalCents)}/month`}
                  </Fact>
                  <Fact term="New Total Monthly">
                    <MonthlyAmount cents={pricing.totalMonthlyCents} testId="preview-total" />
                  </Fact>
                  <Fact term="Deductible">
                    Screen {formatDeductible(pricing.deductibles.screen)} · Back glass{' '}
                    {formatDeductible(pricing.deductibles.backGlass)} · Theft{' '}
                    {formatDeductible(pricing.deductibles.theft)}
                  </Fact>
                  {change && currentPeriod ? (
                    <>
                      <Fact term="Due today">
                        <span data-testid="preview-due-today">
                          {formatCents(change.amountDueNowCents)}
                        </span>
                      </Fact>
                      <Fact term={`From ${formatDay(currentPeriod.end, now)}`}>
                        {formatCents(change.newMonthlyTotalCents)}/month
                      </Fact>
                    </>
                  ) : null}
                </Facts>
              ) : (
                <Notice severity="warning">{SUBSCRIPTION_MESSAGES.unableToQuote}</Notice>
              )}
              {change && currentPeriod ? (
                <Typography color="textSecondary" sx={{ mt: 1.5 }} data-testid="preview-terms">
                  {change.amountDueNowCents > 0
                    ? `Due today pays the new price for the rest of this billing period, and is charged when you confirm payment on the next step. The new cover starts on ${calendarDayLabel(isoDay(change.effectiveFrom))}; your billing date does not change.`
                    : `Nothing is due today. You keep your current plan and cover until ${formatDay(currentPeriod.end, now)}, when the change takes effect.`}
                </Typography>
              ) : null}
            </PlanChangePanel>
          ) : null}

          <FormActions justify="flex-end">
            <Button variant="outlined" size="large" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={
                submitting || unchanged || deviceRefusal !== null || (plan !== null && !pricing)
              }
            >
              {submitting ? 'Updating...' : 'Update Subscription'}
            </Button>
          </FormActions>
          {unchanged ? (
            <Typography color="textSecondary" sx={{ mt: 1, textAlign: { sm: 'right' } }}>
              Choose a different plan or add-ons to update your subscription.
            </Typography>
          ) : null}
        </Form>
      </CardContent>
    </Card>
  );
}
