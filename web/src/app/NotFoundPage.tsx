import { Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageTitle } from '../components/PageTitle';
import { paths } from '../config/paths';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <PageTitle page="Page Not Found" />
      <Typography
        component="p"
        sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
        aria-hidden
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 2, mb: 2 }}>
        Page Not Found
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.home.getHref()} variant="contained" size="large">
          Go Home
        </Button>
        <Button variant="outlined" size="large" onClick={() => void navigate(-1)}>
          Go Back
        </Button>
      </Stack>
    </Container>
  );
}
