import { Container, Typography } from '@mui/material';
import { HeroBand } from '../../../components/HeroBand';
import { paths } from '../../../config/paths';
import { type CallToActionLink, HeroActions } from './HeroActions';

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
    <HeroBand
      component="section"
      aria-labelledby="cta-title"
      sx={{ py: { xs: 6, md: 8 }, textAlign: 'center' }}
    >
      <Container maxWidth="md">
        <Typography variant="h2" id="cta-title">
          {title}
        </Typography>
        <Typography sx={{ mt: 2, mb: 4, fontSize: '1.1rem' }}>{lead}</Typography>
        <HeroActions actions={actions} sx={{ justifyContent: 'center' }} />
      </Container>
    </HeroBand>
  );
}
