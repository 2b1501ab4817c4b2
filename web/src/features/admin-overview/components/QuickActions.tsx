// The overview's Quick Actions (spec 02 section 2): Export Users CSV, Review Claims and View All Claims
// (both open the claims page, whose first view is the pending claims to review).
import { Link as RouterLink } from 'react-router-dom';
import { Button, Paper, Stack, Typography } from '@mui/material';
import RateReviewIcon from '@mui/icons-material/RateReview';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { paths } from '../../../config/paths';
import { ExportCsvButton } from '../../../components/admin/ExportCsvButton';

export function QuickActions() {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="quick-actions-title"
      sx={{ p: 2 }}
    >
      <Typography id="quick-actions-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Quick Actions
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        <ExportCsvButton kind="users" label="Export Users CSV" />
        <Button
          variant="contained"
          startIcon={<RateReviewIcon aria-hidden />}
          component={RouterLink}
          to={paths.admin.claims.getHref()}
        >
          Review Claims
        </Button>
        <Button
          variant="outlined"
          startIcon={<ListAltIcon aria-hidden />}
          component={RouterLink}
          to={paths.admin.claims.getHref()}
        >
          View All Claims
        </Button>
      </Stack>
    </Paper>
  );
}
