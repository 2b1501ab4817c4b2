// 'Current Add-ons': every add-on on offer, with its monthly price when this subscription has it, else
// 'Not active'. An add-on the subscription still pays for but that is no longer offered is listed too.
import { Box, Typography } from '@mui/material';
import { type AddOn, type PricedAddOn, formatCents } from '@protect/domain';
import { PlainList } from '../../../components/PlainList';

interface AddOnLine {
  id: string;
  name: string;
  priceCents: number | null;
}

/** Matches by id; by name too, for the built-in list shown when the add-ons cannot be loaded. */
export function addOnLines(
  available: readonly AddOn[],
  active: readonly PricedAddOn[],
): AddOnLine[] {
  const isSame = (a: { id: string; name: string }, b: { id: string; name: string }) =>
    a.id === b.id || a.name.trim().toLowerCase() === b.name.trim().toLowerCase();
  const lines: AddOnLine[] = available.map((addOn) => {
    const held = active.find((a) => isSame(a, addOn));
    return { id: addOn.id, name: addOn.name, priceCents: held ? held.monthlyPriceCents : null };
  });
  for (const held of active) {
    if (!available.some((addOn) => isSame(addOn, held)))
      lines.push({ id: held.id, name: held.name, priceCents: held.monthlyPriceCents });
  }
  return lines;
}

export function CurrentAddOns({
  available,
  active,
  isLoading,
}: {
  available: readonly AddOn[];
  active: readonly PricedAddOn[];
  isLoading: boolean;
}) {
  const lines = addOnLines(available, active);
  return (
    <section aria-labelledby="current-addons-title">
      <Typography variant="h3" id="current-addons-title" sx={{ fontSize: '1.15rem', mb: 1 }}>
        Current Add-ons
      </Typography>
      {isLoading ? (
        <Typography color="textSecondary" role="status">
          Loading add-ons...
        </Typography>
      ) : (
        <PlainList aria-labelledby="current-addons-title">
          {lines.map((line) => (
            <Box
              component="li"
              key={line.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
                py: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{line.name}</Typography>
              <Typography
                sx={{ fontWeight: 600, flexShrink: 0 }}
                color={line.priceCents === null ? 'textSecondary' : 'success'}
              >
                {line.priceCents === null ? 'Not active' : `${formatCents(line.priceCents)}/month`}
              </Typography>
            </Box>
          ))}
        </PlainList>
      )}
    </section>
  );
}
