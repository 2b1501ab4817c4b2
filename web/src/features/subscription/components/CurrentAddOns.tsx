// 'Current Add-ons': every add-on on offer, with its monthly price when this subscription has it, else
// 'Not active'. An add-on the subscription still pays for but that is no longer offered is listed too.
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { type AddOn, type PricedAddOn, formatCents } from '@protect/domain';

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
        <List disablePadding aria-labelledby="current-addons-title">
          {lines.map((line) => (
            <ListItem
              key={line.id}
              disableGutters
              divider
              secondaryAction={
                <Typography
                  sx={{ fontWeight: 600 }}
                  color={line.priceCents === null ? 'textSecondary' : 'success'}
                >
                  {line.priceCents === null
                    ? 'Not active'
                    : `${formatCents(line.priceCents)}/month`}
                </Typography>
              }
            >
              <ListItemText primary={line.name} sx={{ pr: 12 }} />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
