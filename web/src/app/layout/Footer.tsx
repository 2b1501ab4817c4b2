import { Box, Container, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { EmailLink } from '../../components/EmailLink';
import { site } from '../../config/site';
import { Brand } from './Brand';
import { PlainList } from '../../components/PlainList';

const columns = [
  {
    title: 'Protection',
    links: [
      { label: 'Plans & Coverage', href: paths.services.getHref() },
      { label: 'Get a Quote', href: paths.quote.getHref() },
      { label: 'FAQ', href: paths.faq.getHref() },
      { label: 'Blog', href: paths.blog.getHref() },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: paths.about.getHref() },
      { label: 'News', href: paths.news.getHref() },
      { label: 'Careers', href: paths.careers.getHref() },
      { label: 'Partners', href: paths.partners.getHref() },
      { label: 'Investors', href: paths.investors.getHref() },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', href: paths.terms.getHref() },
      { label: 'Privacy Policy', href: paths.privacy.getHref() },
      { label: 'Contact', href: paths.contact.getHref() },
    ],
  },
];

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'hero.from', color: 'common.white', mt: 'auto', pt: 6, pb: 4 }}
    >
      <Container>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Brand inverted />
            <Typography sx={{ mt: 2, maxWidth: 320 }}>{site.tagline}</Typography>
            <Typography sx={{ mt: 1 }}>Protecting devices since {site.founded}.</Typography>
          </Grid>
          {columns.map((column) => (
            <Grid key={column.title} size={{ xs: 6, sm: 4, md: 2 }}>
              <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                {column.title}
              </Typography>
              <PlainList spacing={1}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link component={RouterLink} to={link.href} color="inherit" underline="always">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </PlainList>
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 12, md: 3 }}>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              Support
            </Typography>
            <Stack spacing={1} component="address" sx={{ fontStyle: 'normal' }}>
              <Link href={site.supportPhoneHref} color="inherit" underline="always">
                {site.supportPhone}
              </Link>
              <EmailLink address={site.supportEmail} color="inherit" />
              <Typography variant="body2">{site.supportHours}</Typography>
            </Stack>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          © {new Date().getFullYear()} {site.name}. All rights reserved. Cancel any time; 30-day
          money-back guarantee.
        </Typography>
      </Container>
    </Box>
  );
}
