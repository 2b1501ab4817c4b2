// The plan cards (the public site's PlanCard), with the price for the chosen device: a basic plan costs
// the device's own price, and shows its range until a device is chosen.
import { memo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Box, FormControlLabel, Grid, Radio } from '@mui/material';
import { formatCents, quoteMonthlyCents, type DevicePricing } from '@protect/domain';
import type { DisplayPlan } from '../../../lib/catalogue-display';
import { PlanCard } from '../../../components/PlanCard';
import { RadioFieldset } from '../../../components/RadioFieldset';
import type { DeviceDetailsValues } from '../utils/registration';

/** The plan's price for the device; undefined (the card's own price or range) before one is chosen. */
function priceFor(plan: DisplayPlan, device: DevicePricing | null): string | undefined {
  if (!device) return undefined;
  const monthly = quoteMonthlyCents(plan, device);
  return monthly === null ? undefined : formatCents(monthly);
}

/** Memoised: drawn again only when the chosen device changes (see DeviceDetailsStep). */
export const PlanChoice = memo(function PlanChoice({
  form,
  plans,
  device,
}: {
  form: UseFormReturn<DeviceDetailsValues>;
  plans: readonly DisplayPlan[];
  device: DevicePricing | null;
}) {
  return (
    <RadioFieldset control={form.control} name="planType" legend="Protection plan" hideLegend>
      {(field) => (
        <Grid container spacing={3} sx={{ pt: 1 }}>
          {plans.map((plan, index) => {
            const value = String(plan.id);
            const selected = field.value === value;
            return (
              <Grid
                key={plan.id}
                size={{ xs: 12, md: 4 }}
                data-testid={`plan-option-${plan.planType}`}
              >
                <PlanCard
                  plan={plan}
                  price={priceFor(plan, device)}
                  selected={selected}
                  action={
                    <Box
                      sx={{
                        width: '100%',
                        border: 1,
                        borderColor: selected ? 'primary.main' : 'divider',
                        bgcolor: selected ? 'primary.light' : 'transparent',
                        borderRadius: 1.5,
                      }}
                    >
                      <FormControlLabel
                        value={value}
                        control={
                          <Radio
                            slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                          />
                        }
                        label={`Choose ${plan.name}`}
                        sx={{ m: 0, width: '100%', py: 0.5, pr: 1, fontWeight: 600 }}
                      />
                    </Box>
                  }
                />
              </Grid>
            );
          })}
        </Grid>
      )}
    </RadioFieldset>
  );
});
