import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import ShieldIcon from '@mui/icons-material/VerifiedUser';
import { paths } from '../../config/paths';
import { site } from '../../config/site';

export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={paths.home.getHref()}
      aria-label={`${site.name} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        textDecoration: 'none',
        color: inverted ? 'common.white' : 'primary.main',
      }}
    >
      <ShieldIcon aria-hidden />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.2rem', color: 'inherit' }}>
        {site.name}
      </Typography>
    </Box>
  );
}
