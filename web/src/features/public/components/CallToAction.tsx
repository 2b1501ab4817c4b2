import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** A button of the call to action: an in-app route (to) or an outside address such as a mailto (href). */
export type CallToActionLink = { label: string } & (
  { to: string; href?: never } | { href: string; to?: never }
);

const defaultActions: readonly CallToActionLink[] = [
  { label: 'Get Your Free Quote', to: paths.quote.getHref() },
  { label: 'Contact Us', to: paths.contact.getHref() },
];

/** The closing call to action: by default quote or talk to us; pages for other audiences pass their own actions. */
export function CallToAction({
  title,
  lead,
  actions = defaultActions,
}: {
  title: string;
  lead: string;
  actions?: readonly CallToActionLink[];
}) {
  return (
    <Box
      component="section"
      aria-labelledby="cta-title"
      sx={{
        py: { xs: 6, md: 8 },
        background: (t) => `linear-gradient(135deg, ${t.palette.hero.from}, ${t.palette.hero.to})`,
        color: 'hero.text',
        textAlign: 'center',
      }}
    >
      <Container maxWidth="md">
        <Typography variant="h2" id="cta-title">
          {title}
        </Typography>
        <Typography sx={{ mt: 2, mb: 4, fontSize: '1.1rem' }}>{lead}</Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center' }}
        >
          {actions.map((action, index) => {
            // The first action is the main one (filled); the others are outlined.
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
      </Container>
    </Box>
  );
}
