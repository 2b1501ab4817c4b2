// 'Add New Device', the customer's way to /customer/register-device from the dashboard, its devices and the
// claims page.
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { paths } from '../config/paths';

export function AddDeviceButton({ variant = 'contained' }: { variant?: 'contained' | 'outlined' }) {
  return (
    <Button
      component={RouterLink}
      to={paths.customer.registerDevice.getHref()}
      variant={variant}
      startIcon={<AddIcon />}
    >
      Add New Device
    </Button>
  );
}
