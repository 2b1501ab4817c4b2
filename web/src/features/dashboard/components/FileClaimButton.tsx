// 'File New Claim': opens the claims page, from the dashboard's header and its Claims tab.
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { paths } from '../../../config/paths';

export function FileClaimButton() {
  return (
    <Button
      component={RouterLink}
      to={paths.customer.claims.getHref()}
      variant="contained"
      startIcon={<ReportProblemIcon />}
    >
      File New Claim
    </Button>
  );
}
