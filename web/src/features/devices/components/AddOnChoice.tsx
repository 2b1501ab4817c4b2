// Optional add-ons (the public site's AddOnCard, with a checkbox), and how many are chosen at what cost.
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Box, Checkbox, FormControlLabel, Grid, Typography } from '@mui/material';
import { addOnsTotalCents, formatCents, type AddOn } from '@protect/domain';
import { AddOnCard } from '../../../components/AddOnCard';
import { chosenAddOns, type DeviceDetailsValues } from '../utils/registration';

/** "2 selected · $4.98/mo" */
export function addOnsSelectedText(chosen: readonly AddOn[]): string {
  return `${chosen.length} selected · ${formatCents(addOnsTotalCents(chosen))}/mo`;
}

export function AddOnChoice({
  form,
  addOns,
}: {
  form: UseFormReturn<DeviceDetailsValues>;
  addOns: readonly AddOn[];
}) {
  return (
    <Controller
      control={form.control}
      name="selectedAddOns"
      render={({ field }) => {
        const ids = field.value;
        const chosen = chosenAddOns(addOns, ids);
        const toggle = (id: string, on: boolean) =>
          field.onChange(on ? [...ids, id] : ids.filter((other) => other !== id));
        return (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Box
              component="legend"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'baseline',
                mb: 2,
                p: 0,
                width: '100%',
              }}
            >
              <Typography component="span" variant="h3">
                Optional Add-ons
              </Typography>
              <Typography
                component="span"
                color="textSecondary"
                data-testid="addons-selected"
                aria-live="polite"
              >
                {addOnsSelectedText(chosen)}
              </Typography>
            </Box>
            <Grid container spacing={2}>
              {addOns.map((addOn) => {
                const on = ids.includes(addOn.id);
                return (
                  <Grid key={addOn.id} size={{ xs: 12, sm: 4 }}>
                    <AddOnCard
                      addOn={addOn}
                      selected={on}
                      action={
                        <FormControlLabel
                          control={
                            <Checkbox
                              checked={on}
                              onChange={(event) => toggle(addOn.id, event.target.checked)}
                            />
                          }
                          label={`Add ${addOn.name}`}
                          sx={{ mt: 1, ml: -1 }}
                        />
                      }
                    />
                  </Grid>
                );
              })}
            </Grid>
          </Box>
        );
      }}
    />
  );
}
