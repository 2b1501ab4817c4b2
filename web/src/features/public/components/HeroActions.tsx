// The buttons of a band in the brand's gradient (the home and services pages' openings, the closing call to
// action), apart from the closing band itself, which the home page draws only below its hero.
import { Button, Stack, type SxProps, type Theme } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** A button of the call to action: an in-app route (to) or an outside address such as a mailto (href). */
export type CallToActionLink = { label: string } & (
  { to: string; href?: never } | { href: string; to?: never }
);

/** The opening band's main button on the home and services pages. */
export const instantQuoteAction: CallToActionLink = {
  label: 'Get Instant Quote',
  to: paths.quote.getHref(),
};

/**
 * The buttons of a band in the brand's gradient: the first is the main one (filled white), the others
 * outlined; side by side from tablet width.
 */
export function HeroActions({
  actions,
  sx,
}: {
  actions: readonly CallToActionLink[];
  sx?: SxProps<Theme>;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={sx}>
      {actions.map((action, index) => {
        const look =
          index === 0
            ? ({
                variant: 'contained',
                sx: {
                  color: 'primary.dark',
                  bgcolor: 'common.white',
                  '&:hover': { bgcolor: 'primary.light' },
                },
              } as const)
            : ({ variant: 'outlined' } as const);
        return action.to !== undefined ? (
          <Button
            key={action.label}
            component={RouterLink}
            to={action.to}
            color="inherit"
            size="large"
            {...look}
          >
            {action.label}
          </Button>
        ) : (
          <Button key={action.label} href={action.href} color="inherit" size="large" {...look}>
            {action.label}
          </Button>
        );
      })}
    </Stack>
  );
}
